/**
 * Query tracing, as Cassandra's: a traced request records what the engine did for it, each step an
 * event with the microseconds since the request began, readable afterwards from {@code
 * system_traces.sessions} and {@code system_traces.events}.
 */
package io.wcs.engine.trace;

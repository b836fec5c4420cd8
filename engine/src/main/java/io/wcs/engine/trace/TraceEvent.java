package io.wcs.engine.trace;

import java.util.UUID;

/**
 * One step of a traced request, a row of {@code system_traces.events}.
 *
 * @param id a time UUID, which orders the session's events
 * @param elapsedMicros microseconds since the session began
 * @param thread the thread that took the step
 */
public record TraceEvent(UUID id, String activity, int elapsedMicros, String thread) {}

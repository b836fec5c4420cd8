package io.wcs.engine.cql;

/**
 * A request a server is running, as {@code system_views.queries} lists it.
 *
 * @param threadId the name of the thread running it
 * @param queuedMicros how long it waited for that thread
 * @param runningMicros how long it has run
 * @param task the request as Cassandra describes it ({@code QUERY … [pageSize = 5000] at
 *     consistency LOCAL_ONE})
 */
public record RunningQuery(String threadId, long queuedMicros, long runningMicros, String task) {}

package io.wcs.engine.cql;

import io.wcs.engine.trace.Tracing;
import java.util.Map;

/**
 * What this node tells of itself in {@code system.local} and {@code system_views}: where clients
 * reach it, what a server serving it reports (clients, running requests), its thread pools, and its
 * settings by Cassandra's names (those that do not change while it runs; where it listens is added
 * from the address), and the requests it traced ({@code system_traces}).
 */
public record NodeInfo(
    NodeAddress address,
    NodeActivity activity,
    NodeThreadPools threadPools,
    Map<String, String> settings,
    Tracing tracing) {}

package io.wcs.engine.cql;

import java.net.InetSocketAddress;
import java.util.Map;

/**
 * A client connected over the native protocol, as {@code system_views.clients} lists it.
 *
 * @param address the client's address and port
 * @param options the options its STARTUP sent (driver name and version, CQL version…)
 * @param stage Cassandra's connection stage: {@code established}, {@code authenticating} or {@code
 *     ready}
 * @param keyspace the keyspace its USE chose, or null
 * @param protocolVersion the native protocol version it speaks
 * @param requestCount the requests it has sent
 * @param sslProtocol the TLS protocol of its connection, or null in clear text
 * @param sslCipherSuite the TLS cipher suite of its connection, or null in clear text
 * @param username the role it logged in as ({@code anonymous} without logins), or null before
 */
public record ConnectedClient(
    InetSocketAddress address,
    Map<String, String> options,
    String stage,
    String keyspace,
    int protocolVersion,
    long requestCount,
    String sslProtocol,
    String sslCipherSuite,
    String username) {}

package io.wcs.driver.remote;

import javax.net.ssl.SSLContext;

/**
 * How a remote session connects.
 *
 * @param connectTimeoutMillis how long to wait for a host to accept and answer the handshake, and
 *     for the answer to a heartbeat
 * @param heartbeatSeconds how long a connection may hear nothing from its server before it asks
 *     with a heartbeat whether the server is still there; 0 for never
 * @param credentials the login for servers that require one, or null
 * @param lz4 whether to ask for {@code lz4} compression of frames (v4) or segments (v5)
 * @param tls the TLS context to connect with (checking the server's certificate and host name), or
 *     null for clear text
 */
public record ConnectOptions(
    int connectTimeoutMillis,
    int heartbeatSeconds,
    Credentials credentials,
    boolean lz4,
    SSLContext tls) {}

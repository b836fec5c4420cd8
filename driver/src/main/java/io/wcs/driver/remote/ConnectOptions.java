package io.wcs.driver.remote;

/**
 * How a remote session connects.
 *
 * @param connectTimeoutMillis how long to wait for a host to accept and answer the handshake
 * @param credentials the login for servers that require one, or null
 * @param lz4 whether to ask for {@code lz4} compression of frames (v4) or segments (v5)
 */
public record ConnectOptions(int connectTimeoutMillis, Credentials credentials, boolean lz4) {}

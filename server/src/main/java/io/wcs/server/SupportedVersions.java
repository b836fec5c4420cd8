package io.wcs.server;

import com.datastax.oss.protocol.internal.ProtocolConstants;

/**
 * The protocol versions a server speaks: v3 and v4, as Cassandra 5.0 does, and v5 unless the server
 * is capped at v4, and the refusal of any other. Drivers start with a newer version (the Java
 * driver with DSE_V2) and step down when the refusal's message holds "Invalid or unsupported
 * protocol version", so that text is a contract.
 */
record SupportedVersions(int highest) {
  static final int LOWEST = ProtocolConstants.Version.V3;
  static final int HIGHEST = ProtocolConstants.Version.V5;

  SupportedVersions {
    if (highest < ProtocolConstants.Version.V4 || highest > HIGHEST) {
      throw new IllegalArgumentException(
          "the highest protocol version must be 4 or 5, got " + highest);
    }
  }

  boolean isSupported(int version) {
    return version >= LOWEST && version <= highest;
  }

  ProtocolException unsupported(int version, int streamId) {
    String supported = highest == ProtocolConstants.Version.V4 ? "3/v3, 4/v4" : "3/v3, 4/v4, 5/v5";
    return new ProtocolException(
        streamId,
        "Invalid or unsupported protocol version ("
            + version
            + "); supported versions are ("
            + supported
            + ")",
        true);
  }
}

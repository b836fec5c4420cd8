package io.wcs.server;

import com.datastax.oss.protocol.internal.ProtocolConstants;

/**
 * The protocol versions the server speaks, v4 and v5, and the refusal of any other. Drivers start
 * with a newer version (the Java driver with DSE_V2) and step down when the refusal's message holds
 * "Invalid or unsupported protocol version", so that text is a contract.
 */
final class SupportedVersions {
  static final int HIGHEST = ProtocolConstants.Version.V5;

  private SupportedVersions() {}

  static boolean isSupported(int version) {
    return version == ProtocolConstants.Version.V4 || version == ProtocolConstants.Version.V5;
  }

  static ProtocolException unsupported(int version, int streamId) {
    return new ProtocolException(
        streamId,
        "Invalid or unsupported protocol version ("
            + version
            + "); supported versions are (4/v4, 5/v5)",
        true);
  }
}

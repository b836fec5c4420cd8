package io.wcs.engine.error;

import java.util.HexFormat;

/**
 * EXECUTE of a prepared statement id this engine does not know (never prepared here, or prepared
 * before a restart). Carries the id: the native protocol sends it back so that drivers prepare the
 * statement again and retry.
 */
public class UnpreparedException extends CqlRequestException {
  private static final long serialVersionUID = 1L;

  private final byte[] id;

  public UnpreparedException(byte[] id) {
    super(
        "Prepared query with ID "
            + HexFormat.of().formatHex(id)
            + " not found (either the query was not prepared on this host (maybe the host has"
            + " been restarted?) or you have prepared too many queries and it has been evicted"
            + " from the internal cache)");
    this.id = id.clone();
  }

  public byte[] id() {
    return id.clone();
  }

  @Override
  public ErrorCode code() {
    return ErrorCode.UNPREPARED;
  }
}

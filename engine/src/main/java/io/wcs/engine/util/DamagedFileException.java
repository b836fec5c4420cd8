package io.wcs.engine.util;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Stored bytes failed verification at a known place: the message names the file and the offset,
 * which are also kept for callers that react to where the damage is. Checked, like every other I/O
 * failure, so callers cannot forget it.
 */
public class DamagedFileException extends IOException {
  private static final long serialVersionUID = 1L;

  private final transient Path file;
  private final long offset;

  protected DamagedFileException(Path file, long offset, String message, Throwable cause) {
    super(message, cause);
    this.file = file;
    this.offset = offset;
  }

  public Path file() {
    return file;
  }

  public long offset() {
    return offset;
  }
}

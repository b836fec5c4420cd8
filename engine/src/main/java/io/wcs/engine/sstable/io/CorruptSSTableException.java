package io.wcs.engine.sstable.io;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Bytes of an SSTable file failed verification (checksum, lengths, decompression). Checked, like
 * every other I/O failure of a read, so callers cannot forget it; the message names the file and
 * the file offset, and the data is never decoded.
 */
public class CorruptSSTableException extends IOException {
  private static final long serialVersionUID = 1L;

  private final transient Path file;
  private final long offset;

  public CorruptSSTableException(Path file, long offset, String problem) {
    this(file, offset, problem, null);
  }

  public CorruptSSTableException(Path file, long offset, String problem, Throwable cause) {
    super("corrupt SSTable file " + file + " at offset " + offset + ": " + problem, cause);
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

package io.wcs.engine.sstable.io;

import io.wcs.engine.util.DamagedFileException;
import java.nio.file.Path;

/**
 * Bytes of an SSTable file failed verification (checksum, lengths, decompression); the data is
 * never decoded.
 */
public class CorruptSSTableException extends DamagedFileException {
  private static final long serialVersionUID = 1L;

  public CorruptSSTableException(Path file, long offset, String problem) {
    this(file, offset, problem, null);
  }

  public CorruptSSTableException(Path file, long offset, String problem, Throwable cause) {
    super(
        file,
        offset,
        "corrupt SSTable file " + file + " at offset " + offset + ": " + problem,
        cause);
  }
}

package io.wcs.engine.sstable;

import java.nio.file.Path;

/**
 * Names the files of one SSTable generation in a table directory: {@code <generation>-<suffix>}
 * once published, {@code tmp-<generation>-<suffix>} while being written (deleted at open if a crash
 * left them).
 */
public record Descriptor(Path directory, long generation) {
  public static final String TEMPORARY_PREFIX = "tmp-";

  public Path path(Component c) {
    return directory.resolve(generation + "-" + c.suffix());
  }

  public Path temporaryPath(Component c) {
    return directory.resolve(TEMPORARY_PREFIX + generation + "-" + c.suffix());
  }

  /** The descriptor a published file name belongs to, or null for other names. */
  public static Descriptor ofFileName(Path directory, String fileName) {
    int dash = fileName.indexOf('-');
    if (dash <= 0 || Component.ofSuffix(fileName.substring(dash + 1)) == null) {
      return null;
    }
    try {
      return new Descriptor(directory, Long.parseLong(fileName.substring(0, dash)));
    } catch (NumberFormatException e) {
      return null;
    }
  }

  @Override
  public String toString() {
    return directory.resolve(generation + "-*").toString();
  }
}

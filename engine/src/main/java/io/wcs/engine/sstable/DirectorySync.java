package io.wcs.engine.sstable;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/** Forces a directory's entries (renames, creations, deletions) to disk. */
public final class DirectorySync {
  private DirectorySync() {}

  public static void force(Path directory) throws IOException {
    try (FileChannel ch = FileChannel.open(directory, StandardOpenOption.READ)) {
      ch.force(true);
    } catch (IOException e) {
      // Some platforms (Windows) cannot open a directory; there the rename itself is durable.
      if (!System.getProperty("os.name", "").startsWith("Windows")) {
        throw e;
      }
    }
  }
}

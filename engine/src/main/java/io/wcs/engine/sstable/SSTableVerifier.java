package io.wcs.engine.sstable;

import io.wcs.engine.storage.Row;
import io.wcs.engine.storage.Slices;
import io.wcs.engine.storage.UnfilteredPartition;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * A scrub-style check of one SSTable: every block of the data and index files is read and verified
 * (checksum, decompression), the small components are re-read, then every partition and row is
 * decoded. Each problem is one line naming the file and the offset. Threading: any thread, with a
 * reference held on the SSTable.
 */
public final class SSTableVerifier {
  private SSTableVerifier() {}

  public static List<String> verify(SSTableReader sstable) {
    List<String> problems = new ArrayList<>();
    checkBlocks(sstable.dataSource(), problems);
    checkBlocks(sstable.indexSource(), problems);
    for (Component c : List.of(Component.STATISTICS, Component.FILTER, Component.SUMMARY)) {
      Path file = sstable.descriptor().path(c);
      // Generations written before the summary existed have none.
      if (c == Component.SUMMARY && !Files.exists(file)) {
        continue;
      }
      try {
        SmallComponent.read(file, c);
      } catch (IOException | RuntimeException e) {
        problems.add(e.getMessage());
      }
    }
    if (problems.isEmpty()) {
      checkRows(sstable, problems);
    }
    return problems;
  }

  private static void checkBlocks(BlockSource source, List<String> problems) {
    long position = 0;
    while (position < source.length()) {
      try {
        position = source.blockAt(position).end();
      } catch (IOException | RuntimeException e) {
        problems.add(e.getMessage());
        return;
      }
    }
  }

  private static void checkRows(SSTableReader sstable, List<String> problems) {
    try {
      Iterator<UnfilteredPartition> partitions = sstable.scanOnce();
      while (partitions.hasNext()) {
        Iterator<Row> rows = partitions.next().rows(Slices.ALL, false);
        while (rows.hasNext()) {
          rows.next();
        }
      }
    } catch (RuntimeException e) {
      problems.add(sstable.descriptor() + ": " + e.getMessage());
    }
  }
}

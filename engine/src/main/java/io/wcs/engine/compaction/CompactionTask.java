package io.wcs.engine.compaction;

import io.wcs.engine.sstable.SSTableReader;
import io.wcs.engine.sstable.SSTableWriter;
import io.wcs.engine.storage.KeyMergeIterator;
import io.wcs.engine.storage.MergedPartition;
import io.wcs.engine.storage.PartitionRange;
import io.wcs.engine.storage.TableStore;
import io.wcs.engine.storage.UnfilteredPartition;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * Rewrites a set of SSTables of one table as one: partitions merged, shadowed data dropped,
 * tombstones purged where allowed ({@link PurgedPartition}). The output is published with a TOC
 * naming the inputs, then swapped into the table's live set; the inputs' files go when their last
 * reader releases them. A crash at any point leaves either the inputs or the output live, never
 * both halves of a replacement. Threading: runs on one thread; the inputs must be reserved with
 * {@link TableStore#markCompacting}.
 */
public final class CompactionTask {
  private CompactionTask() {}

  /** Compacts {@code inputs} into one SSTable at {@code level}; returns it (null if all purged). */
  public static SSTableReader run(TableStore table, List<SSTableReader> inputs, int level)
      throws IOException {
    int now = table.nowInSeconds();
    int gcBefore = table.gcBefore();
    long expectedKeys = 0;
    List<Long> replaced = new ArrayList<>();
    List<Iterator<UnfilteredPartition>> sources = new ArrayList<>();
    for (SSTableReader r : inputs) {
      expectedKeys += r.stats().partitionCount();
      replaced.add(r.generation());
      sources.add(r.scan(PartitionRange.ALL));
    }
    SSTableReader output = null;
    try (SSTableWriter w = table.newWriter(level, expectedKeys)) {
      KeyMergeIterator groups = new KeyMergeIterator(sources);
      while (groups.hasNext()) {
        MergedPartition merged = new MergedPartition(groups.next());
        long purgeableBelow = table.purgeableBelow(merged.key(), inputs);
        w.append(new PurgedPartition(merged, now, gcBefore, purgeableBelow));
      }
      if (w.finish(replaced) != null) {
        output = table.openWritten(w.descriptor());
      }
    }
    table.replace(inputs, output);
    return output;
  }
}

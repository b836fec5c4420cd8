package io.wcs.engine.compaction;

import io.wcs.engine.sstable.SSTableReader;
import io.wcs.engine.sstable.SSTableWriter;
import io.wcs.engine.storage.EncodedPartition;
import io.wcs.engine.storage.KeyMergeIterator;
import io.wcs.engine.storage.MergedPartition;
import io.wcs.engine.storage.TableStore;
import io.wcs.engine.storage.UnfilteredPartition;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.locks.Lock;

/**
 * Rewrites a set of SSTables of one table: partitions merged, shadowed data dropped, tombstones
 * purged where allowed ({@link PurgedPartition}), the output cut into SSTables of at most about
 * {@code maxOutputBytes} of data. Only the last output's TOC names the inputs as replaced, so a
 * crash leaves either the inputs live (plus some outputs, whose content they already imply) or the
 * complete output, never a partial replacement. The inputs' files go when their last reader
 * releases them. Threading: runs on one thread; the inputs must be reserved with {@link
 * TableStore#markCompacting}. It holds the table's compaction lock throughout, so a truncate or
 * drop waits for it, and it stops early ({@link CompactionInterruptedException}) when one does.
 */
public final class CompactionTask {
  private CompactionTask() {}

  /** Compacts {@code inputs} into SSTables at {@code level}; returns them (empty if all purged). */
  public static List<SSTableReader> run(
      TableStore table, List<SSTableReader> inputs, int level, long maxOutputBytes)
      throws IOException {
    Lock gate = table.compactionLock();
    gate.lock();
    try {
      return merge(table, inputs, level, maxOutputBytes);
    } finally {
      gate.unlock();
    }
  }

  private static List<SSTableReader> merge(
      TableStore table, List<SSTableReader> inputs, int level, long maxOutputBytes)
      throws IOException {
    int now = table.nowInSeconds();
    int gcBefore = table.gcBefore();
    long expectedKeys = 0;
    List<Iterator<UnfilteredPartition>> sources = new ArrayList<>();
    for (SSTableReader r : inputs) {
      expectedKeys += r.stats().partitionCount();
      sources.add(r.scanOnce());
    }
    List<SSTableReader> outputs = new ArrayList<>();
    KeyMergeIterator groups = new KeyMergeIterator(sources);
    try {
      while (true) {
        try (SSTableWriter w = table.newWriter(level, expectedKeys)) {
          while (groups.hasNext() && w.dataLength() < maxOutputBytes) {
            if (table.truncating()) {
              throw new CompactionInterruptedException(
                  "table " + table.tableId() + " is being truncated or dropped");
            }
            List<UnfilteredPartition> group = groups.next();
            if (group.size() == 1
                && group.get(0) instanceof EncodedPartition alone
                && alone.holdsOnlyLiveData()) {
              // Nothing to reconcile, apply or purge: its rows are copied, not decoded.
              w.append(alone.key(), alone.staticRow(), alone.encodedRows(), alone.rowEncoding());
              continue;
            }
            MergedPartition merged = new MergedPartition(group);
            w.append(
                new PurgedPartition(
                    merged, now, gcBefore, () -> table.purgeableBelow(merged.key(), inputs)));
          }
          boolean last = !groups.hasNext();
          if (w.finish(last ? generations(inputs) : List.of()) != null) {
            outputs.add(w.open());
          }
          if (last) {
            break;
          }
        }
      }
    } catch (IOException | RuntimeException e) {
      outputs.forEach(SSTableReader::markObsolete);
      throw e;
    }
    table.replace(inputs, outputs);
    return outputs;
  }

  /**
   * Deletes inputs that hold only expired data shadowing nothing (the strategy's "drop only"
   * choice), recording the replacement in a TOC-only generation first.
   */
  public static void drop(TableStore table, List<SSTableReader> inputs) throws IOException {
    Lock gate = table.compactionLock();
    gate.lock();
    try {
      try (SSTableWriter w = table.newWriter(0, 1)) {
        w.finish(generations(inputs));
      }
      table.replace(inputs, List.of());
    } finally {
      gate.unlock();
    }
  }

  private static List<Long> generations(List<SSTableReader> inputs) {
    List<Long> gens = new ArrayList<>(inputs.size());
    for (SSTableReader r : inputs) {
      gens.add(r.generation());
    }
    return gens;
  }
}

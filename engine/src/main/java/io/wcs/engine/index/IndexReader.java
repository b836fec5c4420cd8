package io.wcs.engine.index;

import io.wcs.engine.partition.Murmur3Partitioner;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.LivePartition;
import io.wcs.engine.storage.PartitionIterator;
import io.wcs.engine.storage.PartitionRange;
import io.wcs.engine.storage.Row;
import io.wcs.engine.storage.Slice;
import io.wcs.engine.storage.Slices;
import io.wcs.engine.storage.StorageEngine;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * The base partitions an index term points to, in token order, each read with only the rows its
 * entries name (the whole slices for entries of static rows). Entries are read lazily from the
 * term's index partition, one base partition's worth at a time, and at most one base read is open.
 * The rows come back as stored now: the caller checks them against its restrictions, which is what
 * makes stale entries harmless.
 *
 * <p>Threading: one reader thread; close it to release the reads.
 */
public final class IndexReader implements PartitionIterator {
  private final StorageEngine storage;
  private final int baseTable;
  private final Slices slices;
  private final int nowInSeconds;
  private final PartitionIterator entries;
  private final Iterator<Row> entryRows;
  private IndexEntryKey.Position pending;
  private PartitionIterator base;
  private LivePartition next;

  /**
   * @param term the index term (see {@link ColumnIndex#normalize})
   * @param range the base partitions to return
   * @param slices the base rows to return
   */
  public IndexReader(
      StorageEngine storage,
      ColumnIndex index,
      int baseTable,
      byte[] term,
      PartitionRange range,
      Slices slices,
      int nowInSeconds) {
    this.storage = storage;
    this.baseTable = baseTable;
    this.slices = slices;
    this.nowInSeconds = nowInSeconds;
    this.entries =
        storage.read(
            index.metadata().storageId(),
            new DecoratedKey(Murmur3Partitioner.token(term), term),
            Slices.of(IndexEntryKey.slice(range)),
            false,
            nowInSeconds);
    this.entryRows = entries.hasNext() ? entries.next().rows() : List.<Row>of().iterator();
  }

  @Override
  public boolean hasNext() {
    while (next == null) {
      closeBase();
      IndexEntryKey.Position first = nextEntry();
      if (first == null) {
        return false;
      }
      Slices rows = rowsOfPartition(first);
      if (rows.size() > 0) {
        base = storage.read(baseTable, first.key(), rows, false, nowInSeconds);
        next = base.hasNext() ? base.next() : null;
      }
    }
    return true;
  }

  /**
   * The rows the partition's entries name, starting with {@code first}, within the slices. An entry
   * with an empty clustering stands for the whole partition (a static row's entry, of a static or
   * partition key column; in a table without clustering columns, its only row).
   */
  private Slices rowsOfPartition(IndexEntryKey.Position first) {
    List<Slice> rows = new ArrayList<>();
    boolean wholePartition = false;
    for (IndexEntryKey.Position p = first; p != null; p = nextEntryOf(first.key())) {
      if (p.clustering().length == 0) {
        wholePartition = true;
      } else if (slices.contains(p.clustering())) {
        rows.add(IndexMaintenance.exactly(p.clustering()));
      }
    }
    return wholePartition ? slices : Slices.of(rows);
  }

  private IndexEntryKey.Position nextEntry() {
    if (pending != null) {
      IndexEntryKey.Position p = pending;
      pending = null;
      return p;
    }
    return entryRows.hasNext() ? IndexEntryKey.decode(entryRows.next().clustering()) : null;
  }

  /** The next entry if it is of the same base partition; otherwise keeps it for later. */
  private IndexEntryKey.Position nextEntryOf(DecoratedKey key) {
    IndexEntryKey.Position p = nextEntry();
    if (p != null && !p.key().equals(key)) {
      pending = p;
      return null;
    }
    return p;
  }

  @Override
  public LivePartition next() {
    if (!hasNext()) {
      throw new NoSuchElementException();
    }
    LivePartition p = next;
    next = null;
    return p;
  }

  private void closeBase() {
    if (base != null) {
      base.close();
      base = null;
    }
  }

  @Override
  public void close() {
    closeBase();
    entries.close();
  }
}

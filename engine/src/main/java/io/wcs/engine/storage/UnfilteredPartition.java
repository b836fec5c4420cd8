package io.wcs.engine.storage;

import java.util.Iterator;
import java.util.List;

/**
 * One partition as one source (a memtable, an SSTable, a merge of several) holds it: tombstones
 * included, nothing filtered by time. Rows come lazily, in clustering order or reversed, restricted
 * to the slices. Threading: an instance belongs to one reader thread.
 */
public interface UnfilteredPartition {
  DecoratedKey key();

  DeletionTime partitionDeletion();

  /** Every range tombstone of the partition, in no particular order. */
  List<RangeTombstone> rangeTombstones();

  /** The static row, or null. */
  Row staticRow();

  Iterator<Row> rows(Slices slices, boolean reversed);

  /**
   * Whether nothing where this partition is stored is deleted or expires: no partition deletion,
   * range tombstone, row or cell tombstone, or TTL. Then every row is live whatever the time, so a
   * compaction of this source alone has nothing to apply or purge and may copy its rows, and a read
   * of it alone has nothing to filter. False is always a safe answer.
   */
  default boolean holdsOnlyLiveData() {
    return false;
  }
}

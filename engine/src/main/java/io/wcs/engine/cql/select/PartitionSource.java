package io.wcs.engine.cql.select;

import io.wcs.engine.index.ColumnIndex;
import io.wcs.engine.index.IndexReader;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.PartitionIterator;
import io.wcs.engine.storage.PartitionRange;
import io.wcs.engine.storage.Slices;
import io.wcs.engine.storage.StorageEngine;

/**
 * Where a SELECT reads a table's live partitions: the storage engine for stored tables, or rows
 * built on the fly for virtual ones. Implementations are thread-safe; each returned iterator has
 * one reader.
 */
public interface PartitionSource {

  /** One partition's live rows in the slices, last first when reversed. */
  PartitionIterator read(DecoratedKey key, Slices slices, boolean reversed);

  /**
   * The live partitions of a token range, in token order (a virtual table's in the order of its
   * keys, as Cassandra places them).
   */
  PartitionIterator scan(PartitionRange range, Slices slices);

  /**
   * The live partitions of a token range that {@code index} holds {@code term} for, in token order,
   * each with the rows the entries name within the slices (see {@link IndexReader}). Only stored
   * tables have indexes: computed tables and views refuse.
   */
  default PartitionIterator search(
      ColumnIndex index, byte[] term, PartitionRange range, Slices slices) {
    throw new IllegalStateException("only stored tables have indexes, not this source: " + index);
  }

  /** The table {@code tableId} of {@code storage}, read at {@code nowInSeconds}. */
  static PartitionSource of(StorageEngine storage, int tableId, int nowInSeconds) {
    return new PartitionSource() {
      @Override
      public PartitionIterator read(DecoratedKey key, Slices slices, boolean reversed) {
        return storage.read(tableId, key, slices, reversed, nowInSeconds);
      }

      @Override
      public PartitionIterator scan(PartitionRange range, Slices slices) {
        return storage.scan(tableId, range, slices, nowInSeconds);
      }

      @Override
      public PartitionIterator search(
          ColumnIndex index, byte[] term, PartitionRange range, Slices slices) {
        return new IndexReader(storage, index, tableId, term, range, slices, nowInSeconds);
      }
    };
  }
}

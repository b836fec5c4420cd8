package io.wcs.engine.sstable;

import io.wcs.engine.storage.ArrayByteReader;
import io.wcs.engine.storage.ByteWriter;
import io.wcs.engine.storage.Cell;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.RowEncoding;
import io.wcs.engine.storage.Slice;
import io.wcs.engine.storage.Slices;
import java.util.Arrays;

/**
 * What an SSTable holds, in summary: read path pruning (timestamps, clusterings, key range),
 * compaction choices (sizes, levels, time windows, droppable tombstones). The max local deletion
 * time is Integer.MAX_VALUE when the SSTable holds live data that never expires. The timestamp base
 * is no bound: the writer chose it to write row timestamps relative to (see {@link RowEncoding}).
 * Body of the Statistics component: the fields in declaration order, longs as zig-zag varints, keys
 * as (i64 token, blob), clusterings as blobs.
 */
public record SSTableStats(
    long partitionCount,
    long rowCount,
    long cellCount,
    long tombstoneCount,
    long minTimestamp,
    long maxTimestamp,
    int minLocalDeletionTime,
    int maxLocalDeletionTime,
    DecoratedKey firstKey,
    DecoratedKey lastKey,
    byte[] minClustering,
    byte[] maxClustering,
    int level,
    long dataLength,
    long timestampBase) {

  /**
   * True when no row of any partition here can fall in the slices and nothing here deletes rows
   * elsewhere: the clustering bounds (of rows and range tombstones) miss every slice, and there is
   * no tombstone at all, since a partition deletion shadows other sources' rows whatever their
   * clustering. Static rows are not covered by the bounds: callers reading a table with static
   * columns must not rely on this.
   */
  public boolean holdsNothingFor(Slices slices) {
    return tombstoneCount == 0 && !clusteringsMeet(slices);
  }

  /** Whether the key lies within the key range of the partitions here (first to last). */
  public boolean keyRangeHolds(DecoratedKey key) {
    return key.compareTo(firstKey) >= 0 && key.compareTo(lastKey) <= 0;
  }

  /**
   * Whether nothing here is deleted or expires: no partition deletion, range tombstone, row or cell
   * tombstone, or TTL.
   */
  public boolean holdsOnlyLiveData() {
    return tombstoneCount == 0 && minLocalDeletionTime == Cell.NO_DELETION_TIME;
  }

  /** Whether some slice reaches the clustering bounds (of rows and range tombstones) here. */
  boolean clusteringsMeet(Slices slices) {
    // By index: asked once per SSTable of every read, and the list's iterator was not elided.
    for (int i = 0; i < slices.size(); i++) {
      Slice s = slices.get(i);
      if (Arrays.compareUnsigned(s.start(), maxClustering) <= 0
          && (s.end() == null || Arrays.compareUnsigned(s.end(), minClustering) > 0)) {
        return true;
      }
    }
    return false;
  }

  byte[] serialize() {
    ByteWriter out = new ByteWriter(128);
    out.writeVLong(partitionCount).writeVLong(rowCount).writeVLong(cellCount);
    out.writeVLong(tombstoneCount);
    out.writeVLong(minTimestamp).writeVLong(maxTimestamp);
    out.writeVLong(minLocalDeletionTime).writeVLong(maxLocalDeletionTime);
    out.writeLong(firstKey.token()).writeBlob(firstKey.key());
    out.writeLong(lastKey.token()).writeBlob(lastKey.key());
    out.writeBlob(minClustering).writeBlob(maxClustering);
    out.writeVLong(level).writeVLong(dataLength).writeVLong(timestampBase);
    return out.toByteArray();
  }

  /** Reads a body of format {@code version}: before version 3 it had no timestamp base. */
  static SSTableStats deserialize(ArrayByteReader in, int version) {
    return new SSTableStats(
        in.readVLong(),
        in.readVLong(),
        in.readVLong(),
        in.readVLong(),
        in.readVLong(),
        in.readVLong(),
        (int) in.readVLong(),
        (int) in.readVLong(),
        new DecoratedKey(in.readLong(), in.readBlob()),
        new DecoratedKey(in.readLong(), in.readBlob()),
        in.readBlob(),
        in.readBlob(),
        (int) in.readVLong(),
        in.readVLong(),
        version >= ComponentHeader.COMPACT_ROWS ? in.readVLong() : 0);
  }
}

package io.wcs.engine.sstable;

import io.wcs.engine.storage.Bytes;
import io.wcs.engine.storage.Cell;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.DeletionTime;
import io.wcs.engine.storage.LivenessInfo;
import io.wcs.engine.storage.RangeTombstone;
import io.wcs.engine.storage.Row;
import io.wcs.engine.storage.RowSerializer;
import java.util.Arrays;

/** Accumulates {@link SSTableStats} while a writer appends. Not thread-safe. */
final class StatsCollector {
  private long partitions;
  private long rows;
  private long cells;
  private long tombstones;
  private long minTimestamp = Long.MAX_VALUE;
  private long maxTimestamp = Long.MIN_VALUE;
  private int minLocalDeletionTime = Cell.NO_DELETION_TIME;
  private int maxLocalDeletionTime = Integer.MIN_VALUE;
  private DecoratedKey first;
  private DecoratedKey last;
  private byte[] minClustering;
  private byte[] maxClustering;

  void partition(DecoratedKey key, DeletionTime deletion) {
    partitions++;
    if (first == null) {
      first = key;
    }
    last = key;
    deletion(deletion);
  }

  void rangeTombstone(RangeTombstone rt) {
    deletion(rt.deletion());
    clustering(rt.start());
    if (rt.end() != null) {
      clustering(rt.end());
    }
  }

  private void deletion(DeletionTime d) {
    if (!d.isLive()) {
      tombstones++;
      timestamp(d.markedForDeleteAt());
      localDeletionTime(d.localDeletionTime());
    }
  }

  private void timestamp(long ts) {
    minTimestamp = Math.min(minTimestamp, ts);
    maxTimestamp = Math.max(maxTimestamp, ts);
  }

  private void localDeletionTime(int ldt) {
    minLocalDeletionTime = Math.min(minLocalDeletionTime, ldt);
    maxLocalDeletionTime = Math.max(maxLocalDeletionTime, ldt);
  }

  private void clustering(byte[] c) {
    if (minClustering == null || Arrays.compareUnsigned(c, minClustering) < 0) {
      minClustering = c;
    }
    if (maxClustering == null || Arrays.compareUnsigned(c, maxClustering) > 0) {
      maxClustering = c;
    }
  }

  void row(Row row, boolean isStatic) {
    if (!isStatic) {
      rows++;
      clustering(row.clustering());
    }
    marker(row.marker());
    deletion(row.deletion());
    for (Row.ComplexDeletion cd : row.complexDeletions()) {
      deletion(cd.deletion());
    }
    for (int i = 0; i < row.cellCount(); i++) {
      Cell c = row.cell(i);
      cells++;
      timestamp(c.timestamp());
      localDeletionTime(c.localDeletionTime());
      if (c.isTombstone()) {
        tombstones++;
      }
    }
  }

  /** A row copied in its encoding: counted as {@link #row} counts the row it decodes to. */
  void plainRow(RowSerializer.PlainRow row) {
    rows++;
    clustering(row.clustering());
    marker(row.marker());
    cells += row.cellCount();
    timestamp(row.cellTimestamp());
    localDeletionTime(Cell.NO_DELETION_TIME);
  }

  private void marker(LivenessInfo marker) {
    if (!marker.isEmpty()) {
      timestamp(marker.timestamp());
      localDeletionTime(marker.localExpirationTime());
    }
  }

  boolean isEmpty() {
    return partitions == 0;
  }

  SSTableStats build(int level, long dataLength, long timestampBase) {
    return new SSTableStats(
        partitions,
        rows,
        cells,
        tombstones,
        minTimestamp,
        maxTimestamp,
        minLocalDeletionTime,
        maxLocalDeletionTime,
        first,
        last,
        minClustering == null ? Bytes.EMPTY : minClustering,
        maxClustering == null ? Bytes.EMPTY : maxClustering,
        level,
        dataLength,
        timestampBase);
  }
}

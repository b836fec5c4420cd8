package io.wcs.engine.storage;

import io.wcs.engine.sstable.SSTableReader;
import io.wcs.engine.sstable.SSTableStats;

/**
 * What a table's live SSTables hold, summed, for size estimates and the node's statistics tables:
 * partitions summed over the SSTables (a partition written to two counts twice, as in Cassandra's
 * estimate), the bytes of their rows uncompressed, their bytes on disk, the largest one's bytes on
 * disk, and the longest span of write timestamps in one SSTable. Memtables are not in it.
 */
public record SSTableTotals(
    long partitions,
    long dataBytes,
    long onDiskBytes,
    long largestOnDiskBytes,
    long longestSpanMicros) {
  public static final SSTableTotals NONE = new SSTableTotals(0, 0, 0, 0, 0);

  static SSTableTotals of(Iterable<SSTableReader> sstables) {
    long partitions = 0;
    long dataBytes = 0;
    long onDisk = 0;
    long largest = 0;
    long longestSpan = 0;
    for (SSTableReader r : sstables) {
      SSTableStats stats = r.stats();
      partitions += stats.partitionCount();
      dataBytes += stats.dataLength();
      onDisk += r.onDiskBytes();
      largest = Math.max(largest, r.onDiskBytes());
      longestSpan = Math.max(longestSpan, stats.maxTimestamp() - stats.minTimestamp());
    }
    return new SSTableTotals(partitions, dataBytes, onDisk, largest, longestSpan);
  }

  /** The mean bytes of a partition, 0 when there is none. */
  public long meanPartitionBytes() {
    return partitions == 0 ? 0 : dataBytes / partitions;
  }
}

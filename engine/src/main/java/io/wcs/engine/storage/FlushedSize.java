package io.wcs.engine.storage;

/**
 * What a table's SSTables hold, for size estimates: partitions summed over the SSTables (a
 * partition written to two counts twice, as in Cassandra's estimate) and the bytes of their rows,
 * uncompressed. Memtables are not in it.
 */
public record FlushedSize(long partitions, long dataBytes) {
  public static final FlushedSize NONE = new FlushedSize(0, 0);

  /** The mean bytes of a partition, 0 when there is none. */
  public long meanPartitionBytes() {
    return partitions == 0 ? 0 : dataBytes / partitions;
  }
}

package io.wcs.engine.storage;

import java.io.IOException;
import java.util.Iterator;

/**
 * Where a flush or a compaction writes partitions, one after the other in key order.
 *
 * <p>Why not just partitions of decoded rows: a memtable keeps its large rows, and an SSTable all
 * of its rows, encoded in the SSTable row format, and decoding each into objects only to encode it
 * again was a third of a bulk load's flush and compaction. A partition with nothing to reconcile
 * hands its encoded rows over as bytes, which the sink copies (moving their timestamps to its own
 * base when they were written relative to another) where it can.
 */
public interface PartitionSink {
  /** A partition whose rows come decoded, deletions applied. */
  void append(UnfilteredPartition partition) throws IOException;

  /**
   * A partition without a partition deletion or range tombstones, its rows in clustering order,
   * with no deletion to apply to them: each as objects or encoded in {@code encoding}.
   */
  void append(DecoratedKey key, Row staticRow, Iterator<SourceRow> rows, RowEncoding encoding)
      throws IOException;
}

package io.wcs.engine.storage;

import java.io.IOException;
import java.util.Iterator;

/**
 * Where a flush writes a frozen memtable, partition after partition in key order.
 *
 * <p>Why not just partitions of decoded rows: a memtable keeps its large rows encoded in the
 * SSTable row format, and decoding each into objects only to encode it again was a third of a bulk
 * load's flush. A partition without deletions hands its encoded rows over as bytes; the target
 * copies those it can.
 */
public interface FlushTarget {
  /** A partition with a deletion or range tombstones: its rows decoded, deletions applied. */
  void append(UnfilteredPartition partition) throws IOException;

  /**
   * A partition without a partition deletion or range tombstones, its rows in clustering order:
   * each as objects, its own deletions applied, or encoded in {@code encoding}, then one that
   * {@link RowSerializer#readPlainRow} summarizes (no deletion, uniform cells).
   */
  void append(DecoratedKey key, Row staticRow, Iterator<FlushRow> rows, RowEncoding encoding)
      throws IOException;
}

package io.wcs.engine.storage;

import java.util.Iterator;

/** A partition that can hand its rows over in their encoding, for a {@link PartitionSink}. */
public interface EncodedPartition extends UnfilteredPartition {
  /**
   * Whether nothing where this partition is stored is deleted or expires: no partition deletion,
   * range tombstone, row or cell tombstone, or TTL, so that a compaction of it alone has nothing to
   * apply or purge and may copy its rows.
   */
  boolean holdsOnlyLiveData();

  /** The rows in clustering order, each encoded in {@link #rowEncoding}. */
  Iterator<SourceRow> encodedRows();

  RowEncoding rowEncoding();
}

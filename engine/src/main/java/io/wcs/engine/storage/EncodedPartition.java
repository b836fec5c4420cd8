package io.wcs.engine.storage;

import java.util.Iterator;

/** A partition that can hand its rows over in their encoding, for a {@link PartitionSink}. */
public interface EncodedPartition extends UnfilteredPartition {
  /** The rows in clustering order, each encoded in {@link #rowEncoding}. */
  Iterator<SourceRow> encodedRows();

  RowEncoding rowEncoding();
}

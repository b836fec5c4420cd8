package io.wcs.engine.storage;

import java.util.List;

/**
 * A partition that deletes nothing: no partition deletion and no range tombstone, and no static row
 * unless it overrides {@link #staticRow}. For sources that only add rows to a merge: an SSTable
 * held back behind its clustering bounds, rows computed by a query, a view's marked rows.
 */
public interface RowsOnlyPartition extends UnfilteredPartition {
  @Override
  default DeletionTime partitionDeletion() {
    return DeletionTime.LIVE;
  }

  @Override
  default List<RangeTombstone> rangeTombstones() {
    return List.of();
  }

  @Override
  default Row staticRow() {
    return null;
  }
}

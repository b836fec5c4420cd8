package io.wcs.engine.cql.modification;

import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.cql.restrictions.WhereClause;
import io.wcs.engine.storage.DeletionTime;
import io.wcs.engine.storage.LivenessInfo;
import io.wcs.engine.storage.Mutation;
import io.wcs.engine.storage.RangeTombstone;
import io.wcs.engine.storage.Row;
import io.wcs.engine.storage.Slice;
import io.wcs.engine.storage.Slices;
import java.util.ArrayList;
import java.util.List;

/**
 * What a DELETE without columns removes from each partition it names, bound from the statement's
 * values before its timestamp is, as Cassandra binds them: the whole partition when the clustering
 * is not restricted, whole rows for full clusterings, else a range tombstone per clustering slice.
 * Immutable.
 */
final class RowDeletions {
  private static final RowDeletions PARTITION = new RowDeletions(null, null);

  /** The encoded clusterings of the rows deleted; null unless whole rows are. */
  private final List<byte[]> rows;

  /** The clustering ranges deleted; null unless ranges are. */
  private final Slices slices;

  private RowDeletions(List<byte[]> rows, Slices slices) {
    this.rows = rows;
    this.slices = slices;
  }

  /**
   * What the statement's WHERE clause deletes with these values; null when it deletes nothing (an
   * empty IN, an empty range), where Cassandra writes nothing and checks no timestamp.
   */
  static RowDeletions of(WhereClause where, QueryOptions options) {
    if (!where.hasClusteringRestrictions()) {
      return PARTITION;
    }
    if (where.namesWholeRows()) {
      List<byte[][]> clusterings = where.clusterings(options);
      if (clusterings.isEmpty()) {
        return null;
      }
      List<byte[]> rows = new ArrayList<>(clusterings.size());
      for (byte[][] clustering : clusterings) {
        rows.add(where.keys().clustering().encode(clustering));
      }
      return new RowDeletions(rows, null);
    }
    Slices slices = where.deletedSlices(options);
    return slices.size() == 0 ? null : new RowDeletions(null, slices);
  }

  /** Adds the deletions to one partition's mutation. */
  void apply(Mutation.Builder mutation, DeletionTime deletion) {
    if (rows != null) {
      for (byte[] clustering : rows) {
        mutation.addRow(Row.of(clustering, LivenessInfo.EMPTY, deletion, List.of(), List.of()));
      }
    } else if (slices != null) {
      for (Slice slice : slices.asList()) {
        mutation.addRangeTombstone(new RangeTombstone(slice.start(), slice.end(), deletion));
      }
    } else {
      mutation.deletePartition(deletion);
    }
  }
}

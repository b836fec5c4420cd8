package io.wcs.engine.cql.restrictions;

import io.wcs.engine.cql.restrictions.ColumnRestriction.Kind;
import io.wcs.engine.index.ColumnIndex;
import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.schema.TableMetadata;
import java.util.List;

/**
 * Which restrictions a table's secondary indexes answer, and whether a query that uses them still
 * filters, by Cassandra 5.0's rules: each legacy index answers on its own (one restriction, no
 * second CONTAINS), while the storage-attached indexes of a table answer together (any number of
 * restrictions they all support). Immutable and thread-safe.
 */
final class IndexRestrictions {
  private final List<ColumnIndex> indexes;

  IndexRestrictions(List<ColumnIndex> indexes) {
    this.indexes = List.copyOf(indexes);
  }

  /** The indexes of the table that a statement of {@code type} may use (SELECT only). */
  static IndexRestrictions of(TableMetadata table, StatementType type) {
    return new IndexRestrictions(type == StatementType.SELECT ? ColumnIndex.of(table) : List.of());
  }

  /** Whether some index is on {@code column}, whatever relations it answers. */
  boolean covers(ColumnMetadata column) {
    for (ColumnIndex i : indexes) {
      if (i.column().equals(column)) {
        return true;
      }
    }
    return false;
  }

  boolean isSupported(ColumnRestriction r) {
    for (ColumnIndex i : indexes) {
      if (supports(i, r)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether the index answers the restriction; a tuple's, {@code (c, d) = (1, 2)} or {@code (c, d)
   * > (1, 2)}, when it answers that relation on one of its columns, as in Cassandra.
   */
  private static boolean supports(ColumnIndex index, ColumnRestriction r) {
    if (r.isTuple()) {
      return r.columns.contains(index.column())
          && switch (r.kind) {
            case EQ -> index.supportsEq();
            case SLICE -> index.supportsSlice();
            case IN, CONTAINS -> false;
          };
    }
    if (!index.column().equals(r.first())) {
      return false;
    }
    return switch (r.kind) {
      case EQ -> index.supportsEq();
      case SLICE -> index.supportsSlice();
      case IN -> false;
      case CONTAINS ->
          (!r.contains.isEmpty() && index.supportsContains())
              || (!r.containsKeys.isEmpty() && index.supportsContainsKey())
              || (!r.entries.isEmpty() && index.supportsEntryEq());
    };
  }

  /**
   * Whether a query answered by indexes must still filter: no index group answers every one of
   * {@code restrictions} (the ones Cassandra hands to the index query), each column of a tuple
   * equality counted apart. Without such restrictions a clustering restriction alone filters.
   */
  boolean needFiltering(
      List<ColumnRestriction> restrictions, boolean multipleContains, boolean hasClustering) {
    if (restrictions.isEmpty()) {
      return hasClustering;
    }
    for (ColumnIndex legacy : indexes) {
      if (!legacy.isStorageAttached()
          && !multipleContains
          && restrictions.stream().allMatch(r -> r.columns.size() == 1 && supports(legacy, r))) {
        return false;
      }
    }
    List<ColumnIndex> sai = indexes.stream().filter(ColumnIndex::isStorageAttached).toList();
    return sai.isEmpty() || !restrictions.stream().allMatch(r -> answeredByEach(sai, r));
  }

  /** Whether some index of {@code group} answers each column of {@code r}. */
  private static boolean answeredByEach(List<ColumnIndex> group, ColumnRestriction r) {
    if (!r.isTuple()) {
      return group.stream().anyMatch(i -> supports(i, r));
    }
    return r.columns.stream()
        .allMatch(c -> group.stream().anyMatch(i -> i.column().equals(c) && supports(i, r)));
  }

  /**
   * The index lookup that reads the candidate rows: the first restriction an index answers by one
   * term (equality, CONTAINS, CONTAINS KEY, map entry), or null when only ranges are indexed (the
   * query then scans and filters).
   */
  IndexSearch search(List<ColumnRestriction> restrictions) {
    for (ColumnRestriction r : restrictions) {
      if (r.kind == Kind.SLICE) {
        continue;
      }
      for (ColumnIndex index : indexes) {
        if (supports(index, r)) {
          return new IndexSearch(index, r);
        }
      }
    }
    return null;
  }

  /** The storage-attached index that compares {@code r}'s column case-insensitively, or null. */
  ColumnIndex normalizing(ColumnRestriction r) {
    for (ColumnIndex index : indexes) {
      if (index.normalizes() && supports(index, r)) {
        return index;
      }
    }
    return null;
  }
}

package io.wcs.engine.view;

import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.cql.restrictions.StatementType;
import io.wcs.engine.cql.restrictions.WhereClause;
import io.wcs.engine.cql.selection.RowView;
import io.wcs.engine.cql.term.BindVariables;
import io.wcs.engine.cql.term.TermPreparer;
import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.PartitionRange;
import io.wcs.engine.storage.Row;
import io.wcs.engine.storage.Slices;
import io.wcs.engine.types.UserType;
import io.wcs.parser.ast.Relation;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * A view's WHERE clause as a test of base rows. The {@code IS NOT NULL} relations require a live
 * value; the others are analysed as a filtering SELECT on the base table would analyse them, so
 * they mean exactly what they mean in queries: partition keys or a token range, clustering slices
 * and a row filter. Immutable and thread-safe; {@link #matches} takes a caller-owned {@link
 * RowView}.
 */
final class ViewFilter {
  private final List<ColumnMetadata> notNull = new ArrayList<>();
  private final Set<DecoratedKey> partitionKeys;
  private final PartitionRange partitionRange;
  private final Slices slices;
  private final Predicate<RowView> rowFilter;

  ViewFilter(TableMetadata base, List<Relation> relations, Map<String, UserType> types) {
    List<Relation> others = new ArrayList<>();
    for (Relation r : relations) {
      if (r instanceof Relation.IsNotNull n) {
        notNull.add(base.column(n.column().name()));
      } else {
        others.add(r);
      }
    }
    WhereClause where =
        WhereClause.analyze(
            StatementType.SELECT,
            base,
            others,
            true,
            false,
            null,
            new TermPreparer(base, types, new BindVariables()));
    QueryOptions none = QueryOptions.DEFAULT;
    partitionKeys = where.isKeyed() ? new HashSet<>(where.partitionKeys(none)) : null;
    partitionRange = where.isKeyed() ? null : where.partitionRange(none);
    slices = where.slices(none);
    rowFilter = where.filter().bind(none);
  }

  /**
   * Whether the base row {@code liveRow} (live cells only, or null when it has none) of the
   * partition {@code key} belongs in the view; {@code row} is positioned on the partition.
   */
  boolean matches(DecoratedKey key, Row liveRow, RowView row) {
    if (liveRow == null) {
      return false;
    }
    if (partitionKeys != null ? !partitionKeys.contains(key) : !inRange(key)) {
      return false;
    }
    if (!slices.contains(liveRow.clustering())) {
      return false;
    }
    row.setRow(liveRow);
    for (ColumnMetadata c : notNull) {
      if (row.value(c) == null) {
        return false;
      }
    }
    return rowFilter.test(row);
  }

  private boolean inRange(DecoratedKey key) {
    return partitionRange != null && partitionRange.contains(key);
  }
}

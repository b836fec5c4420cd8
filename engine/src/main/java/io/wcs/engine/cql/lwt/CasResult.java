package io.wcs.engine.cql.lwt;

import io.wcs.engine.cql.ColumnSpec;
import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.cql.QueryResult;
import io.wcs.engine.cql.selection.RowView;
import io.wcs.engine.partition.PartitionKeyCodec;
import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.engine.storage.Row;
import io.wcs.engine.types.ClusteringCodec;
import io.wcs.engine.types.NativeType;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

/**
 * The rows a conditional statement or batch answers, as Cassandra builds them: a first column
 * {@code [applied]}; when not applied, one row per current row read with the values of {@code
 * shown}, null for a column the compare-and-set did not read (a partition without such rows but
 * with a static row shows its static-only row, with null clustering and regular values, when a
 * static column read has a value; nothing read shows {@code [applied]} alone).
 */
public final class CasResult {
  private static final byte[] TRUE = NativeType.BOOLEAN.serialize(true);
  private static final byte[] FALSE = NativeType.BOOLEAN.serialize(false);

  private CasResult() {}

  /** Every column in the order of {@code SELECT *}: keys, then static, then regular columns. */
  public static List<ColumnMetadata> wildcard(TableMetadata table) {
    return table.columns().stream().sorted(Comparator.comparing(ColumnMetadata::kind)).toList();
  }

  public static QueryResult.Rows applied(TableMetadata table) {
    return new QueryResult.Rows(
        List.of(appliedSpec(table)), List.<byte[][]>of(new byte[][] {TRUE}), null, List.of());
  }

  /**
   * @param read the columns the compare-and-set read (the key columns are always known)
   */
  public static QueryResult.Rows notApplied(
      TableMetadata table,
      List<ColumnMetadata> shown,
      Set<ColumnMetadata> read,
      CurrentPartition current,
      PartitionKeyCodec partitionKey,
      ClusteringCodec clustering,
      int nowInSeconds,
      QueryOptions options) {
    RowView view = new RowView(clustering, nowInSeconds, options);
    view.setPartition(
        partitionKey.decode(current.key().key()), current.key().token(), current.staticRow());
    // the static row counts only with a value in a static column read, as Cassandra's read
    // filters the row by its columns
    boolean staticRead = false;
    for (ColumnMetadata c : read) {
      staticRead |= c.kind() == ColumnMetadata.Kind.STATIC && view.value(c) != null;
    }
    Row staticRow = staticRead ? current.staticRow() : null;
    view.setPartition(partitionKey.decode(current.key().key()), current.key().token(), staticRow);
    List<byte[][]> rows = new ArrayList<>();
    for (Row row : current.rows()) {
      view.setRow(row);
      rows.add(values(shown, read, view));
    }
    if (rows.isEmpty() && staticRow != null) {
      view.setRow(null);
      rows.add(values(shown, read, view));
    }
    if (rows.isEmpty()) {
      return new QueryResult.Rows(
          List.of(appliedSpec(table)), List.<byte[][]>of(new byte[][] {FALSE}), null, List.of());
    }
    List<ColumnSpec> columns = new ArrayList<>(shown.size() + 1);
    columns.add(appliedSpec(table));
    for (ColumnMetadata c : shown) {
      columns.add(new ColumnSpec(table.keyspace(), table.name(), c.name(), c.type()));
    }
    return new QueryResult.Rows(columns, rows, null, List.of());
  }

  private static byte[][] values(
      List<ColumnMetadata> shown, Set<ColumnMetadata> read, RowView view) {
    byte[][] out = new byte[shown.size() + 1][];
    out[0] = FALSE;
    for (int i = 0; i < shown.size(); i++) {
      ColumnMetadata c = shown.get(i);
      out[i + 1] = c.isPrimaryKey() || read.contains(c) ? view.value(c) : null;
    }
    return out;
  }

  private static ColumnSpec appliedSpec(TableMetadata table) {
    return new ColumnSpec(table.keyspace(), table.name(), "[applied]", NativeType.BOOLEAN);
  }
}

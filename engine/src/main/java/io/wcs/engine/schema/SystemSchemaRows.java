package io.wcs.engine.schema;

import io.wcs.engine.partition.Murmur3Partitioner;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.UserType;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * The rows of the {@code system_schema} tables for a schema snapshot, with Cassandra 5.0's column
 * names, value spellings and row order (partitions by the token of keyspace_name, then clustering
 * order). Each row maps column names to Java values of the column types ({@link
 * io.wcs.engine.types.NativeType} lists them). triggers, functions, aggregates and column_masks are
 * empty: WCS has none. Stateless and thread-safe.
 */
public final class SystemSchemaRows {
  private SystemSchemaRows() {}

  /** The rows of {@code system_schema.<table>}. */
  public static List<Map<String, Object>> rows(Schema schema, String table) {
    List<Map<String, Object>> rows = new ArrayList<>();
    for (KeyspaceMetadata ks : schema.keyspaces().values()) {
      switch (table) {
        case "keyspaces" -> rows.add(keyspaceRow(ks));
        case "tables" -> ks.tables().values().forEach(t -> rows.add(tableRow(t)));
        case "columns" -> {
          ks.tables().values().forEach(t -> columnRows(t, rows));
          ks.views().values().forEach(v -> columnRows(v.table(), rows));
        }
        case "dropped_columns" -> ks.tables().values().forEach(t -> droppedRows(t, rows));
        case "types" -> ks.types().values().forEach(t -> rows.add(typeRow(t)));
        case "indexes" -> ks.tables().values().forEach(t -> indexRows(t, rows));
        case "views" -> ks.views().values().forEach(v -> rows.add(viewRow(v)));
        case "triggers", "functions", "aggregates", "column_masks" -> {}
        default -> throw new IllegalArgumentException("system_schema has no table named " + table);
      }
    }
    TableMetadata meta = schema.table(SystemKeyspaces.SYSTEM_SCHEMA, table);
    rows.sort(inStorageOrder(meta));
    return rows;
  }

  /**
   * The rows of {@code system_virtual_schema.<table>}: the virtual keyspaces, their tables and
   * their columns.
   */
  public static List<Map<String, Object>> virtualRows(String table) {
    List<Map<String, Object>> rows = new ArrayList<>();
    for (KeyspaceMetadata ks : SystemKeyspaces.virtual()) {
      switch (table) {
        case "keyspaces" -> rows.add(row(ks.name()));
        case "tables" ->
            ks.tables()
                .values()
                .forEach(
                    t -> {
                      Map<String, Object> row = row(ks.name());
                      row.put("table_name", t.name());
                      row.put("comment", t.params().comment());
                      rows.add(row);
                    });
        case "columns" -> ks.tables().values().forEach(t -> columnRows(t, rows));
        default ->
            throw new IllegalArgumentException("system_virtual_schema has no table named " + table);
      }
    }
    rows.sort(
        inStorageOrder(
            SystemKeyspaces.keyspace(SystemKeyspaces.SYSTEM_VIRTUAL_SCHEMA).table(table)));
    return rows;
  }

  private static Comparator<Map<String, Object>> inStorageOrder(TableMetadata meta) {
    Comparator<Map<String, Object>> order =
        Comparator.comparingLong(row -> token((String) row.get("keyspace_name")));
    order = order.thenComparing(row -> (String) row.get("keyspace_name"));
    for (ColumnMetadata c : meta.clustering()) {
      order = order.thenComparing(row -> String.valueOf(row.get(c.name())));
    }
    return order;
  }

  private static long token(String keyspace) {
    return Murmur3Partitioner.token(keyspace.getBytes(StandardCharsets.UTF_8));
  }

  private static Map<String, Object> row(String keyspace) {
    Map<String, Object> row = new LinkedHashMap<>();
    row.put("keyspace_name", keyspace);
    return row;
  }

  private static Map<String, Object> keyspaceRow(KeyspaceMetadata ks) {
    Map<String, Object> row = row(ks.name());
    row.put("durable_writes", ks.durableWrites());
    row.put("replication", ks.replication());
    return row;
  }

  private static Map<String, Object> tableRow(TableMetadata t) {
    Map<String, Object> row = row(t.keyspace());
    row.put("table_name", t.name());
    TableRowColumns.put(t, row);
    row.put("flags", new TreeSet<>(t.flags()));
    return row;
  }

  private static Map<String, Object> viewRow(ViewMetadata v) {
    Map<String, Object> row = row(v.keyspace());
    row.put("view_name", v.name());
    row.put("base_table_id", v.baseTableId());
    row.put("base_table_name", v.baseTableName());
    row.put("where_clause", v.whereClause());
    row.put("include_all_columns", v.includeAllColumns());
    TableRowColumns.put(v.table(), row);
    return row;
  }

  private static void columnRows(TableMetadata t, List<Map<String, Object>> rows) {
    for (ColumnMetadata c : t.columns()) {
      Map<String, Object> row = row(t.keyspace());
      row.put("table_name", t.name());
      row.put("column_name", c.name());
      row.put("clustering_order", c.clusteringOrder());
      row.put(
          "column_name_bytes",
          ByteBuffer.wrap(c.name().getBytes(StandardCharsets.UTF_8)).asReadOnlyBuffer());
      row.put("kind", c.kind().spelling());
      row.put("position", c.position());
      row.put("type", c.type().cqlName());
      rows.add(row);
    }
  }

  private static void droppedRows(TableMetadata t, List<Map<String, Object>> rows) {
    for (DroppedColumn d : t.droppedColumns().values()) {
      Map<String, Object> row = row(t.keyspace());
      row.put("table_name", t.name());
      row.put("column_name", d.name());
      row.put("dropped_time", Instant.ofEpochMilli(d.droppedTimeMicros() / 1000));
      row.put("kind", d.kind().spelling());
      row.put("type", d.type().cqlName());
      rows.add(row);
    }
  }

  private static Map<String, Object> typeRow(UserType t) {
    Map<String, Object> row = row(t.keyspace());
    row.put("type_name", t.name());
    row.put("field_names", t.fieldNames());
    row.put("field_types", t.fieldTypes().stream().map(CqlType::cqlName).toList());
    return row;
  }

  private static void indexRows(TableMetadata t, List<Map<String, Object>> rows) {
    for (IndexMetadata i : t.indexes()) {
      Map<String, Object> row = row(t.keyspace());
      row.put("table_name", t.name());
      row.put("index_name", i.name());
      row.put("kind", i.kind().name());
      row.put("options", i.options());
      rows.add(row);
    }
  }
}

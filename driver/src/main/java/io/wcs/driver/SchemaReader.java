package io.wcs.driver;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLSyntaxErrorException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * Reads the schema the way any CQL client can: {@code SELECT}s on the {@code system_schema} tables
 * (and {@code system_virtual_schema}'s, for the virtual tables) through a connection, so the same
 * code describes an embedded engine and a remote cluster. A name pattern without wildcards becomes
 * a key restriction ({@code WHERE keyspace_name = ...}), so describing one table does not read the
 * whole schema. Rows come back in {@code system_schema}'s order; callers sort as JDBC wants.
 * Stateless: each call runs its own statement on the connection.
 */
final class SchemaReader {

  /** A table or materialized view; {@code comment} is never null. */
  record Table(String keyspace, String name, boolean view, String comment) {}

  /** A row of {@code system_schema.columns}: kind is partition_key, clustering, static, regular. */
  record Column(
      String keyspace,
      String table,
      String name,
      String kind,
      int position,
      String clusteringOrder,
      String type) {

    private static final List<String> KINDS =
        List.of("partition_key", "clustering", "static", "regular");

    boolean isKey() {
      return kind.equals("partition_key") || kind.equals("clustering");
    }

    boolean isDescending() {
      return "desc".equalsIgnoreCase(clusteringOrder);
    }

    /**
     * Cassandra's {@code SELECT *} order within a table: partition key and clustering columns by
     * position, then static columns, then regular ones, each by name.
     */
    static final Comparator<Column> SELECT_ORDER =
        Comparator.comparing(Column::keyspace)
            .thenComparing(Column::table)
            .thenComparingInt(c -> KINDS.indexOf(c.kind()))
            .thenComparingInt(Column::position)
            .thenComparing(Column::name);

    /** The column's role as a reader of the table sees it. */
    String role() {
      return switch (kind) {
        case "partition_key" -> "partition key";
        case "clustering" -> "clustering column " + (isDescending() ? "DESC" : "ASC");
        case "static" -> "static column";
        default -> "regular column";
      };
    }
  }

  /** A user-defined type with its fields' names and CQL types. */
  record Udt(String keyspace, String name, List<String> fieldNames, List<String> fieldTypes) {}

  /** A secondary index; {@code options} holds its target and, if custom, its class. */
  record Index(
      String keyspace, String table, String name, String kind, Map<String, String> options) {

    /** The column the target names: {@code keys(m)} is on {@code m}; a quoted name unquoted. */
    String column() {
      String target = options.get("target");
      if (target == null) {
        return null;
      }
      int open = target.indexOf('(');
      String column =
          open > 0 && target.endsWith(")")
              ? target.substring(open + 1, target.length() - 1)
              : target;
      return column.length() >= 2 && column.startsWith("\"") && column.endsWith("\"")
          ? column.substring(1, column.length() - 1).replace("\"\"", "\"")
          : column;
    }
  }

  /** A user-defined function or aggregate. */
  record Routine(
      String keyspace,
      String name,
      List<String> argumentNames,
      List<String> argumentTypes,
      String returnType,
      boolean aggregate) {}

  @FunctionalInterface
  private interface RowReader<T> {
    T read(ResultSet row) throws SQLException;
  }

  private final Connection connection;

  SchemaReader(Connection connection) {
    this.connection = connection;
  }

  /** The keyspaces, the virtual ones ({@code system_views}…) after the others. */
  List<String> keyspaces(NamePattern keyspaces) throws SQLException {
    List<String> out =
        select(
            "keyspace_name FROM system_schema.keyspaces",
            keyspaces,
            null,
            null,
            r -> r.getString(1));
    out.addAll(
        virtual(
            () ->
                select(
                    "keyspace_name FROM system_virtual_schema.keyspaces",
                    keyspaces,
                    null,
                    null,
                    r -> r.getString(1))));
    return out;
  }

  List<Table> tables(NamePattern keyspaces, NamePattern tables) throws SQLException {
    List<Table> out =
        select(
            "keyspace_name, table_name, comment FROM system_schema.tables",
            keyspaces,
            "table_name",
            tables,
            r -> new Table(r.getString(1), r.getString(2), false, text(r.getString(3))));
    out.addAll(
        select(
            "keyspace_name, view_name, comment FROM system_schema.views",
            keyspaces,
            "view_name",
            tables,
            r -> new Table(r.getString(1), r.getString(2), true, text(r.getString(3)))));
    out.addAll(
        virtual(
            () ->
                select(
                    "keyspace_name, table_name, comment FROM system_virtual_schema.tables",
                    keyspaces,
                    "table_name",
                    tables,
                    r -> new Table(r.getString(1), r.getString(2), false, text(r.getString(3))))));
    return out;
  }

  /** The columns of tables and views, then those of virtual tables. */
  List<Column> columns(NamePattern keyspaces, NamePattern tables) throws SQLException {
    List<Column> out = columns("system_schema", keyspaces, tables);
    out.addAll(virtual(() -> columns("system_virtual_schema", keyspaces, tables)));
    return out;
  }

  private List<Column> columns(String schemaKeyspace, NamePattern keyspaces, NamePattern tables)
      throws SQLException {
    return select(
        "keyspace_name, table_name, column_name, kind, position, clustering_order, type FROM "
            + schemaKeyspace
            + ".columns",
        keyspaces,
        "table_name",
        tables,
        r ->
            new Column(
                r.getString(1),
                r.getString(2),
                r.getString(3),
                r.getString(4),
                r.getInt(5),
                r.getString(6),
                r.getString(7)));
  }

  List<Udt> types(NamePattern keyspaces, NamePattern types) throws SQLException {
    return select(
        "keyspace_name, type_name, field_names, field_types FROM system_schema.types",
        keyspaces,
        "type_name",
        types,
        r -> new Udt(r.getString(1), r.getString(2), list(r, 3), list(r, 4)));
  }

  List<Index> indexes(NamePattern keyspaces, NamePattern tables) throws SQLException {
    return select(
        "keyspace_name, table_name, index_name, kind, options FROM system_schema.indexes",
        keyspaces,
        "table_name",
        tables,
        r -> {
          @SuppressWarnings("unchecked")
          Map<String, String> options = (Map<String, String>) r.getObject(5);
          return new Index(
              r.getString(1),
              r.getString(2),
              r.getString(3),
              r.getString(4),
              options == null ? Map.of() : options);
        });
  }

  /** User-defined functions, then user-defined aggregates. */
  List<Routine> functions(NamePattern keyspaces, NamePattern names) throws SQLException {
    List<Routine> out =
        select(
            "keyspace_name, function_name, argument_names, argument_types, return_type"
                + " FROM system_schema.functions",
            keyspaces,
            "function_name",
            names,
            r ->
                new Routine(
                    r.getString(1), r.getString(2), list(r, 3), list(r, 4), r.getString(5), false));
    out.addAll(
        select(
            "keyspace_name, aggregate_name, argument_types, return_type"
                + " FROM system_schema.aggregates",
            keyspaces,
            "aggregate_name",
            names,
            r ->
                new Routine(
                    r.getString(1), r.getString(2), List.of(), list(r, 3), r.getString(4), true)));
    return out;
  }

  /**
   * The versions {@code system.local} reports for the node this connection talks to, as {@code
   * "Apache Cassandra 5.0.2 compatible, CQL 3.4.7"}.
   */
  String localVersions() throws SQLException {
    List<String> versions =
        select(
            "release_version, cql_version FROM system.local",
            NamePattern.ANY,
            null,
            null,
            r -> "Apache Cassandra " + r.getString(1) + " compatible, CQL " + r.getString(2));
    return versions.isEmpty() ? "no system.local row" : versions.get(0);
  }

  /**
   * Runs {@code SELECT <what> [WHERE ...]} and keeps the rows whose keyspace (first column) and
   * name (second column) match. Exact names restrict the query by key; patterns filter here.
   */
  private <T> List<T> select(
      String what, NamePattern keyspaces, String nameColumn, NamePattern names, RowReader<T> reader)
      throws SQLException {
    if ("".equals(keyspaces.name()) || (names != null && "".equals(names.name()))) {
      return new ArrayList<>(); // nothing has an empty name, and CQL refuses an empty key
    }
    StringBuilder cql = new StringBuilder("SELECT ").append(what);
    if (keyspaces.name() != null) {
      cql.append(" WHERE keyspace_name = ").append(literal(keyspaces.name()));
      if (names != null && names.name() != null) {
        cql.append(" AND ").append(nameColumn).append(" = ").append(literal(names.name()));
      }
    }
    List<T> out = new ArrayList<>();
    try (Statement statement = connection.createStatement();
        ResultSet rows = statement.executeQuery(cql.toString())) {
      while (rows.next()) {
        if (keyspaces.matches(rows.getString(1))
            && (names == null || names.matches(rows.getString(2)))) {
          out.add(reader.read(rows));
        }
      }
    }
    return out;
  }

  @FunctionalInterface
  private interface SchemaRead<T> {
    List<T> read() throws SQLException;
  }

  /**
   * Reads {@code system_virtual_schema}, which Cassandra 4.0 and later have: a node that refuses
   * the table (an older Cassandra) has no virtual tables to describe.
   */
  private static <T> List<T> virtual(SchemaRead<T> read) throws SQLException {
    try {
      return read.read();
    } catch (SQLSyntaxErrorException noVirtualSchema) {
      return List.of();
    }
  }

  private static String literal(String value) {
    return "'" + value.replace("'", "''") + "'";
  }

  private static String text(String value) {
    return value == null ? "" : value;
  }

  @SuppressWarnings("unchecked")
  private static List<String> list(ResultSet row, int column) throws SQLException {
    Object value = row.getObject(column);
    return value == null ? List.of() : (List<String>) value;
  }
}

package io.wcs.engine.cql;

import io.wcs.engine.cql.term.BindVariables;
import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.schema.DescribeRenderer;
import io.wcs.engine.schema.IndexMetadata;
import io.wcs.engine.schema.KeyspaceMetadata;
import io.wcs.engine.schema.Schema;
import io.wcs.engine.schema.SystemKeyspaces;
import io.wcs.engine.schema.SystemLocal;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.engine.schema.ViewMetadata;
import io.wcs.engine.types.Identifiers;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.UserType;
import io.wcs.parser.ast.Describe;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * {@code DESCRIBE …} answered by the server as Cassandra 4.0+ does: rows of {@code keyspace_name,
 * type, name} and, except for the listings (KEYSPACES, TABLES, TYPES…), {@code create_statement},
 * one row per object, rendered from the schema current when it runs.
 */
record DescribeStatement(Describe describe, String keyspace, BindVariables variables)
    implements CqlStatement {

  private static final List<ColumnSpec> LISTING =
      List.of(spec("keyspace_name"), spec("type"), spec("name"));
  private static final List<ColumnSpec> ELEMENTS =
      List.of(spec("keyspace_name"), spec("type"), spec("name"), spec("create_statement"));
  private static final List<ColumnSpec> CLUSTER =
      List.of(spec("cluster"), spec("partitioner"), spec("snitch"));

  /** The snitch a single-node Cassandra reports. */
  private static final String SIMPLE_SNITCH = "org.apache.cassandra.locator.SimpleSnitch";

  DescribeStatement(Describe describe, String keyspace) {
    this(describe, keyspace, new BindVariables());
  }

  /** Cassandra's DESCRIBE columns belong to a pseudo-table, system.describe. */
  private static ColumnSpec spec(String name) {
    return new ColumnSpec("system", "describe", name, NativeType.TEXT);
  }

  private boolean isListing() {
    return switch (describe.kind()) {
      case KEYSPACES, TABLES, TYPES, FUNCTIONS, AGGREGATES -> true;
      default -> false;
    };
  }

  @Override
  public List<ColumnSpec> resultColumns() {
    return describe.kind() == Describe.Kind.CLUSTER ? CLUSTER : isListing() ? LISTING : ELEMENTS;
  }

  @Override
  public QueryResult execute(QueryOptions options, ExecutionContext context) {
    Schema schema = context.schemaStore().schema();
    List<byte[][]> rows = new ArrayList<>();
    switch (describe.kind()) {
      case KEYSPACES ->
          keyspaces(schema, true).forEach(ks -> add(rows, ks.name(), "keyspace", ks.name(), null));
      case TABLES ->
          listed(schema)
              .forEach(
                  ks ->
                      inOrder(ks.tables().keySet())
                          .forEach(t -> add(rows, ks.name(), "table", t, null)));
      case TYPES ->
          listed(schema)
              .forEach(
                  ks ->
                      inOrder(ks.types().keySet())
                          .forEach(t -> add(rows, ks.name(), "type", t, null)));
      case FUNCTIONS, AGGREGATES -> {}
      case SCHEMA, FULL_SCHEMA ->
          keyspaces(schema, describe.kind() == Describe.Kind.FULL_SCHEMA)
              .forEach(ks -> keyspace(rows, ks, false));
      case KEYSPACE, ONLY_KEYSPACE ->
          keyspace(rows, keyspace(schema, name()), describe.kind() == Describe.Kind.ONLY_KEYSPACE);
      case TABLE -> table(rows, keyspaceOf(schema), tableName());
      case TYPE -> type(rows, keyspaceOf(schema), tableName());
      case INDEX -> index(rows, keyspaceOf(schema), tableName());
      case MATERIALIZED_VIEW -> view(rows, keyspaceOf(schema), tableName());
      case FUNCTION, AGGREGATE -> throw noUserFunction(keyspaceOf(schema));
      case GENERIC -> generic(rows, schema);
      case CLUSTER ->
          rows.add(text(SystemLocal.DEFAULT_CLUSTER_NAME, SystemLocal.PARTITIONER, SIMPLE_SNITCH));
    }
    return new QueryResult.Rows(resultColumns(), rows, null, List.of());
  }

  /** {@code DESCRIBE name}: a keyspace, else a table, view, index or type of the keyspace. */
  private void generic(List<byte[][]> rows, Schema schema) {
    if (describe.name().keyspace() == null && schema.keyspace(tableName()) != null) {
      keyspace(rows, schema.keyspace(tableName()), false);
      return;
    }
    KeyspaceMetadata ks = keyspaceOf(schema);
    String name = tableName();
    if (ks.table(name) != null) {
      table(rows, ks, name);
    } else if (ks.view(name) != null) {
      view(rows, ks, name);
    } else if (ks.tableOfIndex(name) != null) {
      index(rows, ks, name);
    } else if (ks.type(name) != null) {
      type(rows, ks, name);
    } else {
      throw new InvalidRequestException("'" + name + "' not found in keyspace '" + ks.name() + "'");
    }
  }

  /** WCS has no user-defined functions or aggregates (see {@link UserCodeStatement}). */
  private InvalidRequestException noUserFunction(KeyspaceMetadata ks) {
    String kind = describe.kind() == Describe.Kind.FUNCTION ? "function" : "aggregate";
    return new InvalidRequestException(
        "User defined " + kind + " '" + tableName() + "' not found in '" + ks.name() + "'");
  }

  /** DESCRIBE TABLES and TYPES list the current keyspace, or every keyspace when none is. */
  private Collection<KeyspaceMetadata> listed(Schema schema) {
    return keyspace == null ? keyspaces(schema, true) : List.of(keyspace(schema, keyspace));
  }

  /** The user keyspaces, or every keyspace with the system and virtual ones, in describe order. */
  private static Collection<KeyspaceMetadata> keyspaces(Schema schema, boolean withSystem) {
    Map<String, KeyspaceMetadata> all = new TreeMap<>(DescribeRenderer.NAME_ORDER);
    if (!withSystem) {
      schema.userKeyspaces().forEach(ks -> all.put(ks.name(), ks));
      return all.values();
    }
    all.putAll(schema.keyspaces());
    SystemKeyspaces.virtual().forEach(ks -> all.put(ks.name(), ks));
    return all.values();
  }

  private static List<String> inOrder(Collection<String> names) {
    return names.stream().sorted(DescribeRenderer.NAME_ORDER).toList();
  }

  private String name() {
    return describe.name() == null ? keyspace : describe.name().name().name();
  }

  private String tableName() {
    return describe.name().name().name();
  }

  private KeyspaceMetadata keyspaceOf(Schema schema) {
    String ks = describe.name().keyspace() != null ? describe.name().keyspace().name() : keyspace;
    return keyspace(schema, ks);
  }

  private static KeyspaceMetadata keyspace(Schema schema, String name) {
    if (name == null) {
      throw new InvalidRequestException("No keyspace specified and no current keyspace");
    }
    KeyspaceMetadata ks = schema.keyspace(name);
    if (ks == null) {
      throw new InvalidRequestException("'" + name + "' not found in keyspaces");
    }
    return ks;
  }

  private static void keyspace(List<byte[][]> rows, KeyspaceMetadata ks, boolean only) {
    add(rows, ks.name(), "keyspace", ks.name(), DescribeRenderer.createKeyspace(ks));
    if (only) {
      return;
    }
    // The renderer lists the types after the keyspace, each after the types it uses.
    List<String> statements = DescribeRenderer.keyspace(ks);
    for (String statement : statements.subList(1, 1 + ks.types().size())) {
      for (UserType t : ks.types().values()) {
        if (DescribeRenderer.type(t).equals(statement)) {
          add(rows, ks.name(), "type", t.name(), statement);
        }
      }
    }
    for (TableMetadata t : DescribeRenderer.tablesInOrder(ks)) {
      String table = t.name();
      table(rows, ks, table);
      for (ViewMetadata v : ks.viewsOf(table)) {
        add(rows, ks.name(), "materialized_view", v.name(), DescribeRenderer.view(v));
      }
    }
  }

  private static void table(List<byte[][]> rows, KeyspaceMetadata ks, String name) {
    TableMetadata table = ks.table(name);
    if (table == null) {
      throw new InvalidRequestException(
          "Table '" + name + "' not found in keyspace '" + ks.name() + "'");
    }
    add(rows, ks.name(), "table", name, DescribeRenderer.createTable(table));
    for (IndexMetadata i : DescribeRenderer.indexesByName(table)) {
      add(rows, ks.name(), "index", i.name(), DescribeRenderer.index(table, i));
    }
  }

  private static void type(List<byte[][]> rows, KeyspaceMetadata ks, String name) {
    UserType type = ks.type(name);
    if (type == null) {
      throw new InvalidRequestException(
          "User defined type '" + name + "' not found in '" + ks.name() + "'");
    }
    add(rows, ks.name(), "type", name, DescribeRenderer.type(type));
  }

  private static void index(List<byte[][]> rows, KeyspaceMetadata ks, String name) {
    TableMetadata table = ks.tableOfIndex(name);
    if (table == null) {
      throw new InvalidRequestException(
          "Table for existing index '" + name + "' not found in '" + ks.name() + "'");
    }
    add(rows, ks.name(), "index", name, DescribeRenderer.index(table, table.index(name)));
  }

  private static void view(List<byte[][]> rows, KeyspaceMetadata ks, String name) {
    ViewMetadata view = ks.view(name);
    if (view == null) {
      throw new InvalidRequestException(
          "Materialized view '" + name + "' not found in '" + ks.name() + "'");
    }
    add(rows, ks.name(), "materialized_view", name, DescribeRenderer.view(view));
  }

  /**
   * A row of DESCRIBE's answer: the keyspace and the name as CQL writes them, quoted if need be;
   * {@code statement} is null for listings, which have three columns.
   */
  private static void add(
      List<byte[][]> rows, String keyspace, String type, String name, String statement) {
    String ks = Identifiers.quoteIfNeeded(keyspace);
    String named = Identifiers.quoteIfNeeded(name);
    rows.add(statement == null ? text(ks, type, named) : text(ks, type, named, statement));
  }

  private static byte[][] text(String... values) {
    byte[][] row = new byte[values.length][];
    for (int i = 0; i < values.length; i++) {
      row[i] = values[i].getBytes(StandardCharsets.UTF_8);
    }
    return row;
  }
}

package io.wcs.engine.schema;

import io.wcs.engine.types.UserType;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * DESCRIBE output as Cassandra 5.0 prints it: one CREATE statement per object, options in
 * Cassandra's order, each statement ending with ';'. Running the statements in order recreates the
 * objects (ids aside). Stateless.
 */
public final class DescribeRenderer {
  private static final String INDENT = "    ";

  private DescribeRenderer() {}

  /**
   * The order DESCRIBE lists keyspaces, tables and types in, and describes keyspaces and tables in,
   * as Cassandra 5.0.2 does: by name with case set aside ({@code _x, alpha, "Upper", zeta}), then
   * as written.
   */
  public static final Comparator<String> NAME_ORDER =
      String.CASE_INSENSITIVE_ORDER.thenComparing(Comparator.naturalOrder());

  /** A keyspace's tables in {@link #NAME_ORDER}. */
  public static List<TableMetadata> tablesInOrder(KeyspaceMetadata ks) {
    return ks.tables().values().stream()
        .sorted(Comparator.comparing(TableMetadata::name, NAME_ORDER))
        .toList();
  }

  /**
   * DESCRIBE KEYSPACE: the keyspace, its types (dependency order), tables each followed by its
   * indexes and views.
   */
  public static List<String> keyspace(KeyspaceMetadata ks) {
    List<String> statements = new ArrayList<>();
    statements.add(createKeyspace(ks));
    TypeReferences.dependencyOrder(ks.types().values()).forEach(t -> statements.add(type(t)));
    for (TableMetadata t : tablesInOrder(ks)) {
      statements.add(createTable(t));
      indexesByName(t).forEach(i -> statements.add(index(t, i)));
      ks.viewsOf(t.name()).forEach(v -> statements.add(view(v)));
    }
    return statements;
  }

  /** A table's indexes in the order Cassandra describes them: by name. */
  public static List<IndexMetadata> indexesByName(TableMetadata table) {
    return table.indexes().stream().sorted(Comparator.comparing(IndexMetadata::name)).toList();
  }

  public static String createKeyspace(KeyspaceMetadata ks) {
    if (SystemKeyspaces.isVirtual(ks.name())) {
      return forReference(
          "Keyspace " + Names.quote(ks.name()) + " is a virtual keyspace",
          "VIRTUAL KEYSPACE " + Names.quote(ks.name()) + ";");
    }
    return "CREATE KEYSPACE "
        + Names.quote(ks.name())
        + " WITH replication = "
        + map(shortClassName(ks.replication()))
        + "  AND durable_writes = "
        + ks.durableWrites()
        + ";";
  }

  /** Cassandra prints its own strategies by their short name: 'SimpleStrategy'. */
  private static Map<String, String> shortClassName(Map<String, String> replication) {
    Map<String, String> out = new TreeMap<>(replication);
    String cls = out.get("class");
    if (cls != null && cls.startsWith(Replication.PACKAGE)) {
      out.put("class", cls.substring(Replication.PACKAGE.length()));
    }
    return out;
  }

  public static String type(UserType type) {
    StringBuilder cql =
        new StringBuilder("CREATE TYPE ")
            .append(Names.qualified(type.keyspace(), type.name()))
            .append(" (\n");
    for (int i = 0; i < type.fieldNames().size(); i++) {
      cql.append(INDENT)
          .append(Names.quote(type.fieldNames().get(i)))
          .append(' ')
          .append(type.fieldTypes().get(i).cqlName())
          .append(i + 1 < type.fieldNames().size() ? ",\n" : "\n");
    }
    return cql.append(");").toString();
  }

  /**
   * What Cassandra gives for an object CQL cannot create (a virtual keyspace or table): its
   * structure in a comment, after a warning.
   */
  private static String forReference(String what, String structure) {
    return "/*\nWarning: "
        + what
        + " and cannot be recreated with CQL.\nStructure, for reference:\n"
        + structure
        + "\n*/";
  }

  /** CREATE TABLE, or for a virtual table its structure with the clustering order and comment. */
  public static String createTable(TableMetadata table) {
    boolean virtual = SystemKeyspaces.isVirtual(table.keyspace());
    StringBuilder cql =
        new StringBuilder(virtual ? "VIRTUAL TABLE " : "CREATE TABLE ")
            .append(table)
            .append(" (\n");
    boolean inlineKey = table.partitionKey().size() == 1 && table.clustering().isEmpty();
    for (ColumnMetadata c : inCreateOrder(table)) {
      cql.append(INDENT).append(Names.quote(c.name())).append(' ').append(c.type().cqlName());
      if (c.kind() == ColumnMetadata.Kind.STATIC) {
        cql.append(" static");
      }
      if (inlineKey && c.kind() == ColumnMetadata.Kind.PARTITION_KEY) {
        cql.append(" PRIMARY KEY");
      }
      cql.append(",\n");
    }
    if (inlineKey) {
      cql.setLength(cql.length() - 2);
      cql.append('\n');
    } else {
      cql.append(INDENT).append(primaryKey(table)).append('\n');
    }
    cql.append(") WITH ");
    if (virtual) {
      appendClusteringOrder(cql, table);
      cql.append("comment = ").append(Names.literal(table.params().comment())).append(';');
      return forReference("Table " + table + " is a virtual table", cql.toString());
    }
    appendOptions(cql, table, false);
    return cql.append(';').toString();
  }

  /**
   * Cassandra's order of a CREATE TABLE: the key columns in key order, then the static columns and
   * then the regular ones, each group with single-cell columns before multi-cell (non-frozen
   * collections and UDTs), by name.
   */
  private static List<ColumnMetadata> inCreateOrder(TableMetadata table) {
    List<ColumnMetadata> out = new ArrayList<>(table.partitionKey());
    out.addAll(table.clustering());
    Comparator<ColumnMetadata> order =
        Comparator.comparing((ColumnMetadata c) -> c.kind() != ColumnMetadata.Kind.STATIC)
            .thenComparing(c -> c.type().isMultiCell())
            .thenComparing(ColumnMetadata::name);
    table.columns().stream().filter(c -> !c.isPrimaryKey()).sorted(order).forEach(out::add);
    return out;
  }

  private static String primaryKey(TableMetadata table) {
    List<String> partition = table.partitionKey().stream().map(c -> Names.quote(c.name())).toList();
    String key =
        partition.size() == 1 ? partition.get(0) : "(" + String.join(", ", partition) + ")";
    for (ColumnMetadata c : table.clustering()) {
      key += ", " + Names.quote(c.name());
    }
    return "PRIMARY KEY (" + key + ")";
  }

  /** The clustering order, if there are clustering columns, and the AND before what follows. */
  private static void appendClusteringOrder(StringBuilder cql, TableMetadata table) {
    if (!table.clustering().isEmpty()) {
      cql.append("CLUSTERING ORDER BY (")
          .append(
              table.clustering().stream()
                  .map(c -> Names.quote(c.name()) + (c.descending() ? " DESC" : " ASC"))
                  .collect(Collectors.joining(", ")))
          .append(")\n")
          .append(INDENT)
          .append("AND ");
    }
  }

  private static void appendOptions(StringBuilder cql, TableMetadata table, boolean view) {
    appendClusteringOrder(cql, table);
    TableParams p = table.params();
    List<String> options = new ArrayList<>();
    options.add("additional_write_policy = " + Names.literal(p.additionalWritePolicy()));
    options.add("allow_auto_snapshot = " + p.allowAutoSnapshot());
    options.add("bloom_filter_fp_chance = " + p.bloomFilterFpChance());
    options.add("caching = " + map(p.caching()));
    options.add("cdc = " + p.cdc());
    options.add("comment = " + Names.literal(p.comment()));
    options.add("compaction = " + map(p.compaction()));
    options.add("compression = " + map(p.compression()));
    options.add("memtable = " + Names.literal(p.memtable()));
    options.add("crc_check_chance = " + p.crcCheckChance());
    if (!view) {
      options.add("default_time_to_live = " + p.defaultTimeToLive());
    }
    options.add(
        "extensions = "
            + p.extensions().entrySet().stream()
                .map(e -> Names.literal(e.getKey()) + ": " + TableRowColumns.hex(e.getValue()))
                .collect(Collectors.joining(", ", "{", "}")));
    options.add("gc_grace_seconds = " + p.gcGraceSeconds());
    options.add("incremental_backups = " + p.incrementalBackups());
    options.add("max_index_interval = " + p.maxIndexInterval());
    options.add("memtable_flush_period_in_ms = " + p.memtableFlushPeriodInMs());
    options.add("min_index_interval = " + p.minIndexInterval());
    options.add("read_repair = " + Names.literal(p.readRepair()));
    options.add("speculative_retry = " + Names.literal(p.speculativeRetry()));
    cql.append(String.join("\n" + INDENT + "AND ", options));
  }

  public static String index(TableMetadata table, IndexMetadata index) {
    StringBuilder cql =
        new StringBuilder(
                index.kind() == IndexMetadata.Kind.CUSTOM
                    ? "CREATE CUSTOM INDEX "
                    : "CREATE INDEX ")
            .append(Names.quote(index.name()))
            .append(" ON ")
            .append(table)
            .append(" (")
            .append(index.target())
            .append(')');
    if (index.kind() == IndexMetadata.Kind.CUSTOM) {
      cql.append(" USING ").append(Names.literal(index.options().get("class_name")));
    }
    Map<String, String> options = new TreeMap<>(index.options());
    options.remove("target");
    options.remove("class_name");
    if (!options.isEmpty()) {
      cql.append(" WITH OPTIONS = ").append(map(options));
    }
    return cql.append(';').toString();
  }

  public static String view(ViewMetadata view) {
    TableMetadata t = view.table();
    String selection =
        view.includeAllColumns()
            ? "*"
            : t.columns().stream()
                .map(c -> Names.quote(c.name()))
                .collect(Collectors.joining(", "));
    StringBuilder cql =
        new StringBuilder("CREATE MATERIALIZED VIEW ")
            .append(t)
            .append(" AS\n")
            .append(INDENT)
            .append("SELECT ")
            .append(selection)
            .append('\n')
            .append(INDENT)
            .append("FROM ")
            .append(Names.qualified(view.keyspace(), view.baseTableName()))
            .append('\n')
            .append(INDENT)
            .append("WHERE ")
            .append(view.whereClause())
            .append('\n')
            .append(INDENT)
            .append(primaryKey(t))
            .append("\n WITH ");
    appendOptions(cql, t, true);
    return cql.append(';').toString();
  }

  /** A map of strings as CQL prints it: {@code {'a': 'b', …}}, keys sorted. */
  private static String map(Map<String, String> map) {
    return new TreeMap<>(map)
        .entrySet().stream()
            .map(e -> Names.literal(e.getKey()) + ": " + Names.literal(e.getValue()))
            .collect(Collectors.joining(", ", "{", "}"));
  }
}

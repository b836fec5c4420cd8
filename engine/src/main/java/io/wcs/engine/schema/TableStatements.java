package io.wcs.engine.schema;

import static io.wcs.engine.schema.DdlContext.invalid;

import io.wcs.engine.error.AlreadyExistsException;
import io.wcs.engine.error.FixHints;
import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.UserType;
import io.wcs.parser.ast.ColumnDefinition;
import io.wcs.parser.ast.CreateTable;
import io.wcs.parser.ast.Identifier;
import io.wcs.parser.ast.PrimaryKey;
import io.wcs.parser.ast.QualifiedName;
import io.wcs.parser.ast.TableOptions;
import io.wcs.parser.ast.Truncate;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

/** CREATE TABLE, DROP TABLE and TRUNCATE, validated as Cassandra 5.0's CreateTableStatement. */
final class TableStatements {
  static final int MAX_TABLE_NAME_LENGTH = 222;

  private TableStatements() {}

  static SchemaChange create(DdlContext ctx, CreateTable stmt) {
    String ksName = ctx.keyspaceOf(stmt.name());
    String tableName = stmt.name().name().name();
    KeyspaceMetadata ks = ctx.modifiableKeyspace(ksName);
    checkName(tableName);
    PrimaryKey key = primaryKey(stmt);
    if (ks == null) {
      throw invalid("Keyspace '" + ksName + "' doesn't exist");
    }
    if (ks.table(tableName) != null || ks.view(tableName) != null) {
      if (stmt.ifNotExists()) {
        return SchemaChange.none(ctx.schema(), SchemaChange.Target.TABLE, ksName, tableName);
      }
      throw AlreadyExistsException.table(ksName, tableName);
    }
    TableMetadata table =
        build(ctx.schema().nextStorageId(), ks, stmt.name(), stmt.columns(), key, stmt.options());
    checkIdUnused(ctx.schema(), table);
    Schema after = ctx.schema().withStorageIdTaken().withKeyspace(ks.withTable(table));
    return SchemaChange.of(
        after, SchemaChange.Change.CREATED, SchemaChange.Target.TABLE, ksName, tableName);
  }

  /**
   * A table's id (given by {@code WITH id = …}) may name no other table or view: Cassandra keys
   * them by id, and 5.0.2 fails with a server error where two would share one. The system tables
   * are looked at only for a name-based id (version 3), the kind all of theirs are: a new table's
   * own id is time-based, and building the system keyspaces to compare it with theirs was a third
   * of an empty database's time to its first answer.
   */
  static void checkIdUnused(Schema schema, TableMetadata table) {
    Iterable<KeyspaceMetadata> keyspaces =
        table.id().version() == 3 ? schema.keyspaces().values() : schema.userKeyspaces();
    for (KeyspaceMetadata k : keyspaces) {
      for (TableMetadata t : k.tables().values()) {
        checkIdOf(t, table);
      }
      for (ViewMetadata v : k.views().values()) {
        checkIdOf(v.table(), table);
      }
    }
  }

  private static void checkIdOf(TableMetadata existing, TableMetadata table) {
    if (existing.id().equals(table.id())) {
      throw invalid(
          "Table id "
              + table.id()
              + " is already used by "
              + existing.keyspace()
              + "."
              + existing.name()
              + ": leave out WITH id to have a new one");
    }
  }

  static void checkName(String tableName) {
    if (!Names.isValid(tableName, MAX_TABLE_NAME_LENGTH)) {
      throw invalid(
          "Table name must not be empty, more than "
              + MAX_TABLE_NAME_LENGTH
              + " characters long, or contain non-alphanumeric-underscore characters (got \""
              + tableName
              + "\")");
    }
  }

  /** The key, from the PRIMARY KEY clause or the one column marked PRIMARY KEY. */
  private static PrimaryKey primaryKey(CreateTable stmt) {
    List<ColumnDefinition> marked = new ArrayList<>();
    for (ColumnDefinition c : stmt.columns()) {
      if (c.primaryKey()) {
        marked.add(c);
      }
    }
    int declared = marked.size() + stmt.primaryKeys().size();
    if (declared > 1) {
      throw invalid(
          "Multiple PRIMARY KEY specified for table '"
              + stmt.name().toCql()
              + "' (exactly one required)");
    }
    if (declared == 0) {
      throw invalid(
          "No PRIMARY KEY specifed for table '" + stmt.name().toCql() + "' (exactly one required)");
    }
    return stmt.primaryKey() != null
        ? stmt.primaryKey()
        : new PrimaryKey(List.of(marked.get(0).name()), List.of());
  }

  /**
   * Builds and validates a new table's metadata, with the id the options give or a new time-based
   * one.
   */
  static TableMetadata build(
      int storageId,
      KeyspaceMetadata ks,
      QualifiedName name,
      List<ColumnDefinition> definitions,
      PrimaryKey key,
      TableOptions options) {
    return build(storageId, ks, name, definitions, key, options, Set.of());
  }

  /**
   * As {@link #build(int, KeyspaceMetadata, QualifiedName, List, PrimaryKey, TableOptions)}, with
   * the clustering columns that are descending unless CLUSTERING ORDER says otherwise (a view keeps
   * its base table's order).
   */
  static TableMetadata build(
      int storageId,
      KeyspaceMetadata ks,
      QualifiedName tableAsWritten,
      List<ColumnDefinition> definitions,
      PrimaryKey key,
      TableOptions options,
      Set<String> descendingByDefault) {
    // some of Cassandra's refusals name the table as written, others by its name alone
    String tableName = tableAsWritten.name().name();
    String written = tableAsWritten.toCql();
    Set<String> declared = new HashSet<>();
    for (ColumnDefinition d : definitions) {
      if (!declared.add(d.name().name())) {
        throw invalid(
            "Duplicate column '" + d.name().name() + "' declaration for table '" + written + "'");
      }
    }
    // Cassandra reads the options after the column names and before their types
    TableParams params = TableProperties.forNewTable(options.properties());
    TypeResolver resolver = new TypeResolver(ks.name(), ks.types());
    Map<String, CqlType> types = new LinkedHashMap<>();
    Set<String> statics = new HashSet<>();
    for (ColumnDefinition d : definitions) {
      String name = d.name().name();
      types.put(name, resolver.resolve(d.type()));
      if (d.isStatic()) {
        statics.add(name);
      }
      if (d.mask() != null) {
        throw MaskingSupport.disabled();
      }
    }
    for (CqlType type : types.values()) {
      checkNestedMultiCell(type, null);
    }
    List<String> partition = names(key.partitionKey());
    List<String> clustering = names(key.clustering());
    checkKeyColumns(tableName, types, statics, partition, clustering);
    Map<String, Boolean> descending =
        clusteringOrder(written, options, clustering, descendingByDefault);
    if (options.compactStorage()) {
      throw invalid(
          FixHints.withHint(
              "COMPACT STORAGE tables are not supported by WCS",
              "create the table without WITH COMPACT STORAGE: Cassandra 5.0 keeps that legacy"
                  + " layout, with its hidden columns and rows that vanish with their last value,"
                  + " for tables carried over from older versions"));
    }
    if (clustering.isEmpty() && !statics.isEmpty()) {
      throw invalid(
          "Static columns are only useful (and thus allowed) if the table has at least one"
              + " clustering column");
    }
    boolean counter = types.containsValue(NativeType.COUNTER);
    if (counter) {
      for (Map.Entry<String, CqlType> e : types.entrySet()) {
        boolean isKey = partition.contains(e.getKey()) || clustering.contains(e.getKey());
        if (!isKey && e.getValue() != NativeType.COUNTER) {
          throw invalid("Cannot mix counter and non counter columns in the same table");
        }
      }
      if (params.defaultTimeToLive() > 0) {
        throw invalid("Cannot set default_time_to_live on a table with counters");
      }
    }
    List<ColumnMetadata> columns = new ArrayList<>();
    for (Map.Entry<String, CqlType> e : types.entrySet()) {
      String name = e.getKey();
      CqlType type = e.getValue();
      int p = partition.indexOf(name);
      int c = clustering.indexOf(name);
      if (p >= 0) {
        columns.add(new ColumnMetadata(name, ColumnMetadata.Kind.PARTITION_KEY, p, type, false, 0));
      } else if (c >= 0) {
        columns.add(
            new ColumnMetadata(
                name, ColumnMetadata.Kind.CLUSTERING, c, type, descending.get(name), 0));
      } else {
        ColumnMetadata.Kind kind =
            statics.contains(name) ? ColumnMetadata.Kind.STATIC : ColumnMetadata.Kind.REGULAR;
        columns.add(new ColumnMetadata(name, kind, -1, type, false, 0));
      }
    }
    List<ColumnMetadata> ordered = TableMetadata.inCassandraOrder(columns);
    List<ColumnMetadata> numbered = new ArrayList<>();
    for (int i = 0; i < ordered.size(); i++) {
      ColumnMetadata c = ordered.get(i);
      numbered.add(
          new ColumnMetadata(c.name(), c.kind(), c.position(), c.type(), c.descending(), i));
    }
    UUID given = TableProperties.id(options.properties());
    return new TableMetadata(
        ks.name(),
        tableName,
        given != null ? given : TimeUuids.next(),
        storageId,
        counter,
        numbered,
        params,
        Map.of(),
        List.of(),
        numbered.size());
  }

  /** A non-frozen UDT column may not hold non-frozen collections. */
  static void checkNestedMultiCell(CqlType type, String column) {
    if (type instanceof UserType u && u.isMultiCell()) {
      for (CqlType field : u.fieldTypes()) {
        if (field.isMultiCell()) {
          throw invalid(
              "Non-frozen UDTs with nested non-frozen collections are not supported"
                  + (column == null ? "" : " for column " + column));
        }
      }
    }
  }

  private static List<String> names(List<Identifier> ids) {
    List<String> names = new ArrayList<>(ids.size());
    for (Identifier id : ids) {
      names.add(id.name());
    }
    return names;
  }

  private static void checkKeyColumns(
      String tableName,
      Map<String, CqlType> types,
      Set<String> statics,
      List<String> partition,
      List<String> clustering) {
    Set<String> seen = new HashSet<>();
    List<String> all = new ArrayList<>(partition);
    all.addAll(clustering);
    for (String column : all) {
      CqlType type = types.get(column);
      if (type == null) {
        throw invalid(
            "Unknown column '"
                + column
                + "' referenced in PRIMARY KEY for table '"
                + tableName
                + "'");
      }
      if (!seen.add(column)) {
        throw invalid(
            "Duplicate column '"
                + column
                + "' in PRIMARY KEY clause for table '"
                + tableName
                + "'");
      }
      checkKeyType(column, type, type.cqlName());
      if (statics.contains(column)) {
        throw invalid("Static column '" + column + "' cannot be part of the PRIMARY KEY");
      }
    }
  }

  /**
   * Cassandra's refusal of a key column of a type no key can have: a non-frozen collection or user
   * type (named {@code typeText}, as the statement's refusal names it), a counter or a duration.
   */
  static void checkKeyType(String column, CqlType type, String typeText) {
    if (type.isMultiCell()) {
      throw invalid(
          (type instanceof UserType
                  ? "Invalid non-frozen user-defined type "
                  : "Invalid non-frozen collection type ")
              + typeText
              + " for PRIMARY KEY column '"
              + column
              + "'");
    }
    if (type == NativeType.COUNTER) {
      throw invalid("counter type is not supported for PRIMARY KEY column '" + column + "'");
    }
    if (TypeReferences.mentionsDuration(type)) {
      throw invalid("duration type is not supported for PRIMARY KEY column '" + column + "'");
    }
  }

  /** Descending flag per clustering column, checking the directive lists them in order. */
  private static Map<String, Boolean> clusteringOrder(
      String writtenName,
      TableOptions options,
      List<String> clustering,
      Set<String> descendingByDefault) {
    Map<String, Boolean> declared = new LinkedHashMap<>();
    for (TableOptions.ClusteringOrder o : options.clusteringOrder()) {
      if (declared.put(o.column().name(), o.descending()) != null) {
        throw invalid(
            "Duplicate column '"
                + o.column().name()
                + "' in CLUSTERING ORDER BY clause for table '"
                + writtenName
                + "'");
      }
    }
    List<String> notClustering = new ArrayList<>();
    for (String column : declared.keySet()) {
      if (!clustering.contains(column)) {
        notClustering.add(column);
      }
    }
    if (!notClustering.isEmpty()) {
      throw invalid(
          "Only clustering key columns can be defined in CLUSTERING ORDER directive: "
              + notClustering
              + " are not clustering columns");
    }
    int n = 0;
    for (String column : declared.keySet()) {
      String expected = clustering.get(n++);
      if (!column.equals(expected)) {
        throw invalid(
            declared.containsKey(expected)
                ? "The order of columns in the CLUSTERING ORDER directive must match that of the"
                    + " clustering columns ("
                    + expected
                    + " must appear before "
                    + column
                    + ")"
                : "Missing CLUSTERING ORDER for column " + expected);
      }
    }
    Map<String, Boolean> descending = new LinkedHashMap<>();
    for (String c : clustering) {
      descending.put(c, declared.getOrDefault(c, descendingByDefault.contains(c)));
    }
    return descending;
  }

  static SchemaChange drop(DdlContext ctx, QualifiedName name, boolean ifExists) {
    String ksName = ctx.keyspaceOf(name);
    String tableName = name.name().name();
    KeyspaceMetadata ks = ctx.modifiableKeyspace(ksName);
    TableMetadata table = ks == null ? null : ks.table(tableName);
    if (table == null) {
      if (ifExists) {
        return SchemaChange.none(ctx.schema(), SchemaChange.Target.TABLE, ksName, tableName);
      }
      // Cassandra names the table whether or not its keyspace exists
      if (ks != null && ks.view(tableName) != null) {
        throw invalid(
            "Cannot use DROP TABLE on a materialized view. Please use DROP MATERIALIZED VIEW"
                + " instead.");
      }
      throw invalid("Table '" + ksName + "." + tableName + "' doesn't exist");
    }
    List<ViewMetadata> views = ks.viewsOf(tableName);
    if (!views.isEmpty()) {
      // Cassandra 5.0's message names the keyspace only: its format drops the views' names
      throw invalid(
          "Cannot drop a table when materialized views still depend on it (" + ksName + ")");
    }
    return SchemaChange.of(
        ctx.schema().withKeyspace(ks.withoutTable(tableName)),
        SchemaChange.Change.DROPPED,
        SchemaChange.Target.TABLE,
        ksName,
        tableName);
  }

  /** The table TRUNCATE empties (its views must be emptied with it). */
  static TableMetadata truncateTarget(Schema schema, Truncate stmt, String currentKeyspace) {
    DdlContext ctx = new DdlContext(schema, currentKeyspace, 0);
    String ksName = ctx.keyspaceOf(stmt.table());
    String tableName = stmt.table().name().name();
    KeyspaceMetadata ks = schema.keyspace(ksName);
    if (ks == null) {
      throw new InvalidRequestException("keyspace " + ksName + " does not exist");
    }
    if (ks.view(tableName) != null) {
      throw invalid("Cannot TRUNCATE materialized view directly; must truncate base table instead");
    }
    TableMetadata table = ks.table(tableName);
    if (table == null) {
      throw invalid("table " + tableName + " does not exist");
    }
    return table;
  }
}

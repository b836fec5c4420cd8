package io.wcs.engine.schema;

import static io.wcs.engine.schema.DdlContext.invalid;

import io.wcs.engine.error.ConfigurationException;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.MapType;
import io.wcs.engine.types.SetType;
import io.wcs.engine.types.UserType;
import io.wcs.engine.types.VectorType;
import io.wcs.parser.ast.CreateIndex;
import io.wcs.parser.ast.IndexTarget;
import io.wcs.parser.ast.QualifiedName;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * CREATE / DROP INDEX: the index metadata as Cassandra 5.0 records it (kind, target, class_name),
 * with its validation of targets. Index changes are reported as an update of the base table, as
 * Cassandra reports them.
 */
final class IndexStatements {
  private static final String SAI = "org.apache.cassandra.index.sai.StorageAttachedIndex";
  private static final String SASI = "org.apache.cassandra.index.sasi.SASIIndex";

  /** Cassandra's short names; SASI has none, its class is given in full. */
  private static final Map<String, String> CLASS_ALIASES =
      Map.of("sai", SAI, "storageattachedindex", SAI);

  /** Cassandra's warning on every SASI index; WCS records SASI indexes without maintaining them. */
  private static final String SASI_WARNING =
      "SASI indexes are experimental and are not recommended for production use.";

  /**
   * Cassandra's warning on a storage-attached index of a vector column. WCS's search is exact, but
   * refuses the same queries, so the list holds for it too.
   */
  private static final String VECTOR_WARNING =
      "SAI ANN indexes on vector columns are experimental and are not recommended for production"
          + " use.\n"
          + "They don't yet support SELECT queries with:\n"
          + " * Consistency level higher than ONE/LOCAL_ONE.\n"
          + " * Paging.\n"
          + " * No LIMIT clauses.\n"
          + " * PER PARTITION LIMIT clauses.\n"
          + " * GROUP BY clauses.\n"
          + " * Aggregation functions.\n"
          + " * Filters on columns without a SAI index.";

  private IndexStatements() {}

  static SchemaChange create(DdlContext ctx, CreateIndex stmt) {
    // CUSTOM without USING asks for Cassandra's default class, which no custom index has
    String usingClass = stmt.usingClass() != null ? stmt.usingClass() : "legacy_local_table";
    PropertyValues values = new PropertyValues(stmt.properties(), Set.of("options"));
    if (values.has("options")
        && !stmt.custom()
        && usingClass.equalsIgnoreCase("legacy_local_table")) {
      // Cassandra refuses this as it reads the statement, before it looks at the schema
      throw invalid("Cannot specify options for a non-CUSTOM index");
    }
    String ksName = ctx.keyspaceOf(stmt.table());
    String tableName = stmt.table().name().name();
    KeyspaceMetadata ks = ctx.existingKeyspace(ksName);
    TableMetadata table = ks.table(tableName);
    if (table == null) {
      if (ks.view(tableName) != null) {
        throw invalid("Secondary indexes on materialized views aren't supported");
      }
      throw invalid("Table '" + tableName + "' doesn't exist");
    }
    if (stmt.targets().isEmpty()) {
      throw invalid("Only CUSTOM indexes can be created without specifying a target column");
    }
    if (stmt.targets().size() > 1 && stmt.usingClass() == null) {
      throw invalid("Only CUSTOM indexes support multiple columns");
    }
    // Cassandra checks the name before the targets: a taken name is all it reports
    String name =
        stmt.name() != null
            ? stmt.name().name()
            : defaultName(ks, tableName, stmt.targets().get(0).column().name());
    if (ks.tableOfIndex(name) != null) {
      if (stmt.ifNotExists()) {
        return SchemaChange.none(ctx.schema(), SchemaChange.Target.TABLE, ksName, tableName);
      }
      throw invalid("Index '" + name + "' already exists");
    }
    if (table.counter()) {
      throw invalid("Secondary indexes on counter tables aren't supported");
    }
    String indexClass = indexClass(usingClass);
    if (stmt.custom() && indexClass == null) {
      throw noIndexClass("legacy_local_table");
    }
    List<String> targets = new ArrayList<>();
    Set<String> targetColumns = new HashSet<>();
    for (IndexTarget target : stmt.targets()) {
      if (!targetColumns.add(target.column().name())) {
        throw invalid("Duplicate column '" + target.column().name() + "' in index target list");
      }
      targets.add(target(table, target));
    }
    Map<String, String> options = new HashMap<>();
    if (values.has("options")) {
      options.putAll(values.map("options"));
    }
    options.put("target", String.join(",", targets));
    IndexMetadata.Kind kind = IndexMetadata.Kind.COMPOSITES;
    if (indexClass != null) {
      kind = IndexMetadata.Kind.CUSTOM;
      // recorded as written ('sai', 'StorageAttachedIndex'…), as Cassandra records it
      options.put("class_name", stmt.usingClass());
    }
    IndexMetadata index = new IndexMetadata(name, kind, options, ctx.schema().nextStorageId());
    if (SAI.equals(indexClass)) {
      Map<String, String> given = new HashMap<>(options);
      given.remove("target");
      given.remove("class_name");
      ColumnMetadata column = table.column(stmt.targets().get(0).column().name());
      StorageAttachedIndexOptions.check(
          given, index.termType(column.type()), index.target().startsWith("entries("));
    }
    for (IndexMetadata existing : table.indexes()) {
      if (existing.kind() == index.kind() && existing.options().equals(index.options())) {
        if (stmt.ifNotExists()) {
          return SchemaChange.none(ctx.schema(), SchemaChange.Target.TABLE, ksName, tableName);
        }
        throw invalid("Index " + name + " is a duplicate of existing index " + existing.name());
      }
      if (SAI.equals(indexClass)
          && existing.isStorageAttached()
          && existing.target().equals(index.target())) {
        throw invalid(
            "Cannot create more than one storage-attached index on the same column: "
                + stmt.targets().get(0).column().name());
      }
    }
    List<IndexMetadata> indexes = new ArrayList<>(table.indexes());
    indexes.add(index);
    TableMetadata after = table.withIndexes(indexes);
    return SchemaChange.of(
            ctx.schema().withStorageIdTaken().withKeyspace(ks.withTable(after)),
            SchemaChange.Change.UPDATED,
            SchemaChange.Target.TABLE,
            ksName,
            tableName)
        .withWarnings(warnings(indexClass, after));
  }

  /**
   * Cassandra's warnings on creating an index: the vector one while the table has a
   * storage-attached index of vector terms (whichever index is created; a list of vectors' too),
   * then SASI's.
   */
  private static List<String> warnings(String indexClass, TableMetadata after) {
    List<String> warnings = new ArrayList<>();
    for (IndexMetadata i : after.indexes()) {
      ColumnMetadata column = after.column(i.targetColumn());
      if (i.isStorageAttached()
          && column != null
          && i.termType(column.type()) instanceof VectorType) {
        warnings.add(VECTOR_WARNING);
        break;
      }
    }
    if (SASI.equals(indexClass)) {
      warnings.add(SASI_WARNING);
    }
    return warnings;
  }

  /** The class a USING names; null for Cassandra's built-in {@code legacy_local_table}. */
  private static String indexClass(String given) {
    if (given.equalsIgnoreCase("legacy_local_table")) {
      return null;
    }
    String alias = CLASS_ALIASES.get(given.toLowerCase(Locale.ROOT));
    if (alias != null) {
      return alias;
    }
    if (!given.equals(SAI) && !given.equals(SASI)) {
      throw noIndexClass(given);
    }
    return given;
  }

  private static ConfigurationException noIndexClass(String given) {
    return new ConfigurationException("Unable to find custom indexer class '" + given + "'");
  }

  /**
   * The target as system_schema.indexes writes it: {@code v}, {@code values(l)}, {@code keys(m)}…
   */
  private static String target(TableMetadata table, IndexTarget target) {
    String columnName = target.column().name();
    ColumnMetadata column = table.column(columnName);
    if (column == null) {
      throw invalid("Undefined column name " + target.column().toCql() + " in table " + table);
    }
    CqlType type = column.type();
    if (TypeReferences.mentionsDuration(type)) {
      throw invalid("Secondary indexes are not supported on duration columns");
    }
    if (column.kind() == ColumnMetadata.Kind.PARTITION_KEY && table.partitionKey().size() == 1) {
      throw invalid("Cannot create secondary index on the only partition key column " + columnName);
    }
    boolean collection =
        type instanceof ListType || type instanceof SetType || type instanceof MapType;
    IndexTarget.Kind kind = target.kind();
    if (kind == IndexTarget.Kind.SIMPLE && collection) {
      // A bare collection column indexes its values, as Cassandra's IndexTarget does.
      kind = IndexTarget.Kind.VALUES;
    }
    String kindName = kind.name().toLowerCase(Locale.ROOT);
    if (collection && !type.isMultiCell() && kind != IndexTarget.Kind.FULL) {
      throw invalid(
          "Cannot create "
              + kindName
              + "() index on frozen column "
              + columnName
              + ". Frozen collections are immutable and must be fully indexed by using the 'full("
              + columnName
              + ")' modifier");
    }
    if (kind == IndexTarget.Kind.FULL && !(collection && !type.isMultiCell())) {
      throw invalid("full() indexes can only be created on frozen collections");
    }
    if (!collection && kind != IndexTarget.Kind.SIMPLE) {
      throw invalid(
          "Cannot create "
              + kindName
              + "() index on "
              + columnName
              + ". Non-collection columns only support simple indexes");
    }
    if ((kind == IndexTarget.Kind.KEYS || kind == IndexTarget.Kind.ENTRIES)
        && !(type instanceof MapType && type.isMultiCell())) {
      throw invalid(
          "Cannot create index on " + kindName + " of column " + columnName + " with non-map type");
    }
    if (type instanceof UserType && type.isMultiCell()) {
      throw invalid("Cannot create index on non-frozen UDT column " + columnName);
    }
    String printed = Names.quote(columnName);
    return kind == IndexTarget.Kind.SIMPLE ? printed : kindName + "(" + printed + ")";
  }

  private static String defaultName(KeyspaceMetadata ks, String table, String column) {
    String base = (table + "_" + column + "_idx").replaceAll("\\W", "");
    String name = base;
    for (int i = 1; ks.tableOfIndex(name) != null; i++) {
      name = base + "_" + i;
    }
    return name;
  }

  static SchemaChange drop(DdlContext ctx, QualifiedName name, boolean ifExists) {
    String ksName = ctx.keyspaceOf(name);
    String indexName = name.name().name();
    KeyspaceMetadata ks = ctx.keyspaceOutsideSystem(ksName);
    TableMetadata table = ks == null ? null : ks.tableOfIndex(indexName);
    if (table == null) {
      if (ifExists) {
        return SchemaChange.none(ctx.schema(), SchemaChange.Target.TABLE, ksName, indexName);
      }
      // the stray closing quote is Cassandra 5.0's
      throw invalid("Index '" + ksName + "." + indexName + "' doesn't exist'");
    }
    List<IndexMetadata> indexes =
        table.indexes().stream().filter(i -> !i.name().equals(indexName)).toList();
    return SchemaChange.of(
        ctx.schema().withKeyspace(ks.withTable(table.withIndexes(indexes))),
        SchemaChange.Change.UPDATED,
        SchemaChange.Target.TABLE,
        ksName,
        table.name());
  }
}

package io.wcs.engine.schema;

import static io.wcs.engine.schema.DdlContext.invalid;

import io.wcs.engine.error.AlreadyExistsException;
import io.wcs.engine.error.ConfigurationException;
import io.wcs.engine.types.MarshalTypeNames;
import io.wcs.parser.ast.AlterMaterializedView;
import io.wcs.parser.ast.ColumnDefinition;
import io.wcs.parser.ast.ColumnRef;
import io.wcs.parser.ast.CreateMaterializedView;
import io.wcs.parser.ast.Identifier;
import io.wcs.parser.ast.QualifiedName;
import io.wcs.parser.ast.Relation;
import io.wcs.parser.ast.Selection;
import io.wcs.parser.ast.Selector;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * CREATE / ALTER / DROP MATERIALIZED VIEW metadata, with Cassandra's basic rules: same keyspace,
 * plain column selections, every base key column in the view key, at most one other column there,
 * key columns restricted with IS NOT NULL, no static columns, no default_time_to_live.
 */
final class ViewStatements {
  /**
   * Cassandra's warning, though WCS writes a view with its base: an application moved to a cluster
   * meets Cassandra's views, which replicas update apart from their base tables.
   */
  private static final String EXPERIMENTAL =
      "Materialized views are experimental and are not recommended for production use.";

  private static final int STALE_LENGTH_IN_MESSAGE = 48;

  private ViewStatements() {}

  /**
   * A view's name, as long as a table's may be; Cassandra 5.0's refusal names the view and still
   * says 48 characters, the limit before tables took 222.
   */
  private static void checkName(String ksName, String viewName) {
    if (!Names.isValid(viewName, TableStatements.MAX_TABLE_NAME_LENGTH)) {
      throw new ConfigurationException(
          ksName
              + "."
              + viewName
              + ": Table name must not be empty, more than "
              + STALE_LENGTH_IN_MESSAGE
              + " characters long, or contain non-alphanumeric-underscore characters (got \""
              + viewName
              + "\")");
    }
  }

  static SchemaChange create(DdlContext ctx, CreateMaterializedView stmt) {
    String ksName = ctx.keyspaceOf(stmt.name());
    String viewName = stmt.name().name().name();
    checkName(ksName, viewName);
    String baseKeyspace = ctx.keyspaceOf(stmt.baseTable());
    if (!baseKeyspace.equals(ksName)) {
      throw invalid("Cannot create a materialized view on a table in a different keyspace");
    }
    KeyspaceMetadata ks = ctx.existingKeyspace(ksName);
    TableMetadata base = ks.table(stmt.baseTable().name().name());
    if (base == null) {
      throw invalid("Base table '" + stmt.baseTable().name().name() + "' doesn't exist");
    }
    if (ks.table(viewName) != null) {
      throw invalid(
          "Cannot create materialized view '"
              + viewName
              + "' - a table with the same name already exists");
    }
    if (ks.view(viewName) != null) {
      if (stmt.ifNotExists()) {
        // Cassandra warns whether or not the view is made
        return SchemaChange.none(ctx.schema(), SchemaChange.Target.TABLE, ksName, viewName)
            .withWarnings(List.of(EXPERIMENTAL));
      }
      throw AlreadyExistsException.table(ksName, viewName);
    }
    if (base.counter()) {
      throw invalid("Materialized views are not supported on counter tables");
    }
    if (TableProperties.setsDefaultTtl(stmt.options().properties())) {
      throw invalid(
          "Cannot set default_time_to_live for a materialized view. Data in a materialized view"
              + " always expire at the same time than the corresponding data in the parent table.");
    }
    Set<String> selected = selectedColumns(stmt, base);
    List<String> key = new ArrayList<>();
    stmt.primaryKey().partitionKey().forEach(id -> key.add(id.name()));
    stmt.primaryKey().clustering().forEach(id -> key.add(id.name()));
    // Cassandra refuses a static column before it looks at the WHERE clause and the key
    for (ColumnMetadata c : base.columns()) {
      if (c.kind() == ColumnMetadata.Kind.STATIC
          && (key.contains(c.name()) || selected.contains(c.name()))) {
        throw invalid(
            "Cannot include static column '"
                + c.name()
                + "' in materialized view '"
                + viewName
                + "'");
      }
    }
    checkKey(stmt, base, key);
    List<String> ordered = new ArrayList<>();
    stmt.options().clusteringOrder().forEach(o -> ordered.add(o.column().name()));
    List<String> clustering = key.subList(stmt.primaryKey().partitionKey().size(), key.size());
    if (!ordered.isEmpty() && !ordered.equals(clustering)) {
      // a table may leave its last clustering columns out of the directive; a view may not
      throw invalid(
          "Clustering key columns must exactly match columns in CLUSTERING ORDER BY directive");
    }
    List<ColumnDefinition> definitions = new ArrayList<>();
    for (ColumnMetadata c : base.columns()) {
      if (key.contains(c.name()) || selected.contains(c.name())) {
        definitions.add(
            new ColumnDefinition(
                new Identifier(c.name()), CqlTypes.toAst(c.type()), false, null, false));
      }
    }
    TableMetadata table =
        TableStatements.build(
            ctx.schema().nextStorageId(),
            ks,
            stmt.name(),
            definitions,
            stmt.primaryKey(),
            stmt.options(),
            // a base clustering column keeps its order in the view, as in Cassandra
            base.clustering().stream()
                .filter(ColumnMetadata::descending)
                .map(ColumnMetadata::name)
                .collect(Collectors.toSet()));
    TableStatements.checkIdUnused(ctx.schema(), table);
    String where = whereClause(stmt.where());
    ViewMetadata view =
        new ViewMetadata(base.id(), base.name(), where, stmt.selection().isEmpty(), table);
    return SchemaChange.of(
            ctx.schema().withStorageIdTaken().withKeyspace(ks.withView(view)),
            SchemaChange.Change.CREATED,
            SchemaChange.Target.TABLE,
            ksName,
            viewName)
        .withWarnings(List.of(EXPERIMENTAL));
  }

  private static Set<String> selectedColumns(CreateMaterializedView stmt, TableMetadata base) {
    Set<String> selected = new LinkedHashSet<>();
    if (stmt.selection().isEmpty()) {
      base.columns().forEach(c -> selected.add(c.name()));
      return selected;
    }
    for (Selection s : stmt.selection()) {
      if (s.alias() != null) {
        throw invalid(
            "Cannot use aliases when defining a materialized view (got " + s.toCql() + ")");
      }
      if (!(s.selector() instanceof Selector.Column column)) {
        throw invalid(
            "Can only select columns by name when defining a materialized view (got "
                + s.toCql()
                + ")");
      }
      if (base.column(column.name().name()) == null) {
        throw invalid("Undefined column name " + column.name().name() + " in table " + base);
      }
      selected.add(column.name().name());
    }
    return selected;
  }

  private static void checkKey(CreateMaterializedView stmt, TableMetadata base, List<String> key) {
    Set<String> restricted = new HashSet<>();
    Set<String> illegal = new LinkedHashSet<>();
    // Cassandra finds a restricted column the table lacks after the key's own columns
    String undefined = null;
    for (Relation r : stmt.where()) {
      for (String column : restrictedColumns(r)) {
        restricted.add(column);
        ColumnMetadata c = base.column(column);
        if (c == null) {
          undefined = undefined == null ? column : undefined;
        } else if (!(r instanceof Relation.IsNotNull) && !c.isPrimaryKey()) {
          illegal.add(column);
        }
      }
    }
    if (!illegal.isEmpty()) {
      throw invalid(
          "Non-primary key columns can only be restricted with 'IS NOT NULL' (got: "
              + String.join(", ", illegal)
              + " restricted illegally)");
    }
    List<String> extra = new ArrayList<>();
    List<String> unrestricted = new ArrayList<>();
    for (String column : key) {
      ColumnMetadata c = base.column(column);
      if (c == null) {
        throw invalid(
            "Unknown column '"
                + column
                + "' referenced in PRIMARY KEY for materialized view '"
                + stmt.name().name().name()
                + "'");
      }
      // checked column by column, before the key as a whole; Cassandra names a non-frozen type
      // here by its marshal class, not as CQL writes it
      TableStatements.checkKeyType(c.name(), c.type(), "'" + MarshalTypeNames.of(c.type()) + "'");
      if (!c.isPrimaryKey()) {
        extra.add(column);
      }
      if (!restricted.contains(column)) {
        unrestricted.add(column);
      }
    }
    if (undefined != null) {
      throw invalid("Undefined column name " + undefined + " in table " + base);
    }
    List<String> missing =
        base.columns().stream()
            .filter(ColumnMetadata::isPrimaryKey)
            .map(ColumnMetadata::name)
            .filter(name -> !key.contains(name))
            .toList();
    if (!missing.isEmpty()) {
      throw invalid(
          "Cannot create materialized view '"
              + stmt.name().name().name()
              + "' without primary key columns "
              + String.join(", ", missing)
              + " from base table '"
              + base.name()
              + "'");
    }
    if (extra.size() > 1) {
      throw invalid(
          "Cannot include more than one non-primary key column in materialized view primary key"
              + " (got "
              + String.join(", ", extra)
              + ")");
    }
    if (!unrestricted.isEmpty()) {
      throw invalid(
          "Primary key columns "
              + String.join(", ", unrestricted)
              + " must be restricted with 'IS NOT NULL' or otherwise");
    }
  }

  /** The columns a WHERE relation restricts (a view's key columns must all be restricted). */
  private static List<String> restrictedColumns(Relation r) {
    if (r instanceof Relation.IsNotNull n) {
      return List.of(n.column().name());
    }
    if (r instanceof Relation.In in) {
      return List.of(in.column().name());
    }
    if (r instanceof Relation.Compare c && c.target() instanceof ColumnRef.Column column) {
      return List.of(column.column().name());
    }
    if (r instanceof Relation.MultiColumn m) {
      return m.columns().stream().map(Identifier::name).toList();
    }
    if (r instanceof Relation.MultiColumnIn m) {
      return m.columns().stream().map(Identifier::name).toList();
    }
    return List.of();
  }

  /**
   * {@code view} with base key columns renamed ({@code renamed}: old name to new) in its WHERE
   * clause, as Cassandra renames them there.
   */
  static ViewMetadata withRenamedWhereColumns(ViewMetadata view, Map<String, String> renamed) {
    return view.withWhereClause(
        whereClause(view.whereRelations().stream().map(r -> renamed(r, renamed)).toList()));
  }

  /** The WHERE clause as system_schema.views keeps it. */
  private static String whereClause(List<Relation> relations) {
    return relations.stream().map(Relation::toCql).collect(Collectors.joining(" AND "));
  }

  private static Relation renamed(Relation r, Map<String, String> renamed) {
    if (r instanceof Relation.IsNotNull n) {
      return new Relation.IsNotNull(n.span(), renamed(n.column(), renamed));
    }
    if (r instanceof Relation.In in) {
      return new Relation.In(in.span(), renamed(in.column(), renamed), in.values());
    }
    if (r instanceof Relation.Compare c && c.target() instanceof ColumnRef.Column column) {
      return new Relation.Compare(
          c.span(),
          new ColumnRef.Column(renamed(column.column(), renamed)),
          c.operator(),
          c.value());
    }
    if (r instanceof Relation.MultiColumn m) {
      return new Relation.MultiColumn(
          m.span(), renamed(m.columns(), renamed), m.operator(), m.value());
    }
    if (r instanceof Relation.MultiColumnIn m) {
      return new Relation.MultiColumnIn(m.span(), renamed(m.columns(), renamed), m.values());
    }
    if (r instanceof Relation.Token t) {
      return new Relation.Token(t.span(), renamed(t.columns(), renamed), t.operator(), t.value());
    }
    return r;
  }

  private static List<Identifier> renamed(List<Identifier> ids, Map<String, String> renamed) {
    return ids.stream().map(id -> renamed(id, renamed)).toList();
  }

  private static Identifier renamed(Identifier id, Map<String, String> renamed) {
    return new Identifier(renamed.getOrDefault(id.name(), id.name()));
  }

  static SchemaChange alter(DdlContext ctx, AlterMaterializedView stmt) {
    String ksName = ctx.keyspaceOf(stmt.name());
    String viewName = stmt.name().name().name();
    KeyspaceMetadata ks = ctx.modifiableKeyspace(ksName);
    ViewMetadata view = ks == null ? null : ks.view(viewName);
    if (view == null) {
      if (stmt.ifExists()) {
        return SchemaChange.none(ctx.schema(), SchemaChange.Target.TABLE, ksName, viewName);
      }
      throw invalid("Materialized view '" + ksName + "." + viewName + "' doesn't exist");
    }
    if (TableProperties.setsDefaultTtl(stmt.properties())) {
      throw invalid(
          "Forbidden default_time_to_live detected for a materialized view. Data in a"
              + " materialized view always expire at the same time than the corresponding data in"
              + " the parent table. default_time_to_live must be set to zero, see CASSANDRA-12868"
              + " for more information");
    }
    TableParams params = TableProperties.forAlter(stmt.properties(), view.table().params());
    return SchemaChange.of(
        ctx.schema().withKeyspace(ks.withView(view.withTable(view.table().withParams(params)))),
        SchemaChange.Change.UPDATED,
        SchemaChange.Target.TABLE,
        ksName,
        viewName);
  }

  static SchemaChange drop(DdlContext ctx, QualifiedName name, boolean ifExists) {
    String ksName = ctx.keyspaceOf(name);
    String viewName = name.name().name();
    KeyspaceMetadata ks = ctx.modifiableKeyspace(ksName);
    if (ks == null || ks.view(viewName) == null) {
      if (ifExists) {
        return SchemaChange.none(ctx.schema(), SchemaChange.Target.TABLE, ksName, viewName);
      }
      throw invalid("Materialized view '" + ksName + "." + viewName + "' doesn't exist");
    }
    return SchemaChange.of(
        ctx.schema().withKeyspace(ks.withoutView(viewName)),
        SchemaChange.Change.DROPPED,
        SchemaChange.Target.TABLE,
        ksName,
        viewName);
  }
}

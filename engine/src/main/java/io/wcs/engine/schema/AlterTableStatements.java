package io.wcs.engine.schema;

import static io.wcs.engine.schema.DdlContext.invalid;

import io.wcs.engine.error.ConfigurationException;
import io.wcs.engine.error.FixHints;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.UserType;
import io.wcs.parser.ast.AlterTable;
import io.wcs.parser.ast.AlterTableAction;
import io.wcs.parser.ast.ColumnDefinition;
import io.wcs.parser.ast.Identifier;
import io.wcs.parser.ast.Rename;
import io.wcs.parser.ast.Term;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** ALTER TABLE ADD / DROP / RENAME / WITH, validated as Cassandra 5.0's AlterTableStatement. */
final class AlterTableStatements {
  private AlterTableStatements() {}

  static SchemaChange alter(DdlContext ctx, AlterTable stmt) {
    String ksName = ctx.keyspaceOf(stmt.name());
    String tableName = stmt.name().name().name();
    KeyspaceMetadata ks = ctx.modifiableKeyspace(ksName);
    TableMetadata table = ks == null ? null : ks.table(tableName);
    if (table == null) {
      if (stmt.ifExists()) {
        return SchemaChange.none(ctx.schema(), SchemaChange.Target.TABLE, ksName, tableName);
      }
      if (ks == null) {
        throw invalid("Keyspace '" + ksName + "' doesn't exist");
      }
      if (ks.view(tableName) != null) {
        throw invalid(
            "Cannot use ALTER TABLE on a materialized view; use ALTER MATERIALIZED VIEW instead");
      }
      throw invalid("Table '" + ksName + "." + tableName + "' doesn't exist");
    }
    KeyspaceMetadata after = apply(ctx, ks, table, stmt.action());
    if (after == ks) {
      return SchemaChange.none(ctx.schema(), SchemaChange.Target.TABLE, ksName, tableName);
    }
    return SchemaChange.of(
        ctx.schema().withKeyspace(after),
        SchemaChange.Change.UPDATED,
        SchemaChange.Target.TABLE,
        ksName,
        tableName);
  }

  /**
   * Masks are off (see {@link MaskingSupport}), so no column has one: {@code DROP MASKED} only
   * checks its column, as Cassandra does, and changes nothing; a mask is refused first.
   */
  private static KeyspaceMetadata dropMask(
      KeyspaceMetadata ks, TableMetadata table, AlterTableAction.SetMask action) {
    if (action.mask() != null) {
      throw MaskingSupport.disabled();
    }
    String name = action.column().name();
    if (!action.ifExists() && table.column(name) == null) {
      throw invalid(
          "Column with name '" + name + "' doesn't exist on table '" + table.name() + "'");
    }
    return ks;
  }

  private static KeyspaceMetadata apply(
      DdlContext ctx, KeyspaceMetadata ks, TableMetadata table, AlterTableAction action) {
    if (action instanceof AlterTableAction.AlterColumnType) {
      throw invalid("Altering column types is no longer supported");
    }
    if (action instanceof AlterTableAction.SetMask mask) {
      return dropMask(ks, table, mask);
    }
    if (action instanceof AlterTableAction.AddColumns add) {
      return addColumns(ks, table, add);
    }
    if (action instanceof AlterTableAction.DropColumns drop) {
      return dropColumns(ctx, ks, table, drop);
    }
    if (action instanceof AlterTableAction.RenameColumns rename) {
      return renameColumns(ks, table, rename);
    }
    if (action instanceof AlterTableAction.SetProperties set) {
      return setProperties(ks, table, set);
    }
    // DROP COMPACT STORAGE: Cassandra 5.0 refuses it unless enabled; WCS has no compact tables
    throw invalid(
        FixHints.withHint(
            "DROP COMPACT STORAGE is disabled. Enable in cassandra.yaml to use.",
            "WCS has no COMPACT STORAGE tables, so there is none to convert"));
  }

  private static KeyspaceMetadata addColumns(
      KeyspaceMetadata ks, TableMetadata table, AlterTableAction.AddColumns add) {
    TypeResolver resolver = new TypeResolver(ks.name(), ks.types());
    List<ColumnMetadata> columns = new ArrayList<>(table.columns());
    Map<String, DroppedColumn> dropped = new HashMap<>(table.droppedColumns());
    int nextId = table.nextColumnId();
    List<ColumnMetadata> added = new ArrayList<>();
    for (ColumnDefinition d : add.columns()) {
      String name = d.name().name();
      CqlType type = resolver.resolve(d.type());
      if (columns.stream().anyMatch(c -> c.name().equals(name))) {
        if (add.ifNotExists()) {
          continue;
        }
        throw invalid("Column with name '" + name + "' already exists");
      }
      if (d.mask() != null) {
        throw MaskingSupport.disabled();
      }
      if (d.isStatic() && table.clustering().isEmpty()) {
        throw invalid(
            "Static columns are only useful (and thus allowed) if the table has at least one"
                + " clustering column");
      }
      TableStatements.checkNestedMultiCell(type, name);
      ColumnMetadata.Kind kind =
          d.isStatic() ? ColumnMetadata.Kind.STATIC : ColumnMetadata.Kind.REGULAR;
      checkReAdd(table, dropped.get(name), name, type, kind);
      if (table.counter() != (type == NativeType.COUNTER)) {
        throw new ConfigurationException(
            table
                + ": "
                + (table.counter()
                    ? "Cannot have a non counter column (\"" + name + "\") in a counter table"
                    : "Cannot have a counter column (\"" + name + "\") in a non counter table"));
      }
      ColumnMetadata column = new ColumnMetadata(name, kind, -1, type, false, nextId++);
      columns.add(column);
      added.add(column);
    }
    if (added.isEmpty()) {
      return ks;
    }
    KeyspaceMetadata result = ks.withTable(table.withColumns(columns, dropped, nextId));
    for (ViewMetadata view : ks.viewsOf(table.name())) {
      if (view.includeAllColumns()) {
        result = result.withView(view.withTable(withAddedRegulars(view.table(), added)));
      }
    }
    return result;
  }

  private static TableMetadata withAddedRegulars(TableMetadata view, List<ColumnMetadata> added) {
    List<ColumnMetadata> columns = new ArrayList<>(view.columns());
    int nextId = view.nextColumnId();
    for (ColumnMetadata c : added) {
      if (c.kind() == ColumnMetadata.Kind.REGULAR) {
        columns.add(new ColumnMetadata(c.name(), c.kind(), -1, c.type(), false, nextId++));
      }
    }
    return view.withColumns(columns, view.droppedColumns(), nextId);
  }

  private static void checkReAdd(
      TableMetadata table,
      DroppedColumn dropped,
      String name,
      CqlType type,
      ColumnMetadata.Kind kind) {
    if (dropped == null) {
      return;
    }
    if (!DroppedColumn.canReAdd(dropped.type(), type)) {
      throw invalid(
          "Cannot re-add previously dropped column '"
              + name
              + "' of type "
              + type.cqlName()
              + ", incompatible with previous type "
              + dropped.type().cqlName());
    }
    if (dropped.kind() != kind) {
      throw invalid(
          "Cannot re-add previously dropped column '"
              + name
              + "' of kind "
              + kind
              + ", incompatible with previous kind "
              + dropped.kind());
    }
    if (table.counter()) {
      throw invalid("Cannot re-add previously dropped counter column " + name);
    }
  }

  private static KeyspaceMetadata dropColumns(
      DdlContext ctx, KeyspaceMetadata ks, TableMetadata table, AlterTableAction.DropColumns drop) {
    long timestamp = dropTimestamp(ctx, drop.timestamp());
    List<ColumnMetadata> columns = new ArrayList<>(table.columns());
    Map<String, DroppedColumn> dropped = new HashMap<>(table.droppedColumns());
    for (Identifier id : drop.columns()) {
      String name = id.name();
      ColumnMetadata column = table.column(name);
      if (column == null) {
        if (drop.ifExists()) {
          continue;
        }
        throw invalid("Column " + name + " was not found in table '" + table + "'");
      }
      if (column.isPrimaryKey()) {
        throw invalid("Cannot drop PRIMARY KEY column " + name);
      }
      if (column.type() instanceof UserType && column.type().isMultiCell()) {
        throw invalid(
            "Cannot drop non-frozen column " + name + " of user type " + column.type().cqlName());
      }
      checkNoDependentIndexes(table, name, "Cannot drop");
      if (!ks.viewsOf(table.name()).isEmpty()) {
        throw invalid(
            "Cannot drop column "
                + name
                + " on base table "
                + table.name()
                + " with materialized views");
      }
      columns.remove(column);
      dropped.put(
          name,
          new DroppedColumn(
              name,
              DroppedColumn.recorded(column.type()),
              column.kind(),
              timestamp,
              column.storageId()));
    }
    if (columns.size() == table.columns().size()) {
      return ks;
    }
    return ks.withTable(table.withColumns(columns, dropped, table.nextColumnId()));
  }

  private static long dropTimestamp(DdlContext ctx, Term timestamp) {
    if (timestamp == null) {
      return ctx.timestampMicros();
    }
    if (timestamp instanceof Term.Constant c && c.kind() == Term.ConstantKind.INTEGER) {
      try {
        return Long.parseLong(c.value());
      } catch (NumberFormatException e) {
        throw invalid("Invalid timestamp " + c.value() + " in USING TIMESTAMP");
      }
    }
    throw invalid("USING TIMESTAMP of ALTER TABLE DROP must be an integer literal");
  }

  /**
   * @param refusal the message's start, worded as Cassandra words each: "Cannot drop", "Can't
   *     rename"
   */
  private static void checkNoDependentIndexes(TableMetadata table, String column, String refusal) {
    List<String> dependent =
        table.indexes().stream()
            .filter(i -> i.targetColumn().equals(column))
            .map(IndexMetadata::name)
            .toList();
    if (!dependent.isEmpty()) {
      throw invalid(
          refusal
              + " column "
              + column
              + " because it has dependent secondary indexes ("
              + String.join(", ", dependent)
              + ")");
    }
  }

  private static KeyspaceMetadata renameColumns(
      KeyspaceMetadata ks, TableMetadata table, AlterTableAction.RenameColumns rename) {
    TableMetadata current = table;
    Map<String, String> renamed = new HashMap<>();
    for (Rename r : rename.renames()) {
      String from = r.from().name();
      String to = r.to().name();
      ColumnMetadata column = current.column(from);
      if (column == null) {
        // Cassandra 5.0 refuses an unknown column with IF EXISTS too.
        throw invalid("Undefined column name " + from + " in table " + table);
      }
      if (!column.isPrimaryKey()) {
        throw invalid("Cannot rename non PRIMARY KEY column " + from);
      }
      if (current.column(to) != null) {
        throw invalid(
            "Cannot rename column "
                + from
                + " to "
                + to
                + " in table '"
                + table
                + "'; another column with that name already exists");
      }
      checkNoDependentIndexes(current, from, "Can't rename");
      current = withRenamed(current, from, to);
      renamed.put(from, to);
    }
    if (renamed.isEmpty()) {
      return ks;
    }
    KeyspaceMetadata result = ks.withTable(current);
    for (ViewMetadata view : ks.viewsOf(table.name())) {
      TableMetadata viewTable = view.table();
      for (Map.Entry<String, String> e : renamed.entrySet()) {
        if (viewTable.column(e.getKey()) != null) {
          viewTable = withRenamed(viewTable, e.getKey(), e.getValue());
        }
      }
      result =
          result.withView(
              ViewStatements.withRenamedWhereColumns(view.withTable(viewTable), renamed));
    }
    return result;
  }

  private static TableMetadata withRenamed(TableMetadata table, String from, String to) {
    List<ColumnMetadata> columns =
        table.columns().stream()
            .map(c -> c.name().equals(from) ? c.renamed(to) : c)
            .collect(Collectors.toList());
    return table.withColumns(columns, table.droppedColumns(), table.nextColumnId());
  }

  private static KeyspaceMetadata setProperties(
      KeyspaceMetadata ks, TableMetadata table, AlterTableAction.SetProperties set) {
    TableParams params = TableProperties.forAlter(set.properties(), table.params());
    if (table.counter() && params.defaultTimeToLive() > 0) {
      throw invalid("Cannot set default_time_to_live on a table with counters");
    }
    if (!ks.viewsOf(table.name()).isEmpty() && params.gcGraceSeconds() == 0) {
      throw invalid(
          "Cannot alter gc_grace_seconds of the base table of a materialized view to 0, since"
              + " this value is used to TTL undelivered updates. Setting gc_grace_seconds too low"
              + " might cause undelivered updates to expire before being replayed.");
    }
    return ks.withTable(table.withParams(params));
  }
}

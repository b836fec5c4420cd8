package io.wcs.engine.schema;

import static io.wcs.engine.schema.DdlContext.invalid;

import io.wcs.engine.error.FixHints;
import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.MapType;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.SetType;
import io.wcs.engine.types.UserType;
import io.wcs.parser.ast.AlterType;
import io.wcs.parser.ast.AlterTypeAction;
import io.wcs.parser.ast.CreateType;
import io.wcs.parser.ast.QualifiedName;
import io.wcs.parser.ast.Rename;
import io.wcs.parser.ast.TypedName;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/** CREATE / ALTER / DROP TYPE, as Cassandra 5.0 validates them. */
final class TypeStatements {
  private TypeStatements() {}

  static SchemaChange create(DdlContext ctx, CreateType stmt) {
    String ksName = ctx.keyspaceOf(stmt.name());
    String typeName = stmt.name().name().name();
    KeyspaceMetadata ks = ctx.existingKeyspace(ksName);
    if (ks.type(typeName) != null) {
      if (stmt.ifNotExists()) {
        return SchemaChange.none(ctx.schema(), SchemaChange.Target.TYPE, ksName, typeName);
      }
      throw invalid("A user type with name '" + typeName + "' already exists");
    }
    Set<String> used = new HashSet<>();
    List<String> names = new ArrayList<>();
    List<CqlType> types = new ArrayList<>();
    TypeResolver resolver = new TypeResolver(ksName, ks.types());
    for (TypedName field : stmt.fields()) {
      String name = field.name().name();
      if (!used.add(name)) {
        throw invalid("Duplicate field name '" + name + "' in type '" + typeName + "'");
      }
      names.add(name);
      types.add(fieldType(resolver, field));
    }
    UserType udt = new UserType(ksName, typeName, names, types, false);
    return SchemaChange.of(
        ctx.schema().withKeyspace(ks.withType(udt)),
        SchemaChange.Change.CREATED,
        SchemaChange.Target.TYPE,
        ksName,
        typeName);
  }

  /** Cassandra refuses a non-frozen user type reference before resolving it, known or not. */
  private static CqlType fieldType(TypeResolver resolver, TypedName field) {
    if (field.type() instanceof io.wcs.parser.ast.CqlType.UserDefined) {
      throw invalid("A user type cannot contain non-frozen UDTs");
    }
    CqlType type = resolver.resolve(field.type());
    if (type == NativeType.COUNTER) {
      throw invalid("A user type cannot contain counters");
    }
    return type;
  }

  /**
   * The names of {@code tables} with a column among {@code columns} whose type mentions the type.
   */
  private static List<String> tablesUsing(
      Collection<TableMetadata> tables,
      Function<TableMetadata, List<CqlType>> types,
      KeyspaceMetadata ks,
      String typeName) {
    return tables.stream()
        .filter(
            t ->
                types.apply(t).stream()
                    .anyMatch(type -> TypeReferences.mentions(type, ks.name(), typeName)))
        .map(TableMetadata::toString)
        .toList();
  }

  private static List<CqlType> typesOf(List<ColumnMetadata> columns) {
    return columns.stream().map(ColumnMetadata::type).toList();
  }

  /**
   * The types of a table's cell keys: the elements of its non-frozen sets and the keys of its
   * non-frozen maps, which WCS stores ordered by their fields, as it stores clustering columns.
   */
  private static List<CqlType> cellKeyTypes(TableMetadata table) {
    List<CqlType> keys = new ArrayList<>();
    for (ColumnMetadata c : table.columns()) {
      if (c.type() instanceof SetType set && set.isMultiCell()) {
        keys.add(set.element());
      } else if (c.type() instanceof MapType map && map.isMultiCell()) {
        keys.add(map.key());
      }
    }
    return keys;
  }

  static SchemaChange alter(DdlContext ctx, AlterType stmt) {
    String ksName = ctx.keyspaceOf(stmt.name());
    String typeName = stmt.name().name().name();
    KeyspaceMetadata ks = ctx.modifiableKeyspace(ksName);
    UserType type = ks == null ? null : ks.type(typeName);
    if (type == null) {
      if (stmt.ifExists()) {
        return SchemaChange.none(ctx.schema(), SchemaChange.Target.TYPE, ksName, typeName);
      }
      throw invalid("Type " + ksName + "." + typeName + " doesn't exist");
    }
    UserType altered = altered(ks, type, stmt.action());
    if (altered == type) {
      return SchemaChange.none(ctx.schema(), SchemaChange.Target.TYPE, ksName, typeName);
    }
    return SchemaChange.of(
        ctx.schema().withKeyspace(withTypeEverywhere(ks, altered)),
        SchemaChange.Change.UPDATED,
        SchemaChange.Target.TYPE,
        ksName,
        typeName);
  }

  private static UserType altered(KeyspaceMetadata ks, UserType type, AlterTypeAction action) {
    String printed = Names.qualified(ks.name(), type.name());
    if (action instanceof AlterTypeAction.AlterFieldType) {
      throw invalid("Altering field types is no longer supported");
    }
    List<String> names = new ArrayList<>(type.fieldNames());
    List<CqlType> types = new ArrayList<>(type.fieldTypes());
    if (action instanceof AlterTypeAction.AddField add) {
      String name = add.field().name().name();
      CqlType fieldType = fieldType(new TypeResolver(ks.name(), ks.types()), add.field());
      if (names.contains(name)) {
        if (add.ifNotExists()) {
          return type;
        }
        throw invalid(
            "Cannot add field "
                + name
                + " to type "
                + printed
                + ": a field with name "
                + name
                + " already exists");
      }
      String cannotAdd =
          "Cannot add new field "
              + name
              + " of type "
              + add.field().type().toCql()
              + " to user type "
              + printed
              + " as ";
      if (TypeReferences.mentions(fieldType, ks.name(), type.name())) {
        throw invalid(cannotAdd + "it would create a circular reference");
      }
      List<String> keyed =
          tablesUsing(ks.tables().values(), t -> typesOf(t.partitionKey()), ks, type.name());
      if (!keyed.isEmpty()) {
        throw invalid(
            cannotAdd
                + "the type is being used in partition key by the following tables: "
                + String.join(", ", keyed));
      }
      List<TableMetadata> tablesAndViews = new ArrayList<>(ks.tables().values());
      ks.views().values().forEach(v -> tablesAndViews.add(v.table()));
      List<String> clustered =
          tablesUsing(tablesAndViews, t -> typesOf(t.clustering()), ks, type.name());
      if (!clustered.isEmpty()) {
        throw refusedForOrder(
            cannotAdd
                + "the type is being used in a clustering column by the following tables: "
                + String.join(", ", clustered),
            "a clustering column's");
      }
      List<String> cellKeyed =
          tablesUsing(tablesAndViews, TypeStatements::cellKeyTypes, ks, type.name());
      if (!cellKeyed.isEmpty()) {
        throw refusedForOrder(
            cannotAdd
                + "the type is being used in the elements of a set or the keys of a map by the"
                + " following tables: "
                + String.join(", ", cellKeyed),
            "a set's elements' and a map's keys'");
      }
      names.add(name);
      types.add(fieldType);
    } else if (action instanceof AlterTypeAction.RenameFields rename) {
      for (Rename r : rename.renames()) {
        int index = names.indexOf(r.from().name());
        if (index < 0) {
          if (rename.ifExists()) {
            continue;
          }
          throw invalid("Unkown field " + r.from().name() + " in user type " + printed);
        }
        names.set(index, r.to().name());
      }
      for (String name : names) {
        if (names.indexOf(name) != names.lastIndexOf(name)) {
          // Cassandra's message names the keyspace where the type was meant: kept for fidelity.
          throw invalid("Duplicate field name " + name + " in type " + ks.name());
        }
      }
      if (names.equals(type.fieldNames())) {
        return type;
      }
    }
    return new UserType(type.keyspace(), type.name(), names, types, false);
  }

  /**
   * WCS's refusal of a new field in a type whose values it keeps ordered by their fields (unlike
   * Cassandra, which allows the change): values written with fewer fields could not be read back.
   */
  private static InvalidRequestException refusedForOrder(String message, String whose) {
    return invalid(
        FixHints.withHint(
            message,
            "WCS orders "
                + whose
                + " user type values by their fields, and values written with fewer fields could"
                + " no longer be read (Cassandra allows this change); create a type with the new"
                + " field and a table that uses it, and copy the rows"));
  }

  /** The keyspace with the new definition in its types, other types, tables and views. */
  private static KeyspaceMetadata withTypeEverywhere(KeyspaceMetadata ks, UserType updated) {
    KeyspaceMetadata result = ks.withType(updated);
    for (UserType other : ks.types().values()) {
      if (!other.name().equals(updated.name())) {
        result = result.withType((UserType) TypeReferences.replace(other, updated));
      }
    }
    for (TableMetadata table : ks.tables().values()) {
      result = result.withTable(withType(table, updated));
    }
    for (ViewMetadata view : ks.views().values()) {
      result = result.withView(view.withTable(withType(view.table(), updated)));
    }
    return result;
  }

  private static TableMetadata withType(TableMetadata table, UserType updated) {
    List<ColumnMetadata> columns =
        table.columns().stream()
            .map(
                c ->
                    new ColumnMetadata(
                        c.name(),
                        c.kind(),
                        c.position(),
                        TypeReferences.replace(c.type(), updated),
                        c.descending(),
                        c.storageId()))
            .toList();
    return table.withColumns(columns, table.droppedColumns(), table.nextColumnId());
  }

  static SchemaChange drop(DdlContext ctx, QualifiedName name, boolean ifExists) {
    String ksName = ctx.keyspaceOf(name);
    String typeName = name.name().name();
    KeyspaceMetadata ks = ctx.modifiableKeyspace(ksName);
    if (ks == null || ks.type(typeName) == null) {
      if (ifExists) {
        return SchemaChange.none(ctx.schema(), SchemaChange.Target.TYPE, ksName, typeName);
      }
      // Cassandra names the type whether or not its keyspace exists
      throw invalid("Type '" + ksName + "." + typeName + "' doesn't exist");
    }
    String printed = "'" + ksName + "." + typeName + "'";
    List<String> types =
        ks.types().values().stream()
            .filter(t -> !t.name().equals(typeName))
            .filter(t -> TypeReferences.mentions(t, ksName, typeName))
            .map(UserType::name)
            .toList();
    if (!types.isEmpty()) {
      throw invalid(
          "Cannot drop user type "
              + printed
              + " as it is still used by user types "
              + String.join(", ", types));
    }
    List<String> tables = new ArrayList<>();
    ks.tables().values().stream()
        .filter(t -> t.usesType(typeName))
        .forEach(t -> tables.add(t.name()));
    ks.views().values().stream()
        .filter(v -> v.table().usesType(typeName))
        .forEach(v -> tables.add(v.name()));
    if (!tables.isEmpty()) {
      throw invalid(
          "Cannot drop user type "
              + printed
              + " as it is still used by tables "
              + String.join(", ", tables));
    }
    return SchemaChange.of(
        ctx.schema().withKeyspace(ks.withoutType(typeName)),
        SchemaChange.Change.DROPPED,
        SchemaChange.Target.TYPE,
        ksName,
        typeName);
  }
}

package io.wcs.driver;

import io.wcs.driver.value.JdbcTypes;
import io.wcs.engine.cql.term.NativeFunction;
import io.wcs.engine.cql.term.NativeFunctions;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.NativeType;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * getFunctions and getFunctionColumns: the built-in scalar functions and aggregates (schema {@code
 * system}, where Cassandra keeps them), one row per overload, and the user-defined functions and
 * aggregates of {@code system_schema}. Selectors that are not functions (writetime, ttl, casts) and
 * those typed by the table or collection they apply to (token, map_keys…) are not listed.
 * SPECIFIC_NAME tells overloads apart: {@code todate(timestamp)}. Parameters of built-ins are named
 * {@code arg1}, {@code arg2}...; the return value is the row with ORDINAL_POSITION 0 named {@code
 * result}. Used for one call; not thread-safe.
 */
final class FunctionRows {

  private static final String NATIVE_SCHEMA = "system";

  /** One overload: its types as CQL spells them, and resolved (null when unresolvable). */
  private record Overload(
      String schema,
      String name,
      String remarks,
      List<String> argumentNames,
      List<String> argumentTypeNames,
      List<CqlType> argumentTypes,
      String returnTypeName,
      CqlType returnType) {

    String specificName() {
      return name + "(" + String.join(", ", argumentTypeNames) + ")";
    }
  }

  private final List<Overload> overloads = new ArrayList<>();

  /** The functions whose schema and name match. */
  FunctionRows(SchemaReader reader, NamePattern schemas, NamePattern names) throws SQLException {
    if (schemas.matches(NATIVE_SCHEMA)) {
      for (NativeFunction f : NativeFunctions.all()) {
        if (names.matches(f.name())) {
          overloads.add(builtIn(f.name(), f.argTypes(), f.returnType(), "function"));
        }
      }
      for (NativeType type : NativeType.values()) {
        nativeAggregates(type, names);
      }
    }
    SchemaTypes types = new SchemaTypes(reader);
    for (SchemaReader.Routine r : reader.functions(schemas, names)) {
      List<CqlType> argumentTypes = new ArrayList<>();
      for (String type : r.argumentTypes()) {
        argumentTypes.add(types.parse(r.keyspace(), type));
      }
      List<String> argumentNames = r.argumentNames();
      if (argumentNames.size() != argumentTypes.size()) {
        argumentNames = numberedArguments(argumentTypes.size());
      }
      overloads.add(
          new Overload(
              r.keyspace(),
              r.name(),
              r.aggregate() ? "user-defined aggregate" : "user-defined function",
              argumentNames,
              r.argumentTypes(),
              argumentTypes,
              r.returnType(),
              types.parse(r.keyspace(), r.returnType())));
    }
  }

  /**
   * Cassandra's native aggregates of one type, declared per type as Cassandra declares them: count
   * (a bigint), min and max of every native type, sum and avg of the numeric ones.
   */
  private void nativeAggregates(NativeType type, NamePattern names) {
    List<CqlType> argument = List.of(type);
    boolean numeric = JdbcTypes.isSigned(type);
    for (String name : List.of("count", "min", "max", "sum", "avg")) {
      boolean declared = numeric || !(name.equals("sum") || name.equals("avg"));
      if (declared && names.matches(name)) {
        CqlType result = name.equals("count") ? NativeType.BIGINT : type;
        overloads.add(builtIn(name, argument, result, "aggregate"));
      }
    }
  }

  private static Overload builtIn(
      String name, List<CqlType> argumentTypes, CqlType returnType, String kind) {
    List<String> typeNames = argumentTypes.stream().map(CqlType::cqlName).toList();
    return new Overload(
        NATIVE_SCHEMA,
        name,
        "built-in " + kind + " (" + String.join(", ", typeNames) + ") -> " + returnType.cqlName(),
        numberedArguments(typeNames.size()),
        typeNames,
        argumentTypes,
        returnType.cqlName(),
        returnType);
  }

  private static List<String> numberedArguments(int count) {
    List<String> names = new ArrayList<>(count);
    for (int i = 1; i <= count; i++) {
      names.add("arg" + i);
    }
    return names;
  }

  ResultSet functions() {
    MetadataRows out = MetadataShape.FUNCTIONS.rows();
    for (Overload o : overloads) {
      out.row()
          .set("FUNCTION_SCHEM", o.schema)
          .set("FUNCTION_NAME", o.name)
          .set("REMARKS", o.remarks)
          .set("FUNCTION_TYPE", DatabaseMetaData.functionNoTable)
          .set("SPECIFIC_NAME", o.specificName());
    }
    return out.resultSet("FUNCTION_SCHEM", "FUNCTION_NAME", "SPECIFIC_NAME");
  }

  /** The return value (ordinal 0) and the parameters whose names match, per overload. */
  ResultSet columns(NamePattern columnNames) {
    MetadataRows out = MetadataShape.FUNCTION_COLUMNS.rows();
    for (Overload o : overloads) {
      if (columnNames.matches("result")) {
        column(
            out, o, "result", DatabaseMetaData.functionReturn, o.returnTypeName, o.returnType, 0);
      }
      for (int i = 0; i < o.argumentNames.size(); i++) {
        if (columnNames.matches(o.argumentNames.get(i))) {
          column(
              out,
              o,
              o.argumentNames.get(i),
              DatabaseMetaData.functionColumnIn,
              o.argumentTypeNames.get(i),
              o.argumentTypes.get(i),
              i + 1);
        }
      }
    }
    return out.resultSet("FUNCTION_SCHEM", "FUNCTION_NAME", "SPECIFIC_NAME");
  }

  private static void column(
      MetadataRows out,
      Overload o,
      String name,
      int kind,
      String typeName,
      CqlType type,
      int ordinal) {
    ColumnSizes sizes = ColumnSizes.of(type);
    out.row()
        .set("FUNCTION_SCHEM", o.schema)
        .set("FUNCTION_NAME", o.name)
        .set("COLUMN_NAME", name)
        .set("COLUMN_TYPE", kind)
        .set("DATA_TYPE", sizes.sqlType())
        .set("TYPE_NAME", typeName)
        .set("PRECISION", sizes.precision())
        .set("LENGTH", sizes.length())
        .set("SCALE", sizes.decimalDigits())
        .set("RADIX", ColumnSizes.RADIX)
        .set("NULLABLE", DatabaseMetaData.functionNullable)
        .set("REMARKS", "")
        .set("CHAR_OCTET_LENGTH", sizes.charOctetLength())
        .set("ORDINAL_POSITION", ordinal)
        .set("IS_NULLABLE", "YES")
        .set("SPECIFIC_NAME", o.specificName());
  }
}

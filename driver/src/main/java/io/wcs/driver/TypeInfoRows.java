package io.wcs.driver;

import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.MapType;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.SetType;
import io.wcs.engine.types.TupleType;
import io.wcs.engine.types.UserType;
import io.wcs.engine.types.VectorType;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.util.List;

/**
 * {@link DatabaseMetaData#getTypeInfo}: every CQL type, the native ones and the parameterised
 * {@code list}, {@code set}, {@code map}, {@code tuple} and {@code vector} (whose element types go
 * in CREATE_PARAMS), each with the JDBC type of the architecture's mapping and the literal syntax
 * CQL writes it in, plus the single {@code STRUCT} row JDBC asks for from a database with
 * structured types; the user-defined types themselves are listed by getUDTs. A decimal keeps any
 * scale it is given (0 to Short.MAX_VALUE here); the others have the fixed scale of {@link
 * ColumnSizes}. Stateless.
 */
final class TypeInfoRows {

  /** One type; {@code example} is any instance, for the JDBC type and sizes. */
  private record Entry(
      String name, CqlType example, String prefix, String suffix, String createParams) {}

  /**
   * In the order JDBC asks for when several CQL types share a JDBC type: the closest first (text
   * before ascii, bigint before counter, uuid before timeuuid).
   */
  private static final List<Entry> TYPES =
      List.of(
          quoted(NativeType.TEXT),
          quoted(NativeType.ASCII),
          plain(NativeType.BIGINT),
          plain(NativeType.COUNTER),
          new Entry("blob", NativeType.BLOB, "0x", null, null),
          plain(NativeType.BOOLEAN),
          quoted(NativeType.DATE),
          plain(NativeType.DECIMAL),
          plain(NativeType.DOUBLE),
          plain(NativeType.FLOAT),
          plain(NativeType.INT),
          plain(NativeType.SMALLINT),
          plain(NativeType.TINYINT),
          quoted(NativeType.TIME),
          quoted(NativeType.TIMESTAMP),
          plain(NativeType.VARINT),
          plain(NativeType.UUID),
          plain(NativeType.TIMEUUID),
          quoted(NativeType.INET),
          plain(NativeType.DURATION),
          new Entry(
              "map",
              new MapType(NativeType.TEXT, NativeType.TEXT, false),
              "{",
              "}",
              "key_type, value_type"),
          new Entry("tuple", new TupleType(List.of(NativeType.TEXT)), "(", ")", "field_type, ..."),
          new Entry("list", new ListType(NativeType.TEXT, false), "[", "]", "element_type"),
          new Entry("set", new SetType(NativeType.TEXT, false), "{", "}", "element_type"),
          new Entry(
              "STRUCT",
              new UserType("", "udt", List.of("field"), List.of(NativeType.TEXT), true),
              "{",
              "}",
              null),
          new Entry(
              "vector", new VectorType(NativeType.FLOAT, 1), "[", "]", "element_type, dimension"));

  private TypeInfoRows() {}

  private static Entry plain(NativeType type) {
    return new Entry(type.cqlName(), type, null, null, null);
  }

  private static Entry quoted(NativeType type) {
    return new Entry(type.cqlName(), type, "'", "'", null);
  }

  static ResultSet resultSet() {
    MetadataRows out = MetadataShape.TYPE_INFO.rows();
    for (Entry e : TYPES) {
      CqlType type = e.example;
      ColumnSizes sizes = ColumnSizes.of(type);
      boolean decimal = type == NativeType.DECIMAL;
      out.row()
          .set("TYPE_NAME", e.name)
          .set("DATA_TYPE", sizes.sqlType())
          .set("PRECISION", sizes.precision())
          .set("LITERAL_PREFIX", e.prefix)
          .set("LITERAL_SUFFIX", e.suffix)
          .set("CREATE_PARAMS", e.createParams)
          .set("NULLABLE", DatabaseMetaData.typeNullable)
          .set("CASE_SENSITIVE", ColumnSizes.isText(type))
          .set("SEARCHABLE", searchable(type))
          .set("UNSIGNED_ATTRIBUTE", false)
          .set("FIXED_PREC_SCALE", false)
          .set("AUTO_INCREMENT", false)
          .set("LOCAL_TYPE_NAME", e.name)
          .set("MINIMUM_SCALE", sizes.scale())
          .set("MAXIMUM_SCALE", decimal ? Short.MAX_VALUE : sizes.scale())
          .set("NUM_PREC_RADIX", ColumnSizes.RADIX);
    }
    return out.resultSet("DATA_TYPE");
  }

  /**
   * CQL has no LIKE (outside SAI), so at best basic predicates; a duration cannot be compared, so
   * it cannot be restricted at all.
   */
  private static int searchable(CqlType type) {
    return type == NativeType.DURATION
        ? DatabaseMetaData.typePredNone
        : DatabaseMetaData.typePredBasic;
  }
}

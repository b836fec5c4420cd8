package io.wcs.driver.value;

import io.wcs.engine.types.CqlDuration;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.SetType;
import io.wcs.engine.types.TupleType;
import io.wcs.engine.types.UserType;
import io.wcs.engine.types.VectorType;
import java.sql.Types;

/**
 * How a CQL type appears through JDBC (the architecture's mapping): its {@link Types} code, the
 * class {@code getObject} returns, and the sizes tools use to lay out columns. Lists, sets and
 * vectors are {@code ARRAY} (readable with {@code getArray} too); tuples and UDTs are {@code
 * STRUCT} ({@link CqlStruct}); maps, durations, UUIDs and inet addresses are {@code OTHER}.
 */
public final class JdbcTypes {

  private JdbcTypes() {}

  public static int sqlType(CqlType type) {
    if (type instanceof ListType || type instanceof SetType || type instanceof VectorType) {
      return Types.ARRAY;
    }
    if (type instanceof TupleType || type instanceof UserType) {
      return Types.STRUCT;
    }
    if (!(type instanceof NativeType n)) {
      return Types.OTHER;
    }
    return switch (n) {
      case ASCII, TEXT -> Types.VARCHAR;
      case BIGINT, COUNTER -> Types.BIGINT;
      case BLOB -> Types.BINARY;
      case BOOLEAN -> Types.BOOLEAN;
      case DATE -> Types.DATE;
      case DECIMAL -> Types.DECIMAL;
      case DOUBLE -> Types.DOUBLE;
      case FLOAT -> Types.REAL;
      case INT -> Types.INTEGER;
      case SMALLINT -> Types.SMALLINT;
      case TINYINT -> Types.TINYINT;
      case TIME -> Types.TIME;
      case TIMESTAMP -> Types.TIMESTAMP;
      case VARINT -> Types.NUMERIC;
      case DURATION, INET, TIMEUUID, UUID -> Types.OTHER;
    };
  }

  /** The class {@code getObject(int)} returns for this type. */
  public static String className(CqlType type) {
    return switch (sqlType(type)) {
      case Types.ARRAY -> type instanceof SetType ? "java.util.Set" : "java.util.List";
      case Types.VARCHAR -> "java.lang.String";
      case Types.BIGINT -> "java.lang.Long";
      case Types.BINARY -> "[B";
      case Types.BOOLEAN -> "java.lang.Boolean";
      case Types.DATE -> "java.sql.Date";
      case Types.DECIMAL -> "java.math.BigDecimal";
      case Types.DOUBLE -> "java.lang.Double";
      case Types.REAL -> "java.lang.Float";
      case Types.INTEGER -> "java.lang.Integer";
      case Types.SMALLINT -> "java.lang.Short";
      case Types.TINYINT -> "java.lang.Byte";
      case Types.TIME -> "java.sql.Time";
      case Types.TIMESTAMP -> "java.sql.Timestamp";
      case Types.NUMERIC -> "java.math.BigInteger";
      case Types.STRUCT -> "java.sql.Struct";
      default -> otherClassName(type);
    };
  }

  private static String otherClassName(CqlType type) {
    if (type == NativeType.DURATION) {
      return CqlDuration.class.getName();
    }
    if (type == NativeType.INET) {
      return "java.net.InetAddress";
    }
    if (type == NativeType.UUID || type == NativeType.TIMEUUID) {
      return "java.util.UUID";
    }
    return "java.util.Map";
  }

  /** Digits of numeric types (JDBC precision), characters of text-like ones, 0 when unbounded. */
  public static int precision(CqlType type) {
    return switch (sqlType(type)) {
      case Types.TINYINT -> 3;
      case Types.SMALLINT -> 5;
      case Types.INTEGER -> 10;
      case Types.BIGINT -> 19;
      case Types.REAL -> 7;
      case Types.DOUBLE -> 15;
      case Types.BOOLEAN -> 1;
      case Types.DATE -> 10;
      case Types.TIME -> 18;
      case Types.TIMESTAMP -> 31;
      default -> type == NativeType.UUID || type == NativeType.TIMEUUID ? 36 : 0;
    };
  }

  /** Columns a tool should reserve to show a value; unbounded types get a readable default. */
  public static int displaySize(CqlType type) {
    int precision = precision(type);
    if (precision == 0) {
      return 40;
    }
    boolean signed = isSigned(type);
    return signed ? precision + 1 : precision;
  }

  public static boolean isSigned(CqlType type) {
    return switch (sqlType(type)) {
      case Types.TINYINT,
          Types.SMALLINT,
          Types.INTEGER,
          Types.BIGINT,
          Types.REAL,
          Types.DOUBLE,
          Types.DECIMAL,
          Types.NUMERIC ->
          true;
      default -> false;
    };
  }
}

package io.wcs.driver;

import io.wcs.driver.value.JdbcTypes;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.NativeType;
import java.sql.Types;

/**
 * What JDBC reports about a CQL type in getColumns, getAttributes, getFunctionColumns, getTypeInfo
 * and the result and parameter metadata: its {@link Types} code and its sizes, null where JDBC says
 * "not applicable" (the metadata classes report 0 there). Text and blobs are bounded only by the
 * protocol's 32-bit value length; varint and decimal have no fixed precision, decimal no fixed
 * scale. A type the driver cannot resolve is {@code OTHER} without sizes. Immutable.
 *
 * @param size COLUMN_SIZE: digits of numbers, characters of text and date-times, bytes of blobs
 * @param decimalDigits DECIMAL_DIGITS: fractional digits of integers (0), timestamps (ms: 3) and
 *     times (ns: 9)
 * @param charOctetLength CHAR_OCTET_LENGTH: the most bytes of a text value
 * @param length LENGTH in bytes: of every value for fixed-length types, else the most a value may
 *     take
 */
record ColumnSizes(
    int sqlType, Integer size, Integer decimalDigits, Integer charOctetLength, int length) {

  /**
   * NUM_PREC_RADIX of every type: sizes of numbers are decimal digits (JDBC gives other types a
   * radix too, and tools expect one).
   */
  static final int RADIX = 10;

  private static final ColumnSizes UNRESOLVED =
      new ColumnSizes(Types.OTHER, null, null, null, Integer.MAX_VALUE);

  /** The sizes of a type; {@code type} null means one the driver could not resolve. */
  static ColumnSizes of(CqlType type) {
    if (type == null) {
      return UNRESOLVED;
    }
    boolean text = isText(type);
    Integer size = JdbcTypes.precision(type);
    if (text || type == NativeType.BLOB) {
      size = Integer.MAX_VALUE;
    } else if (size == 0) {
      size = null;
    }
    return new ColumnSizes(
        JdbcTypes.sqlType(type),
        size,
        decimalDigits(type),
        text ? Integer.MAX_VALUE : null,
        type.fixedLength() < 0 ? Integer.MAX_VALUE : type.fixedLength());
  }

  private static Integer decimalDigits(CqlType type) {
    if (type == NativeType.TIMESTAMP) {
      return 3;
    }
    if (type == NativeType.TIME) {
      return 9;
    }
    return switch (JdbcTypes.sqlType(type)) {
      case Types.TINYINT, Types.SMALLINT, Types.INTEGER, Types.BIGINT, Types.NUMERIC -> 0;
      default -> null;
    };
  }

  static boolean isText(CqlType type) {
    return type == NativeType.TEXT || type == NativeType.ASCII;
  }

  /** COLUMN_SIZE as the int ResultSetMetaData.getPrecision returns: 0 when not applicable. */
  int precision() {
    return size == null ? 0 : size;
  }

  /** DECIMAL_DIGITS as the int ResultSetMetaData.getScale returns: 0 when not applicable. */
  int scale() {
    return decimalDigits == null ? 0 : decimalDigits;
  }
}

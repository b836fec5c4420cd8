package io.wcs.driver.value;

import io.wcs.driver.error.WcsSqlState;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.InvalidValueException;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.SetType;
import io.wcs.engine.types.TupleValue;
import io.wcs.engine.types.UdtValue;
import io.wcs.engine.types.VectorType;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.sql.Date;
import java.sql.SQLException;
import java.sql.Time;
import java.sql.Timestamp;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The JDBC getters' conversions from one serialized column value (never null: the result set
 * handles nulls and {@code wasNull}). Integer columns read into {@code getInt}/{@code getLong}
 * straight from their bytes, without boxing; other reads deserialize with the column's type first.
 * Date and time conversions without a zone use UTC, as Cassandra stores timestamps.
 */
public final class ResultValues {

  private ResultValues() {}

  public static Object decode(CqlType type, byte[] raw) throws SQLException {
    try {
      return type.deserialize(raw);
    } catch (InvalidValueException e) {
      throw WcsSqlState.INVALID_VALUE.exception(
          "cannot read a " + type.cqlName() + " value: " + e.getMessage(), e);
    }
  }

  /**
   * Text reads straight from its UTF-8 bytes, which the engine validated when they were written.
   */
  public static String getString(CqlType type, byte[] raw) throws SQLException {
    if (type == NativeType.TEXT || type == NativeType.ASCII) {
      return new String(raw, StandardCharsets.UTF_8);
    }
    return CqlLiterals.format(type, decode(type, raw));
  }

  public static boolean getBoolean(CqlType type, byte[] raw) throws SQLException {
    Object value = decode(type, raw);
    if (value instanceof Boolean b) {
      return b;
    }
    if (value instanceof Number n) {
      return n.doubleValue() != 0;
    }
    if (value instanceof String s) {
      switch (s.strip()) {
        case "true", "TRUE", "True", "1" -> {
          return true;
        }
        case "false", "FALSE", "False", "0" -> {
          return false;
        }
        default -> throw cannot(type, "boolean");
      }
    }
    throw cannot(type, "boolean");
  }

  /**
   * A whole number within [min, max]; fractions are truncated, as JDBC says for {@code getInt} on a
   * decimal column.
   */
  public static long getLong(CqlType type, byte[] raw, long min, long max, String target)
      throws SQLException {
    long value;
    if (isFixedInteger(type) && raw.length > 0 && raw.length <= 8) {
      value = raw[0];
      for (int i = 1; i < raw.length; i++) {
        value = (value << 8) | (raw[i] & 0xFF);
      }
    } else {
      BigDecimal exact =
          toBigDecimal(type, decode(type, raw), target).setScale(0, RoundingMode.DOWN);
      if (exact.compareTo(BigDecimal.valueOf(min)) < 0
          || exact.compareTo(BigDecimal.valueOf(max)) > 0) {
        throw outOfRange(type, exact, target);
      }
      value = exact.longValue();
    }
    if (value < min || value > max) {
      throw outOfRange(type, BigDecimal.valueOf(value), target);
    }
    return value;
  }

  public static double getDouble(CqlType type, byte[] raw) throws SQLException {
    Object value = decode(type, raw);
    if (value instanceof Number n) {
      return n.doubleValue();
    }
    return toBigDecimal(type, value, "double").doubleValue();
  }

  public static BigDecimal getBigDecimal(CqlType type, byte[] raw) throws SQLException {
    return toBigDecimal(type, decode(type, raw), "BigDecimal");
  }

  public static byte[] getBytes(CqlType type, byte[] raw) throws SQLException {
    if (type != NativeType.BLOB) {
      throw cannot(type, "byte[]");
    }
    return raw.clone();
  }

  public static Timestamp getTimestamp(CqlType type, byte[] raw) throws SQLException {
    Object value = decode(type, raw);
    if (value instanceof Instant instant) {
      return Timestamp.from(instant);
    }
    if (value instanceof LocalDate date) {
      return Timestamp.valueOf(date.atStartOfDay());
    }
    throw cannot(type, "Timestamp");
  }

  public static Date getDate(CqlType type, byte[] raw) throws SQLException {
    Object value = decode(type, raw);
    if (value instanceof LocalDate date) {
      return Date.valueOf(date);
    }
    if (value instanceof Instant instant) {
      return Date.valueOf(LocalDate.ofInstant(instant, ZoneOffset.UTC));
    }
    throw cannot(type, "Date");
  }

  public static Time getTime(CqlType type, byte[] raw) throws SQLException {
    Object value = decode(type, raw);
    if (value instanceof LocalTime time) {
      return Time.valueOf(time);
    }
    if (value instanceof Instant instant) {
      return Time.valueOf(LocalTime.ofInstant(instant, ZoneOffset.UTC));
    }
    throw cannot(type, "Time");
  }

  /** The value as {@code getObject(int)} returns it: the class {@link JdbcTypes#className}. */
  public static Object getObject(CqlType type, byte[] raw) throws SQLException {
    Object value = decode(type, raw);
    if (value instanceof ByteBuffer) {
      return raw.clone();
    }
    if (value instanceof Instant instant) {
      return Timestamp.from(instant);
    }
    if (value instanceof LocalDate date) {
      return Date.valueOf(date);
    }
    if (value instanceof LocalTime time) {
      return Time.valueOf(time);
    }
    return value;
  }

  /** {@code getObject(int, Class)}: the java.time types, numbers, collections and the rest. */
  public static <T> T getObject(CqlType type, byte[] raw, Class<T> target) throws SQLException {
    return target.cast(convert(type, raw, target));
  }

  private static Object convert(CqlType type, byte[] raw, Class<?> target) throws SQLException {
    Object value = decode(type, raw);
    if (target == String.class) {
      return CqlLiterals.format(type, value);
    }
    if (target == Integer.class) {
      return (int) getLong(type, raw, Integer.MIN_VALUE, Integer.MAX_VALUE, "Integer");
    }
    if (target == Long.class) {
      return getLong(type, raw, Long.MIN_VALUE, Long.MAX_VALUE, "Long");
    }
    if (target == Short.class) {
      return (short) getLong(type, raw, Short.MIN_VALUE, Short.MAX_VALUE, "Short");
    }
    if (target == Byte.class) {
      return (byte) getLong(type, raw, Byte.MIN_VALUE, Byte.MAX_VALUE, "Byte");
    }
    if (target == Double.class) {
      return getDouble(type, raw);
    }
    if (target == Float.class) {
      return (float) getDouble(type, raw);
    }
    if (target == BigDecimal.class) {
      return toBigDecimal(type, value, "BigDecimal");
    }
    if (target == BigInteger.class) {
      return toBigDecimal(type, value, "BigInteger").toBigIntegerExact();
    }
    if (target == Boolean.class) {
      return getBoolean(type, raw);
    }
    if (target == byte[].class) {
      return getBytes(type, raw);
    }
    if (value instanceof Instant instant) {
      Object time = fromInstant(instant, target);
      if (time != null) {
        return time;
      }
    }
    if (value instanceof LocalDate date && target == Date.class) {
      return Date.valueOf(date);
    }
    if (value instanceof LocalTime time && target == Time.class) {
      return Time.valueOf(time);
    }
    if (value instanceof TupleValue tuple && target == List.class) {
      return tuple.values();
    }
    if (value instanceof UdtValue udt && target == Map.class) {
      return udt.fields();
    }
    if (value instanceof Collection<?> c && target == Set.class) {
      return Collections.unmodifiableSet(new LinkedHashSet<>(c));
    }
    if (value instanceof Set<?> s && target == List.class) {
      return List.copyOf(new ArrayList<>(s));
    }
    if (target.isInstance(value)) {
      return value;
    }
    throw cannot(type, target.getSimpleName());
  }

  /** A timestamp as one of the java.time or java.sql classes, or null if the class is not one. */
  private static Object fromInstant(Instant instant, Class<?> target) {
    if (target == Timestamp.class || target == java.util.Date.class) {
      return Timestamp.from(instant);
    }
    if (target == OffsetDateTime.class) {
      return instant.atOffset(ZoneOffset.UTC);
    }
    if (target == ZonedDateTime.class) {
      return instant.atZone(ZoneOffset.UTC);
    }
    if (target == LocalDateTime.class) {
      return LocalDateTime.ofInstant(instant, ZoneOffset.UTC);
    }
    if (target == LocalDate.class) {
      return LocalDate.ofInstant(instant, ZoneOffset.UTC);
    }
    if (target == LocalTime.class) {
      return LocalTime.ofInstant(instant, ZoneOffset.UTC);
    }
    if (target == Date.class) {
      return Date.valueOf(LocalDate.ofInstant(instant, ZoneOffset.UTC));
    }
    return null;
  }

  private static BigDecimal toBigDecimal(CqlType type, Object value, String target)
      throws SQLException {
    try {
      if (value instanceof BigDecimal d) {
        return d;
      }
      if (value instanceof BigInteger i) {
        return new BigDecimal(i);
      }
      if (value instanceof Float || value instanceof Double) {
        return BigDecimal.valueOf(((Number) value).doubleValue());
      }
      if (value instanceof Number n) {
        return BigDecimal.valueOf(n.longValue());
      }
      if (value instanceof Boolean b) {
        return b ? BigDecimal.ONE : BigDecimal.ZERO;
      }
      if (value instanceof String s) {
        return new BigDecimal(s.strip());
      }
    } catch (NumberFormatException e) {
      throw WcsSqlState.INVALID_CONVERSION.exception(
          "cannot read '" + value + "' of a " + type.cqlName() + " column as " + target, e);
    }
    throw cannot(type, target);
  }

  private static boolean isFixedInteger(CqlType type) {
    return type == NativeType.INT
        || type == NativeType.BIGINT
        || type == NativeType.SMALLINT
        || type == NativeType.TINYINT
        || type == NativeType.COUNTER;
  }

  private static SQLException outOfRange(CqlType type, BigDecimal value, String target) {
    return WcsSqlState.INVALID_CONVERSION.exception(
        "the "
            + type.cqlName()
            + " value "
            + value.toPlainString()
            + " does not fit in a "
            + target);
  }

  /** A getter that does not apply to the column's type. */
  public static SQLException cannot(CqlType type, String target) {
    return WcsSqlState.INVALID_CONVERSION.exception(
        "cannot read a " + type.cqlName() + " column as " + target);
  }

  /** Collections for {@link java.sql.Array}: the elements of a list, set or vector. */
  public static Object[] elements(CqlType type, byte[] raw) throws SQLException {
    if (!(type instanceof ListType || type instanceof SetType || type instanceof VectorType)) {
      throw cannot(type, "Array");
    }
    return ((Collection<?>) decode(type, raw)).toArray();
  }
}

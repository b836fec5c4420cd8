package io.wcs.driver.value;

import io.wcs.driver.error.WcsSqlState;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.InvalidValueException;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.SetType;
import io.wcs.engine.types.VectorType;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.sql.Date;
import java.sql.SQLException;
import java.sql.Time;
import java.sql.Timestamp;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.Collection;

/**
 * The JDBC getters' conversions from one serialized column value (never null: the result set
 * handles nulls and {@code wasNull}). Integer columns read into {@code getInt}/{@code getLong}
 * straight from their bytes, without boxing; other reads deserialize with the column's type first.
 * Dates and times take the zone of a getter's {@code Calendar} where JDBC gives one.
 */
public final class ResultValues {

  private static final LocalDate EPOCH_DAY = LocalDate.of(1970, 1, 1);
  private static final VarHandle BIG_ENDIAN_LONG =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

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
      value = bigEndian(raw);
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
    // The common case without boxing the value through the type's generic decoding.
    if (type == NativeType.DOUBLE && raw.length == Double.BYTES) {
      return Double.longBitsToDouble(bigEndian(raw));
    }
    Object value = decode(type, raw);
    if (value instanceof Number n) {
      return n.doubleValue();
    }
    return toBigDecimal(type, value, "double").doubleValue();
  }

  /**
   * A signed big-endian integer of 1 to 8 bytes. Eight bytes (a bigint, a timestamp, a double's
   * bits) are read in one load: the byte loop was 4 % of a 100-row range slice through JDBC.
   */
  private static long bigEndian(byte[] raw) {
    if (raw.length == Long.BYTES) {
      return (long) BIG_ENDIAN_LONG.get(raw, 0);
    }
    long value = raw[0];
    for (int i = 1; i < raw.length; i++) {
      value = (value << 8) | (raw[i] & 0xFF);
    }
    return value;
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

  /**
   * A timestamp is an instant whatever the zone; a date becomes its midnight in {@code zone} (null:
   * the JVM's zone, as {@link Timestamp#valueOf} does).
   */
  public static Timestamp getTimestamp(CqlType type, byte[] raw, ZoneId zone) throws SQLException {
    Object value = decode(type, raw);
    if (value instanceof Instant instant) {
      return Timestamp.from(instant);
    }
    if (value instanceof LocalDate date) {
      return new Timestamp(epochMilli(date.atStartOfDay(), zone));
    }
    throw cannot(type, "Timestamp");
  }

  /**
   * A date's midnight in {@code zone} (null: the JVM's zone, as {@link Date#valueOf} does); a
   * timestamp's date is read in {@code zone} (null: UTC, as Cassandra stores timestamps).
   */
  public static Date getDate(CqlType type, byte[] raw, ZoneId zone) throws SQLException {
    Object value = decode(type, raw);
    if (value instanceof LocalDate date) {
      return new Date(epochMilli(date.atStartOfDay(), zone));
    }
    if (value instanceof Instant instant) {
      LocalDate date = LocalDate.ofInstant(instant, utcIfNull(zone));
      return new Date(epochMilli(date.atStartOfDay(), zone));
    }
    throw cannot(type, "Date");
  }

  /** As {@link #getDate}, for the time of day on 1970-01-01, keeping milliseconds. */
  public static Time getTime(CqlType type, byte[] raw, ZoneId zone) throws SQLException {
    Object value = decode(type, raw);
    if (value instanceof LocalTime time) {
      return new Time(epochMilli(time.atDate(EPOCH_DAY), zone));
    }
    if (value instanceof Instant instant) {
      LocalTime time = LocalTime.ofInstant(instant, utcIfNull(zone));
      return new Time(epochMilli(time.atDate(EPOCH_DAY), zone));
    }
    throw cannot(type, "Time");
  }

  private static long epochMilli(LocalDateTime local, ZoneId zone) {
    return local.atZone(zone == null ? ZoneId.systemDefault() : zone).toInstant().toEpochMilli();
  }

  private static ZoneId utcIfNull(ZoneId zone) {
    return zone == null ? ZoneOffset.UTC : zone;
  }

  /**
   * The value as {@code getObject(int)} returns it, the class {@link JdbcTypes#className}: JDBC's
   * classes for blobs, timestamps, dates and times, {@link JavaValues} for the rest.
   */
  public static Object getObject(CqlType type, byte[] raw) throws SQLException {
    Object value = decode(type, raw);
    if (type == NativeType.BLOB) {
      return raw.clone();
    }
    if (type == NativeType.TIMESTAMP) {
      return Timestamp.from((Instant) value);
    }
    if (type == NativeType.DATE) {
      return getDate(type, raw, null);
    }
    if (type == NativeType.TIME) {
      return getTime(type, raw, null);
    }
    return JavaValues.of(type, value);
  }

  /** {@code getObject(int, Class)}: see {@link ClassConversions}. */
  public static <T> T getObject(CqlType type, byte[] raw, Class<T> target) throws SQLException {
    if (target == Object.class) {
      return target.cast(getObject(type, raw));
    }
    return target.cast(ClassConversions.convert(type, decode(type, raw), raw, target));
  }

  static BigDecimal toBigDecimal(CqlType type, Object value, String target) throws SQLException {
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

  /** A list, set or vector for {@link java.sql.Array}: its elements as getObject shows them. */
  public static Collection<?> collection(CqlType type, byte[] raw) throws SQLException {
    if (!(type instanceof ListType || type instanceof SetType || type instanceof VectorType)) {
      throw cannot(type, "Array");
    }
    return (Collection<?>) JavaValues.of(type, decode(type, raw));
  }
}

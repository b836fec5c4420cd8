package io.wcs.driver.value;

import io.wcs.engine.types.CqlDuration;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.TupleType;
import io.wcs.engine.types.UserType;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.sql.SQLException;
import java.sql.Struct;
import java.sql.Time;
import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.Period;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code getObject(column, Class)}: which classes a column converts to beyond {@code getObject}'s
 * own. Every value reads as its CQL literal ({@code String}); numbers (and numeric text) as any
 * number class that holds them, or {@code Boolean}; a timestamp as {@code Instant}, {@code
 * OffsetDateTime}, {@code ZonedDateTime} (both in UTC), {@code LocalDateTime}, {@code LocalDate},
 * {@code LocalTime} (in UTC) and the java.sql classes; a date as {@code LocalDate}, {@code
 * LocalDateTime} (midnight) and the java.sql classes; a time as {@code LocalTime} and {@code
 * java.sql.Time}; a blob as {@code byte[]} or {@code ByteBuffer}; a duration as {@link
 * CqlDuration}, {@code java.time.Duration} (without months or days) or {@code Period} (without
 * hours and smaller); lists, sets and vectors as {@code List}, {@code Set} or {@code Collection}; a
 * map as {@code Map}; a UDT as {@code Struct} or {@code Map} of field names; a tuple as {@code
 * Struct} or {@code List}. Anything else is refused with SQLState 22018. Stateless.
 */
final class ClassConversions {

  private static final Set<Class<?>> NUMBERS =
      Set.of(
          Integer.class,
          Long.class,
          Short.class,
          Byte.class,
          Double.class,
          Float.class,
          BigDecimal.class,
          BigInteger.class,
          Boolean.class);

  private ClassConversions() {}

  /** {@code value} is {@code raw} deserialized; neither is null. */
  static Object convert(CqlType type, Object value, byte[] raw, Class<?> target)
      throws SQLException {
    if (target == String.class) {
      return CqlLiterals.format(type, value);
    }
    if (NUMBERS.contains(target)) {
      return number(type, value, raw, target);
    }
    if (type == NativeType.BLOB) {
      return blob(type, raw, target);
    }
    if (value instanceof Instant instant) {
      return fromInstant(type, instant, raw, target);
    }
    if (value instanceof LocalDate date) {
      return fromDate(type, date, raw, target);
    }
    if (value instanceof LocalTime time) {
      return fromTime(type, time, raw, target);
    }
    if (value instanceof CqlDuration duration && target != CqlDuration.class) {
      return duration(type, duration, target);
    }
    Object shown = JavaValues.of(type, value);
    if (target.isInstance(shown)) {
      return shown;
    }
    if (target.isInstance(value)) {
      return value; // the engine's own classes: TupleValue, UdtValue
    }
    return restructured(type, shown, target);
  }

  /** {@code java.time.LocalDate}, {@code byte[]}: the full name, arrays as Java writes them. */
  private static String name(Class<?> target) {
    return target.isArray() ? target.getSimpleName() : target.getName();
  }

  private static Object number(CqlType type, Object value, byte[] raw, Class<?> target)
      throws SQLException {
    if (target == Integer.class) {
      return (int) ResultValues.getLong(type, raw, Integer.MIN_VALUE, Integer.MAX_VALUE, "Integer");
    }
    if (target == Long.class) {
      return ResultValues.getLong(type, raw, Long.MIN_VALUE, Long.MAX_VALUE, "Long");
    }
    if (target == Short.class) {
      return (short) ResultValues.getLong(type, raw, Short.MIN_VALUE, Short.MAX_VALUE, "Short");
    }
    if (target == Byte.class) {
      return (byte) ResultValues.getLong(type, raw, Byte.MIN_VALUE, Byte.MAX_VALUE, "Byte");
    }
    if (target == Double.class) {
      return ResultValues.getDouble(type, raw);
    }
    if (target == Float.class) {
      return (float) ResultValues.getDouble(type, raw);
    }
    if (target == BigDecimal.class) {
      return ResultValues.toBigDecimal(type, value, "BigDecimal");
    }
    if (target == BigInteger.class) {
      BigDecimal exact = ResultValues.toBigDecimal(type, value, "BigInteger");
      try {
        return exact.toBigIntegerExact();
      } catch (ArithmeticException e) {
        throw ResultValues.cannot(type, "BigInteger without losing the fraction of " + exact);
      }
    }
    return ResultValues.getBoolean(type, raw);
  }

  private static Object blob(CqlType type, byte[] raw, Class<?> target) throws SQLException {
    if (target == byte[].class) {
      return raw.clone();
    }
    if (target == ByteBuffer.class) {
      return ByteBuffer.wrap(raw.clone());
    }
    throw ResultValues.cannot(type, name(target));
  }

  private static Object fromInstant(CqlType type, Instant instant, byte[] raw, Class<?> target)
      throws SQLException {
    if (target == Instant.class) {
      return instant;
    }
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
    if (target == java.sql.Date.class) {
      return ResultValues.getDate(type, raw, null);
    }
    if (target == Time.class) {
      return ResultValues.getTime(type, raw, null);
    }
    throw ResultValues.cannot(type, name(target));
  }

  private static Object fromDate(CqlType type, LocalDate date, byte[] raw, Class<?> target)
      throws SQLException {
    if (target == LocalDate.class) {
      return date;
    }
    if (target == LocalDateTime.class) {
      return date.atStartOfDay();
    }
    if (target == java.sql.Date.class || target == java.util.Date.class) {
      return ResultValues.getDate(type, raw, null);
    }
    if (target == Timestamp.class) {
      return ResultValues.getTimestamp(type, raw, null);
    }
    throw ResultValues.cannot(type, name(target));
  }

  private static Object fromTime(CqlType type, LocalTime time, byte[] raw, Class<?> target)
      throws SQLException {
    if (target == LocalTime.class) {
      return time;
    }
    if (target == Time.class || target == java.util.Date.class) {
      return ResultValues.getTime(type, raw, null);
    }
    throw ResultValues.cannot(type, name(target));
  }

  private static Object duration(CqlType type, CqlDuration duration, Class<?> target)
      throws SQLException {
    if (target == Duration.class) {
      if (duration.months() != 0 || duration.days() != 0) {
        throw ResultValues.cannot(
            type,
            "java.time.Duration: "
                + duration
                + " has months or days, whose length varies; read it as "
                + CqlDuration.class.getName()
                + " or Period");
      }
      return Duration.ofNanos(duration.nanoseconds());
    }
    if (target == Period.class) {
      if (duration.nanoseconds() != 0) {
        throw ResultValues.cannot(
            type,
            "java.time.Period: "
                + duration
                + " has hours or less; read it as "
                + CqlDuration.class.getName()
                + " or Duration");
      }
      return Period.of(0, duration.months(), duration.days());
    }
    throw ResultValues.cannot(type, name(target));
  }

  /**
   * A collection as another kind of collection, a tuple as a list of its elements, a UDT as a map
   * of its field names.
   */
  private static Object restructured(CqlType type, Object shown, Class<?> target)
      throws SQLException {
    if (shown instanceof Collection<?> elements && target == List.class) {
      return Collections.unmodifiableList(new ArrayList<>(elements));
    }
    if (shown instanceof Collection<?> elements && target == Set.class) {
      return Collections.unmodifiableSet(new LinkedHashSet<>(elements));
    }
    if (type instanceof TupleType && target == List.class) {
      return Collections.unmodifiableList(Arrays.asList(((Struct) shown).getAttributes()));
    }
    if (type instanceof UserType udt && target == Map.class) {
      Object[] attributes = ((Struct) shown).getAttributes();
      Map<String, Object> fields = new LinkedHashMap<>();
      for (int i = 0; i < attributes.length; i++) {
        fields.put(udt.fieldNames().get(i), attributes[i]);
      }
      return Collections.unmodifiableMap(fields);
    }
    throw ResultValues.cannot(type, name(target));
  }
}

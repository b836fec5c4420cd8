package io.wcs.driver.value;

import io.wcs.driver.error.WcsSqlState;
import io.wcs.engine.cql.term.Literals;
import io.wcs.engine.types.CqlDuration;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.InvalidValueException;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.MapType;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.SetType;
import io.wcs.engine.types.TupleType;
import io.wcs.engine.types.TupleValue;
import io.wcs.engine.types.UdtValue;
import io.wcs.engine.types.UserType;
import io.wcs.engine.types.VectorType;
import java.lang.reflect.Array;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.ByteBuffer;
import java.sql.SQLException;
import java.time.DateTimeException;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.Period;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.IntFunction;

/**
 * The PreparedStatement setters' conversions: a Java value to the serialized value of the bound
 * variable's CQL type. Numbers convert to any numeric type they fit exactly; java.time, java.sql
 * and java.util.Date values to timestamp, date and time (zone-less values are taken as UTC); a
 * String to any type by reading it as its CQL literal ({@code 0x…} for blobs, {@code ['a', 'b']}
 * for a list: what {@code getString} returns, see {@link LiteralReader}); arrays, collections and
 * {@link java.sql.Array}s to lists, sets and vectors; maps to maps and UDTs; lists and {@link
 * java.sql.Struct}s to tuples and UDTs (fields in order). A {@code ZonedDateTime} or {@code
 * OffsetDateTime} gives a date or time column its local date or time in its own zone, which is how
 * the setters with a {@code Calendar} pass the calendar's zone. Elements convert recursively with
 * their own types.
 */
public final class BindValues {

  private BindValues() {}

  /**
   * Serializes {@code value} (not null) for the variable at {@code position}, of {@code type};
   * {@code what} names that variable in error messages, built only for one. Every bind passes here:
   * callers pass a function made once, as a function capturing the variable was one more object a
   * value, made through a method handle until the JIT's last tier compiled the caller.
   *
   * @return the serialized value, or null for a string that is CQL's {@code null} literal bound to
   *     a collection, tuple or user type (read as a literal, as {@code setString} reads such
   *     values)
   */
  public static byte[] serialize(CqlType type, Object value, IntFunction<String> what, int position)
      throws SQLException {
    try {
      Object converted = convert(type, value);
      return converted == null ? null : type.serialize(converted);
    } catch (IllegalArgumentException | ArithmeticException | DateTimeException e) {
      // NumberFormatException and InvalidValueException are IllegalArgumentExceptions
      throw WcsSqlState.INVALID_VALUE.exception(
          "cannot bind a "
              + value.getClass().getName()
              + " to "
              + what.apply(position)
              + ": "
              + e.getMessage(),
          e);
    }
  }

  /** The value as the Java class the type serializes. */
  static Object convert(CqlType type, Object value) {
    if (type instanceof NativeType n) {
      return value instanceof String s && n != NativeType.TEXT && n != NativeType.ASCII
          ? parse(n, s)
          : nativeValue(n, value);
    }
    // A java.sql.Array or Struct stands for the collection, tuple or UDT it holds, so only those
    // types look for one. A failed test for an interface makes HotSpot scan the list of the value's
    // class's interfaces, and the two tests had taken nearly two thirds of binding a W1 row.
    if (value instanceof java.sql.Array array) {
      value = sqlArray(array);
    } else if (value instanceof java.sql.Struct struct) {
      value = structAttributes(struct);
    }
    if (value instanceof String literal) {
      return LiteralReader.read(type, literal);
    }
    if (type instanceof ListType list) {
      return elements(list.element(), value, new ArrayList<>());
    }
    if (type instanceof VectorType vector) {
      return elements(vector.element(), value, new ArrayList<>());
    }
    if (type instanceof SetType set) {
      return elements(set.element(), value, new LinkedHashSet<>());
    }
    if (type instanceof MapType map) {
      Map<Object, Object> out = new LinkedHashMap<>();
      for (Map.Entry<?, ?> e : asMap(value, type).entrySet()) {
        out.put(convertNullable(map.key(), e.getKey()), convertNullable(map.value(), e.getValue()));
      }
      return out;
    }
    if (type instanceof TupleType tuple) {
      return tuple(tuple, value);
    }
    return udt((UserType) type, value);
  }

  private static Object convertNullable(CqlType type, Object value) {
    return value == null ? null : convert(type, value);
  }

  private static <C extends Collection<Object>> C elements(CqlType element, Object value, C out) {
    for (Object e : asCollection(value, element)) {
      out.add(convertNullable(element, e));
    }
    return out;
  }

  private static Collection<?> asCollection(Object value, CqlType element) {
    if (value instanceof Collection<?> c) {
      return c;
    }
    if (value.getClass().isArray()) {
      List<Object> list = new ArrayList<>();
      for (int i = 0; i < Array.getLength(value); i++) {
        list.add(Array.get(value, i));
      }
      return list;
    }
    throw new InvalidValueException(
        "expected a collection or an array of " + element.cqlName() + " elements");
  }

  private static Map<?, ?> asMap(Object value, CqlType type) {
    if (value instanceof Map<?, ?> m) {
      return m;
    }
    throw new InvalidValueException("expected a java.util.Map for a " + type.cqlName());
  }

  private static TupleValue tuple(TupleType type, Object value) {
    List<?> fields;
    if (value instanceof TupleValue t) {
      fields = t.values();
    } else if (value instanceof List<?> l) {
      fields = l;
    } else {
      throw new InvalidValueException("expected a TupleValue or a List for a " + type.cqlName());
    }
    if (fields.size() > type.types().size()) {
      throw new InvalidValueException(
          "a " + type.cqlName() + " has " + type.types().size() + " fields, got " + fields.size());
    }
    List<Object> out = new ArrayList<>(fields.size());
    for (int i = 0; i < fields.size(); i++) {
      out.add(convertNullable(type.types().get(i), fields.get(i)));
    }
    return new TupleValue(out);
  }

  private static UdtValue udt(UserType type, Object value) {
    Map<?, ?> fields = value instanceof UdtValue u ? u.fields() : fieldsOf(type, value);
    Map<String, Object> out = new LinkedHashMap<>();
    for (Map.Entry<?, ?> e : fields.entrySet()) {
      String name = String.valueOf(e.getKey());
      int index = type.fieldIndex(name);
      if (index < 0) {
        throw new InvalidValueException(
            "unknown field "
                + name
                + " of type "
                + type.name()
                + "; fields are "
                + type.fieldNames());
      }
      out.put(name, convertNullable(type.fieldTypes().get(index), e.getValue()));
    }
    return new UdtValue(out);
  }

  /** A map of field names, or a list of field values in the type's order. */
  private static Map<?, ?> fieldsOf(UserType type, Object value) {
    if (!(value instanceof List<?> list)) {
      return asMap(value, type);
    }
    if (list.size() > type.fieldNames().size()) {
      throw new InvalidValueException(
          "type "
              + type.name()
              + " has "
              + type.fieldNames().size()
              + " fields, got "
              + list.size());
    }
    Map<String, Object> fields = new LinkedHashMap<>();
    for (int i = 0; i < list.size(); i++) {
      fields.put(type.fieldNames().get(i), list.get(i));
    }
    return fields;
  }

  private static Object nativeValue(NativeType type, Object value) {
    return switch (type) {
      case TINYINT -> (byte) integral(value, Byte.MIN_VALUE, Byte.MAX_VALUE, type);
      case SMALLINT -> (short) integral(value, Short.MIN_VALUE, Short.MAX_VALUE, type);
      case INT -> (int) integral(value, Integer.MIN_VALUE, Integer.MAX_VALUE, type);
      case BIGINT, COUNTER -> integral(value, Long.MIN_VALUE, Long.MAX_VALUE, type);
      case VARINT -> decimal(value, type).toBigIntegerExact();
      case DECIMAL -> decimal(value, type);
      case FLOAT -> value instanceof Number n ? n.floatValue() : value;
      case DOUBLE -> value instanceof Number n ? n.doubleValue() : value;
      case TIMESTAMP -> instant(value);
      case DATE -> date(value);
      case TIME -> time(value);
      case DURATION -> duration(value);
      case TEXT, ASCII -> value instanceof Character c ? c.toString() : value;
      default -> value;
    };
  }

  private static Object duration(Object value) {
    if (value instanceof Duration d) {
      return new CqlDuration(0, 0, d.toNanos());
    }
    if (value instanceof Period p) {
      return new CqlDuration(Math.toIntExact(p.toTotalMonths()), p.getDays(), 0);
    }
    return value;
  }

  private static long integral(Object value, long min, long max, NativeType type) {
    if (!(value instanceof Number)) {
      throw wrongClass(value, type);
    }
    BigDecimal exact = decimal(value, type);
    long v = exact.longValueExact();
    if (v < min || v > max) {
      throw new InvalidValueException(v + " is out of range for " + type.cqlName());
    }
    return v;
  }

  private static InvalidValueException wrongClass(Object value, NativeType type) {
    return new InvalidValueException(
        "a " + value.getClass().getName() + " cannot be a " + type.cqlName() + " value");
  }

  private static BigDecimal decimal(Object value, NativeType type) {
    if (value instanceof BigDecimal d) {
      return d;
    }
    if (value instanceof BigInteger i) {
      return new BigDecimal(i);
    }
    if (value instanceof Float || value instanceof Double) {
      return new BigDecimal(value.toString());
    }
    if (value instanceof Number n) {
      return BigDecimal.valueOf(n.longValue());
    }
    throw wrongClass(value, type);
  }

  private static Object instant(Object value) {
    if (value instanceof java.util.Date d) {
      // Not toInstant(), which java.sql.Date and Time refuse: their milliseconds are the instant
      // they stand for, midnight or a time of day on the epoch's day in the JVM's zone, as
      // setDate and setTime with a calendar take them in its zone.
      return Instant.ofEpochMilli(d.getTime());
    }
    if (value instanceof OffsetDateTime o) {
      return o.toInstant();
    }
    if (value instanceof ZonedDateTime z) {
      return z.toInstant();
    }
    if (value instanceof LocalDateTime l) {
      return l.toInstant(ZoneOffset.UTC);
    }
    if (value instanceof LocalDate d) {
      return d.atStartOfDay(ZoneOffset.UTC).toInstant();
    }
    if (value instanceof Long millis) {
      return Instant.ofEpochMilli(millis);
    }
    return value;
  }

  private static Object date(Object value) {
    if (value instanceof java.sql.Date d) {
      return d.toLocalDate();
    }
    // A time of day has no date: left as it is, the type refuses it.
    if (value instanceof Instant
        || (value instanceof java.util.Date && !(value instanceof java.sql.Time))) {
      return LocalDate.ofInstant((Instant) instant(value), ZoneOffset.UTC);
    }
    if (value instanceof LocalDateTime l) {
      return l.toLocalDate();
    }
    if (value instanceof ZonedDateTime z) {
      return z.toLocalDate();
    }
    if (value instanceof OffsetDateTime o) {
      return o.toLocalDate();
    }
    return value;
  }

  private static Object time(Object value) {
    if (value instanceof java.sql.Time t) {
      // toLocalTime() would drop the milliseconds
      return LocalTime.ofInstant(Instant.ofEpochMilli(t.getTime()), ZoneId.systemDefault());
    }
    if (value instanceof Long nanos) {
      return LocalTime.ofNanoOfDay(nanos);
    }
    if (value instanceof LocalDateTime l) {
      return l.toLocalTime();
    }
    if (value instanceof ZonedDateTime z) {
      return z.toLocalTime();
    }
    if (value instanceof OffsetDateTime o) {
      return o.toLocalTime();
    }
    return value;
  }

  /**
   * A native value from its text, as a CQL literal of the type would be read.
   *
   * @throws InvalidValueException saying that the text is not a value of the type, and why
   */
  static Object parse(NativeType type, String text) {
    String s = text.strip();
    try {
      return switch (type) {
        case TINYINT -> Byte.parseByte(s);
        case SMALLINT -> Short.parseShort(s);
        case INT -> Integer.parseInt(s);
        case BIGINT, COUNTER -> Long.parseLong(s);
        case VARINT -> new BigInteger(s);
        case DECIMAL -> new BigDecimal(s);
        case FLOAT -> Float.parseFloat(s);
        case DOUBLE -> Double.parseDouble(s);
        case BOOLEAN -> parseBoolean(s);
        case UUID, TIMEUUID -> UUID.fromString(s);
        case DATE, TIME, TIMESTAMP -> Literals.parse(type, s); // every form CQL reads
        case DURATION -> CqlDuration.parse(s);
        case INET -> inet(s);
        case BLOB -> blob(s);
        default -> s;
      };
    } catch (InvalidValueException e) {
      throw e; // says what it is not already
    } catch (NumberFormatException e) {
      // The JDK's words add nothing, or are none at all for "" as a decimal.
      throw new InvalidValueException("'" + s + "' is not a " + type.cqlName(), e);
    } catch (IllegalArgumentException e) {
      throw new InvalidValueException(
          "'" + s + "' is not a " + type.cqlName() + ": " + e.getMessage(), e);
    }
  }

  private static Boolean parseBoolean(String s) {
    if (s.equalsIgnoreCase("true") || s.equalsIgnoreCase("false")) {
      return Boolean.valueOf(s.equalsIgnoreCase("true"));
    }
    throw new InvalidValueException("'" + s + "' is not a boolean: expected true or false");
  }

  private static InetAddress inet(String s) {
    if (!s.matches("[0-9a-fA-F.:]+")) {
      throw new InvalidValueException(
          "'" + s + "' is not an IP address (host names are not looked up)");
    }
    try {
      return InetAddress.getByName(s);
    } catch (UnknownHostException e) {
      throw new InvalidValueException("'" + s + "' is not an IP address", e);
    }
  }

  private static ByteBuffer blob(String s) {
    if (!s.startsWith("0x") && !s.startsWith("0X")) {
      throw new InvalidValueException("'" + s + "' is not a blob: a blob literal starts with 0x");
    }
    return ByteBuffer.wrap(HexFormat.of().parseHex(s.substring(2)));
  }

  private static List<Object> structAttributes(java.sql.Struct struct) {
    try {
      return Arrays.asList(struct.getAttributes());
    } catch (SQLException e) {
      throw new InvalidValueException("cannot read the java.sql.Struct: " + e.getMessage(), e);
    }
  }

  private static Object sqlArray(java.sql.Array array) {
    try {
      return array.getArray();
    } catch (SQLException e) {
      throw new InvalidValueException("cannot read the java.sql.Array: " + e.getMessage(), e);
    }
  }
}

package io.wcs.driver.value;

import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.Identifiers;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.MapType;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.SetType;
import io.wcs.engine.types.TupleType;
import io.wcs.engine.types.TupleValue;
import io.wcs.engine.types.UdtValue;
import io.wcs.engine.types.UserType;
import io.wcs.engine.types.VectorType;
import java.net.InetAddress;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Collection;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Values as cqlsh prints them, which is also how {@code getString} shows them: a text value as it
 * is, a collection, tuple or UDT as the CQL literal that writes it back ({@code ['a', 'b']}, {@code
 * {'k': 1}}, {@code (1, 'x')}, {@code {street: 'Main', no: 3}}), in Cassandra's order of elements
 * and keys. Inside those, text, timestamps, dates, times and addresses are quoted with {@code '}
 * doubled; blobs are {@code 0x…}; missing UDT fields and tuple elements are {@code null}.
 *
 * <p>Where cqlsh's text would not read back as the same value, the literal wins: timestamps print
 * with milliseconds, {@code 2026-11-01 10:00:00.123+0000} (cqlsh prints six digits, which
 * Cassandra's timestamp parser refuses; timestamps hold milliseconds only), floating-point numbers
 * print every digit Java needs to read them back (cqlsh rounds to 5 or 12), booleans print {@code
 * true}/{@code false} (the shell shows cqlsh's {@code True}), and text keeps backslashes and line
 * breaks as they are (cqlsh escapes them for display).
 */
public final class CqlLiterals {

  private static final DateTimeFormatter TIMESTAMP =
      DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss.SSSxx", Locale.ROOT)
          .withZone(ZoneOffset.UTC);
  private static final Instant FIRST_FORMATTED = Instant.parse("1583-01-01T00:00:00Z");
  private static final Instant PAST_FORMATTED = Instant.parse("+10000-01-01T00:00:00Z");
  private static final DateTimeFormatter TIME =
      DateTimeFormatter.ofPattern("HH:mm:ss.nnnnnnnnn", Locale.ROOT);

  private CqlLiterals() {}

  /**
   * A value (never null) as cqlsh shows it in a result column: as the type deserializes it, or as
   * {@code getObject} returns it ({@link JavaValues}).
   */
  public static String format(CqlType type, Object value) {
    if (type == NativeType.TEXT || type == NativeType.ASCII) {
      return (String) value;
    }
    StringBuilder out = new StringBuilder();
    append(out, type, value, false);
    return out.toString();
  }

  private static void append(StringBuilder out, CqlType type, Object value, boolean nested) {
    if (value == null) {
      out.append("null");
    } else if (type instanceof NativeType n) {
      appendNative(out, n, value, nested);
    } else if (type instanceof ListType list) {
      appendElements(out, '[', (Collection<?>) value, list.element(), ']');
    } else if (type instanceof VectorType vector) {
      appendElements(out, '[', (Collection<?>) value, vector.element(), ']');
    } else if (type instanceof SetType set) {
      appendElements(out, '{', (Collection<?>) value, set.element(), '}');
    } else if (type instanceof MapType map) {
      appendMap(out, map, (Map<?, ?>) value);
    } else if (type instanceof TupleType tuple) {
      appendTuple(out, tuple, value);
    } else {
      appendUdt(out, (UserType) type, value);
    }
  }

  private static void appendElements(
      StringBuilder out, char open, Collection<?> values, CqlType element, char close) {
    out.append(open);
    boolean first = true;
    for (Object v : values) {
      out.append(first ? "" : ", ");
      first = false;
      append(out, element, v, true);
    }
    out.append(close);
  }

  private static void appendMap(StringBuilder out, MapType type, Map<?, ?> map) {
    out.append('{');
    boolean first = true;
    for (Map.Entry<?, ?> e : map.entrySet()) {
      out.append(first ? "" : ", ");
      first = false;
      append(out, type.key(), e.getKey(), true);
      out.append(": ");
      append(out, type.value(), e.getValue(), true);
    }
    out.append('}');
  }

  /** {@code tuple} is a {@link TupleValue} or a {@link CqlStruct}. */
  private static void appendTuple(StringBuilder out, TupleType type, Object tuple) {
    out.append('(');
    List<CqlType> types = type.types();
    for (int i = 0; i < types.size(); i++) {
      out.append(i == 0 ? "" : ", ");
      Object field;
      if (tuple instanceof CqlStruct struct) {
        field = struct.attribute(i);
      } else {
        TupleValue value = (TupleValue) tuple;
        field = i < value.size() ? value.get(i) : null;
      }
      append(out, types.get(i), field, true);
    }
    out.append(')');
  }

  /** {@code udt} is a {@link UdtValue} or a {@link CqlStruct}. */
  private static void appendUdt(StringBuilder out, UserType type, Object udt) {
    out.append('{');
    for (int i = 0; i < type.fieldNames().size(); i++) {
      String field = type.fieldNames().get(i);
      out.append(i == 0 ? "" : ", ").append(Identifiers.quoteIfNeeded(field)).append(": ");
      Object value =
          udt instanceof CqlStruct struct ? struct.attribute(i) : ((UdtValue) udt).get(field);
      append(out, type.fieldTypes().get(i), value, true);
    }
    out.append('}');
  }

  private static void appendNative(
      StringBuilder out, NativeType type, Object value, boolean nested) {
    switch (type) {
      case ASCII, TEXT -> quoted(out, (String) value, nested);
      case BLOB -> appendBlob(out, (ByteBuffer) value);
      case TIMESTAMP -> appendTimestamp(out, (Instant) value, nested);
      case TIME -> quoted(out, TIME.format((LocalTime) value), nested);
      case DATE -> appendDate(out, (LocalDate) value, nested);
      case INET -> quoted(out, ((InetAddress) value).getHostAddress(), nested);
      default -> out.append(value);
    }
  }

  /**
   * Cassandra parses timestamp text with java.text, in the Julian calendar before 1582, and with
   * four-digit years: timestamps before 1583 or after 9999 print as their milliseconds since the
   * epoch, which is also a timestamp literal and means the same instant everywhere.
   */
  private static void appendTimestamp(StringBuilder out, Instant instant, boolean nested) {
    if (instant.isBefore(FIRST_FORMATTED) || !instant.isBefore(PAST_FORMATTED)) {
      out.append(instant.toEpochMilli());
    } else {
      quoted(out, TIMESTAMP.format(instant), nested);
    }
  }

  /** Likewise dates outside years 1-9999 print as Cassandra's raw value: 2^31 + days since 1970. */
  private static void appendDate(StringBuilder out, LocalDate date, boolean nested) {
    if (date.getYear() < 1 || date.getYear() > 9999) {
      out.append(date.toEpochDay() + (1L << 31));
    } else {
      quoted(out, date.toString(), nested);
    }
  }

  /** Inside a collection, tuple or UDT, as a CQL string literal; at the top, as it is. */
  private static void quoted(StringBuilder out, String text, boolean nested) {
    if (nested) {
      out.append('\'').append(text.replace("'", "''")).append('\'');
    } else {
      out.append(text);
    }
  }

  private static void appendBlob(StringBuilder out, ByteBuffer blob) {
    byte[] bytes = new byte[blob.remaining()];
    blob.duplicate().get(bytes);
    out.append("0x").append(HexFormat.of().formatHex(bytes));
  }
}

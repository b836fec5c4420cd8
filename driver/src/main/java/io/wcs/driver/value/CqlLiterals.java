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
 * {'k': 1}}, {@code (1, 'x')}, {@code {street: 'Main', no: 3}}). Inside those, text, timestamps,
 * dates, times and addresses are quoted; blobs are {@code 0x…}; timestamps use cqlsh's format
 * {@code 2026-11-01 10:00:00.000000+0000}. Differences from cqlsh: booleans print {@code
 * true}/{@code false} (cqlsh: {@code True}) and floating-point numbers print every digit.
 */
public final class CqlLiterals {

  private static final DateTimeFormatter TIMESTAMP =
      DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss.SSSSSSxx", Locale.ROOT)
          .withZone(ZoneOffset.UTC);
  private static final DateTimeFormatter TIME =
      DateTimeFormatter.ofPattern("HH:mm:ss.nnnnnnnnn", Locale.ROOT);

  private CqlLiterals() {}

  /** A value (as the type deserializes it, never null) as cqlsh shows it in a result column. */
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
      appendTuple(out, tuple, (TupleValue) value);
    } else {
      appendUdt(out, (UserType) type, (UdtValue) value);
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

  private static void appendTuple(StringBuilder out, TupleType type, TupleValue tuple) {
    out.append('(');
    List<CqlType> types = type.types();
    for (int i = 0; i < types.size(); i++) {
      out.append(i == 0 ? "" : ", ");
      append(out, types.get(i), i < tuple.size() ? tuple.get(i) : null, true);
    }
    out.append(')');
  }

  private static void appendUdt(StringBuilder out, UserType type, UdtValue udt) {
    out.append('{');
    for (int i = 0; i < type.fieldNames().size(); i++) {
      String field = type.fieldNames().get(i);
      out.append(i == 0 ? "" : ", ").append(Identifiers.quoteIfNeeded(field)).append(": ");
      append(out, type.fieldTypes().get(i), udt.get(field), true);
    }
    out.append('}');
  }

  private static void appendNative(
      StringBuilder out, NativeType type, Object value, boolean nested) {
    switch (type) {
      case ASCII, TEXT -> quoted(out, (String) value, nested);
      case BLOB -> appendBlob(out, (ByteBuffer) value);
      case TIMESTAMP -> quoted(out, TIMESTAMP.format((Instant) value), nested);
      case TIME -> quoted(out, TIME.format((LocalTime) value), nested);
      case DATE -> quoted(out, value.toString(), nested);
      case INET -> quoted(out, ((InetAddress) value).getHostAddress(), nested);
      default -> out.append(value);
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

package io.wcs.engine.cql.term;

import io.wcs.engine.types.CqlDuration;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.MapType;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.SetType;
import io.wcs.engine.types.TupleType;
import io.wcs.engine.types.UserType;
import io.wcs.engine.types.VectorType;
import java.net.InetAddress;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;

/**
 * Cassandra's JSON rendering of serialized values ({@code SELECT JSON}, {@code toJson}): numbers
 * and booleans bare, everything else as strings in Cassandra's text form (timestamps as {@code
 * yyyy-MM-dd HH:mm:ss.SSSZ} in UTC, times with nanoseconds, blobs as {@code 0x…}), lists, sets,
 * tuples and vectors as arrays, maps and UDTs as objects (non-text map keys as the string of their
 * JSON). Stateless and thread-safe.
 */
public final class JsonFormatter {
  private static final DateTimeFormatter TIMESTAMP =
      DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss.SSS'Z'", Locale.ROOT)
          .withZone(ZoneOffset.UTC);

  private JsonFormatter() {}

  /** The JSON text of one serialized value of {@code type}; {@code null} for null. */
  public static String format(CqlType type, byte[] value) {
    StringBuilder out = new StringBuilder();
    write(type, value, out);
    return out.toString();
  }

  public static void write(CqlType type, byte[] value, StringBuilder out) {
    if (value == null) {
      out.append("null");
      return;
    }
    if (type instanceof NativeType n) {
      writeNative(n, value, out);
    } else if (type instanceof ListType l) {
      writeArray(l.element(), components(value, true), out);
    } else if (type instanceof SetType s) {
      writeArray(s.element(), components(value, true), out);
    } else if (type instanceof VectorType v) {
      List<byte[]> elements = new java.util.ArrayList<>();
      for (Object e : (List<?>) v.deserialize(value)) {
        elements.add(v.element().serialize(e));
      }
      writeArray(v.element(), elements, out);
    } else if (type instanceof TupleType t) {
      List<byte[]> parts = components(value, false);
      out.append('[');
      for (int i = 0; i < t.types().size(); i++) {
        out.append(i == 0 ? "" : ", ");
        write(t.types().get(i), i < parts.size() ? parts.get(i) : null, out);
      }
      out.append(']');
    } else if (type instanceof MapType m) {
      List<byte[]> parts = components(value, true, 2);
      out.append('{');
      for (int i = 0; i < parts.size(); i += 2) {
        out.append(i == 0 ? "" : ", ");
        String key = format(m.key(), parts.get(i));
        out.append(key.startsWith("\"") ? key : quote(key));
        out.append(": ");
        write(m.value(), parts.get(i + 1), out);
      }
      out.append('}');
    } else if (type instanceof UserType u) {
      List<byte[]> parts = components(value, false);
      out.append('{');
      for (int i = 0; i < u.fieldNames().size(); i++) {
        out.append(i == 0 ? "" : ", ");
        out.append(quote(io.wcs.engine.types.Identifiers.jsonKey(u.fieldNames().get(i))));
        out.append(": ");
        write(u.fieldTypes().get(i), i < parts.size() ? parts.get(i) : null, out);
      }
      out.append('}');
    } else {
      out.append(quote(String.valueOf(type.deserialize(value))));
    }
  }

  private static void writeArray(CqlType element, List<byte[]> values, StringBuilder out) {
    out.append('[');
    for (int i = 0; i < values.size(); i++) {
      out.append(i == 0 ? "" : ", ");
      write(element, values.get(i), out);
    }
    out.append(']');
  }

  private static void writeNative(NativeType type, byte[] value, StringBuilder out) {
    if (type.isEmptyValue(value)) {
      out.append("\"\"");
      return;
    }
    Object v = type.deserialize(value);
    switch (type) {
      case TINYINT, SMALLINT, INT, BIGINT, COUNTER, VARINT, DECIMAL, BOOLEAN -> out.append(v);
      case FLOAT, DOUBLE -> {
        double d = ((Number) v).doubleValue();
        // JSON has no NaN or Infinity: Cassandra writes null for them, as most JSON parsers read
        // them
        out.append(Double.isNaN(d) || Double.isInfinite(d) ? "null" : v.toString());
      }
      case TIMESTAMP -> out.append(quote(TIMESTAMP.format((Instant) v)));
      case TIME -> out.append(quote(time((LocalTime) v)));
      case BLOB -> out.append(quote("0x" + HexFormat.of().formatHex(value)));
      case INET -> out.append(quote(((InetAddress) v).getHostAddress()));
      // Cassandra's JSON writes a duration of nothing as an empty string
      case DURATION -> out.append(quote(((CqlDuration) v).isZero() ? "" : v.toString()));
      default -> out.append(quote(v.toString()));
    }
  }

  /** Cassandra's time text: HH:mm:ss and always nine digits of nanoseconds. */
  private static String time(LocalTime t) {
    return String.format(
        Locale.ROOT, "%02d:%02d:%02d.%09d", t.getHour(), t.getMinute(), t.getSecond(), t.getNano());
  }

  public static String quote(String s) {
    StringBuilder out = new StringBuilder(s.length() + 2).append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\t' -> out.append("\\t");
        case '\b' -> out.append("\\b");
        case '\f' -> out.append("\\f");
        default -> {
          if (c < 0x20) {
            out.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    return out.append('"').toString();
  }

  private static List<byte[]> components(byte[] value, boolean counted) {
    return components(value, counted, 1);
  }

  /** Sized parts of a collection (after its count) or of a tuple/UDT (no count). */
  private static List<byte[]> components(byte[] value, boolean counted, int perElement) {
    ByteBuffer in = ByteBuffer.wrap(value);
    int n = counted ? in.getInt() * perElement : Integer.MAX_VALUE;
    List<byte[]> out = new java.util.ArrayList<>();
    for (int i = 0; i < n && in.hasRemaining(); i++) {
      int length = in.getInt();
      if (length < 0) {
        out.add(null);
      } else {
        byte[] b = new byte[length];
        in.get(b);
        out.add(b);
      }
    }
    return out;
  }
}

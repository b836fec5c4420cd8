package io.wcs.it.golden;

import io.wcs.driver.value.CqlStruct;
import io.wcs.engine.types.CqlDuration;
import io.wcs.engine.types.TupleValue;
import io.wcs.engine.types.UdtValue;
import java.math.BigDecimal;
import java.net.InetAddress;
import java.nio.ByteBuffer;
import java.sql.Array;
import java.sql.SQLException;
import java.sql.Struct;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

/**
 * Renders a value read through JDBC as the Cassandra oracle renders the Java driver's value: the
 * canonical text of the .out files. Numbers in Java's own notation, decimals plain, blobs as {@code
 * 0x…}, timestamps as ISO-8601 UTC with milliseconds, times with nanoseconds, sets {@code {a, b}},
 * lists and vectors {@code [a, b]}, maps and UDTs {@code {k: v}}, tuples {@code (a, b)}. Stateless.
 */
final class ValueRenderer {

  private static final DateTimeFormatter TIMESTAMP =
      DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'", Locale.ROOT)
          .withZone(ZoneOffset.UTC);

  private ValueRenderer() {}

  /** A top-level cell: its rendering with CR and LF escaped, so a row stays on one line. */
  static String cell(Object value) throws SQLException {
    return render(value).replace("\r", "\\r").replace("\n", "\\n");
  }

  static String render(Object value) throws SQLException {
    if (value == null) {
      return "null";
    }
    if (value instanceof String s) {
      return s;
    }
    if (value instanceof BigDecimal d) {
      return d.toPlainString();
    }
    if (value instanceof Number || value instanceof Boolean) {
      return value.toString();
    }
    if (value instanceof UUID u) {
      return u.toString().toLowerCase(Locale.ROOT);
    }
    if (value instanceof byte[] bytes) {
      return hex(bytes);
    }
    if (value instanceof ByteBuffer buffer) {
      byte[] bytes = new byte[buffer.remaining()];
      buffer.duplicate().get(bytes);
      return hex(bytes);
    }
    if (value instanceof java.sql.Date date) {
      return date.toLocalDate().toString();
    }
    if (value instanceof java.sql.Time time) {
      return time(time.toLocalTime());
    }
    if (value instanceof java.sql.Timestamp timestamp) {
      return TIMESTAMP.format(timestamp.toInstant());
    }
    if (value instanceof Instant instant) {
      return TIMESTAMP.format(instant);
    }
    if (value instanceof OffsetDateTime dateTime) {
      return TIMESTAMP.format(dateTime.toInstant());
    }
    if (value instanceof ZonedDateTime dateTime) {
      return TIMESTAMP.format(dateTime.toInstant());
    }
    if (value instanceof LocalDate date) {
      return date.toString();
    }
    if (value instanceof LocalTime time) {
      return time(time);
    }
    if (value instanceof InetAddress address) {
      return address.getHostAddress();
    }
    if (value instanceof CqlDuration duration) {
      // The oracle prints the Java driver's CqlDuration, which writes nothing for a zero duration.
      boolean zero = duration.months() == 0 && duration.days() == 0 && duration.nanoseconds() == 0;
      return zero ? "" : duration.toString();
    }
    if (value instanceof Set<?> set) {
      return join("{", set, "}");
    }
    if (value instanceof Collection<?> list) {
      return join("[", list, "]");
    }
    if (value instanceof Object[] array) {
      return join("[", Arrays.asList(array), "]");
    }
    if (value instanceof Map<?, ?> map) {
      return map(map);
    }
    if (value instanceof UdtValue udt) {
      return map(udt.fields());
    }
    if (value instanceof TupleValue tuple) {
      return join("(", tuple.values(), ")");
    }
    if (value instanceof Array array) {
      return render(array.getArray());
    }
    if (value instanceof CqlStruct udt && !udt.attributeNames().isEmpty()) {
      Map<String, Object> fields = new LinkedHashMap<>();
      for (int i = 0; i < udt.attributeNames().size(); i++) {
        fields.put(udt.attributeNames().get(i), udt.getAttributes()[i]);
      }
      return map(fields);
    }
    if (value instanceof Struct struct) {
      return join("(", Arrays.asList(struct.getAttributes()), ")");
    }
    return value.toString();
  }

  private static String map(Map<?, ?> map) throws SQLException {
    StringBuilder text = new StringBuilder("{");
    String separator = "";
    for (Map.Entry<?, ?> entry : map.entrySet()) {
      text.append(separator).append(render(entry.getKey())).append(": ");
      text.append(render(entry.getValue()));
      separator = ", ";
    }
    return text.append('}').toString();
  }

  private static String join(String open, Collection<?> values, String close) throws SQLException {
    StringBuilder text = new StringBuilder(open);
    String separator = "";
    for (Object value : values) {
      text.append(separator).append(render(value));
      separator = ", ";
    }
    return text.append(close).toString();
  }

  private static String time(LocalTime time) {
    return String.format(
        Locale.ROOT,
        "%02d:%02d:%02d.%09d",
        time.getHour(),
        time.getMinute(),
        time.getSecond(),
        time.getNano());
  }

  private static String hex(byte[] bytes) {
    StringBuilder text = new StringBuilder(2 + 2 * bytes.length).append("0x");
    for (byte b : bytes) {
      text.append(Character.forDigit((b >> 4) & 0xf, 16)).append(Character.forDigit(b & 0xf, 16));
    }
    return text.toString();
  }
}

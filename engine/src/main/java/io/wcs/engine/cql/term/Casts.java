package io.wcs.engine.cql.term;

import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.ValueCompatibility;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.InetAddress;
import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;

/**
 * {@code CAST(x AS type)}: Cassandra's conversions between numeric types (Java's narrowing, as
 * Cassandra does it), from numbers, booleans, times, uuids and inets to text or ascii (and ascii to
 * text), and the time conversions of {@code toTimestamp}/{@code toDate}. Used by terms and by
 * selectors.
 */
public final class Casts {
  private static final Set<NativeType> NUMBERS =
      EnumSet.of(
          NativeType.TINYINT,
          NativeType.SMALLINT,
          NativeType.INT,
          NativeType.BIGINT,
          NativeType.COUNTER,
          NativeType.FLOAT,
          NativeType.DOUBLE,
          NativeType.DECIMAL,
          NativeType.VARINT);

  /** Cassandra converts these to text or ascii; not blobs, durations or collections. */
  private static final Set<NativeType> TEXT_SOURCES =
      EnumSet.of(
          NativeType.BOOLEAN,
          NativeType.DATE,
          NativeType.INET,
          NativeType.TIME,
          NativeType.TIMESTAMP,
          NativeType.TIMEUUID,
          NativeType.UUID);

  private static final DateTimeFormatter TIME_TEXT =
      DateTimeFormatter.ofPattern("HH:mm:ss.SSSSSSSSS", Locale.ROOT);
  private static final DateTimeFormatter TIMESTAMP_TEXT =
      DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS'Z'", Locale.ROOT)
          .withZone(ZoneOffset.UTC);

  /** The types Cassandra has cast functions to; varchar, though the same type as text, has none. */
  private static final Set<NativeType> TARGETS =
      EnumSet.of(
          NativeType.ASCII,
          NativeType.BIGINT,
          NativeType.DATE,
          NativeType.DECIMAL,
          NativeType.DOUBLE,
          NativeType.FLOAT,
          NativeType.INT,
          NativeType.SMALLINT,
          NativeType.TEXT,
          NativeType.TIMESTAMP,
          NativeType.TINYINT,
          NativeType.VARINT);

  private Casts() {}

  /** The type {@code CAST(x AS written)} converts to, or null when Cassandra has no such cast. */
  public static NativeType target(String written) {
    NativeType type = NativeType.byName(written);
    return type != null && TARGETS.contains(type) && !written.equalsIgnoreCase("varchar")
        ? type
        : null;
  }

  /**
   * The conversion of serialized values from one type to another, or null when Cassandra has no
   * such cast. A type with no cast of its own takes the one cast whose source reads its values
   * ({@code cast(ts as bigint)} reads the timestamp as a varint); of several, the call is
   * ambiguous, as Cassandra finds it.
   */
  public static NativeFunction cast(CqlType from, NativeType to) {
    if (!(from instanceof NativeType source) || !TARGETS.contains(to)) {
      return null;
    }
    String name = "castAs" + to.cqlName();
    if (source == to) {
      return new NativeFunction(name, List.of(from), to, true, args -> args.get(0));
    }
    Function<Object, Object> convert = converter(source, to);
    if (convert == null) {
      List<NativeType> weak =
          sources(to).stream().filter(s -> ValueCompatibility.readableAs(source, s)).toList();
      if (weak.size() > 1) {
        throw NativeFunction.ambiguousCall("system." + castName(to), signatures(to, weak));
      }
      if (weak.isEmpty()) {
        return null;
      }
      NativeType read = weak.get(0);
      Function<Object, Object> converted = converter(read, to);
      convert = v -> converted.apply(read.deserialize(source.serialize(v)));
    }
    Function<Object, Object> body = convert;
    return NativeFunction.ofJava(name, List.of(from), to, args -> body.apply(args.get(0)))
        .failingAs(FailedCall.function(castName(to), List.of(from)));
  }

  /**
   * Cassandra's refusal of {@code CAST(x AS to)}: when {@code to} has cast functions, that none of
   * their overloads takes x's type (listing them); else that x cannot be cast to it.
   */
  public static InvalidRequestException refusal(String what, String written) {
    NativeType to = target(written);
    if (to == null) {
      return new InvalidRequestException(what + " cannot be cast to " + written);
    }
    return NativeFunction.noSignatureMatches("system." + castName(to), signatures(to, sources(to)));
  }

  /** The types {@code to} has a cast function from. */
  private static List<NativeType> sources(NativeType to) {
    return Arrays.stream(NativeType.values())
        .filter(from -> from != to && converter(from, to) != null)
        .toList();
  }

  private static List<String> signatures(NativeType to, List<NativeType> sources) {
    return sources.stream()
        .map(from -> NativeFunction.signature(castName(to), List.of(from), to))
        .toList();
  }

  private static String castName(NativeType to) {
    return "cast_as_" + to.cqlName();
  }

  private static Function<Object, Object> converter(NativeType from, NativeType to) {
    if (to == NativeType.TEXT || to == NativeType.ASCII) {
      // text to ascii could lose characters, so Cassandra only has ascii to text
      boolean convertible =
          NUMBERS.contains(from)
              || TEXT_SOURCES.contains(from)
              || (from == NativeType.ASCII && to == NativeType.TEXT);
      return convertible ? Casts::text : null;
    }
    if (NUMBERS.contains(from) && NUMBERS.contains(to)) {
      return v -> number((Number) v, to);
    }
    if (to == NativeType.TIMESTAMP || to == NativeType.DATE) {
      for (NativeFunction f :
          NativeFunctions.overloads(to == NativeType.TIMESTAMP ? "totimestamp" : "todate")) {
        if (f.argTypes().get(0) == from) {
          return v -> to.deserialize(f.body().apply(List.of(from.serialize(v))));
        }
      }
    }
    return null;
  }

  private static String text(Object value) {
    if (value instanceof Instant instant) {
      return TIMESTAMP_TEXT.format(instant);
    }
    if (value instanceof InetAddress address) {
      return address.getHostAddress();
    }
    if (value instanceof LocalTime time) {
      return TIME_TEXT.format(time);
    }
    return value.toString();
  }

  /** A float or double as the decimal of the digits Java prints for it; NaN and infinities fail. */
  private static BigDecimal floatingDecimal(Number n) {
    NumericFunctions.requireDecimal(n.doubleValue());
    return new BigDecimal(n.toString());
  }

  /** An integer or decimal value as a decimal, every digit kept. */
  private static BigDecimal exact(Number n) {
    if (n instanceof BigDecimal d) {
      return d;
    }
    if (n instanceof BigInteger i) {
      return new BigDecimal(i);
    }
    return BigDecimal.valueOf(n.longValue());
  }

  /**
   * Narrowing as Java's Number methods do it, as Cassandra does. Integers and decimals keep every
   * digit in a decimal; a float or double becomes the decimal of the digits Java prints for it, as
   * in Cassandra (a float 0.1 is 0.1, not the double nearest it). Every number but a varint becomes
   * the varint of its long value, as in Cassandra: a float or double saturated at the long's
   * bounds, a decimal's integral part wrapped to its low 64 bits.
   */
  private static Object number(Number n, NativeType to) {
    boolean floating = n instanceof Float || n instanceof Double;
    return switch (to) {
      case TINYINT -> n.byteValue();
      case SMALLINT -> n.shortValue();
      case INT -> n.intValue();
      case BIGINT, COUNTER -> n.longValue();
      case FLOAT -> n.floatValue();
      case DOUBLE -> n.doubleValue();
      case DECIMAL -> floating ? floatingDecimal(n) : exact(n);
      case VARINT -> n instanceof BigInteger i ? i : BigInteger.valueOf(n.longValue());
      default -> throw new IllegalArgumentException("not a numeric type: " + to);
    };
  }
}

package io.wcs.engine.cql.term;

import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.NativeType;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.InetAddress;
import java.time.Instant;
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

  private static final DateTimeFormatter TIMESTAMP_TEXT =
      DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS'Z'", Locale.ROOT)
          .withZone(ZoneOffset.UTC);

  private Casts() {}

  /**
   * The conversion of serialized values from one type to another, or null when Cassandra has no
   * such cast.
   */
  public static NativeFunction cast(CqlType from, NativeType to) {
    if (!(from instanceof NativeType source)) {
      return null;
    }
    String name = "castAs" + to.cqlName();
    if (source == to) {
      return new NativeFunction(name, List.of(from), to, true, args -> args.get(0));
    }
    Function<Object, Object> convert = converter(source, to);
    if (convert == null) {
      return null;
    }
    return NativeFunction.ofJava(name, List.of(from), to, args -> convert.apply(args.get(0)));
  }

  /**
   * Cassandra's refusal of {@code CAST(x AS to)}: when {@code to} has cast functions, that none of
   * their overloads takes x's type (listing them); else that x cannot be cast to it.
   */
  public static InvalidRequestException refusal(String what, NativeType to) {
    String name = "cast_as_" + to.cqlName();
    List<String> overloads =
        Arrays.stream(NativeType.values())
            .filter(from -> from != to && converter(from, to) != null)
            .map(from -> NativeFunction.signature(name, List.of(from), to))
            .toList();
    if (overloads.isEmpty()) {
      return new InvalidRequestException(what + " cannot be cast to " + to.cqlName());
    }
    return NativeFunction.noSignatureMatches("system." + name, overloads);
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
      return v -> number(toBigDecimal((Number) v), (Number) v, to);
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
    return value.toString();
  }

  private static BigDecimal toBigDecimal(Number n) {
    if (n instanceof BigDecimal d) {
      return d;
    }
    if (n instanceof BigInteger i) {
      return new BigDecimal(i);
    }
    if (n instanceof Float || n instanceof Double) {
      return BigDecimal.valueOf(n.doubleValue());
    }
    return BigDecimal.valueOf(n.longValue());
  }

  /** Narrowing as Java's Number methods do it; decimal and varint keep every digit they can. */
  private static Object number(BigDecimal exact, Number n, NativeType to) {
    boolean floating = n instanceof Float || n instanceof Double;
    return switch (to) {
      case TINYINT -> n.byteValue();
      case SMALLINT -> n.shortValue();
      case INT -> n.intValue();
      case BIGINT, COUNTER -> n.longValue();
      case FLOAT -> n.floatValue();
      case DOUBLE -> n.doubleValue();
      case DECIMAL -> floating ? BigDecimal.valueOf(n.doubleValue()) : exact;
      case VARINT -> exact.toBigInteger();
      default -> throw new IllegalArgumentException("not a numeric type: " + to);
    };
  }
}

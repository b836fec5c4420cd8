package io.wcs.engine.types;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * For random values of every clustering-capable type: the byte-comparable encoding orders like the
 * type's comparator (ascending, and descending once inverted), decodes back to an equal value, and
 * the comparator agrees with a naive order on Java values where Java has one.
 */
class ByteComparableTest {
  private static final int VALUES = 120;

  @TestFactory
  Stream<DynamicTest> encodingOrdersLikeTheComparator() {
    return TestTypes.comparable().stream()
        .map(type -> DynamicTest.dynamicTest(type.cqlName(), () -> checkType(type)));
  }

  private static void checkType(CqlType type) {
    RandomValues random = new RandomValues(type.cqlName().hashCode());
    List<byte[]> values = new ArrayList<>();
    List<byte[]> encoded = new ArrayList<>();
    for (int i = 0; i < VALUES; i++) {
      byte[] value = type.serialize(random.of(type));
      values.add(value);
      byte[] enc = type.comparableBytes(value);
      encoded.add(enc);
      byte[] decoded = type.fromComparableBytes(enc);
      assertEquals(0, type.compare(value, decoded), () -> type + " decode changed the value");
      assertArrayEquals(enc, type.comparableBytes(decoded), () -> type + " re-encoding differs");
    }
    for (int i = 0; i < VALUES; i++) {
      for (int j = 0; j < VALUES; j++) {
        int expected = Integer.signum(type.compare(values.get(i), values.get(j)));
        byte[] a = encoded.get(i);
        byte[] b = encoded.get(j);
        int i1 = i;
        int j1 = j;
        assertEquals(
            expected,
            Integer.signum(Arrays.compareUnsigned(a, b)),
            () ->
                type
                    + ": "
                    + type.deserialize(values.get(i1))
                    + " vs "
                    + type.deserialize(values.get(j1)));
        assertEquals(-expected, Integer.signum(Arrays.compareUnsigned(inverted(a), inverted(b))));
      }
    }
  }

  private static byte[] inverted(byte[] bytes) {
    byte[] out = bytes.clone();
    for (int i = 0; i < out.length; i++) {
      out[i] = (byte) ~out[i];
    }
    return out;
  }

  @TestFactory
  Stream<DynamicTest> comparatorAgreesWithJavaOrder() {
    return Stream.of(
            naive(NativeType.TINYINT, Comparator.comparing(v -> (Byte) v)),
            naive(NativeType.SMALLINT, Comparator.comparing(v -> (Short) v)),
            naive(NativeType.INT, Comparator.comparing(v -> (Integer) v)),
            naive(NativeType.BIGINT, Comparator.comparing(v -> (Long) v)),
            naive(NativeType.VARINT, Comparator.comparing(v -> (BigInteger) v)),
            naive(NativeType.DECIMAL, Comparator.comparing(v -> (BigDecimal) v)),
            naive(NativeType.FLOAT, Comparator.comparing(v -> (Float) v)),
            naive(NativeType.DOUBLE, Comparator.comparing(v -> (Double) v)),
            naive(NativeType.TIMESTAMP, Comparator.comparing(v -> (Instant) v)),
            naive(NativeType.DATE, Comparator.comparing(v -> (LocalDate) v)),
            naive(NativeType.TIME, Comparator.comparing(v -> (LocalTime) v)),
            naive(NativeType.BOOLEAN, Comparator.comparing(v -> (Boolean) v)),
            naive(
                NativeType.TEXT,
                (a, b) ->
                    Arrays.compareUnsigned(
                        ((String) a).getBytes(StandardCharsets.UTF_8),
                        ((String) b).getBytes(StandardCharsets.UTF_8))),
            naive(NativeType.TIMEUUID, ByteComparableTest::timeUuidOrder),
            naive(NativeType.UUID, ByteComparableTest::uuidOrder))
        .map(c -> DynamicTest.dynamicTest(c.type.cqlName(), c::check));
  }

  /** Cassandra's timeuuid order: timestamp, then the low 8 bytes compared as signed bytes. */
  private static int timeUuidOrder(Object a, Object b) {
    UUID x = (UUID) a;
    UUID y = (UUID) b;
    int c = Long.compare(x.timestamp(), y.timestamp());
    return c != 0 ? c : signedBytes(x.getLeastSignificantBits(), y.getLeastSignificantBits());
  }

  /** Cassandra's uuid order: version; timestamp (v1) or high bits unsigned; low bits unsigned. */
  private static int uuidOrder(Object a, Object b) {
    UUID x = (UUID) a;
    UUID y = (UUID) b;
    int c = Integer.compare(x.version(), y.version());
    if (c == 0) {
      c =
          x.version() == 1
              ? Long.compare(x.timestamp(), y.timestamp())
              : Long.compareUnsigned(x.getMostSignificantBits(), y.getMostSignificantBits());
    }
    return c != 0
        ? c
        : Long.compareUnsigned(x.getLeastSignificantBits(), y.getLeastSignificantBits());
  }

  private static int signedBytes(long x, long y) {
    for (int shift = 56; shift >= 0; shift -= 8) {
      int c = Byte.compare((byte) (x >>> shift), (byte) (y >>> shift));
      if (c != 0) {
        return c;
      }
    }
    return 0;
  }

  private static NaiveCheck naive(NativeType type, Comparator<Object> order) {
    return new NaiveCheck(type, order);
  }

  private record NaiveCheck(NativeType type, Comparator<Object> order) {
    void check() {
      RandomValues random = new RandomValues(7);
      for (int i = 0; i < 2000; i++) {
        Object a = random.of(type);
        Object b = random.of(type);
        assertEquals(
            Integer.signum(order.compare(a, b)),
            Integer.signum(type.compare(type.serialize(a), type.serialize(b))),
            () -> type + ": " + a + " vs " + b);
      }
    }
  }

  @Test
  void specialFloatingPointValuesOrderLikeCassandra() {
    double[] ordered = {
      Double.NEGATIVE_INFINITY,
      -1.0,
      -Double.MIN_VALUE,
      -0.0,
      0.0,
      Double.MIN_VALUE,
      1.0,
      Double.POSITIVE_INFINITY,
      Double.NaN
    };
    for (int i = 0; i + 1 < ordered.length; i++) {
      byte[] a = NativeType.DOUBLE.comparableBytes(NativeType.DOUBLE.serialize(ordered[i]));
      byte[] b = NativeType.DOUBLE.comparableBytes(NativeType.DOUBLE.serialize(ordered[i + 1]));
      assertEquals(
          -1, Integer.signum(Arrays.compareUnsigned(a, b)), ordered[i] + " < " + ordered[i + 1]);
    }
  }

  @Test
  void equalDecimalsWithDifferentScalesEncodeAlike() {
    byte[] one = NativeType.DECIMAL.serialize(new BigDecimal("1.0"));
    byte[] oneHundredth = NativeType.DECIMAL.serialize(new BigDecimal("1.00"));
    assertEquals(0, NativeType.DECIMAL.compare(one, oneHundredth));
    assertArrayEquals(
        NativeType.DECIMAL.comparableBytes(one), NativeType.DECIMAL.comparableBytes(oneHundredth));
  }

  @Test
  void durationAndCounterAreNotByteComparable() {
    byte[] d = NativeType.DURATION.serialize(CqlDuration.parse("1d"));
    assertThrows(UnsupportedOperationException.class, () -> NativeType.DURATION.comparableBytes(d));
    assertEquals(false, NativeType.COUNTER.isByteComparable());
  }
}

package io.wcs.engine.types;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.UUID;

/**
 * Random Java values for any CQL type, drawn from small domains near interesting edges (zero,
 * signs, extremes, common prefixes) so that equal values and close neighbours occur often.
 */
final class RandomValues {
  private final Random random;

  RandomValues(long seed) {
    random = new Random(seed);
  }

  Random random() {
    return random;
  }

  Object of(CqlType type) {
    if (type instanceof NativeType n) {
      return nativeValue(n);
    }
    if (type instanceof ListType l) {
      List<Object> list = new ArrayList<>();
      for (int i = random.nextInt(4); i > 0; i--) {
        list.add(of(l.element()));
      }
      return list;
    }
    if (type instanceof SetType s) {
      Set<Object> set = new HashSet<>();
      for (int i = random.nextInt(4); i > 0; i--) {
        set.add(of(s.element()));
      }
      return set;
    }
    if (type instanceof MapType m) {
      Map<Object, Object> map = new HashMap<>();
      for (int i = random.nextInt(4); i > 0; i--) {
        map.put(of(m.key()), of(m.value()));
      }
      return map;
    }
    if (type instanceof TupleType t) {
      List<Object> values = new ArrayList<>();
      int size = random.nextInt(4) == 0 ? random.nextInt(t.types().size() + 1) : t.types().size();
      for (int i = 0; i < size; i++) {
        values.add(random.nextInt(5) == 0 ? null : of(t.types().get(i)));
      }
      return new TupleValue(values);
    }
    if (type instanceof UserType u) {
      Map<String, Object> fields = new LinkedHashMap<>();
      for (int i = 0; i < u.fieldNames().size(); i++) {
        if (random.nextInt(4) != 0) {
          fields.put(
              u.fieldNames().get(i), random.nextInt(5) == 0 ? null : of(u.fieldTypes().get(i)));
        }
      }
      return new UdtValue(fields);
    }
    VectorType v = (VectorType) type;
    List<Object> list = new ArrayList<>();
    for (int i = 0; i < v.dimension(); i++) {
      list.add(of(v.element()));
    }
    return list;
  }

  private Object nativeValue(NativeType type) {
    switch (type) {
      case ASCII:
        return string("ab\u0000\u007f");
      case TEXT:
        return string("ab\u0000é\u20ac\uD83D\uDE00");
      case BLOB:
        return ByteBuffer.wrap(bytes(random.nextInt(5)));
      case BOOLEAN:
        return random.nextBoolean();
      case TINYINT:
        return (byte) smallLong();
      case SMALLINT:
        return (short) smallLong();
      case INT:
        return (int) smallLong();
      case BIGINT:
      case COUNTER:
        return smallLong();
      case VARINT:
        return varint();
      case DECIMAL:
        return new BigDecimal(varint(), random.nextInt(7) - 3);
      case FLOAT:
        return (float) floating();
      case DOUBLE:
        return floating();
      case TIMESTAMP:
        return Instant.ofEpochMilli(smallLong());
      case DATE:
        return LocalDate.ofEpochDay(
            random.nextInt(2000) - 1000 + (random.nextInt(10) == 0 ? -100_000 : 0));
      case TIME:
        return LocalTime.ofNanoOfDay(
            random.nextInt(3) == 0 ? 0 : (long) (random.nextDouble() * 86_399_999_999_999L));
      case UUID:
        return random.nextBoolean() ? timeUuid() : new UUID(smallLong(), smallLong());
      case TIMEUUID:
        return timeUuid();
      case INET:
        return inet();
      case DURATION:
        long sign = random.nextBoolean() ? 1 : -1;
        return new CqlDuration(
            (int) (sign * random.nextInt(30)),
            (int) (sign * random.nextInt(40)),
            sign * random.nextInt(1_000_000));
      default:
        throw new AssertionError(type);
    }
  }

  private String string(String alphabet) {
    StringBuilder b = new StringBuilder();
    for (int i = random.nextInt(5); i > 0; i--) {
      b.appendCodePoint(
          alphabet.codePoints().toArray()[random.nextInt((int) alphabet.codePoints().count())]);
    }
    return b.toString();
  }

  private byte[] bytes(int n) {
    byte[] b = new byte[n];
    for (int i = 0; i < n; i++) {
      int pick = random.nextInt(4);
      b[i] = (byte) (pick == 0 ? 0 : pick == 1 ? 0xFF : pick == 2 ? 0x80 : random.nextInt(256));
    }
    return b;
  }

  private long smallLong() {
    switch (random.nextInt(6)) {
      case 0:
        return 0;
      case 1:
        return random.nextBoolean() ? Long.MIN_VALUE : Long.MAX_VALUE;
      case 2:
        return random.nextInt(5) - 2;
      case 3:
        return random.nextInt(300) - 150;
      default:
        return random.nextLong() >> random.nextInt(64);
    }
  }

  private BigInteger varint() {
    int bits = random.nextInt(4) == 0 ? 1100 : 70;
    BigInteger v = new BigInteger(random.nextInt(bits), random);
    return random.nextBoolean() ? v.negate() : v;
  }

  private double floating() {
    double[] special = {
      0.0,
      -0.0,
      Double.NaN,
      Double.POSITIVE_INFINITY,
      Double.NEGATIVE_INFINITY,
      1.0,
      -1.0,
      Double.MIN_VALUE
    };
    return random.nextInt(3) == 0
        ? special[random.nextInt(special.length)]
        : (random.nextDouble() - 0.5) * Math.pow(10, random.nextInt(20) - 10);
  }

  private UUID timeUuid() {
    long ticks = random.nextInt(3) == 0 ? random.nextInt(3) : random.nextLong() >>> 4;
    long msb =
        (ticks << 32) | ((ticks >>> 16) & 0xFFFF_0000L) | 0x1000L | ((ticks >>> 48) & 0x0FFFL);
    return new UUID(msb, smallLong());
  }

  private InetAddress inet() {
    try {
      return InetAddress.getByAddress(bytes(random.nextBoolean() ? 4 : 16));
    } catch (UnknownHostException e) {
      throw new AssertionError(e);
    }
  }
}

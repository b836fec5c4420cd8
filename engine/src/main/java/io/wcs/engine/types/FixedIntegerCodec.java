package io.wcs.engine.types;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;

/**
 * Types serialized as a fixed-width big-endian integer: tinyint, smallint, int, bigint, counter,
 * timestamp (ms since epoch), time (ns since midnight) and date (unsigned, 2^31 = 1970-01-01).
 * Signed values become byte-comparable by flipping the sign bit; date is already unsigned.
 */
final class FixedIntegerCodec implements NativeCodec {
  private static final long DATE_EPOCH_BIAS = 1L << 31;
  private static final long NANOS_PER_DAY = 86_400_000_000_000L;

  static final FixedIntegerCodec TINYINT = new FixedIntegerCodec("tinyint", 1, true, Byte.class);
  static final FixedIntegerCodec SMALLINT = new FixedIntegerCodec("smallint", 2, true, Short.class);
  static final FixedIntegerCodec INT = new FixedIntegerCodec("int", 4, true, Integer.class);
  static final FixedIntegerCodec BIGINT = new FixedIntegerCodec("bigint", 8, true, Long.class);
  static final FixedIntegerCodec COUNTER = new FixedIntegerCodec("counter", 8, true, Long.class);
  static final FixedIntegerCodec TIMESTAMP =
      new FixedIntegerCodec("timestamp", 8, true, Instant.class);
  static final FixedIntegerCodec TIME = new FixedIntegerCodec("time", 8, true, LocalTime.class);
  static final FixedIntegerCodec DATE = new FixedIntegerCodec("date", 4, false, LocalDate.class);

  private final String name;
  private final int width;
  private final boolean signed;

  /**
   * The Java class of the type's values, which also picks their conversion to and from the integer:
   * tested in a chain of ifs rather than held as functions, because every lambda costs a class spun
   * at the first connection (these were sixteen of them).
   */
  private final Class<?> javaClass;

  private FixedIntegerCodec(String name, int width, boolean signed, Class<?> javaClass) {
    this.name = name;
    this.width = width;
    this.signed = signed;
    this.javaClass = javaClass;
  }

  @Override
  public int fixedLength() {
    return width;
  }

  /** Counters cannot be clustering columns (nor part of any key) in Cassandra. */
  @Override
  public boolean isByteComparable() {
    return this != COUNTER;
  }

  @Override
  public byte[] serialize(Object value) {
    if (!javaClass.isInstance(value)) {
      throw NativeCodec.wrongClass(name, javaClass, value);
    }
    long bits;
    try {
      bits = toBits(value);
    } catch (ArithmeticException | DateTimeException e) {
      throw new InvalidValueException(value + " is out of range for type " + name, e);
    }
    byte[] out = new byte[width];
    for (int i = width - 1; i >= 0; i--) {
      out[i] = (byte) bits;
      bits >>>= 8;
    }
    return out;
  }

  @Override
  public Object deserialize(byte[] bytes) {
    try {
      return fromBits(read(bytes));
    } catch (DateTimeException e) {
      throw new InvalidValueException("invalid " + name + " value: " + e.getMessage(), e);
    }
  }

  @Override
  public int compare(byte[] a, byte[] b) {
    return Long.compare(read(a), read(b));
  }

  @Override
  public void writeComparable(byte[] value, ComparableWriter out) {
    checkLength(value);
    out.write(signed ? value[0] ^ 0x80 : value[0]);
    out.write(value, 1, width - 1);
  }

  @Override
  public byte[] readComparable(ComparableReader in) {
    byte[] value = in.readBytes(width);
    if (signed) {
      value[0] ^= (byte) 0x80;
    }
    return value;
  }

  /** The value as a long: sign-extended for signed types, zero-extended for date. */
  private long read(byte[] bytes) {
    checkLength(bytes);
    long v = signed ? bytes[0] : bytes[0] & 0xFF;
    for (int i = 1; i < width; i++) {
      v = (v << 8) | (bytes[i] & 0xFF);
    }
    return v;
  }

  private void checkLength(byte[] bytes) {
    if (bytes.length != width) {
      throw NativeCodec.wrongLength(name, width, bytes);
    }
  }

  /** A value of {@link #javaClass} as the integer it is stored as. */
  private static long toBits(Object value) {
    if (value instanceof Instant instant) {
      return instant.toEpochMilli();
    }
    if (value instanceof LocalTime time) {
      return time.toNanoOfDay();
    }
    if (value instanceof LocalDate date) {
      long bits = date.toEpochDay() + DATE_EPOCH_BIAS;
      if (bits < 0 || bits > 0xFFFF_FFFFL) {
        throw new ArithmeticException("date out of range");
      }
      return bits;
    }
    return ((Number) value).longValue();
  }

  /** The stored integer as a value of {@link #javaClass}. */
  private Object fromBits(long bits) {
    if (javaClass == Long.class) {
      return bits;
    }
    if (javaClass == Integer.class) {
      return (int) bits;
    }
    if (javaClass == Short.class) {
      return (short) bits;
    }
    if (javaClass == Byte.class) {
      return (byte) bits;
    }
    if (javaClass == Instant.class) {
      return Instant.ofEpochMilli(bits);
    }
    if (javaClass == LocalTime.class) {
      if (bits < 0 || bits >= NANOS_PER_DAY) {
        throw new DateTimeException("nanoseconds since midnight must be in [0, 86399999999999]");
      }
      return LocalTime.ofNanoOfDay(bits);
    }
    return LocalDate.ofEpochDay(bits - DATE_EPOCH_BIAS);
  }
}

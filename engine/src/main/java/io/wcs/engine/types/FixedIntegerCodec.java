package io.wcs.engine.types;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.function.LongFunction;
import java.util.function.ToLongFunction;

/**
 * Types serialized as a fixed-width big-endian integer: tinyint, smallint, int, bigint, counter,
 * timestamp (ms since epoch), time (ns since midnight) and date (unsigned, 2^31 = 1970-01-01).
 * Signed values become byte-comparable by flipping the sign bit; date is already unsigned.
 */
final class FixedIntegerCodec implements NativeCodec {
  private static final long DATE_EPOCH_BIAS = 1L << 31;
  private static final long NANOS_PER_DAY = 86_400_000_000_000L;

  static final FixedIntegerCodec TINYINT =
      new FixedIntegerCodec("tinyint", 1, true, Byte.class, v -> (Byte) v, raw -> (byte) raw);
  static final FixedIntegerCodec SMALLINT =
      new FixedIntegerCodec("smallint", 2, true, Short.class, v -> (Short) v, raw -> (short) raw);
  static final FixedIntegerCodec INT =
      new FixedIntegerCodec("int", 4, true, Integer.class, v -> (Integer) v, raw -> (int) raw);
  static final FixedIntegerCodec BIGINT =
      new FixedIntegerCodec("bigint", 8, true, Long.class, v -> (Long) v, raw -> raw);
  static final FixedIntegerCodec COUNTER =
      new FixedIntegerCodec("counter", 8, true, Long.class, v -> (Long) v, raw -> raw);
  static final FixedIntegerCodec TIMESTAMP =
      new FixedIntegerCodec(
          "timestamp",
          8,
          true,
          Instant.class,
          v -> ((Instant) v).toEpochMilli(),
          Instant::ofEpochMilli);
  static final FixedIntegerCodec TIME =
      new FixedIntegerCodec(
          "time",
          8,
          true,
          LocalTime.class,
          v -> ((LocalTime) v).toNanoOfDay(),
          FixedIntegerCodec::time);
  static final FixedIntegerCodec DATE =
      new FixedIntegerCodec(
          "date", 4, false, LocalDate.class, FixedIntegerCodec::dateBits, FixedIntegerCodec::date);

  private final String name;
  private final int width;
  private final boolean signed;
  private final Class<?> javaClass;
  private final ToLongFunction<Object> toBits;
  private final LongFunction<Object> fromBits;

  private FixedIntegerCodec(
      String name,
      int width,
      boolean signed,
      Class<?> javaClass,
      ToLongFunction<Object> toBits,
      LongFunction<Object> fromBits) {
    this.name = name;
    this.width = width;
    this.signed = signed;
    this.javaClass = javaClass;
    this.toBits = toBits;
    this.fromBits = fromBits;
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
      bits = toBits.applyAsLong(value);
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
      return fromBits.apply(read(bytes));
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

  private static LocalTime time(long nanos) {
    if (nanos < 0 || nanos >= NANOS_PER_DAY) {
      throw new DateTimeException("nanoseconds since midnight must be in [0, 86399999999999]");
    }
    return LocalTime.ofNanoOfDay(nanos);
  }

  private static long dateBits(Object value) {
    long bits = ((LocalDate) value).toEpochDay() + DATE_EPOCH_BIAS;
    if (bits < 0 || bits > 0xFFFF_FFFFL) {
      throw new ArithmeticException("date out of range");
    }
    return bits;
  }

  private static LocalDate date(long bits) {
    return LocalDate.ofEpochDay(bits - DATE_EPOCH_BIAS);
  }
}

package io.wcs.engine.types;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The native CQL types. Java classes: ascii, text → String; bigint, counter → Long; blob → {@link
 * java.nio.ByteBuffer} (read-only when deserialized; {@code byte[]} is accepted when serializing);
 * boolean → Boolean; date → {@link java.time.LocalDate}; decimal → BigDecimal; double → Double;
 * duration → {@link CqlDuration}; float → Float; inet → InetAddress; int → Integer; smallint →
 * Short; time → {@link java.time.LocalTime}; timestamp → {@link java.time.Instant} (millisecond
 * precision); timeuuid, uuid → UUID; tinyint → Byte; varint → BigInteger.
 */
public enum NativeType implements CqlType {
  ASCII("ascii", BytesCodec.ASCII),
  BIGINT("bigint", FixedIntegerCodec.BIGINT),
  BLOB("blob", BytesCodec.BLOB),
  BOOLEAN("boolean", BooleanCodec.INSTANCE),
  COUNTER("counter", FixedIntegerCodec.COUNTER),
  DATE("date", FixedIntegerCodec.DATE),
  DECIMAL("decimal", DecimalCodec.INSTANCE),
  DOUBLE("double", FloatingCodec.DOUBLE),
  DURATION("duration", DurationCodec.INSTANCE),
  FLOAT("float", FloatingCodec.FLOAT),
  INET("inet", BytesCodec.INET),
  INT("int", FixedIntegerCodec.INT),
  SMALLINT("smallint", FixedIntegerCodec.SMALLINT),
  TEXT("text", BytesCodec.TEXT),
  TIME("time", FixedIntegerCodec.TIME),
  TIMESTAMP("timestamp", FixedIntegerCodec.TIMESTAMP),
  TIMEUUID("timeuuid", UuidCodec.TIMEUUID),
  TINYINT("tinyint", FixedIntegerCodec.TINYINT),
  UUID("uuid", UuidCodec.UUID_TYPE),
  VARINT("varint", VarintCodec.INSTANCE);

  private static final Map<String, NativeType> BY_NAME = new HashMap<>();

  static {
    for (NativeType t : values()) {
      BY_NAME.put(t.name, t);
    }
    BY_NAME.put("varchar", TEXT);
  }

  private final String name;
  private final NativeCodec codec;

  NativeType(String name, NativeCodec codec) {
    this.name = name;
    this.codec = codec;
  }

  /** The native type with this CQL name (case-insensitive, {@code varchar} is text), or null. */
  public static NativeType byName(String cqlName) {
    return BY_NAME.get(cqlName.toLowerCase(Locale.ROOT));
  }

  @Override
  public String cqlName() {
    return name;
  }

  @Override
  public String toString() {
    return name;
  }

  @Override
  public CqlType freeze() {
    return this;
  }

  @Override
  public int fixedLength() {
    return codec.fixedLength();
  }

  @Override
  public byte[] serialize(Object value) {
    return codec.serialize(value);
  }

  @Override
  public Object deserialize(byte[] bytes) {
    return codec.deserialize(bytes);
  }

  @Override
  public int compare(byte[] a, byte[] b) {
    return codec.compare(a, b);
  }

  @Override
  public boolean isByteComparable() {
    return codec.isByteComparable();
  }

  @Override
  public void writeComparable(byte[] value, ComparableWriter out) {
    codec.writeComparable(value, out);
  }

  @Override
  public byte[] readComparable(ComparableReader in) {
    return codec.readComparable(in);
  }
}

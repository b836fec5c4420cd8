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
 *
 * <p>Empty values: as in Cassandra, bigint, boolean, decimal, double, float, inet, int, timestamp,
 * timeuuid, uuid and varint also accept a value of zero bytes (written with {@code blobAsInt(0x)}
 * or bound as an empty buffer). It is not a number: it deserializes to null (what the drivers
 * read), sorts before every other value, and has no byte-comparable form of its own, so the
 * encodings that hold values (clustering keys, collections, tuples) mark it themselves ({@link
 * #isEmptyValue}). Empty ascii, text and blob values are ordinary values; counter, date, duration,
 * smallint, time and tinyint refuse them, as Cassandra does.
 */
public enum NativeType implements CqlType {
  ASCII("ascii", BytesCodec.ASCII, false, 0x01),
  BIGINT("bigint", FixedIntegerCodec.BIGINT, true, 0x02),
  BLOB("blob", BytesCodec.BLOB, false, 0x03),
  BOOLEAN("boolean", BooleanCodec.INSTANCE, true, 0x04),
  COUNTER("counter", FixedIntegerCodec.COUNTER, false, 0x05),
  DATE("date", FixedIntegerCodec.DATE, false, 0x11),
  DECIMAL("decimal", DecimalCodec.INSTANCE, true, 0x06),
  DOUBLE("double", FloatingCodec.DOUBLE, true, 0x07),
  DURATION("duration", DurationCodec.INSTANCE, false, 0x15),
  FLOAT("float", FloatingCodec.FLOAT, true, 0x08),
  INET("inet", BytesCodec.INET, true, 0x10),
  INT("int", FixedIntegerCodec.INT, true, 0x09),
  SMALLINT("smallint", FixedIntegerCodec.SMALLINT, false, 0x13),
  TEXT("text", BytesCodec.TEXT, false, 0x0D),
  TIME("time", FixedIntegerCodec.TIME, false, 0x12),
  TIMESTAMP("timestamp", FixedIntegerCodec.TIMESTAMP, true, 0x0B),
  TIMEUUID("timeuuid", UuidCodec.TIMEUUID, true, 0x0F),
  TINYINT("tinyint", FixedIntegerCodec.TINYINT, false, 0x14),
  UUID("uuid", UuidCodec.UUID_TYPE, true, 0x0C),
  VARINT("varint", VarintCodec.INSTANCE, true, 0x0E);

  private static final Map<String, NativeType> BY_NAME = new HashMap<>();
  private static final Map<Integer, NativeType> BY_PROTOCOL_ID = new HashMap<>();

  static {
    for (NativeType t : values()) {
      BY_NAME.put(t.name, t);
      BY_PROTOCOL_ID.put(t.protocolId, t);
    }
    BY_NAME.put("varchar", TEXT);
  }

  private final String name;
  private final NativeCodec codec;
  private final boolean acceptsEmpty;
  private final int protocolId;

  NativeType(String name, NativeCodec codec, boolean acceptsEmpty, int protocolId) {
    this.name = name;
    this.codec = codec;
    this.acceptsEmpty = acceptsEmpty;
    this.protocolId = protocolId;
  }

  /**
   * The type's id in the native protocol's type descriptors (spec section 6; duration's, 0x15, is
   * v5's: before v5 Cassandra sends duration as a Custom type). Values are the protocol's: never
   * renumber.
   */
  public int protocolId() {
    return protocolId;
  }

  /** The native type with this native-protocol id, or null. */
  public static NativeType byProtocolId(int id) {
    return BY_PROTOCOL_ID.get(id);
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
  public boolean isEmptyValue(byte[] value) {
    return acceptsEmpty && value.length == 0;
  }

  @Override
  public Object deserialize(byte[] bytes) {
    return isEmptyValue(bytes) ? null : codec.deserialize(bytes);
  }

  @Override
  public void validate(byte[] bytes) {
    if (!isEmptyValue(bytes)) {
      codec.validate(bytes);
    }
  }

  @Override
  public int compare(byte[] a, byte[] b) {
    if (isEmptyValue(a) || isEmptyValue(b)) {
      return Integer.compare(a.length == 0 ? 0 : 1, b.length == 0 ? 0 : 1);
    }
    return codec.compare(a, b);
  }

  @Override
  public boolean isByteComparable() {
    return codec.isByteComparable();
  }

  @Override
  public boolean isComparableFormExact() {
    return this != DECIMAL;
  }

  @Override
  public void writeComparable(byte[] value, ComparableWriter out) {
    if (isEmptyValue(value)) {
      throw new InvalidValueException(
          "an empty " + name + " value has no byte-comparable form: its container marks it");
    }
    codec.writeComparable(value, out);
  }

  @Override
  public byte[] readComparable(ComparableReader in) {
    return codec.readComparable(in);
  }

  /** The codec, for a caller that reads one kind of value row after row (clustering keys). */
  NativeCodec codec() {
    return codec;
  }
}

package io.wcs.engine.types;

import java.util.UUID;

/**
 * uuid and timeuuid: 16 bytes, most significant first. The two types order differently, as in
 * Cassandra:
 *
 * <ul>
 *   <li>timeuuid (version 1 only): by timestamp, then the low 8 bytes as <em>signed</em> bytes.
 *   <li>uuid: by version, then by timestamp for version 1 or the high 8 bytes unsigned otherwise,
 *       then the low 8 bytes unsigned.
 * </ul>
 *
 * <p>Byte-comparable layout: timeuuid is the high long with its timestamp fields reordered to most
 * significant first, then the low long with each byte's top bit flipped (signed to unsigned order);
 * uuid is one version byte, the high long (reordered if version 1), the low long.
 */
final class UuidCodec implements NativeCodec {
  static final UuidCodec UUID_TYPE = new UuidCodec(false);
  static final UuidCodec TIMEUUID = new UuidCodec(true);

  /**
   * XOR with this, then a signed long comparison, compares 8 bytes as signed bytes; XOR with this
   * and {@link Long#MIN_VALUE} makes an unsigned comparison do the same.
   */
  private static final long SIGNED_BYTES = 0x0080_8080_8080_8080L;

  private final boolean timeBased;
  private final String name;

  private UuidCodec(boolean timeBased) {
    this.timeBased = timeBased;
    this.name = timeBased ? "timeuuid" : "uuid";
  }

  @Override
  public int fixedLength() {
    return 16;
  }

  @Override
  public byte[] serialize(Object value) {
    if (!(value instanceof UUID uuid)) {
      throw NativeCodec.wrongClass(name, UUID.class, value);
    }
    checkVersion(uuid.getMostSignificantBits());
    return toBytes(uuid.getMostSignificantBits(), uuid.getLeastSignificantBits());
  }

  @Override
  public Object deserialize(byte[] bytes) {
    long msb = msb(bytes);
    checkVersion(msb);
    return new UUID(msb, lsb(bytes));
  }

  @Override
  public int compare(byte[] a, byte[] b) {
    long msbA = msb(a);
    long msbB = msb(b);
    if (timeBased) {
      int c = Long.compare(timestampFirst(msbA), timestampFirst(msbB));
      return c != 0 ? c : Long.compare(lsb(a) ^ SIGNED_BYTES, lsb(b) ^ SIGNED_BYTES);
    }
    int c = Integer.compare(version(msbA), version(msbB));
    if (c != 0) {
      return c;
    }
    c =
        version(msbA) == 1
            ? Long.compare(timestampFirst(msbA), timestampFirst(msbB))
            : Long.compareUnsigned(msbA, msbB);
    return c != 0 ? c : Long.compareUnsigned(lsb(a), lsb(b));
  }

  @Override
  public void writeComparable(byte[] value, ComparableWriter out) {
    long msb = msb(value);
    if (timeBased) {
      out.writeLong(timestampFirst(msb));
      out.writeLong(lsb(value) ^ SIGNED_BYTES ^ Long.MIN_VALUE);
      return;
    }
    int version = version(msb);
    out.write(version);
    out.writeLong(version == 1 ? timestampFirst(msb) : msb);
    out.writeLong(lsb(value));
  }

  @Override
  public byte[] readComparable(ComparableReader in) {
    if (timeBased) {
      long msb = timestampLast(in.readLong());
      return toBytes(msb, in.readLong() ^ SIGNED_BYTES ^ Long.MIN_VALUE);
    }
    int version = in.read();
    long high = in.readLong();
    return toBytes(version == 1 ? timestampLast(high) : high, in.readLong());
  }

  /** Moves time_hi_and_version to the top, then time_mid, then time_low. */
  static long timestampFirst(long msb) {
    return (msb << 48) | ((msb << 16) & 0xFFFF_0000_0000L) | (msb >>> 32);
  }

  /** Inverse of {@link #timestampFirst}. */
  static long timestampLast(long reordered) {
    return (reordered << 32) | ((reordered >>> 16) & 0xFFFF_0000L) | (reordered >>> 48);
  }

  static byte[] toBytes(long msb, long lsb) {
    byte[] out = new byte[16];
    for (int i = 0; i < 8; i++) {
      out[i] = (byte) (msb >>> (56 - 8 * i));
      out[8 + i] = (byte) (lsb >>> (56 - 8 * i));
    }
    return out;
  }

  /** Refuses a UUID of another version for a timeuuid, in the words of Cassandra's parsing. */
  private void checkVersion(long msb) {
    if (timeBased && version(msb) != 1) {
      throw new InvalidValueException("TimeUUID supports only version 1 UUIDs");
    }
  }

  private static int version(long msb) {
    return (int) ((msb >>> 12) & 0xF);
  }

  private long msb(byte[] bytes) {
    if (bytes.length != 16) {
      throw NativeCodec.wrongLength(name, 16, bytes);
    }
    return readLong(bytes, 0);
  }

  private static long lsb(byte[] bytes) {
    return readLong(bytes, 8);
  }

  private static long readLong(byte[] bytes, int offset) {
    long v = 0;
    for (int i = offset; i < offset + 8; i++) {
      v = (v << 8) | (bytes[i] & 0xFF);
    }
    return v;
  }
}

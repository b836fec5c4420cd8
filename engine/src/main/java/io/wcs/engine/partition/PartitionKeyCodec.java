package io.wcs.engine.partition;

import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.InvalidValueException;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * The serialized partition key of a table, the bytes Cassandra hashes into the token: a
 * single-column key is the column's value as is; a composite key is, per column, a 2-byte unsigned
 * big-endian length, the value, and a 0x00 end-of-component byte (Cassandra's {@code CompositeType}
 * layout). Each component, like a single key, is at most 65535 bytes.
 *
 * <p>Immutable and thread-safe.
 */
public final class PartitionKeyCodec {
  private static final int MAX_COMPONENT_LENGTH = 0xFFFF;

  private final List<CqlType> types;

  public PartitionKeyCodec(List<CqlType> types) {
    if (types.isEmpty()) {
      throw new IllegalArgumentException("a partition key has at least one column");
    }
    this.types = List.copyOf(types);
  }

  public List<CqlType> types() {
    return types;
  }

  /** The key bytes for one serialized value per partition key column. */
  public byte[] encode(byte[]... values) {
    if (values.length != types.size()) {
      throw new InvalidValueException(
          "a partition key needs " + types.size() + " values, got " + values.length);
    }
    for (int i = 0; i < values.length; i++) {
      if (values[i] == null) {
        throw new InvalidValueException("partition key column " + (i + 1) + " must not be null");
      }
      if (values[i].length > MAX_COMPONENT_LENGTH) {
        throw new InvalidValueException(
            "Key length of " + values[i].length + " is longer than maximum of 65535");
      }
    }
    if (values.length == 1) {
      return values[0].clone();
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (byte[] v : values) {
      out.write(v.length >>> 8);
      out.write(v.length);
      out.write(v, 0, v.length);
      out.write(0);
    }
    return out.toByteArray();
  }

  /** The serialized column values of a key made by {@link #encode}. */
  public byte[][] decode(byte[] key) {
    if (types.size() == 1) {
      return new byte[][] {key.clone()};
    }
    List<byte[]> values = new ArrayList<>(types.size());
    int pos = 0;
    while (pos < key.length) {
      if (key.length - pos < 3) {
        throw malformed(key, pos);
      }
      int length = ((key[pos] & 0xFF) << 8) | (key[pos + 1] & 0xFF);
      int end = pos + 2 + length;
      if (end >= key.length || key[end] != 0 || values.size() == types.size()) {
        throw malformed(key, pos);
      }
      byte[] v = new byte[length];
      System.arraycopy(key, pos + 2, v, 0, length);
      values.add(v);
      pos = end + 1;
    }
    if (values.size() != types.size()) {
      throw malformed(key, pos);
    }
    return values.toArray(new byte[0][]);
  }

  public long token(byte[] key) {
    return Murmur3Partitioner.token(key);
  }

  private InvalidValueException malformed(byte[] key, int offset) {
    return new InvalidValueException(
        "malformed composite partition key of "
            + key.length
            + " bytes at offset "
            + offset
            + " (expected "
            + types.size()
            + " components)");
  }
}

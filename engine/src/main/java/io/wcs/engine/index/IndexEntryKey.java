package io.wcs.engine.index;

import io.wcs.engine.storage.Bytes;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.PartitionRange;
import io.wcs.engine.storage.Slice;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.util.Arrays;

/**
 * The clustering of an index entry: where the indexed row lives in the base table, encoded so that
 * entries sort as the base rows do in a scan (token, then partition key, then clustering). Layout:
 *
 * <pre>
 * token (8 bytes, big-endian, sign bit flipped)
 * | base partition key, each 0x00 written 0x00 0xFF, then the terminator 0x00 0x00
 * | base clustering bytes (empty for an entry that stands for the whole partition: the static row)
 * </pre>
 *
 * The escaping keeps keys in unsigned byte order, as {@link DecoratedKey} compares them, whatever
 * their length. Stateless.
 */
final class IndexEntryKey {
  /** Where an entry points: the base partition and the base clustering (empty: partition). */
  record Position(DecoratedKey key, byte[] clustering) {}

  private IndexEntryKey() {}

  static byte[] encode(DecoratedKey key, byte[] clustering) {
    ByteArrayOutputStream out =
        new ByteArrayOutputStream(key.key().length + clustering.length + 12);
    out.writeBytes(ByteBuffer.allocate(8).putLong(key.token() ^ Long.MIN_VALUE).array());
    for (byte b : key.key()) {
      out.write(b);
      if (b == 0) {
        out.write(0xFF);
      }
    }
    out.write(0);
    out.write(0);
    out.writeBytes(clustering);
    return out.toByteArray();
  }

  static Position decode(byte[] entry) {
    long token = ByteBuffer.wrap(entry, 0, 8).getLong() ^ Long.MIN_VALUE;
    ByteArrayOutputStream key = new ByteArrayOutputStream();
    int i = 8;
    while (!(entry[i] == 0 && entry[i + 1] == 0)) {
      key.write(entry[i]);
      i += entry[i] == 0 ? 2 : 1;
    }
    return new Position(
        new DecoratedKey(token, key.toByteArray()), Arrays.copyOfRange(entry, i + 2, entry.length));
  }

  /** The entries of base partitions in {@code range}. */
  static Slice slice(PartitionRange range) {
    byte[] start = Bytes.EMPTY;
    if (range.start() != null) {
      start = range.startInclusive() ? partitionStart(range.start()) : partitionEnd(range.start());
    }
    byte[] end = null;
    if (range.end() != null) {
      end = range.endInclusive() ? partitionEnd(range.end()) : partitionStart(range.end());
    }
    return new Slice(start, end);
  }

  private static byte[] partitionStart(DecoratedKey key) {
    return encode(key, Bytes.EMPTY);
  }

  /** Just past every entry of the partition: the terminator's second byte raised to 0x01. */
  private static byte[] partitionEnd(DecoratedKey key) {
    byte[] start = partitionStart(key);
    start[start.length - 1] = 1;
    return start;
  }
}

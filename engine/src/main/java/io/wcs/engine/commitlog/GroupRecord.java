package io.wcs.engine.commitlog;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

/**
 * The body of a group record: every entry of one write, each with its table, under the record's
 * single checksum, so that replay delivers all of them or, when a crash tore the record, none.
 *
 * <pre>
 * group body = i32 count (>= 2) | count x (i32 table id (>= 0) | i32 length | length bytes)
 * </pre>
 *
 * Writers build it in place ({@link RecordFrame}); replay reads it here.
 */
final class GroupRecord {
  /** An entry's table id and length, before its body. */
  static final int ENTRY_HEADER = 8;

  /** The entry count at the start of a group body. */
  static final int COUNT = 4;

  private GroupRecord() {}

  /** Where one entry's body lies in the bytes a group was decoded from. */
  record Extent(int tableId, int offset, int length) {}

  /**
   * The entries of the group body at {@code bytes[offset, offset + length)}, as extents of their
   * bodies (nothing is copied); null when it is malformed (a count, table id or length that does
   * not fit), which a record with a valid checksum only is if its writer was wrong.
   */
  static List<Extent> decode(byte[] bytes, int offset, int length) {
    ByteBuffer in = ByteBuffer.wrap(bytes, offset, length);
    if (in.remaining() < 4) {
      return null;
    }
    int count = in.getInt();
    if (count < 2 || count > in.remaining() / ENTRY_HEADER) {
      return null;
    }
    List<Extent> entries = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      if (in.remaining() < ENTRY_HEADER) {
        return null;
      }
      int tableId = in.getInt();
      int bodyLength = in.getInt();
      if (tableId < 0 || bodyLength < 0 || bodyLength > in.remaining()) {
        return null;
      }
      entries.add(new Extent(tableId, in.position(), bodyLength));
      in.position(in.position() + bodyLength);
    }
    return in.hasRemaining() ? null : entries;
  }
}

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
 */
final class GroupRecord {
  private static final int ENTRY_HEADER = 8;

  /**
   * Where a thread encodes its groups: a JDBC batch of forty 1 kB rows is a 48 kB group, and a new
   * array for each was a sixth of what a bulk load's writer allocated.
   */
  private static final ThreadLocal<ByteBuffer> BUFFER =
      ThreadLocal.withInitial(() -> ByteBuffer.allocate(64 << 10));

  /** Larger buffers serve one group and are not kept for the rest of the thread's life. */
  private static final int KEPT_BUFFER_BYTES = 1 << 20;

  private GroupRecord() {}

  /**
   * The group body of {@code entries}, in the first {@code position()} bytes of the returned
   * buffer's array. The buffer is the calling thread's: valid until its next call.
   */
  static ByteBuffer encode(List<CommitLogEntry> entries) {
    long size = 4;
    for (CommitLogEntry e : entries) {
      size += ENTRY_HEADER + e.length();
    }
    if (size > Integer.MAX_VALUE) {
      throw new IllegalArgumentException(
          "a write of " + entries.size() + " mutations is too large for the commit log");
    }
    ByteBuffer out = BUFFER.get();
    if (out.capacity() < size) {
      out = ByteBuffer.allocate((int) size);
      if (size <= KEPT_BUFFER_BYTES) {
        BUFFER.set(out);
      }
    }
    out.clear();
    out.putInt(entries.size());
    for (CommitLogEntry e : entries) {
      out.putInt(e.tableId()).putInt(e.length()).put(e.bytes(), e.offset(), e.length());
    }
    return out;
  }

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

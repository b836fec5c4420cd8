package io.wcs.engine.commitlog;

import java.util.ArrayList;
import java.util.List;

/**
 * Where the bodies of one write go in an array that becomes its commit log record as it stands
 * ({@link CommitLog#appendFramed}): a writer that serializes its mutations straight into this
 * layout spares the log two copies of them, one into a group body and one behind the record's
 * header (for a JDBC batch of forty 1 kB rows, 44 kB each). The writer leaves the headers' bytes
 * for the log to fill in:
 *
 * <pre>
 * one entry:      record overhead | body
 * n >= 2 entries: record overhead | i32 n | n x (entry header | body)
 * </pre>
 *
 * That is a record of FORMAT.md as it lies in a segment, from its first byte: the record overhead
 * (length, checksum, table id or group mark) and, for a group, the group body of {@link
 * GroupRecord}.
 */
public final class RecordFrame {
  /** The bytes left before every body of a group but the first: its table id and length. */
  public static final int ENTRY_HEADER = GroupRecord.ENTRY_HEADER;

  private RecordFrame() {}

  /** Where the first body of a write of {@code entries} entries starts. */
  public static int firstBody(int entries) {
    return entries == 1
        ? SegmentFormat.RECORD_OVERHEAD
        : SegmentFormat.RECORD_OVERHEAD + GroupRecord.COUNT + ENTRY_HEADER;
  }

  /** Where the body after one ending at {@code end} starts. */
  public static int nextBody(int end) {
    return end + ENTRY_HEADER;
  }

  /** The size of the record {@code entries} make in this layout. */
  static long sizeOf(List<CommitLogEntry> entries) {
    long size = firstBody(entries.size()) - ENTRY_HEADER;
    for (CommitLogEntry e : entries) {
      size += ENTRY_HEADER + e.length();
    }
    return size;
  }

  /**
   * The entries copied into a new array of their own in this layout, {@code size} bytes ({@link
   * #sizeOf}): for callers whose bodies lie elsewhere.
   */
  static List<CommitLogEntry> copyOf(List<CommitLogEntry> entries, int size) {
    byte[] record = new byte[size];
    List<CommitLogEntry> framed = new ArrayList<>(entries.size());
    int at = firstBody(entries.size());
    for (CommitLogEntry e : entries) {
      System.arraycopy(e.bytes(), e.offset(), record, at, e.length());
      framed.add(new CommitLogEntry(e.tableId(), record, at, e.length()));
      at = nextBody(at + e.length());
    }
    return framed;
  }

  /**
   * Fills in the headers of the record {@code entries} make in their array, all but its checksum,
   * and returns its size. One pass checks each entry and writes its header.
   *
   * @throws IllegalArgumentException if a table id is negative or the entries do not share one
   *     array in this layout
   */
  static int fillHeaders(List<CommitLogEntry> entries) {
    byte[] record = entries.get(0).bytes();
    boolean group = entries.size() > 1;
    int at = firstBody(entries.size());
    for (CommitLogEntry e : entries) {
      if (e.tableId() < 0) {
        throw new IllegalArgumentException(
            "commit log table ids are never negative, got " + e.tableId());
      }
      if (e.bytes() != record || e.offset() != at) {
        throw new IllegalArgumentException(
            "commit log entries must lie in one array as RecordFrame lays them out; the body at "
                + e.offset()
                + " should start at "
                + at);
      }
      if (group) {
        SegmentFormat.putInt(record, at - ENTRY_HEADER, e.tableId());
        SegmentFormat.putInt(record, at - 4, e.length());
      }
      at = nextBody(at + e.length());
    }
    int size = at - ENTRY_HEADER;
    SegmentFormat.putInt(record, 0, size - SegmentFormat.RECORD_HEADER);
    SegmentFormat.putInt(
        record,
        SegmentFormat.RECORD_HEADER,
        group ? SegmentFormat.GROUP : entries.get(0).tableId());
    if (group) {
      SegmentFormat.putInt(record, SegmentFormat.RECORD_OVERHEAD, entries.size());
    }
    return size;
  }
}

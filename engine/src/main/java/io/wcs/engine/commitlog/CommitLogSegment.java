package io.wcs.engine.commitlog;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One segment file: the active one being appended to, or an older one kept until every table with
 * records in it has flushed them.
 *
 * <p>Records are gathered in a buffer of {@value #PENDING_BYTES} bytes and reach the file when it
 * fills and with every sync marker, so a small record costs a copy, not a write call: with a write
 * call each, single-row writes spent more than half their time in it (W3), and W5's writers most of
 * theirs waiting for each other's. Records that do not fit the buffer are written at once. Every
 * sync writes a marker first, so an fsync still covers every record appended before it; what a
 * process crash loses is at most the buffer's records, never synced, which only {@link
 * SyncMode#PERIODIC} acknowledges before a sync.
 *
 * <p>Threading: {@link #append} and {@link #writeSyncMarker} run under {@link CommitLog}'s append
 * lock, or, for a sealed segment no append reaches any more, under its sync lock; {@link #force}
 * may run concurrently with appends (it only covers what was written before it started). The
 * dirty-table map is concurrent because replay fills it.
 *
 * <p>The file is a {@link RandomAccessFile}, not a {@code FileChannel}, on purpose: an interrupt of
 * a thread inside a channel operation closes the channel for everyone, and appends run on callers'
 * threads, which applications do interrupt (query timeouts, pool shutdowns).
 */
final class CommitLogSegment {
  final long id;
  final Path file;

  /** The format version the file was written in. */
  final int version;

  /** The size of the buffer of records not yet written to the file. */
  static final int PENDING_BYTES = 64 * 1024;

  private final RandomAccessFile raf;

  /** Records and markers appended but not yet written to the file; null for a replayed segment. */
  private final ByteBuffer pending;

  /** Table id to the end offset of its last record in this segment. */
  private final Map<Integer, Integer> dirty = new ConcurrentHashMap<>();

  private int position;
  private int lastMarkerEnd;

  private CommitLogSegment(long id, Path file, int version, RandomAccessFile raf, int position) {
    this.id = id;
    this.file = file;
    this.version = version;
    this.raf = raf;
    this.pending = raf == null ? null : ByteBuffer.allocate(PENDING_BYTES);
    this.position = position;
    this.lastMarkerEnd = position;
  }

  /** A new, empty segment file with its header written. */
  static CommitLogSegment create(Path dir, long id) throws IOException {
    Path file = dir.resolve(SegmentFormat.fileName(id));
    Files.createFile(file);
    RandomAccessFile raf = new RandomAccessFile(file.toFile(), "rw");
    try {
      raf.write(SegmentFormat.header(id).array());
    } catch (IOException e) {
      raf.close();
      throw e;
    }
    return new CommitLogSegment(id, file, SegmentFormat.VERSION, raf, SegmentFormat.HEADER_SIZE);
  }

  /** A segment left by an earlier run, in format {@code version}: read by replay, never written. */
  static CommitLogSegment existing(Path file, long id, int version) {
    return new CommitLogSegment(id, file, version, null, 0);
  }

  int position() {
    return position;
  }

  boolean isEmpty() {
    return position == SegmentFormat.HEADER_SIZE;
  }

  /** Whether a record of this body size, and the sync marker after it, still fit. */
  boolean hasRoomFor(int bodyLength, long segmentSize) {
    long needed = (long) SegmentFormat.RECORD_OVERHEAD + bodyLength + SegmentFormat.MARKER_SIZE;
    return isEmpty() || position + needed <= segmentSize;
  }

  /**
   * Appends one record, whose body is {@code length} bytes of {@code body} from {@code offset}, and
   * returns its end offset; the caller marks the tables it holds dirty. {@code tableField} is the
   * record's table id, or {@link SegmentFormat#GROUP}.
   */
  int append(int tableField, byte[] body, int offset, int length, int crc) throws IOException {
    int size = SegmentFormat.RECORD_OVERHEAD + length;
    if (size > pending.remaining()) {
      writePending();
    }
    if (size <= pending.remaining()) {
      pending.putInt(4 + length).putInt(crc).putInt(tableField).put(body, offset, length);
    } else {
      // Larger than the whole buffer (a batch): its header from the buffer, its body directly.
      pending.putInt(4 + length).putInt(crc).putInt(tableField);
      writePending();
      raf.write(body, offset, length);
    }
    position += size;
    return position;
  }

  /**
   * Writes a sync marker unless nothing was appended since the last one, and then everything
   * appended to the file; returns the marker's end.
   */
  int writeSyncMarker() throws IOException {
    if (position == lastMarkerEnd) {
      return position;
    }
    if (pending.remaining() < SegmentFormat.MARKER_SIZE) {
      writePending();
    }
    pending.putInt(SegmentFormat.SYNC_MARKER).putInt(SegmentFormat.markerCrc(id, position));
    writePending();
    position += SegmentFormat.MARKER_SIZE;
    lastMarkerEnd = position;
    return position;
  }

  private void writePending() throws IOException {
    if (pending.position() > 0) {
      raf.write(pending.array(), 0, pending.position());
      pending.clear();
    }
  }

  /** Cuts the file back to its header, durably: for a segment whose records are all flushed. */
  void discardRecords() throws IOException {
    pending.clear();
    raf.setLength(SegmentFormat.HEADER_SIZE);
    raf.getFD().sync();
    position = SegmentFormat.HEADER_SIZE;
    lastMarkerEnd = position;
  }

  void force() throws IOException {
    raf.getFD().sync();
  }

  void markDirty(int tableId, int endOffset) {
    dirty.merge(tableId, endOffset, Math::max);
  }

  /** Forgets the table's records at or before {@code upToOffset}. */
  void markClean(int tableId, int upToOffset) {
    dirty.computeIfPresent(tableId, (table, last) -> last <= upToOffset ? null : last);
  }

  boolean isClean() {
    return dirty.isEmpty();
  }

  void close() throws IOException {
    if (raf != null) {
      raf.close();
    }
  }

  void delete() throws IOException {
    close();
    Files.deleteIfExists(file);
  }
}

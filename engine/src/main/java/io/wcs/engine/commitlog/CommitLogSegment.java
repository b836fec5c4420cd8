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
 * <p>Threading: {@link #append} and {@link #writeSyncMarker} run under {@link CommitLog}'s append
 * lock; {@link #force} may run concurrently with appends (it only covers what was written before it
 * started). The dirty-table map is concurrent because replay fills it.
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

  private final RandomAccessFile raf;

  /** One record or marker at a time, written with a single call. */
  private ByteBuffer scratch = ByteBuffer.allocate(256);

  /** Table id to the end offset of its last record in this segment. */
  private final Map<Integer, Integer> dirty = new ConcurrentHashMap<>();

  private int position;
  private int lastMarkerEnd;

  private CommitLogSegment(long id, Path file, int version, RandomAccessFile raf, int position) {
    this.id = id;
    this.file = file;
    this.version = version;
    this.raf = raf;
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
    if (scratch.capacity() < size) {
      scratch = ByteBuffer.allocate(Math.max(size, scratch.capacity() * 2));
    }
    scratch.clear();
    scratch.putInt(4 + length).putInt(crc).putInt(tableField).put(body, offset, length);
    raf.write(scratch.array(), 0, size);
    position += size;
    return position;
  }

  /** Writes a sync marker unless nothing was written since the last one; returns its end. */
  int writeSyncMarker() throws IOException {
    if (position == lastMarkerEnd) {
      return position;
    }
    scratch.clear();
    scratch.putInt(SegmentFormat.SYNC_MARKER).putInt(SegmentFormat.markerCrc(id, position));
    raf.write(scratch.array(), 0, SegmentFormat.MARKER_SIZE);
    position += SegmentFormat.MARKER_SIZE;
    lastMarkerEnd = position;
    return position;
  }

  /** Cuts the file back to its header, durably: for a segment whose records are all flushed. */
  void discardRecords() throws IOException {
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

package io.wcs.engine.commitlog;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.io.UncheckedIOException;
import java.nio.MappedByteBuffer;
import java.nio.channels.ClosedByInterruptException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One segment file: the active one being appended to, or an older one kept until every table with
 * records in it has flushed them.
 *
 * <p>A new segment's file is sized to the whole segment and mapped into memory, and a record
 * smaller than {@value #MAPPED_RECORD_BYTES} bytes (a single-row write) is copied into the mapping
 * instead of written with a call of its own: with a write call each, single-row writes spent more
 * than half their time in it (W3), and W5's writers much of theirs waiting for each other's. The
 * copy lands in the operating system's cache of the file as a write call's bytes would, so a
 * process killed right after its append loses nothing, and an fsync covers both alike. Larger
 * records (batches) are still written with a call: on our virtual machines the first touch of a
 * mapped page costs some 10 µs, more than a write call copying a whole page. The file is cut back
 * to its records when the segment closes; a crash leaves what follows them, the zeros the file was
 * sized with or the records of the segment whose file it {@link #recycle reuses}, and replay reads
 * either as the segment's end. Where the operating system refuses to cut or delete a mapped file
 * (Windows, {@link CommitLogConfig#mappedSegments}), nothing is mapped: every record and marker is
 * written with a call, and the file grows as they are.
 *
 * <p>Threading: {@link #append} and {@link #writeSyncMarker} run under {@link CommitLog}'s append
 * lock, or, for a sealed segment no append reaches any more, under its sync lock; {@link #force}
 * may run concurrently with appends (it only covers what was written before it started). The
 * dirty-table map is concurrent because replay fills it.
 *
 * <p>Writes go through a {@link RandomAccessFile}, not a {@code FileChannel}, on purpose: an
 * interrupt of a thread inside a channel operation closes the channel for everyone, and appends run
 * on callers' threads, which applications do interrupt (query timeouts, pool shutdowns). The
 * mapping is made through a channel of its own, closed once the mapping exists ({@link #map}).
 */
final class CommitLogSegment {
  /** Records below this size go through the mapping; larger ones are written with a call. */
  static final int MAPPED_RECORD_BYTES = 1024;

  private static final int MAP_ATTEMPTS = 3;

  final long id;
  final Path file;

  /** The format version the file was written in. */
  final int version;

  /** What this segment's record checksums are XORed with ({@link SegmentFormat#crcMask}). */
  final int crcMask;

  private final RandomAccessFile raf;

  /**
   * The whole file, for small records and sync markers; null for a segment being replayed, or one
   * whose records and markers are all written with calls.
   */
  private final MappedByteBuffer mapped;

  /** A sync marker to write with one call. */
  private final byte[] marker = new byte[SegmentFormat.MARKER_SIZE];

  /** Table id to the end offset of its last record in this segment. */
  private final Map<Integer, Integer> dirty = new ConcurrentHashMap<>();

  private int position;
  private int lastMarkerEnd;

  /** Where the file's own offset is: after the last written record, or the header. */
  private long filePointer = SegmentFormat.HEADER_SIZE;

  private CommitLogSegment(
      long id,
      Path file,
      int version,
      RandomAccessFile raf,
      MappedByteBuffer mapped,
      int position) {
    this.id = id;
    this.file = file;
    this.version = version;
    this.crcMask = SegmentFormat.crcMask(id, version);
    this.raf = raf;
    this.mapped = mapped;
    this.position = position;
    this.lastMarkerEnd = position;
  }

  /**
   * A new, empty segment file with its header written: sized to the whole segment and mapped,
   * unless the configuration has segments unmapped.
   */
  static CommitLogSegment create(Path dir, long id, CommitLogConfig config) throws IOException {
    Path file = dir.resolve(SegmentFormat.fileName(id));
    Files.createFile(file);
    return start(file, id, config);
  }

  /**
   * A new segment in the file of a {@link #recyclable} one whose records every table has flushed:
   * renamed for its new id and given its header, its old records left to be overwritten. Writing
   * over pages the operating system still caches spares it what a new file's pages cost it, which
   * was most of a batch's write call (allocating each page and reserving its disk block). Replay
   * tells the old records from new ones by their checksums ({@link SegmentFormat#crcMask}), and a
   * file renamed whose new header never reached the disk by its header's id.
   */
  static CommitLogSegment recycle(Path spare, long id, CommitLogConfig config) throws IOException {
    Path file = spare.resolveSibling(SegmentFormat.fileName(id));
    Files.move(spare, file, StandardCopyOption.ATOMIC_MOVE);
    return start(file, id, config);
  }

  private static CommitLogSegment start(Path file, long id, CommitLogConfig config)
      throws IOException {
    RandomAccessFile raf = new RandomAccessFile(file.toFile(), "rw");
    try {
      raf.write(SegmentFormat.header(id).array());
      MappedByteBuffer mapped = null;
      if (config.mappedSegments()) {
        raf.setLength(config.segmentSize());
        mapped = map(file, config.segmentSize());
      }
      return new CommitLogSegment(
          id, file, SegmentFormat.VERSION, raf, mapped, SegmentFormat.HEADER_SIZE);
    } catch (IOException e) {
      raf.close();
      throw e;
    }
  }

  /**
   * Maps the file through a channel used for nothing else, with the thread's interrupt status put
   * aside while it does: an interrupt, pending or arriving, would close the channel and fail the
   * mapping, which is then tried again. The status is restored afterwards.
   */
  private static MappedByteBuffer map(Path file, long size) throws IOException {
    boolean interrupted = Thread.interrupted();
    try {
      for (int attempt = 1; ; attempt++) {
        try (FileChannel channel =
            FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
          return channel.map(FileChannel.MapMode.READ_WRITE, 0, size);
        } catch (ClosedByInterruptException e) {
          interrupted |= Thread.interrupted();
          if (attempt == MAP_ATTEMPTS) {
            throw e;
          }
        }
      }
    } finally {
      if (interrupted) {
        Thread.currentThread().interrupt();
      }
    }
  }

  /** A segment left by an earlier run, in format {@code version}: read by replay, never written. */
  static CommitLogSegment existing(Path file, long id, int version) {
    return new CommitLogSegment(id, file, version, null, null, 0);
  }

  int position() {
    return position;
  }

  /**
   * Whether a record of this body size, and the sync marker after it, still fit. They always fit in
   * an empty segment, as a body is at most {@link CommitLogConfig#maxRecordBody}: no test for one
   * here, as that branch, untaken while a load's writes were compiled, made the JIT throw the
   * compiled write path away at a new database's first write.
   */
  boolean hasRoomFor(int bodyLength, long segmentSize) {
    long needed = (long) SegmentFormat.RECORD_OVERHEAD + bodyLength + SegmentFormat.MARKER_SIZE;
    return position + needed <= segmentSize;
  }

  /**
   * Appends the record in the first {@code size} bytes of {@code record}, headers filled in but for
   * the checksum ({@link RecordFrame}), and returns its end offset; the caller marks the tables it
   * holds dirty. {@code recordCrc} is {@link SegmentFormat#recordCrc}, which the segment binds to
   * itself in the record's checksum bytes.
   */
  int append(byte[] record, int size, int recordCrc) throws IOException {
    SegmentFormat.putInt(record, 4, recordCrc ^ crcMask);
    if (mapped != null && size < MAPPED_RECORD_BYTES) {
      mapped.put(position, record, 0, size);
    } else {
      write(record, size);
    }
    position += size;
    return position;
  }

  /** Writes a sync marker unless nothing was written since the last one; returns its end. */
  int writeSyncMarker() throws IOException {
    if (position == lastMarkerEnd) {
      return position;
    }
    int crc = SegmentFormat.markerCrc(id, position);
    if (mapped != null) {
      mapped.putInt(position, SegmentFormat.SYNC_MARKER).putInt(position + 4, crc);
    } else {
      SegmentFormat.putInt(marker, 0, SegmentFormat.SYNC_MARKER);
      SegmentFormat.putInt(marker, 4, crc);
      write(marker, SegmentFormat.MARKER_SIZE);
    }
    position += SegmentFormat.MARKER_SIZE;
    lastMarkerEnd = position;
    return position;
  }

  /** Writes the first {@code size} bytes of {@code bytes} at {@link #position}, with one call. */
  private void write(byte[] bytes, int size) throws IOException {
    if (filePointer != position) {
      raf.seek(position);
    }
    raf.write(bytes, 0, size);
    filePointer = position + size;
  }

  /**
   * Whether the file may become a later segment's once its records are flushed: one this run
   * created and mapped, so sized to the whole segment, and its pages likely still cached.
   */
  boolean recyclable() {
    return mapped != null;
  }

  /** Cuts the file back to its header, durably: for a segment whose records are all flushed. */
  void discardRecords() throws IOException {
    raf.setLength(SegmentFormat.HEADER_SIZE);
    raf.getFD().sync();
    position = SegmentFormat.HEADER_SIZE;
    lastMarkerEnd = position;
  }

  /**
   * Forces the segment to disk: the mapped records and markers, and the written ones with them, as
   * the mapping and the write calls share the operating system's cache of the file (an msync on
   * Linux). A second, file-wide fsync would cost a group commit a second flush of the disk. An
   * unmapped segment's file is forced as any written file is.
   */
  void force() throws IOException {
    if (mapped == null) {
      raf.getFD().sync();
      return;
    }
    try {
      mapped.force();
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
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

  /**
   * Cuts the file back to its records (the mapping is not touched again) and closes it; a segment
   * being replayed has nothing open.
   */
  void close() throws IOException {
    if (raf != null) {
      try {
        raf.setLength(position);
      } finally {
        raf.close();
      }
    }
  }

  /** Closes the file, leaving it in place: for a segment kept to be recycled. */
  void release() throws IOException {
    if (raf != null) {
      raf.close();
    }
  }

  void delete() throws IOException {
    release();
    Files.deleteIfExists(file);
  }
}

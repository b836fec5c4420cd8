package io.wcs.engine.commitlog;

import io.wcs.engine.util.LazyLogger;
import java.io.IOException;
import java.lang.System.Logger.Level;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.List;

/**
 * Replays one segment file written by an earlier run.
 *
 * <p>Damage policy. A write cut off by a crash can only damage bytes after a segment's last sync
 * marker: those bytes were never covered by an fsync, so in BATCH and GROUP modes no client was
 * told they were durable. (This holds for every segment, not only the newest: a run that crashed
 * before replaying leaves an unfinished segment behind the one the next run created, a full segment
 * not yet sealed by a sync has an unfinished tail too, and a sealed segment ends with its marker,
 * so nothing can follow it.) Replay therefore stops quietly at the first bad record <em>when no
 * valid sync marker follows it</em>, and truncates the file there so the next replay does not see
 * the damage again. A bad record before a valid sync marker sits in data that was fsynced: {@link
 * CommitLogReplayException}, naming the file and offset, unless {@code ignoreReplayErrors} is set,
 * in which case the rest of that segment is skipped with a warning.
 *
 * <p>A group record is checked whole (its checksum covers every entry) before any entry is
 * delivered, so a torn group delivers nothing: the write it held is absent, never half present.
 */
final class SegmentReplayer {
  private static final System.Logger LOG = LazyLogger.of(SegmentReplayer.class);

  private final CommitLogSegment segment;
  private final boolean ignoreErrors;
  private byte[] bytes;

  SegmentReplayer(CommitLogSegment segment, boolean ignoreErrors) {
    this.segment = segment;
    this.ignoreErrors = ignoreErrors;
  }

  /** Delivers the segment's records to {@code consumer} and marks their tables dirty. */
  void replay(RecordConsumer consumer) throws IOException {
    bytes = Files.readAllBytes(segment.file);
    if (bytes.length == 0) {
      return; // created just before a crash, before its header reached the disk
    }
    if (recycledBeforeItsHeaderReachedTheDisk()) {
      LOG.log(
          Level.INFO,
          "commit log {0}: a reused file whose new header never reached the disk, nothing to replay",
          segment.file);
      return;
    }
    if (!validHeader()) {
      damaged(0, "missing or damaged segment header");
      return;
    }
    int pos = SegmentFormat.HEADER_SIZE;
    while (pos < bytes.length) {
      if (bytes.length - pos < SegmentFormat.RECORD_HEADER) {
        damaged(pos, "truncated record header");
        return;
      }
      int length = intAt(pos);
      int crc = intAt(pos + 4);
      if (length == 0 && zerosFrom(pos)) {
        return; // the unwritten rest of a segment sized whole when it was created
      }
      if (length == SegmentFormat.SYNC_MARKER) {
        if (crc != SegmentFormat.markerCrc(segment.id, pos)) {
          damaged(pos, "damaged sync marker");
          return;
        }
        pos += SegmentFormat.MARKER_SIZE;
        continue;
      }
      if (length < 4 || length > bytes.length - pos - SegmentFormat.RECORD_HEADER) {
        damaged(pos, "record length " + length + " does not fit in the file");
        return;
      }
      int tableId = intAt(pos + SegmentFormat.RECORD_HEADER);
      int bodyStart = pos + SegmentFormat.RECORD_OVERHEAD;
      int bodyLength = length - 4;
      int expected = SegmentFormat.recordCrc(bytes, pos, length);
      if (crc != (expected ^ segment.crcMask)) {
        damaged(pos, "record checksum mismatch");
        return;
      }
      int end = bodyStart + bodyLength;
      if (!deliver(tableId, bodyStart, bodyLength, end, consumer)) {
        damaged(pos, "malformed group record or negative table id");
        return;
      }
      pos = end;
    }
  }

  /**
   * Delivers a record with a valid checksum: its one body, or every entry of a group record, all at
   * the record's position, leaving out what the consumer no longer wants (and not counting it as
   * keeping the segment). False for a malformed group, of which nothing is delivered.
   */
  private boolean deliver(
      int tableId, int bodyStart, int bodyLength, int end, RecordConsumer consumer)
      throws IOException {
    CommitLogPosition position = new CommitLogPosition(segment.id, end);
    if (tableId >= 0) {
      if (consumer.wants(tableId, position)) {
        segment.markDirty(tableId, end);
        consumer.accept(tableId, Arrays.copyOfRange(bytes, bodyStart, end), position);
      }
      return true;
    }
    List<GroupRecord.Extent> group =
        tableId == SegmentFormat.GROUP && segment.version >= SegmentFormat.GROUP_VERSION
            ? GroupRecord.decode(bytes, bodyStart, bodyLength)
            : null;
    if (group == null) {
      return false;
    }
    // A group's entries usually share one table: mark it once per run, not once per entry.
    int lastMarked = -1;
    for (GroupRecord.Extent e : group) {
      if (consumer.wants(e.tableId(), position)) {
        if (e.tableId() != lastMarked) {
          segment.markDirty(e.tableId(), end);
          lastMarked = e.tableId();
        }
        byte[] body = Arrays.copyOfRange(bytes, e.offset(), e.offset() + e.length());
        consumer.accept(e.tableId(), body, position);
      }
    }
    return true;
  }

  private boolean validHeader() {
    return wellFormedHeader() && headerId() == segment.id;
  }

  /**
   * A whole header naming another segment: the file of a flushed segment, renamed for a new one
   * ({@link CommitLogSegment#recycle}) before a crash kept its new header from the disk. Every
   * record the new segment got was then unsynced, since a sync forces the header with them (and a
   * header is written whole: it lies in the file's first disk sector). The old segment's records
   * were all flushed.
   */
  private boolean recycledBeforeItsHeaderReachedTheDisk() {
    return segment.version >= SegmentFormat.SEGMENT_BOUND_VERSION
        && wellFormedHeader()
        && headerId() != segment.id;
  }

  private boolean wellFormedHeader() {
    return bytes.length >= SegmentFormat.HEADER_SIZE
        && intAt(0) == SegmentFormat.MAGIC
        && intAt(4) == segment.version
        && intAt(16) == SegmentFormat.crc(bytes, 0, 16);
  }

  private long headerId() {
    return ByteBuffer.wrap(bytes, 8, 8).getLong();
  }

  private void damaged(int offset, String problem) throws IOException {
    if (!syncMarkerAfter(offset)) {
      LOG.log(
          Level.INFO,
          "commit log {0}: discarding an unfinished write at offset {1} ({2})",
          segment.file,
          offset,
          problem);
      truncate(offset);
      return;
    }
    if (!ignoreErrors) {
      throw new CommitLogReplayException(segment.file, offset, problem);
    }
    LOG.log(
        Level.WARNING,
        "commit log {0}: skipping the rest of the segment after corruption at offset {1} ({2})",
        segment.file,
        offset,
        problem);
  }

  /** Scans for a valid sync marker after {@code offset}: its CRC names this segment and offset. */
  private boolean syncMarkerAfter(int offset) {
    for (int pos = Math.max(offset + 1, SegmentFormat.HEADER_SIZE);
        pos + SegmentFormat.MARKER_SIZE <= bytes.length;
        pos++) {
      if (intAt(pos) == SegmentFormat.SYNC_MARKER
          && intAt(pos + 4) == SegmentFormat.markerCrc(segment.id, pos)) {
        return true;
      }
    }
    return false;
  }

  private boolean zerosFrom(int offset) {
    for (int i = offset; i < bytes.length; i++) {
      if (bytes[i] != 0) {
        return false;
      }
    }
    return true;
  }

  private void truncate(int offset) throws IOException {
    try (FileChannel ch = FileChannel.open(segment.file, StandardOpenOption.WRITE)) {
      ch.truncate(offset);
      ch.force(true);
    }
  }

  private int intAt(int pos) {
    return SegmentFormat.intAt(bytes, pos);
  }
}

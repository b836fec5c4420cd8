package io.wcs.engine.commitlog;

import java.nio.ByteBuffer;
import java.util.zip.CRC32C;

/** The byte layout of segment files; FORMAT.md beside this class describes it. */
final class SegmentFormat {
  /**
   * The version written. Values are on disk: never change them. Version 2 added group records,
   * version 3 records whose checksums name their segment ({@link #crcMask}); segments of versions 1
   * and 2 are still replayed.
   */
  static final int VERSION = 3;

  /** The oldest version replay reads. */
  static final int OLDEST_READABLE_VERSION = 1;

  /** The first version with group records. */
  static final int GROUP_VERSION = 2;

  /** The first version whose record checksums name their segment, so that files can be reused. */
  static final int SEGMENT_BOUND_VERSION = 3;

  /** "WCSL": WCS log. */
  static final int MAGIC = 0x5743_534C;

  /** magic, version, segment id, CRC32C of the 16 bytes before it. */
  static final int HEADER_SIZE = 20;

  /** i32 length, i32 CRC32C. */
  static final int RECORD_HEADER = 8;

  /** Record header plus the table id at the start of every record payload. */
  static final int RECORD_OVERHEAD = RECORD_HEADER + 4;

  /**
   * Written in place of a record's table id: the record is a group of mutations ({@link
   * GroupRecord}). Table ids are never negative.
   */
  static final int GROUP = -1;

  /** Written in place of a record length to mark a sync point. */
  static final int SYNC_MARKER = -1;

  static final int MARKER_SIZE = 8;

  private static final String FILE_PREFIX = "CommitLog-";
  private static final String FILE_SUFFIX = ".log";

  private SegmentFormat() {}

  static String fileName(long id) {
    return FILE_PREFIX + VERSION + "-" + id + FILE_SUFFIX;
  }

  /** What a segment's file name says: its format version and its id. */
  record SegmentName(int version, long id) {}

  /**
   * The version and id in a segment's file name; null if the name is not a segment's.
   *
   * @throws IllegalStateException if the segment has a version this code cannot read
   */
  static SegmentName parse(String fileName) {
    // CommitLog-<version>-<id>.log, read by hand: a regular expression here was the one a
    // reopened database compiled on the way to its first answer
    if (!fileName.startsWith(FILE_PREFIX) || !fileName.endsWith(FILE_SUFFIX)) {
      return null;
    }
    int from = FILE_PREFIX.length();
    int to = fileName.length() - FILE_SUFFIX.length();
    int dash = fileName.indexOf('-', from);
    if (dash < 0
        || dash >= to
        || !digits(fileName, from, dash)
        || !digits(fileName, dash + 1, to)) {
      return null;
    }
    int version = Integer.parseInt(fileName, from, dash, 10);
    if (version < OLDEST_READABLE_VERSION || version > VERSION) {
      throw new IllegalStateException(
          "commit log segment "
              + fileName
              + " has format version "
              + version
              + ", but this version of WCS reads versions "
              + OLDEST_READABLE_VERSION
              + " to "
              + VERSION
              + (version > VERSION
                  ? ": it was written by a newer WCS, open the database with that version"
                  : ""));
    }
    return new SegmentName(version, Long.parseLong(fileName, dash + 1, to, 10));
  }

  /** Whether {@code s} from {@code from} to {@code to} is one or more ASCII digits. */
  private static boolean digits(String s, int from, int to) {
    if (from >= to) {
      return false;
    }
    for (int i = from; i < to; i++) {
      char c = s.charAt(i);
      if (c < '0' || c > '9') {
        return false;
      }
    }
    return true;
  }

  static ByteBuffer header(long id) {
    ByteBuffer b = ByteBuffer.allocate(HEADER_SIZE);
    b.putInt(MAGIC).putInt(VERSION).putLong(id);
    b.putInt(crc(b.array(), 0, 16));
    return b.flip();
  }

  /**
   * CRC32C of a record's 4 length bytes followed by its payload (table id or GROUP, and body), the
   * record lying in {@code bytes} from {@code start} as in a segment: the checksum's own 4 bytes,
   * between the two, are left out.
   */
  static int recordCrc(byte[] bytes, int start, int length) {
    CRC32C crc = new CRC32C();
    crc.update(bytes, start, 4);
    crc.update(bytes, start + RECORD_HEADER, length);
    return (int) crc.getValue();
  }

  /** Writes {@code value} big-endian at {@code bytes[at, at + 4)}. */
  static void putInt(byte[] bytes, int at, int value) {
    bytes[at] = (byte) (value >>> 24);
    bytes[at + 1] = (byte) (value >>> 16);
    bytes[at + 2] = (byte) (value >>> 8);
    bytes[at + 3] = (byte) value;
  }

  /** The big-endian int at {@code bytes[at, at + 4)}. */
  static int intAt(byte[] bytes, int at) {
    return ((bytes[at] & 0xFF) << 24)
        | ((bytes[at + 1] & 0xFF) << 16)
        | ((bytes[at + 2] & 0xFF) << 8)
        | (bytes[at + 3] & 0xFF);
  }

  /**
   * What a segment's record checksums are XORed with, so that a record names its segment as a sync
   * marker does: a reused file's records from its earlier segment fail their checksum there, and
   * replay ends at them as at any unfinished write. Two segment ids less than 2^32 apart differ in
   * at most 32 consecutive bits, which CRC32C always detects, so their masks always differ. Zero
   * for the versions before {@link #SEGMENT_BOUND_VERSION}.
   */
  static int crcMask(long segmentId, int version) {
    if (version < SEGMENT_BOUND_VERSION) {
      return 0;
    }
    return crc(ByteBuffer.allocate(8).putLong(segmentId).array(), 0, 8);
  }

  /** A marker's CRC binds it to its segment and offset, so stale or random bytes never pass. */
  static int markerCrc(long segmentId, int offset) {
    byte[] b = ByteBuffer.allocate(12).putLong(segmentId).putInt(offset).array();
    return crc(b, 0, 12);
  }

  static int crc(byte[] bytes, int offset, int length) {
    CRC32C crc = new CRC32C();
    crc.update(bytes, offset, length);
    return (int) crc.getValue();
  }
}

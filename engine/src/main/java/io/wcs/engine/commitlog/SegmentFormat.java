package io.wcs.engine.commitlog;

import java.nio.ByteBuffer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.CRC32C;

/** The byte layout of segment files; FORMAT.md beside this class describes it. */
final class SegmentFormat {
  /** Values are on disk: never change them. */
  static final int VERSION = 1;

  /** "WCSL": WCS log. */
  static final int MAGIC = 0x5743_534C;

  /** magic, version, segment id, CRC32C of the 16 bytes before it. */
  static final int HEADER_SIZE = 20;

  /** i32 length, i32 CRC32C. */
  static final int RECORD_HEADER = 8;

  /** Record header plus the table id at the start of every record payload. */
  static final int RECORD_OVERHEAD = RECORD_HEADER + 4;

  /** Written in place of a record length to mark a sync point. */
  static final int SYNC_MARKER = -1;

  static final int MARKER_SIZE = 8;

  private static final Pattern FILE_NAME = Pattern.compile("CommitLog-(\\d+)-(\\d+)\\.log");

  private SegmentFormat() {}

  static String fileName(long id) {
    return "CommitLog-" + VERSION + "-" + id + ".log";
  }

  /** The segment id in a file name, -1 if the name is not a segment's; version checked. */
  static long idOf(String fileName) {
    Matcher m = FILE_NAME.matcher(fileName);
    if (!m.matches()) {
      return -1;
    }
    if (Integer.parseInt(m.group(1)) != VERSION) {
      throw new IllegalStateException(
          "commit log segment "
              + fileName
              + " has format version "
              + m.group(1)
              + ", this version of WCS reads version "
              + VERSION);
    }
    return Long.parseLong(m.group(2));
  }

  static ByteBuffer header(long id) {
    ByteBuffer b = ByteBuffer.allocate(HEADER_SIZE);
    b.putInt(MAGIC).putInt(VERSION).putLong(id);
    b.putInt(crc(b.array(), 0, 16));
    return b.flip();
  }

  /** CRC32C of the 4 length bytes followed by the payload (table id and body). */
  static int recordCrc(int length, int tableId, byte[] body, int bodyOffset, int bodyLength) {
    CRC32C crc = new CRC32C();
    byte[] ints = {
      (byte) (length >>> 24), (byte) (length >>> 16), (byte) (length >>> 8), (byte) length,
      (byte) (tableId >>> 24), (byte) (tableId >>> 16), (byte) (tableId >>> 8), (byte) tableId
    };
    crc.update(ints, 0, 8);
    crc.update(body, bodyOffset, bodyLength);
    return (int) crc.getValue();
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

package io.wcs.engine.storage;

/**
 * A row of a frozen memtable as a flush hands it to its {@link FlushTarget}: the row as objects, or
 * its encoding, {@code bytes[offset, offset + length)}, which the target may copy as it is.
 *
 * @param row the row, or null when encoded
 */
public record FlushRow(Row row, byte[] bytes, int offset, int length) {
  public static FlushRow of(Row row) {
    return new FlushRow(row, null, 0, 0);
  }

  public static FlushRow encoded(byte[] bytes, int offset, int length) {
    return new FlushRow(null, bytes, offset, length);
  }
}

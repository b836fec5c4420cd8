package io.wcs.engine.storage;

/**
 * A row as a flush or a compaction hands it to a {@link PartitionSink}: the row as objects, or its
 * encoding, {@code bytes[offset, offset + length)}, which the sink may copy.
 *
 * @param row the row, or null when encoded
 */
public record SourceRow(Row row, byte[] bytes, int offset, int length) {
  public static SourceRow of(Row row) {
    return new SourceRow(row, null, 0, 0);
  }

  public static SourceRow encoded(byte[] bytes, int offset, int length) {
    return new SourceRow(null, bytes, offset, length);
  }
}

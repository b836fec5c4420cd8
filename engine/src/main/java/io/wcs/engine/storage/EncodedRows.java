package io.wcs.engine.storage;

/**
 * Where each row of a write's mutations lies in the commit log's serialization of them ({@link
 * MutationSerializer#serializeAll}), so that a memtable keeps a large row by copying its bytes
 * instead of encoding its cells a second time: the log and the memtable's slabs hold rows in one
 * encoding, {@link MutationSerializer#ROW_ENCODING}. Valid while the buffer is: until the thread
 * serializes again.
 */
public final class EncodedRows {
  private final byte[] bytes;
  // Row k spans bytes [bounds[2k], bounds[2k + 1]). Mutation i's rows are those from
  // firstRows[i] up to, not including, firstRows[i + 1].
  private final int[] bounds;
  private final int[] firstRows;

  EncodedRows(byte[] bytes, int[] bounds, int[] firstRows) {
    this.bytes = bytes;
    this.bounds = bounds;
    this.firstRows = firstRows;
  }

  public byte[] bytes() {
    return bytes;
  }

  /** The index, among all the write's rows, of mutation {@code mutation}'s first row. */
  public int firstRowOf(int mutation) {
    return firstRows[mutation];
  }

  public int start(int row) {
    return bounds[2 * row];
  }

  public int length(int row) {
    return bounds[2 * row + 1] - bounds[2 * row];
  }
}

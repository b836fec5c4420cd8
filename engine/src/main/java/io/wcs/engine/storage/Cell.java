package io.wcs.engine.storage;

import java.util.Arrays;

/**
 * One column value of a row, immutable. A cell is live ({@code ttl == NO_TTL}, {@code
 * localDeletionTime == NO_DELETION_TIME}), expiring ({@code ttl > 0}, {@code localDeletionTime} is
 * the expiry in seconds) or a tombstone ({@code ttl == NO_TTL}, {@code localDeletionTime} is when
 * it was deleted, empty value). Cells of a complex (non-frozen collection) column carry a {@code
 * path} (the element's key); other cells have a null path. A counter cell holds its total as an
 * 8-byte big-endian long and reconciles like any other cell.
 */
public final class Cell {
  public static final int NO_TTL = 0;
  public static final int NO_DELETION_TIME = Integer.MAX_VALUE;

  private final int columnId;
  private final byte[] path;
  private final long timestamp;
  private final int ttl;
  private final int localDeletionTime;
  private final byte[] value;

  public Cell(
      int columnId, byte[] path, long timestamp, int ttl, int localDeletionTime, byte[] value) {
    this.columnId = columnId;
    this.path = path;
    this.timestamp = timestamp;
    this.ttl = ttl;
    this.localDeletionTime = localDeletionTime;
    this.value = value;
  }

  public static Cell live(int columnId, byte[] path, long timestamp, byte[] value) {
    return new Cell(columnId, path, timestamp, NO_TTL, NO_DELETION_TIME, value);
  }

  public static Cell expiring(
      int columnId, byte[] path, long timestamp, int ttl, int nowInSeconds, byte[] value) {
    if (ttl <= 0) {
      throw new IllegalArgumentException("TTL must be positive, got " + ttl);
    }
    return new Cell(columnId, path, timestamp, ttl, expiryOf(nowInSeconds, ttl), value);
  }

  public static Cell tombstone(int columnId, byte[] path, long timestamp, int nowInSeconds) {
    return new Cell(columnId, path, timestamp, NO_TTL, nowInSeconds, Bytes.EMPTY);
  }

  /** Expiry time in seconds, capped below NO_DELETION_TIME as Cassandra caps it. */
  static int expiryOf(int nowInSeconds, int ttl) {
    return (int) Math.min((long) nowInSeconds + ttl, NO_DELETION_TIME - 1L);
  }

  public int columnId() {
    return columnId;
  }

  public byte[] path() {
    return path;
  }

  public long timestamp() {
    return timestamp;
  }

  public int ttl() {
    return ttl;
  }

  public int localDeletionTime() {
    return localDeletionTime;
  }

  public byte[] value() {
    return value;
  }

  public boolean isTombstone() {
    return ttl == NO_TTL && localDeletionTime != NO_DELETION_TIME;
  }

  public boolean isExpiring() {
    return ttl != NO_TTL;
  }

  public boolean isLive(int nowInSeconds) {
    return localDeletionTime == NO_DELETION_TIME
        || (isExpiring() && nowInSeconds < localDeletionTime);
  }

  /**
   * An expired cell becomes a tombstone dated from its write (expiry minus TTL), so that
   * gc_grace_seconds counts from the write as in Cassandra; other cells are returned unchanged.
   */
  public Cell purgedOfExpiry(int nowInSeconds) {
    if (!isExpiring() || nowInSeconds < localDeletionTime) {
      return this;
    }
    return new Cell(columnId, path, timestamp, NO_TTL, localDeletionTime - ttl, Bytes.EMPTY);
  }

  /** Order of cells inside a row: by column id, then by cell path (unsigned; null first). */
  public int comparePosition(Cell other) {
    return comparePosition(other.columnId, other.path);
  }

  /** This cell's position against column {@code otherColumn}, path {@code otherPath}. */
  int comparePosition(int otherColumn, byte[] otherPath) {
    int c = Integer.compare(columnId, otherColumn);
    if (c != 0) {
      return c;
    }
    if (path == null || otherPath == null) {
      return path == null ? (otherPath == null ? 0 : -1) : 1;
    }
    return Arrays.compareUnsigned(path, otherPath);
  }

  /**
   * Cassandra 4.0+ reconciliation of two versions of the same cell: the higher timestamp wins; on a
   * tie a tombstone or expiring cell beats a live one, a tombstone beats an expiring cell, the
   * later local deletion time wins, and last the greater value (unsigned). Independent of the
   * clock, so every replica and every merge order picks the same cell.
   */
  public static Cell reconcile(Cell a, Cell b) {
    if (a.timestamp != b.timestamp) {
      return a.timestamp > b.timestamp ? a : b;
    }
    boolean aDeleting = a.localDeletionTime != NO_DELETION_TIME;
    boolean bDeleting = b.localDeletionTime != NO_DELETION_TIME;
    if (aDeleting || bDeleting) {
      if (aDeleting != bDeleting) {
        return aDeleting ? a : b;
      }
      if (a.isExpiring() != b.isExpiring()) {
        return a.isExpiring() ? b : a;
      }
      if (a.localDeletionTime != b.localDeletionTime) {
        return a.localDeletionTime > b.localDeletionTime ? a : b;
      }
    }
    return Arrays.compareUnsigned(a.value, b.value) >= 0 ? a : b;
  }

  /** Approximate heap footprint, for memtable accounting. */
  public long sizeInBytes() {
    return 48L + value.length + (path == null ? 0 : 16 + path.length);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Cell c
        && columnId == c.columnId
        && timestamp == c.timestamp
        && ttl == c.ttl
        && localDeletionTime == c.localDeletionTime
        && Arrays.equals(path, c.path)
        && Arrays.equals(value, c.value);
  }

  @Override
  public int hashCode() {
    return (columnId * 31 + Long.hashCode(timestamp)) * 31 + Arrays.hashCode(value);
  }

  @Override
  public String toString() {
    return "Cell(col="
        + columnId
        + (path == null ? "" : ", path=" + Bytes.toHex(path))
        + ", ts="
        + timestamp
        + (isTombstone() ? ", tombstone@" + localDeletionTime : "")
        + (isExpiring() ? ", ttl=" + ttl + ", expires=" + localDeletionTime : "")
        + (isTombstone() ? "" : ", value=" + Bytes.toHex(value))
        + ")";
  }
}

package io.wcs.engine.memtable;

import io.wcs.engine.storage.Row;

/**
 * One version of a memtable row: the row itself, or where {@link RowSlabs} stored its encoding; the
 * version number of the mutation that wrote it, and the version it replaced (see {@link
 * MemtablePartition}).
 *
 * <p>A version is whole (the row as of that mutation) or a delta: only what its mutation wrote,
 * which a read merges onto the versions below it down to the first whole one. Deltas spare a small
 * update of a large encoded row from decoding, merging and encoding the whole row again.
 */
final class RowVersion {
  // The row kept as objects, or the slab its encoding is in: one field for either, as a memtable
  // keeps a version of every row until its flush (8 bytes of 48 a version).
  private final Object body;

  final int offset;

  /** What the row takes in memory: its encoding's length, or its objects' estimated size. */
  final int size;

  /** 0 for a whole version; for a delta, how many versions down the whole one is. */
  final int deltas;

  final long version;
  volatile RowVersion older;

  private RowVersion(
      Object body, int offset, int size, int deltas, long version, RowVersion older) {
    this.body = body;
    this.offset = offset;
    this.size = size;
    this.deltas = deltas;
    this.version = version;
    this.older = older;
  }

  /** A whole version kept as objects. */
  static RowVersion whole(Row row, int size, long version, RowVersion older) {
    return new RowVersion(row, 0, size, 0, version, older);
  }

  /** A whole version encoded in a slab. */
  static RowVersion encoded(byte[] slab, int offset, int length, long version, RowVersion older) {
    return new RowVersion(slab, offset, length, 0, version, older);
  }

  /** A delta over {@code older}: {@code update} is only what its mutation wrote. */
  static RowVersion delta(Row update, int size, long version, RowVersion older) {
    return new RowVersion(update, 0, size, older.deltas + 1, version, older);
  }

  /** The row, when kept as objects; null when encoded in {@link #slab()}. */
  Row row() {
    return body instanceof Row row ? row : null;
  }

  /** The slab the row's encoding is in, at {@link #offset}; null when kept as objects. */
  byte[] slab() {
    return body instanceof byte[] slab ? slab : null;
  }

  /** The newest version not above {@code snapshot}, or null. */
  RowVersion visibleAt(long snapshot) {
    RowVersion v = this;
    while (v != null && v.version > snapshot) {
      v = v.older;
    }
    return v;
  }

  /** The whole version this one's row is read from: itself, or the one under its deltas. */
  RowVersion whole() {
    RowVersion v = this;
    while (v.deltas > 0) {
      v = v.older;
    }
    return v;
  }
}

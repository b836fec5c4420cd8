package io.wcs.engine.memtable;

import io.wcs.engine.storage.ArrayByteReader;
import io.wcs.engine.storage.ByteWriter;
import io.wcs.engine.storage.EncodedRows;
import io.wcs.engine.storage.MutationSerializer;
import io.wcs.engine.storage.Row;
import io.wcs.engine.storage.RowEncoding;
import io.wcs.engine.storage.RowSerializer;
import java.util.Arrays;

/**
 * Where a memtable keeps its large rows: encoded ({@link RowSerializer}'s compact form) into large
 * byte arrays, the slabs, which live as long as the memtable. Small rows stay objects.
 *
 * <p>Why: a row kept as objects is a graph of one object per cell and per value (some twenty-five
 * for a ten-column row), and a memtable holds its rows until the flush, long enough for the
 * collector to copy every one of them from the young generation to a survivor space and then to the
 * old generation: most of a bulk load's young pause time was that copying. A slab is one object for
 * some thousand such rows; at 1 MiB it takes a whole G1 region of a 1 GiB heap, is allocated
 * straight into the old generation (a "humongous" object) and never copied. Slabs are never reused,
 * so a reader holding a row's place needs no reference counting: the slab lives while anything can
 * still reach it. Full-size slabs come from a {@link SlabSupply}, allocated ahead of need. A
 * memtable's first slab is small and each next one twice the size, so that the memtables of small
 * tables take little memory.
 *
 * <p>Why not small rows: a read decodes a slab's row into objects again, which costs more than the
 * collector saves on a row of a few cells, whose index node and version (which stay objects) are
 * most of what it costs the collector anyway. A time series read of a hundred such rows from the
 * memtable took half as long again when they were encoded.
 *
 * <p>Threading: {@link #store} from any thread; encoding is done in a per-thread buffer, and only
 * reserving the space is serialised.
 */
final class RowSlabs {
  /** The largest slab: its 16-byte array header included, one G1 region of a 1 GiB heap. */
  static final int MAX_SLAB_BYTES = (1 << 20) - 16;

  private static final int FIRST_SLAB_BYTES = 4096;

  /** Rows estimated smaller than this as objects stay objects. */
  static final int MIN_ENCODED_ROW_BYTES = 512;

  /** Rows larger than this get an array of their own, so that no slab is mostly left unused. */
  private static final int MAX_SHARED_ROW_BYTES = MAX_SLAB_BYTES / 8;

  private static final ThreadLocal<ByteWriter> SCRATCH =
      ThreadLocal.withInitial(() -> new ByteWriter(4096));

  /**
   * The commit log's, so that a row it encoded is copied as it is ({@link EncodedRows}). A marker
   * relative to 0 takes some five bytes more than one relative to the memtable's creation: less
   * than a hundredth of a row large enough to be encoded.
   */
  private static final RowEncoding ENCODING = MutationSerializer.ROW_ENCODING;

  private final SlabSupply supply;
  private byte[] slab = new byte[0];
  private int used;

  /**
   * @param supply where full-size slabs come from
   */
  RowSlabs(SlabSupply supply) {
    this.supply = supply;
  }

  /**
   * Keeps the row as version {@code version}, in front of {@code older}: encoded into a slab, or as
   * it is when small.
   */
  RowVersion store(Row row, long version, RowVersion older) {
    long objectBytes = row.sizeInBytes();
    if (keepsAsObjects(objectBytes)) {
      return RowVersion.whole(row, (int) objectBytes, version, older);
    }
    ByteWriter encoded = SCRATCH.get();
    encoded.reset();
    RowSerializer.writeRow(row, ENCODING, encoded);
    if (encoded.size() > MAX_SHARED_ROW_BYTES) {
      // The scratch buffer grew for this row: not kept for the rest of the thread's life.
      SCRATCH.remove();
    }
    return place(encoded.array(), 0, encoded.size(), version, older);
  }

  /**
   * {@link #store} for a new row, the first version of its clustering, which the log encoded:
   * {@code logged}'s row {@code loggedRow}, copied from there. A method of its own rather than a
   * test in store: merges and unlogged writes, which call store, would take a branch a bulk load's
   * compiled write path had never seen taken, and C2 would throw that path away (a new database's
   * schema writes did, as the harness's four-thread load began).
   */
  RowVersion storeLogged(Row row, long version, EncodedRows logged, int loggedRow) {
    long objectBytes = row.sizeInBytes();
    if (keepsAsObjects(objectBytes)) {
      return RowVersion.whole(row, (int) objectBytes, version, null);
    }
    return place(logged.bytes(), logged.start(loggedRow), logged.length(loggedRow), version, null);
  }

  /** A version of the encoded row {@code from[start, start + length)}, copied into a slab. */
  private RowVersion place(byte[] from, int start, int length, long version, RowVersion older) {
    if (length > MAX_SHARED_ROW_BYTES) {
      byte[] own = Arrays.copyOfRange(from, start, start + length);
      return RowVersion.encoded(own, 0, length, version, older);
    }
    byte[] target;
    int offset;
    synchronized (this) {
      if (used + length > slab.length) {
        int bytes = nextSlabBytes(slab.length, length);
        slab = bytes == MAX_SLAB_BYTES ? supply.take() : new byte[bytes];
        used = 0;
      }
      target = slab;
      offset = used;
      used += length;
    }
    System.arraycopy(from, start, target, offset, length);
    return RowVersion.encoded(target, offset, length, version, older);
  }

  private static int nextSlabBytes(int previous, int atLeast) {
    int next = previous == 0 ? FIRST_SLAB_BYTES : Math.min(MAX_SLAB_BYTES, previous * 2);
    return Math.max(next, atLeast);
  }

  RowEncoding encoding() {
    return ENCODING;
  }

  /** Whether {@link #store} keeps a row of this {@link Row#sizeInBytes} as it is. */
  static boolean keepsAsObjects(long objectBytes) {
    return objectBytes < MIN_ENCODED_ROW_BYTES;
  }

  /** The row as of this version: decoded if encoded, with its deltas merged on. */
  Row read(RowVersion v) {
    Row row = rowOf(v);
    for (RowVersion below = v; below.deltas > 0; ) {
      below = below.older;
      row = Row.merge(rowOf(below), row);
    }
    return row;
  }

  private Row rowOf(RowVersion v) {
    Row row = v.row();
    if (row != null) {
      return row;
    }
    ArrayByteReader in = new ArrayByteReader(v.slab(), v.offset, v.size, "memtable row");
    return RowSerializer.readRow(in.readByte(), ENCODING, in);
  }
}

package io.wcs.engine.memtable;

/**
 * One array of {@link RowSlabs}, reached by the row versions encoded in it through this holder
 * rather than directly, so that the memtable can let go of it when retired.
 *
 * <p>Why: a large slab is a humongous object in G1, which a young collection frees at once when
 * nothing in the old generation refers to it. The row versions of a memtable are old by the time it
 * is flushed, and as long as they point at the array the collector must treat it as live until a
 * whole marking cycle has proved them dead: a bulk load piled up every slab it ever filled (440 MiB
 * after one-thread and four-thread loads of W1 in a 1 GiB heap) and took fresh heap pages, each a
 * page fault on the writer, for every new one. Through the holder, one field cleared per slab
 * leaves the array to the next young collection, and the next slabs reuse its pages.
 *
 * <p>Not thread-safe on its own: {@link RowSlabs} clears {@link #bytes} only once no reader can
 * reach its memtable ({@link Memtable#retire}).
 */
final class Slab {
  /** The slab's bytes; null once released. */
  byte[] bytes;

  Slab(byte[] bytes) {
    this.bytes = bytes;
  }
}

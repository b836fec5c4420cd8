package io.wcs.engine.sstable;

import java.io.IOException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * Decompressed blocks shared by every read of an engine's SSTables, so that a hot index or data
 * block is read, checksummed and decompressed once instead of on every read that touches it (a
 * point read used to pay that for an index block and a data block: most of its time).
 *
 * <p>Direct-mapped: a block can only live in the slot its source and block number hash to, and a
 * newly loaded block replaces whatever held that slot. A hit costs one array read and no lock or
 * bookkeeping; the price is that two hot blocks sharing a slot evict each other, which thousands of
 * slots make rare. Memory is bounded by slots times block size and is only taken as blocks are
 * read. Every source read through the cache gets a new id ({@link #cached}), so the blocks of a
 * closed or deleted file are never served for another file: they just wait to be overwritten.
 *
 * <p>Threading: thread-safe; cached blocks are immutable.
 */
public final class BlockCache {
  /** No caching: every read loads its blocks (tests, and tools that must see the disk). */
  public static final BlockCache NONE = new BlockCache(0);

  private record Entry(long sourceId, long blockNumber, BlockSource.Block block) {}

  private final AtomicReferenceArray<Entry> slots;
  private final AtomicLong lastSourceId = new AtomicLong();

  private BlockCache(int slots) {
    this.slots = new AtomicReferenceArray<>(slots);
  }

  /** A cache holding about {@code capacityBytes} of blocks of {@code blockSize} bytes. */
  public static BlockCache ofCapacity(long capacityBytes, int blockSize) {
    return new BlockCache((int) Math.min(capacityBytes / blockSize, 1 << 20));
  }

  /**
   * {@code source} read through this cache, under an id never used before; {@code source} itself
   * when this cache holds nothing. Closing the result closes the source.
   */
  BlockSource cached(BlockSource source) {
    return slots.length() == 0 ? source : new Cached(source, lastSourceId.incrementAndGet());
  }

  private final class Cached implements BlockSource {
    private final BlockSource source;
    private final long id;

    Cached(BlockSource source, long id) {
      this.source = source;
      this.id = id;
    }

    @Override
    public Block blockAt(long position) throws IOException {
      long blockNumber = position / source.blockSize();
      int slot = slot(id, blockNumber);
      Entry e = slots.get(slot);
      if (e != null && e.sourceId == id && e.blockNumber == blockNumber) {
        return e.block;
      }
      Block loaded = source.blockAt(position);
      slots.set(slot, new Entry(id, blockNumber, loaded));
      return loaded;
    }

    @Override
    public long length() {
      return source.length();
    }

    @Override
    public int blockSize() {
      return source.blockSize();
    }

    @Override
    public String name() {
      return source.name();
    }

    @Override
    public void close() throws IOException {
      source.close();
    }
  }

  private int slot(long sourceId, long blockNumber) {
    long h = (sourceId * 0x9E3779B97F4A7C15L) ^ blockNumber;
    h ^= h >>> 29;
    h *= 0xBF58476D1CE4E5B9L;
    h ^= h >>> 32;
    return (int) Math.floorMod(h, (long) slots.length());
  }
}

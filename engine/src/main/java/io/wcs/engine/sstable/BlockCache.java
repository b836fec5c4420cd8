package io.wcs.engine.sstable;

import java.io.IOException;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * Decompressed blocks shared by every read of an engine's SSTables, so that a hot index or data
 * block is read, checksummed and decompressed once instead of on every read that touches it (a
 * point read used to pay that for an index block and a data block: most of its time).
 *
 * <p>Set-associative: a block can only live in one of the {@value #WAYS} slots of the bucket its
 * source and block number hash to, and a newly loaded block takes an empty slot of the bucket or
 * else a random one. A hit costs at most {@value #WAYS} array reads and no lock or bookkeeping. How
 * much of a working set as large as the cache stays in it depends on the ways, since a bucket that
 * more blocks hash to than it has slots keeps evicting them: a direct-mapped cache (one slot a
 * block) kept about 60% of it, four ways about 86% (W2's point reads over W1's rows missed one time
 * in eight, W5's one in seven), sixteen ways about 96% (W2's reads missed one time in a hundred).
 *
 * <p>Memory is bounded by the bytes of the blocks held, which the cache counts, and is only taken
 * as blocks are read. Tables' blocks differ in size (their {@code chunk_length_in_kb}), so there
 * are slots for as many blocks of the smallest size counted on as the capacity holds; blocks of a
 * larger size leave slots empty, and a load that takes the cache past its capacity evicts random
 * blocks from its own bucket on. Blocks more than {@value #LARGEST_BLOCK_FACTOR} times that
 * smallest size are read past the cache. Each slot also has a tag, a hash of its block's identity
 * in a primitive array, so that a lookup compares the bucket's tags in one or two cache lines and
 * dereferences only the entry whose tag matches. Every source read through the cache gets a new id
 * ({@link #cached}), so the blocks of a closed or deleted file are never served for another file;
 * closing a source empties its slots, so that the blocks of the files a compaction replaced do not
 * take room from the ones that replaced them.
 *
 * <p>The arrays of full blocks the cache drops are loaded into again ({@link BlockRecycler}) once
 * no read that may hold them is open, so every read of cached blocks is bracketed by {@link
 * #beginRead} and {@link #endRead}.
 *
 * <p>Threading: thread-safe; a cached block does not change while a read that got it is open.
 */
public final class BlockCache {
  /** No caching: every read loads its blocks (tests, and tools that must see the disk). */
  public static final BlockCache NONE = new BlockCache(0, 0, 1);

  private static final int WAYS = 16;
  private static final int LARGEST_BLOCK_FACTOR = 16;

  private record Entry(long sourceId, long blockNumber, BlockSource.Block block) {}

  private final AtomicReferenceArray<Entry> slots;
  // Hints, read and written without ordering: a stale tag costs a dereference or a needless load,
  // never a wrong block, since the entry itself is checked. 0 marks an empty slot.
  private final int[] tags;
  // The id of the source each slot's block came from, a hint as the tags are: closing a source
  // scans this array, not the entries behind every slot.
  private final long[] owners;
  private final int ways;
  private final int buckets;
  private final long capacityBytes;
  private final int largestBlock;
  private final AtomicLong heldBytes = new AtomicLong();
  private final BlockRecycler recycler = new BlockRecycler();
  private final AtomicLong lastSourceId = new AtomicLong();

  private BlockCache(int slots, long capacityBytes, int smallestBlock) {
    this.capacityBytes = capacityBytes;
    this.largestBlock = (int) Math.min(capacityBytes, (long) smallestBlock * LARGEST_BLOCK_FACTOR);
    this.ways = Math.max(1, Math.min(WAYS, slots));
    this.buckets = slots / ways;
    this.slots = new AtomicReferenceArray<>(buckets * ways);
    this.tags = new int[buckets * ways];
    this.owners = new long[buckets * ways];
  }

  /**
   * A cache holding at most about {@code capacityBytes} of blocks, with slots for that many blocks
   * of {@code smallestBlock} bytes: blocks smaller than that leave some of the capacity unused.
   */
  public static BlockCache ofCapacity(long capacityBytes, int smallestBlock) {
    return new BlockCache(
        (int) Math.min(capacityBytes / smallestBlock, 1 << 20), capacityBytes, smallestBlock);
  }

  /** The bytes of the blocks the cache holds. */
  long heldBytes() {
    return heldBytes.get();
  }

  /**
   * Opens a read of blocks through this cache: until {@link #endRead} with the token returned, no
   * block the read gets is loaded over.
   */
  public int beginRead() {
    return recycler.beginRead();
  }

  public void endRead(int token) {
    recycler.endRead(token);
  }

  /**
   * {@code source} read through this cache, under an id never used before; {@code source} itself
   * when this cache holds nothing or its blocks are too large for it. Closing the result closes the
   * source.
   */
  BlockSource cached(BlockSource source) {
    return slots.length() == 0 || source.blockSize() > largestBlock
        ? source
        : new Cached(source, lastSourceId.incrementAndGet());
  }

  private final class Cached extends ForwardingBlockSource {
    private final long id;

    Cached(BlockSource source, long id) {
      super(source);
      this.id = id;
    }

    @Override
    public Block blockAt(long position) throws IOException {
      assert recycler.anyReadOpen() : "a block of " + name() + " read outside BlockCache.beginRead";
      long blockNumber = position / source.blockSize();
      long hash = hash(id, blockNumber);
      // The bucket comes from the hash's low bits, the tag from its high ones.
      int tag = (int) (hash >>> 32) | 1;
      int first = (int) Math.floorMod(hash, (long) buckets) * ways;
      int empty = -1;
      for (int slot = first; slot < first + ways; slot++) {
        int t = tags[slot];
        if (t == tag) {
          Entry e = slots.get(slot);
          if (e != null && e.sourceId == id && e.blockNumber == blockNumber) {
            return e.block;
          }
        } else if (t == 0) {
          empty = slot;
        }
      }
      byte[] into = recycler.take(source.blockSize());
      Block loaded = source.blockAt(position, into);
      if (into != null && loaded.data() != into) {
        recycler.giveBack(into);
      }
      ThreadLocalRandom random = ThreadLocalRandom.current();
      int victim = empty >= 0 ? empty : first + random.nextInt(ways);
      Entry replaced = slots.getAndSet(victim, new Entry(id, blockNumber, loaded));
      tags[victim] = tag;
      owners[victim] = id;
      long held =
          heldBytes.addAndGet(
              loaded.data().length - (replaced == null ? 0 : replaced.block.data().length));
      if (replaced != null) {
        recycler.dropped(replaced.block.data());
      }
      if (held > capacityBytes) {
        evictFrom(first + random.nextInt(ways), victim);
      }
      return loaded;
    }

    @Override
    public void close() throws IOException {
      try {
        super.close();
      } finally {
        evict(id);
      }
    }
  }

  /**
   * Evicts blocks from slot {@code from} on, wrapping around, but not the one at {@code kept},
   * until the cache holds no more than its capacity: random blocks of the bucket {@code from} is
   * in, and past its end those of the buckets after it.
   */
  private void evictFrom(int from, int kept) {
    int n = owners.length;
    for (int i = 0; i < n && heldBytes.get() > capacityBytes; i++) {
      int slot = (from + i) % n;
      Entry e = slots.get(slot);
      if (slot != kept && e != null && slots.compareAndSet(slot, e, null)) {
        emptied(slot, e);
      }
    }
  }

  /**
   * Empties the slots of a closed source's blocks. A scan of every slot's owner, paid once a file
   * is closed (after a compaction, a table dropped), so that a hit stays free of any bookkeeping.
   */
  private void evict(long sourceId) {
    for (int slot = 0; slot < owners.length; slot++) {
      if (owners[slot] == sourceId) {
        Entry e = slots.get(slot);
        if (e != null && e.sourceId == sourceId && slots.compareAndSet(slot, e, null)) {
          emptied(slot, e);
        }
      }
    }
  }

  /** Accounts for the block {@code e} taken out of {@code slot}. */
  private void emptied(int slot, Entry e) {
    tags[slot] = 0;
    heldBytes.addAndGet(-e.block.data().length);
    recycler.dropped(e.block.data());
  }

  private static long hash(long sourceId, long blockNumber) {
    long h = (sourceId * 0x9E3779B97F4A7C15L) ^ blockNumber;
    h ^= h >>> 29;
    h *= 0xBF58476D1CE4E5B9L;
    h ^= h >>> 32;
    return h;
  }
}

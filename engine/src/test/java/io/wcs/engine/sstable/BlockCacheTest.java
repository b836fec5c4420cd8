package io.wcs.engine.sstable;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class BlockCacheTest {
  private static final int BLOCK = 16;

  /**
   * A stream of blocks whose bytes are their block number; counts the blocks it loads, and those it
   * loads into an array the cache gave.
   */
  private static final class CountingSource implements BlockSource {
    private final long length;
    private final int blockSize;
    int loads;
    final AtomicInteger loadedInto = new AtomicInteger();
    boolean closed;

    CountingSource() {
      this(10);
    }

    CountingSource(int blocks) {
      this((long) blocks * BLOCK, BLOCK);
    }

    private CountingSource(long length, int blockSize) {
      this.length = length;
      this.blockSize = blockSize;
    }

    static CountingSource ofBytes(long length) {
      return new CountingSource(length, BLOCK);
    }

    /** {@code blocks} blocks of {@code blockSize} bytes. */
    static CountingSource ofBlocks(int blocks, int blockSize) {
      return new CountingSource((long) blocks * blockSize, blockSize);
    }

    @Override
    public Block blockAt(long position) {
      return blockAt(position, null);
    }

    @Override
    public Block blockAt(long position, byte[] into) {
      loads++;
      int number = (int) (position / blockSize);
      long start = (long) number * blockSize;
      int size = (int) Math.min(blockSize, length - start);
      byte[] data = into != null && into.length == size ? into : new byte[size];
      if (data == into) {
        loadedInto.incrementAndGet();
      }
      Arrays.fill(data, (byte) number);
      return new Block(start, data, size);
    }

    @Override
    public long length() {
      return length;
    }

    @Override
    public int blockSize() {
      return blockSize;
    }

    @Override
    public String name() {
      return "counting";
    }

    @Override
    public void close() {
      closed = true;
    }
  }

  @Test
  void aBlockReadTwiceIsLoadedOnce() throws Exception {
    CountingSource source = new CountingSource();
    BlockCache cache = BlockCache.ofCapacity(64 * BLOCK, BLOCK);
    BlockSource cached = cache.cached(source);
    cache.beginRead();
    BlockSource.Block first = cached.blockAt(3 * BLOCK + 5);
    assertSame(first, cached.blockAt(3 * BLOCK));
    assertEquals(3 * BLOCK, first.start());
    assertEquals(3, first.data()[0]);
    assertEquals(1, source.loads);
  }

  @Test
  void everySourceHasItsOwnBlocks() throws Exception {
    BlockCache cache = BlockCache.ofCapacity(64 * BLOCK, BLOCK);
    CountingSource source = new CountingSource();
    cache.beginRead();
    cache.cached(source).blockAt(0);
    // Opened again (a new file at the same path, say): nothing cached for the old one applies.
    cache.cached(source).blockAt(0);
    assertEquals(2, source.loads);
  }

  @Test
  void aFullCacheEvictsAndStillAnswersRight() throws Exception {
    CountingSource source = new CountingSource();
    BlockCache cache = BlockCache.ofCapacity(BLOCK, BLOCK);
    BlockSource cached = cache.cached(source);
    cache.beginRead();
    for (int round = 0; round < 2; round++) {
      for (int b = 0; b < 10; b++) {
        BlockSource.Block block = cached.blockAt((long) b * BLOCK);
        assertEquals(b * BLOCK, block.start());
        assertEquals(b, block.data()[BLOCK - 1]);
      }
    }
    assertEquals(20, source.loads);
  }

  @Test
  void blocksSharingABucketDoNotEvictEachOther() throws Exception {
    CountingSource source = new CountingSource();
    // Four slots are one bucket of four ways: any four blocks fit, whatever they hash to.
    BlockCache cache = BlockCache.ofCapacity(4 * BLOCK, BLOCK);
    BlockSource cached = cache.cached(source);
    cache.beginRead();
    for (int round = 0; round < 3; round++) {
      for (int b = 3; b < 7; b++) {
        assertEquals(b, cached.blockAt((long) b * BLOCK).data()[0]);
      }
    }
    assertEquals(4, source.loads);
  }

  @Test
  void aClosedSourceLeavesItsSlotsToOthers() throws Exception {
    // Sixteen slots are one bucket of sixteen ways.
    BlockCache cache = BlockCache.ofCapacity(16 * BLOCK, BLOCK);
    cache.beginRead();
    CountingSource replaced = new CountingSource(16);
    BlockSource cachedReplaced = cache.cached(replaced);
    for (int b = 0; b < 16; b++) {
      cachedReplaced.blockAt((long) b * BLOCK);
    }
    cachedReplaced.close();
    assertTrue(replaced.closed);
    // Were the closed source's blocks still in the slots, this source's loads would take random
    // slots of the full bucket and, all but surely, evict some of each other.
    CountingSource replacement = new CountingSource(16);
    BlockSource cachedReplacement = cache.cached(replacement);
    for (int round = 0; round < 2; round++) {
      for (int b = 0; b < 16; b++) {
        assertEquals(b, cachedReplacement.blockAt((long) b * BLOCK).data()[0]);
      }
    }
    assertEquals(16, replacement.loads);
  }

  @Test
  void largerBlocksFillTheCapacityWithFewerSlots() throws Exception {
    BlockCache cache = BlockCache.ofCapacity(16 * BLOCK, BLOCK);
    CountingSource source = CountingSource.ofBlocks(4, 4 * BLOCK);
    BlockSource cached = cache.cached(source);
    readEachBlock(cache, cached, 4 * BLOCK);
    readEachBlock(cache, cached, 4 * BLOCK);
    assertEquals(4, source.loads);
    assertEquals(16 * BLOCK, cache.heldBytes());
  }

  @Test
  void loadsPastTheCapacityEvictOtherBlocks() throws Exception {
    BlockCache cache = BlockCache.ofCapacity(16 * BLOCK, BLOCK);
    CountingSource source = CountingSource.ofBlocks(64, 8 * BLOCK);
    BlockSource cached = cache.cached(source);
    for (int b = 0; b < 64; b++) {
      assertEquals(b, readAlone(cache, cached, (long) b * 8 * BLOCK).data()[0]);
      assertTrue(cache.heldBytes() <= 16 * BLOCK, "held " + cache.heldBytes());
      // The block just loaded is the one a load keeps.
      readAlone(cache, cached, (long) b * 8 * BLOCK);
      assertEquals(b + 1, source.loads);
    }
    cached.close();
    assertEquals(0, cache.heldBytes());
  }

  @Test
  void blocksFarLargerThanTheSlotsAreReadPastTheCache() {
    BlockCache cache = BlockCache.ofCapacity(1024 * BLOCK, BLOCK);
    CountingSource large = CountingSource.ofBlocks(4, 32 * BLOCK);
    assertSame(large, cache.cached(large));
    CountingSource small = CountingSource.ofBlocks(4, 16 * BLOCK);
    assertTrue(small != cache.cached(small));
  }

  @Test
  void noCacheReadsTheSourceItself() {
    CountingSource source = new CountingSource();
    assertSame(source, BlockCache.NONE.cached(source));
  }

  @Test
  void aDroppedBlockKeepsItsBytesUntilItsReadEnds() throws Exception {
    BlockCache cache = BlockCache.ofCapacity(BLOCK, BLOCK);
    CountingSource source = new CountingSource(64);
    BlockSource cached = cache.cached(source);
    int read = cache.beginRead();
    BlockSource.Block held = cached.blockAt(0);
    // The one slot is loaded over and over by other reads, each closed at once.
    for (int b = 1; b < 64; b++) {
      assertEquals(b, readAlone(cache, cached, (long) b * BLOCK).data()[0]);
    }
    assertEquals(BLOCK, countOf(held, 0));
    assertEquals(0, source.loadedInto.get());
    cache.endRead(read);

    // With the read over, the arrays dropped meanwhile wait out one more flip of the recycler's
    // phases (the next load's), and the load after it takes the oldest of them.
    readAlone(cache, cached, 0);
    assertSame(held.data(), readAlone(cache, cached, BLOCK).data());
    assertEquals(1, source.loadedInto.get());
  }

  @Test
  void anArrayALoadDidNotTakeIsOfferedToTheNext() throws Exception {
    BlockCache cache = BlockCache.ofCapacity(BLOCK, BLOCK);
    BlockSource cached = cache.cached(new CountingSource(8));
    byte[] first = readAlone(cache, cached, 0).data();
    readAlone(cache, cached, BLOCK);
    readAlone(cache, cached, 2 * BLOCK);
    // The first block's array is free by now: offered to a stream's short last block, it goes
    // back, and the next full block is loaded into it.
    BlockSource shortStream = cache.cached(CountingSource.ofBytes(BLOCK / 2));
    assertEquals(BLOCK / 2, readAlone(cache, shortStream, 0).data().length);
    assertSame(first, readAlone(cache, cached, 3 * BLOCK).data());
  }

  @Test
  void arraysAreLoadedIntoAgainOnlyForBlocksOfTheirLength() throws Exception {
    BlockCache cache = BlockCache.ofCapacity(2 * BLOCK, BLOCK);
    BlockSource small = cache.cached(new CountingSource(8));
    BlockSource large = cache.cached(CountingSource.ofBlocks(8, 2 * BLOCK));
    byte[] first = readAlone(cache, small, 0).data();
    // Loads of the large blocks evict the small one, and flip the phases until its array is free.
    byte[] firstLarge = readAlone(cache, large, 0).data();
    readAlone(cache, large, 2 * BLOCK);
    readAlone(cache, large, 4 * BLOCK);
    byte[] reused = readAlone(cache, large, 6 * BLOCK).data();
    assertSame(firstLarge, reused);
    assertSame(first, readAlone(cache, small, BLOCK).data());
  }

  @Test
  void concurrentReadsNeverSeeTheirBlocksLoadedOver() throws Exception {
    BlockCache cache = BlockCache.ofCapacity(8 * BLOCK, BLOCK);
    CountingSource source = new CountingSource(256);
    BlockSource cached = cache.cached(source);
    AtomicReference<Throwable> failure = new AtomicReference<>();
    List<Thread> threads = new ArrayList<>();
    for (int t = 0; t < 4; t++) {
      threads.add(
          new Thread(
              () -> {
                try {
                  readAndCheck(cache, cached, 20_000);
                } catch (Throwable e) {
                  failure.compareAndSet(null, e);
                }
              }));
    }
    threads.forEach(Thread::start);
    for (Thread t : threads) {
      t.join();
    }
    if (failure.get() != null) {
      throw new AssertionError(failure.get());
    }
    assertTrue(source.loadedInto.get() > 0, "no array was loaded into again");
  }

  /** Reads every block of {@code cached}, of {@code blockSize} bytes, each in a read of its own. */
  private static void readEachBlock(BlockCache cache, BlockSource cached, int blockSize)
      throws Exception {
    for (long at = 0; at < cached.length(); at += blockSize) {
      assertEquals(at / blockSize, readAlone(cache, cached, at).data()[0]);
    }
  }

  /** The block at {@code position}, read in a read of its own: nothing holds it after. */
  private static BlockSource.Block readAlone(BlockCache cache, BlockSource cached, long position)
      throws Exception {
    int read = cache.beginRead();
    try {
      return cached.blockAt(position);
    } finally {
      cache.endRead(read);
    }
  }

  /** Reads of a few random blocks each, every block's bytes checked when the read ends. */
  private static void readAndCheck(BlockCache cache, BlockSource cached, int reads)
      throws Exception {
    ThreadLocalRandom random = ThreadLocalRandom.current();
    List<BlockSource.Block> held = new ArrayList<>();
    for (int i = 0; i < reads; i++) {
      int read = cache.beginRead();
      held.clear();
      int blocks = 1 + random.nextInt(4);
      for (int k = 0; k < blocks; k++) {
        held.add(cached.blockAt((long) random.nextInt(256) * BLOCK));
      }
      for (BlockSource.Block b : held) {
        int number = (int) (b.start() / BLOCK);
        assertEquals(BLOCK, countOf(b, number), "bytes of block " + number);
      }
      cache.endRead(read);
    }
  }

  private static int countOf(BlockSource.Block block, int number) {
    int n = 0;
    for (int i = 0; i < block.length(); i++) {
      n += block.data()[i] == (byte) number ? 1 : 0;
    }
    return n;
  }
}

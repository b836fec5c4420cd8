package io.wcs.engine.sstable;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class BlockCacheTest {
  private static final int BLOCK = 16;

  /** A stream of blocks whose bytes are their block number; counts the blocks it loads. */
  private static final class CountingSource implements BlockSource {
    private final int blocks;
    int loads;
    boolean closed;

    CountingSource() {
      this(10);
    }

    CountingSource(int blocks) {
      this.blocks = blocks;
    }

    @Override
    public Block blockAt(long position) {
      loads++;
      int number = (int) (position / BLOCK);
      byte[] data = new byte[BLOCK];
      Arrays.fill(data, (byte) number);
      return new Block((long) number * BLOCK, data, BLOCK);
    }

    @Override
    public long length() {
      return (long) blocks * BLOCK;
    }

    @Override
    public int blockSize() {
      return BLOCK;
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
    BlockSource cached = BlockCache.ofCapacity(64 * BLOCK, BLOCK).cached(source);
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
    cache.cached(source).blockAt(0);
    // Opened again (a new file at the same path, say): nothing cached for the old one applies.
    cache.cached(source).blockAt(0);
    assertEquals(2, source.loads);
  }

  @Test
  void aFullCacheEvictsAndStillAnswersRight() throws Exception {
    CountingSource source = new CountingSource();
    BlockSource cached = BlockCache.ofCapacity(BLOCK, BLOCK).cached(source);
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
    BlockSource cached = BlockCache.ofCapacity(4 * BLOCK, BLOCK).cached(source);
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
  void noCacheReadsTheSourceItself() {
    CountingSource source = new CountingSource();
    assertSame(source, BlockCache.NONE.cached(source));
  }
}

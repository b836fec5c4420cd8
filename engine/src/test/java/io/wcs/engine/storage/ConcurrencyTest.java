package io.wcs.engine.storage;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wcs.engine.commitlog.CommitLogConfig;
import io.wcs.engine.commitlog.SyncMode;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Writers, readers, flushes and compactions at once. Every mutation rewrites all rows of its
 * partition with one timestamp, so any read that sees two timestamps in a partition saw half a
 * mutation, or lost data to a flush or compaction swapping files under it. Each value's bytes
 * follow from its timestamp, so a read whose block was loaded over by another (the block cache
 * reuses the arrays of blocks it dropped) sees bytes that do not.
 */
class ConcurrencyTest {
  private static final int TABLE = 1;
  private static final int ROWS = 12;
  private static final int PARTITIONS = 4;
  // A partition's rows fill more than one 16 KiB block, so the cache holds full blocks, the ones
  // whose arrays it reuses.
  private static final int VALUE_BYTES = 700;

  @TempDir Path dir;

  private static Mutation rewrite(int partition, long ts) {
    Mutation.Builder b =
        Mutation.builder(new DecoratedKey(partition, new byte[] {(byte) partition}));
    for (int c = 0; c < ROWS; c++) {
      b.addRow(
          Row.of(
              new byte[] {(byte) c},
              LivenessInfo.live(ts),
              DeletionTime.LIVE,
              List.of(),
              List.of(Cell.live(0, null, ts, value(ts)))));
    }
    return b.build();
  }

  private static byte[] value(long ts) {
    byte[] value = new byte[VALUE_BYTES];
    Arrays.fill(value, (byte) ts);
    ByteBuffer.wrap(value).putLong(ts);
    return value;
  }

  /**
   * With the default cache, and with one of four blocks that drops a block at nearly every read.
   */
  @ParameterizedTest
  @ValueSource(longs = {-1, 4 * 16 * 1024})
  void readsSeeWholeMutationsWhileFilesAreFlushedAndCompacted(long blockCacheBytes)
      throws Exception {
    StorageOptions options =
        StorageOptions.DEFAULT.withCommitLog(CommitLogConfig.defaults(SyncMode.PERIODIC));
    if (blockCacheBytes >= 0) {
      options = options.withBlockCacheBytes(blockCacheBytes);
    }
    ExecutorService pool = Executors.newFixedThreadPool(5);
    AtomicBoolean writing = new AtomicBoolean(true);
    try (StorageEngine engine = StorageEngine.open(dir, options)) {
      engine.createTable(
          TABLE,
          TableLayout.NONE,
          new TableOptions(
              0, Map.of("class", "SizeTieredCompactionStrategy", "min_threshold", "2"), 16 * 1024));
      List<Future<?>> tasks = new ArrayList<>();
      for (int w = 0; w < 2; w++) {
        int writer = w;
        tasks.add(
            pool.submit(
                () -> {
                  for (long ts = 1; ts <= 1500; ts++) {
                    engine.apply(TABLE, rewrite((int) (ts % PARTITIONS), ts * 2 + writer));
                  }
                  return null;
                }));
      }
      for (int r = 0; r < 2; r++) {
        tasks.add(
            pool.submit(
                () -> {
                  while (writing.get()) {
                    for (int p = 0; p < PARTITIONS; p++) {
                      checkWhole(engine, p, p % 2 == 0);
                    }
                  }
                  return null;
                }));
      }
      tasks.add(
          pool.submit(
              () -> {
                while (writing.get()) {
                  engine.flush(TABLE);
                  engine.compact(TABLE);
                }
                return null;
              }));
      tasks.get(0).get();
      tasks.get(1).get();
      writing.set(false);
      for (Future<?> f : tasks) {
        f.get();
      }
      for (int p = 0; p < PARTITIONS; p++) {
        checkWhole(engine, p, false);
      }
      assertEquals(List.of(), engine.verify());
    } finally {
      pool.shutdownNow();
    }
  }

  private static void checkWhole(StorageEngine engine, int partition, boolean reversed) {
    DecoratedKey key = new DecoratedKey(partition, new byte[] {(byte) partition});
    try (PartitionIterator it = engine.read(TABLE, key, Slices.ALL, reversed, 0)) {
      if (!it.hasNext()) {
        return;
      }
      List<Long> timestamps = new ArrayList<>();
      it.next()
          .rows()
          .forEachRemaining(
              r -> {
                long ts = r.cell(0).timestamp();
                assertArrayEquals(value(ts), r.cell(0).value(), "value of " + ts);
                timestamps.add(ts);
              });
      assertEquals(ROWS, timestamps.size(), "rows of partition " + partition);
      assertEquals(
          1, timestamps.stream().distinct().count(), "partition " + partition + ": " + timestamps);
    }
  }
}

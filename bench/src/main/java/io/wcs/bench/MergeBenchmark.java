package io.wcs.bench;

import io.wcs.engine.commitlog.CommitLogConfig;
import io.wcs.engine.commitlog.SyncMode;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.Mutation;
import io.wcs.engine.storage.PartitionIterator;
import io.wcs.engine.storage.Slice;
import io.wcs.engine.storage.Slices;
import io.wcs.engine.storage.StorageOptions;
import io.wcs.engine.storage.TableOptions;
import java.io.IOException;
import java.util.concurrent.ThreadLocalRandom;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The read-time merge of a memtable and {@code sstables} SSTables that all hold versions of the
 * same {@value #ROWS} rows of one partition (every source rewrote every row with a newer cell), so
 * each row of a {@value #SLICE}-row slice is reconciled from {@code sstables + 1} versions.
 * Compaction is off so that the SSTables stay apart. Run: {@code java -jar
 * bench/target/benchmarks.jar MergeBenchmark}.
 */
public class MergeBenchmark extends StorageBenchmark {
  private static final int ROWS = 10_000;
  private static final int SLICE = 100;
  private static final DecoratedKey PARTITION = BenchTable.key(7);

  @Param({"1", "4", "8"})
  public int sstables;

  private int now;

  @Setup(Level.Trial)
  public void load() throws IOException {
    StorageOptions d = StorageOptions.DEFAULT;
    openEngine(
        "wcs-merge-bench",
        new StorageOptions(
            d.clock(),
            0,
            d.blockSize(),
            d.rowIndexInterval(),
            CommitLogConfig.defaults(SyncMode.PERIODIC)),
        TableOptions.DEFAULT_MEMTABLE_THRESHOLD);
    for (int source = 0; source <= sstables; source++) {
      Mutation.Builder m = Mutation.builder(PARTITION);
      for (int ck = 0; ck < ROWS; ck++) {
        m.addRow(BenchTable.row(BenchTable.clustering(ck), 1, ck, source + 1));
      }
      engine.apply(BenchTable.ID, m.build());
      if (source < sstables) {
        engine.flush(BenchTable.ID);
      }
    }
    now = BenchTable.nowInSeconds();
  }

  @Benchmark
  public int mergedSlice(Blackhole bh) {
    int start = ThreadLocalRandom.current().nextInt(ROWS - SLICE + 1);
    Slices slice =
        Slices.of(new Slice(BenchTable.clustering(start), BenchTable.clustering(start + SLICE)));
    try (PartitionIterator it = engine.read(BenchTable.ID, PARTITION, slice, false, now)) {
      return BenchTable.consume(it, bh::consume);
    }
  }
}

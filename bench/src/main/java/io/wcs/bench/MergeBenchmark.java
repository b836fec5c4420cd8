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
 * The read-time merge of a memtable and {@code sstables} SSTables holding {@value #ROWS} rows of
 * one partition, in one of two layouts. {@code overlapping}: every source holds a version of every
 * row (each rewrote every row with a newer cell), so each row of a {@value #SLICE}-row slice is
 * reconciled from {@code sstables + 1} versions. {@code runs}: each source holds its own stretch of
 * the rows, as a time series appended over several flushes does, so a slice takes its rows from one
 * or two sources. Compaction is off so that the SSTables stay apart. Run: {@code java -jar
 * bench/target/benchmarks.jar MergeBenchmark}.
 */
public class MergeBenchmark extends StorageBenchmark {
  private static final int ROWS = 10_000;
  private static final int SLICE = 100;
  private static final DecoratedKey PARTITION = BenchTable.key(7);

  @Param({"1", "4", "8"})
  public int sstables;

  @Param({"overlapping", "runs"})
  public String layout;

  private int now;

  @Setup(Level.Trial)
  public void load() throws IOException {
    StorageOptions d = StorageOptions.DEFAULT;
    openEngine(
        "wcs-merge-bench",
        new StorageOptions(
            d.clock(), 0, d.rowIndexInterval(), CommitLogConfig.defaults(SyncMode.PERIODIC)),
        TableOptions.DEFAULT_MEMTABLE_THRESHOLD);
    boolean runs = layout.equals("runs");
    int perSource = runs ? ROWS / (sstables + 1) : ROWS;
    for (int source = 0; source <= sstables; source++) {
      Mutation.Builder m = Mutation.builder(PARTITION);
      int first = runs ? source * perSource : 0;
      int end = runs && source < sstables ? first + perSource : ROWS;
      for (int ck = first; ck < end; ck++) {
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

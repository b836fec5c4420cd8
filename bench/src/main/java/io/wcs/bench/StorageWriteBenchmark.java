package io.wcs.bench;

import io.wcs.engine.commitlog.SyncMode;
import io.wcs.engine.storage.Mutation;
import io.wcs.engine.storage.TableOptions;
import java.io.IOException;
import java.util.concurrent.ThreadLocalRandom;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.Threads;

/**
 * Write throughput of a file engine with its commit log: single-row mutations (a row marker and 10
 * cells of 8 bytes) to random partitions, from 1 and from 4 threads. In GROUP mode every apply
 * waits for an fsync, shared with the writes that arrive while the previous one runs, so the figure
 * for one thread is bounded by fsync time and more threads share it; PERIODIC shows the engine
 * without waiting for the disk. Run: {@code java -jar bench/target/benchmarks.jar
 * StorageWriteBenchmark}.
 */
public class StorageWriteBenchmark extends StorageBenchmark {
  private static final int COLUMNS = 10;

  @Param({"GROUP", "PERIODIC"})
  public SyncMode syncMode;

  @Setup(Level.Trial)
  public void open() throws IOException {
    openEngine("wcs-write-bench", syncMode, TableOptions.DEFAULT_MEMTABLE_THRESHOLD);
  }

  @Benchmark
  @Threads(1)
  public void apply1Thread() throws IOException {
    apply();
  }

  @Benchmark
  @Threads(4)
  public void apply4Threads() throws IOException {
    apply();
  }

  private void apply() throws IOException {
    long id = ThreadLocalRandom.current().nextLong();
    long now = System.currentTimeMillis() * 1000;
    Mutation m =
        Mutation.builder(BenchTable.key(id))
            .addRow(BenchTable.row(BenchTable.clustering(0), COLUMNS, id, now))
            .build();
    engine.apply(BenchTable.ID, m);
  }
}

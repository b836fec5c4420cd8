package io.wcs.bench;

import io.wcs.engine.commitlog.SyncMode;
import io.wcs.engine.storage.Mutation;
import io.wcs.engine.storage.StorageEngine;
import io.wcs.engine.storage.TableOptions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Write throughput of a file engine with its commit log: single-row mutations (a row marker and 10
 * cells of 8 bytes) to random partitions, from 1 and from 4 threads. In GROUP mode every apply
 * waits for an fsync shared with the writes that arrive within the group window, so the figure for
 * one thread is bounded by window and fsync time and more threads share them; PERIODIC shows the
 * engine without waiting for the disk. Run: {@code java -jar bench/target/benchmarks.jar
 * StorageWriteBenchmark}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 3)
public class StorageWriteBenchmark {
  private static final int COLUMNS = 10;

  @Param({"GROUP", "PERIODIC"})
  public SyncMode syncMode;

  private Path directory;
  private StorageEngine engine;

  @Setup(Level.Trial)
  public void open() throws IOException {
    directory = Files.createTempDirectory("wcs-write-bench");
    engine = BenchTable.open(directory, syncMode, TableOptions.DEFAULT_MEMTABLE_THRESHOLD);
  }

  @TearDown(Level.Trial)
  public void close() throws IOException {
    engine.close();
    BenchTable.delete(directory);
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

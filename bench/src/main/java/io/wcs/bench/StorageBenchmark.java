package io.wcs.bench;

import io.wcs.engine.commitlog.SyncMode;
import io.wcs.engine.storage.StorageEngine;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What the storage benchmarks share: their JMH settings (inherited by the subclasses), and a file
 * engine holding {@link BenchTable}, opened by each trial's setup in a new temporary directory and
 * deleted after the trial.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 3)
public abstract class StorageBenchmark {
  private Path directory;
  protected StorageEngine engine;

  /** Opens {@link #engine}; for the subclasses' trial setup. */
  protected void openEngine(String directoryPrefix, SyncMode mode, long memtableThreshold)
      throws IOException {
    directory = Files.createTempDirectory(directoryPrefix);
    engine = BenchTable.open(directory, mode, memtableThreshold);
  }

  @TearDown(Level.Trial)
  public void close() throws IOException {
    engine.close();
    BenchTable.delete(directory);
  }
}

package io.wcs.bench;

import io.wcs.engine.commitlog.CommitLogConfig;
import io.wcs.engine.commitlog.SyncMode;
import io.wcs.engine.storage.StorageEngine;
import io.wcs.engine.storage.StorageOptions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.TearDown;

/**
 * What the storage engine benchmarks share: a file engine holding {@link BenchTable}, opened by
 * each trial's setup in a new temporary directory and deleted after the trial.
 */
public abstract class StorageBenchmark extends WcsBenchmark {
  private Path directory;
  protected StorageEngine engine;

  /** Opens {@link #engine}; for the subclasses' trial setup. */
  protected void openEngine(String directoryPrefix, SyncMode mode, long memtableThreshold)
      throws IOException {
    openEngine(
        directoryPrefix,
        StorageOptions.DEFAULT.withCommitLog(CommitLogConfig.defaults(mode)),
        memtableThreshold);
  }

  /** Opens {@link #engine} with {@code options}; for the subclasses' trial setup. */
  protected void openEngine(String directoryPrefix, StorageOptions options, long memtableThreshold)
      throws IOException {
    directory = Files.createTempDirectory(directoryPrefix);
    engine = BenchTable.open(directory, options, memtableThreshold);
  }

  @TearDown(Level.Trial)
  public void close() throws IOException {
    engine.close();
    BenchTable.delete(directory);
  }
}

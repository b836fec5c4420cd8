package io.wcs.engine.storage;

import io.wcs.engine.commitlog.CommitLogConfig;
import io.wcs.engine.commitlog.SyncMode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The whole engine as a {@link ModelCheck.Target}: every maintenance step flushes, compacts or
 * closes and reopens it in turn (or nothing, for an in-memory engine). The engine's clock follows
 * the workload's, so compaction never expires a cell a later read would still see live.
 */
public final class EngineTarget implements ModelCheck.Target, AutoCloseable {
  public static final int TABLE = 7;
  static final TableLayout LAYOUT =
      new TableLayout(
          Set.of(RandomWorkload.STATIC_COLUMN), Set.of(RandomWorkload.COMPLEX_COLUMN), Set.of());
  private final Path directory;
  private final AtomicInteger clock = new AtomicInteger(1000);
  private final TableOptions tableOptions;
  private final int compactionThreads;
  private StorageEngine engine;

  public EngineTarget(Path directory, TableOptions tableOptions) throws IOException {
    this(directory, tableOptions, 1);
  }

  public EngineTarget(Path directory, TableOptions tableOptions, int compactionThreads)
      throws IOException {
    this.directory = directory;
    this.tableOptions = tableOptions;
    this.compactionThreads = compactionThreads;
    open();
  }

  private void open() throws IOException {
    StorageOptions options =
        new StorageOptions(
            clock::get,
            compactionThreads,
            256,
            CommitLogConfig.defaults(SyncMode.PERIODIC).withSegmentSize(64 * 1024));
    engine =
        directory == null
            ? StorageEngine.inMemory(options)
            : StorageEngine.open(directory, options);
    // Small blocks, so that rows and index entries straddle block boundaries.
    engine.createTable(
        TABLE, LAYOUT, tableOptions.withCompression(tableOptions.compression().withBlockSize(512)));
  }

  public StorageEngine engine() {
    return engine;
  }

  @Override
  public void apply(Mutation m) {
    try {
      engine.apply(TABLE, m);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public void maintain(int step, int now) {
    clock.set(now);
    try {
      switch (step % 4) {
        case 0 -> engine.flush(TABLE);
        case 1 -> engine.compact(TABLE);
        case 2 -> {
          if (directory != null) {
            engine.close();
            open();
          }
        }
        default -> {}
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public ModelTable.Observed read(DecoratedKey key, Slices slices, boolean reversed, int now) {
    try (PartitionIterator it = engine.read(TABLE, key, slices, reversed, now)) {
      return it.hasNext() ? ModelTable.observe(it.next()) : null;
    }
  }

  @Override
  public List<DecoratedKey> scanKeys(int now) {
    List<DecoratedKey> keys = new ArrayList<>();
    try (PartitionIterator it = engine.scan(TABLE, PartitionRange.ALL, Slices.ALL, now)) {
      it.forEachRemaining(p -> keys.add(p.key()));
    }
    return keys;
  }

  @Override
  public void close() throws IOException {
    engine.close();
  }
}

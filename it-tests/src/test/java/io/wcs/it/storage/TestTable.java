package io.wcs.it.storage;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import io.wcs.engine.commitlog.CommitLogConfig;
import io.wcs.engine.commitlog.SyncMode;
import io.wcs.engine.sstable.io.BlockCompression;
import io.wcs.engine.storage.Cell;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.LivePartition;
import io.wcs.engine.storage.PartitionIterator;
import io.wcs.engine.storage.PartitionRange;
import io.wcs.engine.storage.Row;
import io.wcs.engine.storage.Slices;
import io.wcs.engine.storage.StorageEngine;
import io.wcs.engine.storage.StorageOptions;
import io.wcs.engine.storage.TableLayout;
import io.wcs.engine.storage.TableOptions;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Collection;
import java.util.Iterator;
import java.util.Map;

/**
 * The table of {@link WrittenRow}s and the engine settings of the storage tests: small memtables,
 * commit log segments, blocks and row index intervals, so that a few thousand rows already make
 * background flushes, segment rollover, multi-block files and row index entries.
 */
final class TestTable {
  static final int ID = 4242;
  static final TableOptions OPTIONS =
      new TableOptions(
          TableOptions.DEFAULT_GC_GRACE_SECONDS,
          Map.of("class", "SizeTieredCompactionStrategy"),
          32 * 1024,
          BlockCompression.DEFAULT.withBlockSize(4 * 1024));

  private TestTable() {}

  static StorageOptions storageOptions(SyncMode mode) {
    StorageOptions d = StorageOptions.DEFAULT;
    return new StorageOptions(
        d.clock(),
        d.compactionThreads(),
        1024,
        CommitLogConfig.defaults(mode).withSegmentSize(16 * 1024));
  }

  /** Opens the engine in {@code directory} (recovering it) with the table created. */
  static StorageEngine open(Path directory, SyncMode mode) throws IOException {
    StorageEngine engine = StorageEngine.open(directory, storageOptions(mode));
    try {
      engine.createTable(ID, TableLayout.NONE, OPTIONS);
      return engine;
    } catch (IOException | RuntimeException e) {
      engine.close();
      throw e;
    }
  }

  /**
   * Scans the whole table into {@code seen}, failing on the first row that is not a written row
   * with its exact value. Rows read before a read error are in {@code seen} when it propagates.
   */
  static void scanInto(StorageEngine engine, Collection<WrittenRow> seen) {
    try (PartitionIterator it = engine.scan(ID, PartitionRange.ALL, Slices.ALL, now())) {
      collect(it, seen);
    }
  }

  /** Reads one partition into {@code seen}, checking every row as {@link #scanInto} does. */
  static void readInto(StorageEngine engine, DecoratedKey key, Collection<WrittenRow> seen) {
    try (PartitionIterator it = engine.read(ID, key, Slices.ALL, false, now())) {
      collect(it, seen);
    }
  }

  private static void collect(PartitionIterator partitions, Collection<WrittenRow> seen) {
    while (partitions.hasNext()) {
      LivePartition p = partitions.next();
      Iterator<Row> rows = p.rows();
      while (rows.hasNext()) {
        Row r = rows.next();
        WrittenRow written = writtenRow(p.key(), r.clustering());
        Cell value = r.cell(WrittenRow.VALUE_COLUMN, null);
        assertNotNull(value, () -> "row " + written.line() + " lost its value");
        assertArrayEquals(
            written.value(), value.value(), () -> "wrong value for row " + written.line());
        seen.add(written);
      }
    }
  }

  private static WrittenRow writtenRow(DecoratedKey key, byte[] clustering) {
    try {
      return WrittenRow.of(key, clustering);
    } catch (RuntimeException e) {
      throw new AssertionError("read a row that was never written: " + key, e);
    }
  }

  private static int now() {
    return (int) (System.currentTimeMillis() / 1000);
  }
}

package io.wcs.bench;

import io.wcs.engine.commitlog.SyncMode;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.Mutation;
import io.wcs.engine.storage.PartitionIterator;
import io.wcs.engine.storage.Slice;
import io.wcs.engine.storage.Slices;
import io.wcs.engine.storage.TableOptions;
import java.io.IOException;
import java.util.concurrent.ThreadLocalRandom;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Slices of {@value #SLICE} rows at random clustering positions of one partition of {@code rows} (a
 * million by default), compacted into one SSTable, read forward and reversed. The time should not
 * depend on the partition's size: the row index lets a read seek to the slice instead of reading
 * the partition from its start (or, reversed, from its end). With {@code newest} above 0 that many
 * rows more, after the partition's last, stay in the memtable, as a time series' newest readings
 * do: the slices, which almost never reach them, should cost what they cost without them. Run:
 * {@code java -jar bench/target/benchmarks.jar StorageSliceReadBenchmark}.
 */
public class StorageSliceReadBenchmark extends StorageBenchmark {
  private static final int SLICE = 100;
  private static final int ROWS_PER_MUTATION = 1_000;
  private static final DecoratedKey PARTITION = BenchTable.key(42);

  /** Rows in the partition; try {@code -p rows=100000} to see whether reads depend on it. */
  @Param({"1000000"})
  public int rows;

  /** Rows after the partition's last left in the memtable. */
  @Param({"0", "1000"})
  public int newest;

  private int now;

  @Setup(Level.Trial)
  public void load() throws IOException {
    openEngine("wcs-slice-read-bench", SyncMode.PERIODIC, TableOptions.DEFAULT_MEMTABLE_THRESHOLD);
    for (int first = 0; first < rows; first += ROWS_PER_MUTATION) {
      Mutation.Builder m = Mutation.builder(PARTITION);
      for (int ck = first; ck < first + ROWS_PER_MUTATION; ck++) {
        m.addRow(BenchTable.row(BenchTable.clustering(ck), 1, ck, 1));
      }
      engine.apply(BenchTable.ID, m.build());
    }
    engine.flush(BenchTable.ID);
    engine.compact(BenchTable.ID);
    if (newest > 0) {
      Mutation.Builder inMemtable = Mutation.builder(PARTITION);
      for (int ck = rows; ck < rows + newest; ck++) {
        inMemtable.addRow(BenchTable.row(BenchTable.clustering(ck), 1, ck, 1));
      }
      engine.apply(BenchTable.ID, inMemtable.build());
    }
    now = BenchTable.nowInSeconds();
    for (boolean reversed : new boolean[] {false, true}) {
      try (PartitionIterator it = slice(rows - SLICE, reversed)) {
        int read = BenchTable.consume(it, row -> {});
        if (read != SLICE) {
          throw new IllegalStateException("a slice of " + SLICE + " rows returned " + read);
        }
      }
    }
  }

  @Benchmark
  public int forward(Blackhole bh) {
    try (PartitionIterator it = slice(randomStart(), false)) {
      return BenchTable.consume(it, bh::consume);
    }
  }

  @Benchmark
  public int reversed(Blackhole bh) {
    try (PartitionIterator it = slice(randomStart(), true)) {
      return BenchTable.consume(it, bh::consume);
    }
  }

  private int randomStart() {
    return ThreadLocalRandom.current().nextInt(rows - SLICE + 1);
  }

  private PartitionIterator slice(int start, boolean reversed) {
    Slices slices =
        Slices.of(new Slice(BenchTable.clustering(start), BenchTable.clustering(start + SLICE)));
    return engine.read(BenchTable.ID, PARTITION, slices, reversed, now);
  }
}

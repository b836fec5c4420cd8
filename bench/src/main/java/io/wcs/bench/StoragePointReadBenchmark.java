package io.wcs.bench;

import io.wcs.engine.commitlog.SyncMode;
import io.wcs.engine.storage.Mutation;
import io.wcs.engine.storage.PartitionIterator;
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
 * Point reads of random existing partitions (one row of 10 cells each) among {@value #PARTITIONS}:
 * from one SSTable after flush and major compaction (summary, index, Bloom filter, data block), or
 * from the memtable. Run: {@code java -jar bench/target/benchmarks.jar StoragePointReadBenchmark}.
 */
public class StoragePointReadBenchmark extends StorageBenchmark {
  private static final int PARTITIONS = 200_000;
  private static final int COLUMNS = 10;

  @Param({"sstable", "memtable"})
  public String source;

  private int now;

  /** Loads without waiting for fsyncs (PERIODIC): durability is not what is measured. */
  @Setup(Level.Trial)
  public void load() throws IOException {
    boolean fromMemtable = source.equals("memtable");
    openEngine(
        "wcs-point-read-bench",
        SyncMode.PERIODIC,
        fromMemtable ? 1L << 30 : TableOptions.DEFAULT_MEMTABLE_THRESHOLD);
    for (long id = 0; id < PARTITIONS; id++) {
      engine.apply(
          BenchTable.ID,
          Mutation.builder(BenchTable.key(id))
              .addRow(BenchTable.row(BenchTable.clustering(0), COLUMNS, id, 1))
              .build());
    }
    if (!fromMemtable) {
      engine.flush(BenchTable.ID);
      engine.compact(BenchTable.ID);
    }
    now = BenchTable.nowInSeconds();
    try (PartitionIterator it = read(PARTITIONS - 1)) {
      if (BenchTable.consume(it, row -> {}) != 1) {
        throw new IllegalStateException("the loaded table misses partition " + (PARTITIONS - 1));
      }
    }
  }

  @Benchmark
  public int pointRead(Blackhole bh) {
    try (PartitionIterator it = read(ThreadLocalRandom.current().nextInt(PARTITIONS))) {
      return BenchTable.consume(it, bh::consume);
    }
  }

  private PartitionIterator read(long id) {
    return engine.read(BenchTable.ID, BenchTable.key(id), Slices.ALL, false, now);
  }
}

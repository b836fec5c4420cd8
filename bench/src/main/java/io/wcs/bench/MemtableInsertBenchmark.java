package io.wcs.bench;

import io.wcs.engine.memtable.Memtable;
import io.wcs.engine.storage.Mutation;
import java.util.SplittableRandom;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Setup;

/**
 * {@code Memtable.apply} alone, without commit log or CQL: a usertable row (ten 100-byte cells)
 * into a new partition, as W1 loads, and a reading (one 8-byte cell) appended to one of 100
 * time-series partitions, as W4 loads. The mutations are built in the setup; when they run out the
 * benchmark starts over on an empty memtable, so the heap stays bounded. Run: {@code java -jar
 * bench/target/benchmarks.jar MemtableInsertBenchmark}.
 */
public class MemtableInsertBenchmark extends WcsBenchmark {
  private static final int USERS = 50_000;
  private static final int SENSORS = 100;
  private static final int READINGS_PER_SENSOR = 1_000;

  private Mutation[] users;
  private Mutation[] readings;
  private Memtable userMemtable;
  private Memtable readingMemtable;
  private int nextUser;
  private int nextReading;

  @Setup(Level.Trial)
  public void build() {
    SplittableRandom random = new SplittableRandom(42);
    users = new Mutation[USERS];
    for (int i = 0; i < USERS; i++) {
      users[i] =
          Mutation.builder(BenchTable.key(random.nextLong()))
              .addRow(BenchTable.userRow(random, 1))
              .build();
    }
    readings = new Mutation[SENSORS * READINGS_PER_SENSOR];
    for (int i = 0; i < readings.length; i++) {
      readings[i] =
          Mutation.builder(BenchTable.key(i % SENSORS))
              .addRow(BenchTable.row(BenchTable.clustering(i / SENSORS), 1, random.nextLong(), 1))
              .build();
    }
    userMemtable = new Memtable();
    readingMemtable = new Memtable();
  }

  @Benchmark
  public long insertUserRow() {
    if (nextUser == users.length) {
      userMemtable = new Memtable();
      nextUser = 0;
    }
    return userMemtable.apply(users[nextUser++]);
  }

  @Benchmark
  public long appendReading() {
    if (nextReading == readings.length) {
      readingMemtable = new Memtable();
      nextReading = 0;
    }
    return readingMemtable.apply(readings[nextReading++]);
  }
}

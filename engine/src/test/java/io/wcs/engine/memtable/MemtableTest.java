package io.wcs.engine.memtable;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.storage.Cell;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.DeletionTime;
import io.wcs.engine.storage.LivePartition;
import io.wcs.engine.storage.LivenessInfo;
import io.wcs.engine.storage.LoggedWrites;
import io.wcs.engine.storage.MergedPartition;
import io.wcs.engine.storage.ModelCheck;
import io.wcs.engine.storage.ModelTable;
import io.wcs.engine.storage.Mutation;
import io.wcs.engine.storage.PartitionRange;
import io.wcs.engine.storage.PartitionSink;
import io.wcs.engine.storage.Row;
import io.wcs.engine.storage.RowEncoding;
import io.wcs.engine.storage.Slice;
import io.wcs.engine.storage.Slices;
import io.wcs.engine.storage.SourceRow;
import io.wcs.engine.storage.UnfilteredPartition;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;
import org.junit.jupiter.api.Test;

class MemtableTest {

  /** Reads a memtable the way the engine does, through the merge and live filtering. */
  static class MemtableTarget implements ModelCheck.Target {
    final Memtable memtable = new Memtable();

    @Override
    public void apply(Mutation m) {
      memtable.apply(m);
    }

    @Override
    public ModelTable.Observed read(DecoratedKey key, Slices slices, boolean reversed, int now) {
      UnfilteredPartition p = memtable.partition(key, slices);
      if (p == null) {
        return null;
      }
      return ModelTable.observe(
          LivePartition.of(new MergedPartition(List.of(p)), slices, reversed, now));
    }

    @Override
    public List<DecoratedKey> scanKeys(int now) {
      List<DecoratedKey> keys = new ArrayList<>();
      Iterator<UnfilteredPartition> it = memtable.scan(PartitionRange.ALL);
      while (it.hasNext()) {
        UnfilteredPartition p = it.next();
        if (!LivePartition.of(new MergedPartition(List.of(p)), Slices.ALL, false, now).isEmpty()) {
          keys.add(p.key());
        }
      }
      return keys;
    }
  }

  @Test
  void matchesTheModel() {
    for (long seed = 1; seed <= 20; seed++) {
      ModelCheck.run(seed, 600, 50, new MemtableTarget());
    }
  }

  /** Large rows kept as copies of the log's encoding of them, as the engine's writes keep them. */
  @Test
  void matchesTheModelWithRowsCopiedFromTheLog() {
    for (long seed = 1; seed <= 20; seed++) {
      ModelCheck.run(
          seed,
          600,
          50,
          new MemtableTarget() {
            @Override
            public void apply(Mutation m) {
              memtable.apply(m, LoggedWrites.encode(m), 0);
            }
          });
    }
  }

  @Test
  void aMutationIsAtomicForConcurrentReaders() throws Exception {
    Memtable memtable = new Memtable();
    DecoratedKey key = new DecoratedKey(1, new byte[] {1});
    AtomicInteger reads = new AtomicInteger();
    readWhileWriting(
        memtable,
        ts -> {
          Mutation.Builder b = Mutation.builder(key);
          for (int c = 0; c < 20; c++) {
            b.addRow(
                Row.of(
                    new byte[] {(byte) c},
                    LivenessInfo.EMPTY,
                    DeletionTime.LIVE,
                    List.of(),
                    List.of(Cell.live(0, null, ts, longBytes(ts)))));
          }
          memtable.apply(b.build());
        },
        () -> {
          UnfilteredPartition p = memtable.partition(key, Slices.ALL);
          Iterator<Row> rows =
              p == null
                  ? List.<Row>of().iterator()
                  : p.rows(Slices.ALL, reads.incrementAndGet() % 2 == 0);
          if (!rows.hasNext()) {
            return false;
          }
          long first = rows.next().cell(0).timestamp();
          int count = 1;
          while (rows.hasNext()) {
            assertEquals(first, rows.next().cell(0).timestamp(), "a reader saw half a mutation");
            count++;
          }
          assertEquals(20, count);
          return true;
        },
        500);
  }

  /**
   * Calls {@code write} with 1, 2, 3… on another thread until {@code read}, called between {@link
   * Memtable#acquireReader} and {@link Memtable#releaseReader}, has returned true {@code reads}
   * times.
   */
  private static void readWhileWriting(
      Memtable memtable, LongConsumer write, BooleanSupplier read, int reads) throws Exception {
    AtomicBoolean stop = new AtomicBoolean();
    Thread writer =
        new Thread(
            () -> {
              for (long ts = 1; !stop.get(); ts++) {
                write.accept(ts);
              }
            });
    writer.start();
    try {
      for (int checked = 0; checked < reads; ) {
        memtable.acquireReader();
        try {
          checked += read.getAsBoolean() ? 1 : 0;
        } finally {
          memtable.releaseReader();
        }
      }
    } finally {
      stop.set(true);
      writer.join();
    }
  }

  @Test
  void aMutationAddingRowsToAOneRowPartitionIsAtomicForConcurrentReaders() throws Exception {
    // The second clustering moves the partition's only row from its field into a skip list.
    Memtable memtable = new Memtable();
    int partitions = 20_000;
    AtomicInteger written = new AtomicInteger();
    Thread writer =
        new Thread(
            () -> {
              for (int k = 0; k < partitions; k++) {
                DecoratedKey key = keyOf(k);
                memtable.apply(Mutation.builder(key).addRow(row(0, 2L * k)).build());
                memtable.apply(
                    Mutation.builder(key)
                        .addRow(row(0, 2L * k + 1))
                        .addRow(row(1, 2L * k + 1))
                        .addRow(row(2, 2L * k + 1))
                        .build());
                written.set(k);
              }
            });
    writer.start();
    try {
      int checked = 0;
      while (writer.isAlive() || checked == 0) {
        int k = written.get();
        memtable.acquireReader();
        try {
          UnfilteredPartition p = memtable.partition(keyOf(k + 1), Slices.ALL);
          if (p == null) {
            continue;
          }
          List<Long> timestamps = new ArrayList<>();
          p.rows(Slices.ALL, k % 2 == 0)
              .forEachRemaining(r -> timestamps.add(r.cell(0).timestamp()));
          long before = 2L * (k + 1);
          // Empty: the partition is published a moment before its first row.
          if (!timestamps.isEmpty() && !timestamps.equals(List.of(before))) {
            assertEquals(List.of(before + 1, before + 1, before + 1), timestamps);
          }
          checked++;
        } finally {
          memtable.releaseReader();
        }
      }
    } finally {
      writer.join();
    }
  }

  @Test
  void smallUpdatesOfALargeRowReadBackWholeWhileReadersComeAndGo() throws Exception {
    // A large row is encoded; each small update after it is a delta a read merges on.
    Memtable memtable = new Memtable();
    DecoratedKey key = keyOf(7);
    byte[] large = new byte[RowSlabs.MIN_ENCODED_ROW_BYTES];
    readWhileWriting(
        memtable,
        ts -> {
          List<Cell> cells =
              ts % 20 == 1
                  ? List.of(Cell.live(0, null, ts, large), Cell.live(1, null, ts, longBytes(ts)))
                  : List.of(Cell.live(1, null, ts, longBytes(ts)));
          LivenessInfo marker = ts % 20 == 1 ? LivenessInfo.live(ts) : LivenessInfo.EMPTY;
          memtable.apply(
              Mutation.builder(key)
                  .addRow(Row.of(new byte[0], marker, DeletionTime.LIVE, List.of(), cells))
                  .build());
        },
        () -> {
          UnfilteredPartition p = memtable.partition(key, Slices.ALL);
          Iterator<Row> rows = p == null ? List.<Row>of().iterator() : p.rows(Slices.ALL, false);
          if (!rows.hasNext()) {
            return false;
          }
          Row row = rows.next();
          assertEquals(2, row.cellCount(), row.toString());
          assertEquals(large.length, row.cell(0).value().length);
          assertTrue(row.cell(1).timestamp() >= row.cell(0).timestamp(), row.toString());
          return true;
        },
        2000);
  }

  private static DecoratedKey keyOf(int k) {
    return new DecoratedKey(k, new byte[] {(byte) (k >> 16), (byte) (k >> 8), (byte) k});
  }

  private static Row row(int clustering, long timestamp) {
    return Row.of(
        new byte[] {(byte) clustering},
        LivenessInfo.EMPTY,
        DeletionTime.LIVE,
        List.of(),
        List.of(Cell.live(0, null, timestamp, longBytes(timestamp))));
  }

  @Test
  void aReadOfSlicesMissingEveryRowTakesNothingFromTheMemtable() {
    Memtable memtable = new Memtable();
    DecoratedKey key = keyOf(1);
    memtable.apply(Mutation.builder(key).addRow(row(10, 1)).build());
    // The partition's only row, kept in a field.
    assertNull(memtable.partition(key, slices(11, 20)));
    assertNotNull(memtable.partition(key, slices(10, 11)));
    memtable.apply(Mutation.builder(key).addRow(row(20, 1)).build());
    // Two rows, in the skip list.
    assertNull(memtable.partition(key, slices(11, 20)));
    assertNull(memtable.partition(key, slices(21, 30)));
    assertNotNull(memtable.partition(key, slices(15, 21)));
    assertNotNull(
        memtable.partition(
            key,
            Slices.of(
                new Slice(new byte[] {0}, new byte[] {5}), new Slice(new byte[] {20}, null))));
    assertNull(memtable.partition(keyOf(2), Slices.ALL));
    // What a read of any slice must see: a deletion shadows other sources' rows, and a static row
    // belongs to every read of its partition.
    DecoratedKey deleted = keyOf(3);
    memtable.apply(
        Mutation.builder(deleted)
            .deletePartition(new DeletionTime(5, 0))
            .addRow(row(10, 6))
            .build());
    assertNotNull(memtable.partition(deleted, slices(11, 20)));
    DecoratedKey withStatic = keyOf(4);
    memtable.apply(Mutation.builder(withStatic).staticRow(row(0, 1)).addRow(row(10, 1)).build());
    assertNotNull(memtable.partition(withStatic, slices(11, 20)));
  }

  private static Slices slices(int from, int to) {
    return Slices.of(new Slice(new byte[] {(byte) from}, new byte[] {(byte) to}));
  }

  @Test
  void aWriteRacingToCreateItsPartitionIsReadBackByKeyAndByScan() throws Exception {
    Memtable memtable = new Memtable();
    int threads = 4;
    int writes = 3_000;
    List<Thread> writers = new ArrayList<>();
    List<Throwable> failures = java.util.Collections.synchronizedList(new ArrayList<>());
    for (int t = 0; t < threads; t++) {
      int thread = t;
      writers.add(
          new Thread(
              () -> {
                try {
                  for (int i = 0; i < writes; i++) {
                    // Every thread writes the same keys in the same order: creations collide.
                    DecoratedKey key = new DecoratedKey(i, new byte[] {(byte) (i >> 8), (byte) i});
                    byte[] clustering = {(byte) thread};
                    memtable.apply(
                        Mutation.builder(key)
                            .addRow(
                                Row.of(
                                    clustering,
                                    LivenessInfo.EMPTY,
                                    DeletionTime.LIVE,
                                    List.of(),
                                    List.of(Cell.live(0, null, 1, longBytes(i)))))
                            .build());
                    // Read back by key, and by a scan, which sorts partitions created meanwhile.
                    Iterator<UnfilteredPartition> scanned =
                        memtable.scan(new PartitionRange(key, true, key, true));
                    for (UnfilteredPartition p :
                        List.of(memtable.partition(key, Slices.ALL), scanned.next())) {
                      boolean seen = false;
                      for (Iterator<Row> rows = p.rows(Slices.ALL, false); rows.hasNext(); ) {
                        seen |= rows.next().clustering()[0] == thread;
                      }
                      if (!seen) {
                        throw new AssertionError("thread " + thread + " lost its write to " + key);
                      }
                    }
                  }
                } catch (Throwable e) {
                  failures.add(e);
                }
              }));
    }
    writers.forEach(Thread::start);
    for (Thread w : writers) {
      w.join();
    }
    assertEquals(List.of(), failures);
    int partitions = 0;
    for (Iterator<UnfilteredPartition> it = memtable.scan(PartitionRange.ALL); it.hasNext(); ) {
      UnfilteredPartition p = it.next();
      int rows = 0;
      for (Iterator<Row> r = p.rows(Slices.ALL, false); r.hasNext(); r.next()) {
        rows++;
      }
      assertEquals(threads, rows, "rows of " + p.key());
      partitions++;
    }
    assertEquals(writes, partitions);
    // Writes have stopped: a flush's sorted copy of the hash map lists what the scan lists.
    assertEquals(keys(memtable.scan(PartitionRange.ALL)), flushedKeys(memtable));
  }

  private static List<DecoratedKey> flushedKeys(Memtable memtable) throws IOException {
    List<DecoratedKey> keys = new ArrayList<>();
    memtable.flushTo(
        new PartitionSink() {
          @Override
          public void append(UnfilteredPartition partition) {
            keys.add(partition.key());
          }

          @Override
          public void append(
              DecoratedKey key, Row staticRow, Iterator<SourceRow> rows, RowEncoding encoding) {
            keys.add(key);
          }
        });
    return keys;
  }

  private static List<DecoratedKey> keys(Iterator<UnfilteredPartition> partitions) {
    List<DecoratedKey> keys = new ArrayList<>();
    partitions.forEachRemaining(p -> keys.add(p.key()));
    return keys;
  }

  private static byte[] longBytes(long v) {
    return java.nio.ByteBuffer.allocate(8).putLong(v).array();
  }
}

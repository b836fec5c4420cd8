package io.wcs.it.storage;

import io.wcs.engine.commitlog.SyncMode;
import io.wcs.engine.storage.StorageEngine;
import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * The process {@link CrashRecoveryIT} kills. Opens the engine in a directory (recovering what the
 * last kill left), then writes {@link WrittenRow}s of one round from several threads and prints
 * each row's {@link WrittenRow#line} to stdout once {@code apply} has returned: a printed line is a
 * write the engine acknowledged. Thread 0 also flushes and compacts every so often, so that SSTable
 * writes, commit log discards and compactions are under way when the kill comes; the small
 * memtables of {@link TestTable} add background flushes.
 *
 * <p>Arguments: directory, sync mode (BATCH or GROUP), round, writer threads. Writes until killed,
 * or for {@value #MAX_SECONDS} s if nobody kills it, then closes the engine normally.
 */
public final class CrashWriter {
  private static final int MAX_SECONDS = 30;
  private static final int FLUSH_EVERY = 100;
  private static final int COMPACT_EVERY = 400;

  private CrashWriter() {}

  public static void main(String[] args) throws Exception {
    Path directory = Path.of(args[0]);
    SyncMode mode = SyncMode.valueOf(args[1]);
    int round = Integer.parseInt(args[2]);
    int threads = Integer.parseInt(args[3]);
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(MAX_SECONDS);
    try (StorageEngine engine = TestTable.open(directory, mode)) {
      WriterThreads.run(
          threads, "crash-writer", (thread, all) -> write(engine, round, thread, deadline, all));
    }
  }

  private static void write(
      StorageEngine engine, int round, int thread, long deadline, WriterThreads all)
      throws IOException {
    for (int seq = 0; System.nanoTime() < deadline && !all.failed(); seq++) {
      WrittenRow row = new WrittenRow(round, thread, seq);
      engine.apply(TestTable.ID, row.mutation(System.currentTimeMillis() * 1000));
      System.out.println(row.line());
      if (thread == 0 && seq % FLUSH_EVERY == FLUSH_EVERY - 1) {
        engine.flush(TestTable.ID);
      }
      if (thread == 0 && seq % COMPACT_EVERY == COMPACT_EVERY - 1) {
        engine.compact(TestTable.ID);
      }
    }
  }
}

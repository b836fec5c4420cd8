package io.wcs.engine.compaction;

import io.wcs.engine.compaction.strategy.CompactionChoice;
import io.wcs.engine.compaction.strategy.CompactionStrategy;
import io.wcs.engine.compaction.strategy.SSTableInfo;
import io.wcs.engine.sstable.SSTableReader;
import io.wcs.engine.sstable.SSTableStats;
import io.wcs.engine.storage.TableStore;
import io.wcs.engine.util.LazyLogger;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * Runs compactions in background threads: after each flush or compaction of a table it asks the
 * table's strategy (size-tiered, leveled, time-window: {@code compaction.strategy}) for work and
 * runs it, until the strategy has nothing left. Two compactions of one table may run at once on
 * disjoint inputs. Threading: thread-safe.
 */
public final class CompactionScheduler {
  private static final System.Logger LOG = LazyLogger.of(CompactionScheduler.class);

  private final ThreadPoolExecutor executor;

  /** {@code threads} may be 0: no background compaction, only explicit calls. */
  public CompactionScheduler(int threads) {
    this.executor =
        threads == 0
            ? null
            : (ThreadPoolExecutor)
                Executors.newFixedThreadPool(
                    threads,
                    r -> {
                      Thread t = new Thread(r, "wcs-compaction");
                      t.setDaemon(true);
                      return t;
                    });
  }

  /** The pool background compactions run in, if they do. */
  public Optional<ThreadPoolExecutor> threadPool() {
    return Optional.ofNullable(executor);
  }

  /** Asks for the table's pending compactions to run in the background. */
  public void schedule(TableStore table) {
    if (executor == null || !table.compactionStrategy().enabled()) {
      return;
    }
    try {
      executor.execute(() -> runPending(table));
    } catch (RejectedExecutionException e) {
      LOG.log(System.Logger.Level.DEBUG, "compaction not scheduled: shutting down");
    }
  }

  private void runPending(TableStore table) {
    try {
      while (!executor.isShutdown() && runNext(table)) {
        // Each round asks the strategy again: the set of SSTables has changed.
      }
    } catch (CompactionInterruptedException e) {
      LOG.log(System.Logger.Level.DEBUG, e.getMessage());
    } catch (IOException | RuntimeException e) {
      LOG.log(
          System.Logger.Level.ERROR,
          "compaction of table " + table.tableId() + " failed; its inputs stay live",
          e);
    }
  }

  /** Runs the strategy's next choice, if any; false when there is nothing (else) to do. */
  public static boolean runNext(TableStore table) throws IOException {
    Map<Long, SSTableReader> byGeneration = new HashMap<>();
    List<SSTableInfo> infos = new ArrayList<>();
    Set<Long> compacting = new HashSet<>();
    int gcBefore = table.gcBefore();
    for (SSTableReader r : table.liveSSTables()) {
      byGeneration.put(r.generation(), r);
      infos.add(info(r, gcBefore));
      if (table.isCompacting(r)) {
        compacting.add(r.generation());
      }
    }
    CompactionStrategy strategy = table.compactionStrategy();
    Optional<CompactionChoice> choice =
        strategy.next(infos, compacting, table.nowInSeconds() * 1000L, gcBefore);
    if (choice.isEmpty()) {
      return false;
    }
    List<SSTableReader> inputs = new ArrayList<>();
    for (SSTableInfo i : choice.get().inputs()) {
      inputs.add(byGeneration.get(i.generation()));
    }
    if (inputs.isEmpty() || !table.markCompacting(inputs)) {
      return false;
    }
    try {
      if (choice.get().dropOnly()) {
        CompactionTask.drop(table, inputs);
      } else {
        CompactionTask.run(
            table, inputs, choice.get().outputLevel(), choice.get().maxOutputBytes());
      }
    } finally {
      table.unmarkCompacting(inputs);
    }
    return true;
  }

  /**
   * What the strategies see of an SSTable. The droppable tombstone ratio is estimated as tombstones
   * per cell once its oldest deletion is past gc_grace_seconds (per-tombstone times are not kept).
   */
  static SSTableInfo info(SSTableReader r, int gcBefore) {
    SSTableStats s = r.stats();
    double droppable =
        s.minLocalDeletionTime() < gcBefore
            ? Math.min(1.0, (double) s.tombstoneCount() / Math.max(1, s.cellCount()))
            : 0.0;
    return new SSTableInfo(
        r.generation(),
        r.onDiskBytes(),
        s.level(),
        s.minTimestamp(),
        s.maxTimestamp(),
        s.maxLocalDeletionTime(),
        droppable,
        s.firstKey().token(),
        s.lastKey().token(),
        r.createdAtMillis());
  }

  /**
   * Merges every SSTable of the table that no background compaction holds into one, now, on the
   * calling thread (a major compaction, like {@code nodetool compact}).
   */
  public static void compactAll(TableStore table) throws IOException {
    List<SSTableReader> all = new ArrayList<>();
    for (SSTableReader r : table.liveSSTables()) {
      if (!table.isCompacting(r)) {
        all.add(r);
      }
    }
    if (all.isEmpty() || !table.markCompacting(all)) {
      return;
    }
    try {
      CompactionTask.run(table, all, 0, Long.MAX_VALUE);
    } finally {
      table.unmarkCompacting(all);
    }
  }

  /** Stops taking work and waits for running compactions. */
  public void close() throws InterruptedException {
    if (executor == null) {
      return;
    }
    executor.shutdown();
    if (!executor.awaitTermination(1, TimeUnit.MINUTES)) {
      LOG.log(System.Logger.Level.WARNING, "compactions still running after a minute");
    }
  }
}

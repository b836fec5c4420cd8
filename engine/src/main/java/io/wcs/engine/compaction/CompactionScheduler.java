package io.wcs.engine.compaction;

import io.wcs.engine.sstable.SSTableReader;
import io.wcs.engine.storage.TableStore;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;

/**
 * Runs compactions in background threads: after each flush or compaction of a table it asks the
 * planner for work and runs it, until the planner has nothing left. Two compactions of one table
 * may run at once on disjoint inputs. Threading: thread-safe.
 */
public final class CompactionScheduler {
  private static final System.Logger LOG = System.getLogger(CompactionScheduler.class.getName());

  private final CompactionPlanner planner;
  private final ExecutorService executor;

  public CompactionScheduler(CompactionPlanner planner, int threads) {
    this.planner = planner;
    this.executor =
        Executors.newFixedThreadPool(
            threads,
            r -> {
              Thread t = new Thread(r, "wcs-compaction");
              t.setDaemon(true);
              return t;
            });
  }

  /** Asks for a compaction of the table in the background. */
  public void schedule(TableStore table) {
    try {
      executor.execute(() -> runPlanned(table));
    } catch (RejectedExecutionException e) {
      LOG.log(System.Logger.Level.DEBUG, "compaction not scheduled: shutting down");
    }
  }

  private void runPlanned(TableStore table) {
    while (!executor.isShutdown()) {
      List<SSTableReader> candidates = new ArrayList<>();
      for (SSTableReader r : table.liveSSTables()) {
        if (!table.isCompacting(r)) {
          candidates.add(r);
        }
      }
      CompactionPlanner.Plan plan = planner.next(candidates, table.options());
      if (plan == null || plan.inputs().isEmpty() || !table.markCompacting(plan.inputs())) {
        return;
      }
      try {
        CompactionTask.run(table, plan.inputs(), plan.level());
      } catch (IOException | RuntimeException e) {
        LOG.log(
            System.Logger.Level.ERROR,
            "compaction of table " + table.tableId() + " failed; its inputs stay live",
            e);
        return;
      } finally {
        table.unmarkCompacting(plan.inputs());
      }
    }
  }

  /**
   * Merges every SSTable of the table that no background compaction holds into one, now, on the
   * calling thread (a major compaction).
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
      CompactionTask.run(table, all, 0);
    } finally {
      table.unmarkCompacting(all);
    }
  }

  /** Stops taking work and waits for running compactions. */
  public void close() throws InterruptedException {
    executor.shutdown();
    if (!executor.awaitTermination(1, TimeUnit.MINUTES)) {
      LOG.log(System.Logger.Level.WARNING, "compactions still running after a minute");
    }
  }
}

package io.wcs.engine.compaction;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.sstable.SSTableReader;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.EngineTarget;
import io.wcs.engine.storage.ModelCheck;
import io.wcs.engine.storage.ModelTable;
import io.wcs.engine.storage.Mutation;
import io.wcs.engine.storage.Slices;
import io.wcs.engine.storage.TableOptions;
import io.wcs.engine.storage.TableStore;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The model check with a flush at every step followed by every compaction the table's strategy asks
 * for, for each strategy: the data must not change, and the strategy's shape must show.
 */
class StrategyCompactionTest {
  @TempDir Path dir;

  /** Flushes, then runs the strategy's compactions to exhaustion, on the test thread. */
  private static final class StrategyTarget implements ModelCheck.Target {
    final EngineTarget engine;
    int compactions;

    StrategyTarget(EngineTarget engine) {
      this.engine = engine;
    }

    TableStore table() {
      return engine.engine().tableStore(EngineTarget.TABLE);
    }

    @Override
    public void apply(Mutation m) {
      engine.apply(m);
    }

    @Override
    public void maintain(int step, int now) {
      try {
        engine.engine().flush(EngineTarget.TABLE);
        while (CompactionScheduler.runNext(table())) {
          compactions++;
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }

    @Override
    public ModelTable.Observed read(DecoratedKey key, Slices slices, boolean reversed, int now) {
      return engine.read(key, slices, reversed, now);
    }

    @Override
    public List<DecoratedKey> scanKeys(int now) {
      return engine.scanKeys(now);
    }
  }

  private StrategyTarget run(String name, Map<String, String> compaction) throws IOException {
    TableOptions options =
        new TableOptions(TableOptions.DEFAULT_GC_GRACE_SECONDS, compaction, 1 << 20);
    StrategyTarget target = new StrategyTarget(new EngineTarget(dir.resolve(name), options, 0));
    ModelCheck.run(name.length(), 300, 15, target);
    assertTrue(target.compactions > 0, name + " never compacted");
    return target;
  }

  @Test
  void sizeTiered() throws IOException {
    StrategyTarget t =
        run("stcs", Map.of("class", "SizeTieredCompactionStrategy", "min_threshold", "2"));
    assertTrue(t.table().liveSSTables().size() < 20 / 2);
    t.engine.close();
  }

  @Test
  void leveled() throws IOException {
    StrategyTarget t =
        run("lcs", Map.of("class", "LeveledCompactionStrategy", "sstable_size_in_mb", "1"));
    assertTrue(
        t.table().liveSSTables().stream().mapToInt(r -> r.stats().level()).max().orElse(0) >= 1,
        "nothing was promoted out of L0");
    t.engine.close();
  }

  @Test
  void timeWindow() throws IOException {
    StrategyTarget t =
        run(
            "twcs",
            Map.of(
                "class", "TimeWindowCompactionStrategy",
                "compaction_window_unit", "MINUTES",
                "compaction_window_size", "1",
                "min_threshold", "2"));
    List<SSTableReader> live = t.table().liveSSTables();
    assertTrue(live.size() < 20 / 2, "one time window should end up in few SSTables: " + live);
    t.engine.close();
  }
}

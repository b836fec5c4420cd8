package io.wcs.engine.compaction;

import io.wcs.engine.sstable.SSTableReader;
import io.wcs.engine.storage.TableOptions;
import java.util.List;

/** Chooses the next compaction of a table from its SSTables not already being compacted. */
public interface CompactionPlanner {
  /** SSTables to merge into one at {@code level}. */
  record Plan(List<SSTableReader> inputs, int level) {}

  /** The next compaction worth doing, or null. */
  Plan next(List<SSTableReader> candidates, TableOptions options);

  /** Never compacts on its own (explicit {@code compact} calls still work). */
  CompactionPlanner NONE = (candidates, options) -> null;
}

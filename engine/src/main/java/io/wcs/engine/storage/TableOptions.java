package io.wcs.engine.storage;

import io.wcs.engine.compaction.strategy.CompactionStrategy;
import java.util.Map;

/**
 * Per-table storage settings, from the table's CQL options: {@code gc_grace_seconds}, the {@code
 * compaction} map (Cassandra's syntax, e.g. {@code class=SizeTieredCompactionStrategy}; checked
 * here, so a bad map fails with Cassandra's message before any table changes) and the memtable size
 * that triggers a flush.
 */
public record TableOptions(
    int gcGraceSeconds, Map<String, String> compaction, long memtableFlushThresholdBytes) {
  public static final int DEFAULT_GC_GRACE_SECONDS = 864_000;
  public static final long DEFAULT_MEMTABLE_THRESHOLD = 64L << 20;
  public static final TableOptions DEFAULT =
      new TableOptions(
          DEFAULT_GC_GRACE_SECONDS,
          Map.of("class", "SizeTieredCompactionStrategy"),
          DEFAULT_MEMTABLE_THRESHOLD);

  public TableOptions {
    if (gcGraceSeconds < 0) {
      throw new IllegalArgumentException("gc_grace_seconds must be >= 0, got " + gcGraceSeconds);
    }
    if (memtableFlushThresholdBytes <= 0) {
      throw new IllegalArgumentException(
          "memtable flush threshold must be positive, got " + memtableFlushThresholdBytes);
    }
    compaction = Map.copyOf(compaction);
    CompactionStrategy.fromOptions(compaction);
  }
}

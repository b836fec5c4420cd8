package io.wcs.engine.storage;

import io.wcs.engine.compaction.strategy.CompactionStrategy;
import io.wcs.engine.sstable.io.BlockCompression;
import java.util.Map;
import java.util.Objects;

/**
 * Per-table storage settings, from the table's CQL options: {@code gc_grace_seconds}, the {@code
 * compaction} map (Cassandra's syntax, e.g. {@code class=SizeTieredCompactionStrategy}; checked
 * here, so a bad map fails with Cassandra's message before any table changes), the memtable size
 * that triggers a flush, and how new SSTables are cut into blocks and compressed (the {@code
 * compression} map; SSTables already written keep theirs).
 */
public record TableOptions(
    int gcGraceSeconds,
    Map<String, String> compaction,
    long memtableFlushThresholdBytes,
    BlockCompression compression) {
  public static final int DEFAULT_GC_GRACE_SECONDS = 864_000;

  /**
   * 64 MiB, or an eighth of the heap when that is less (at least 1 MiB): a memtable's accounted
   * size understates what its objects take on the heap, and an embedded database shares the heap
   * with its application, so a small heap must flush sooner than a server's would.
   */
  public static final long DEFAULT_MEMTABLE_THRESHOLD =
      Math.max(1L << 20, Math.min(64L << 20, Runtime.getRuntime().maxMemory() / 8));

  public static final TableOptions DEFAULT =
      new TableOptions(
          DEFAULT_GC_GRACE_SECONDS,
          Map.of("class", "SizeTieredCompactionStrategy"),
          DEFAULT_MEMTABLE_THRESHOLD,
          BlockCompression.DEFAULT);

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
    Objects.requireNonNull(compression, "compression");
  }

  /** Options with Cassandra's default compression (LZ4, 16 KiB blocks). */
  public TableOptions(
      int gcGraceSeconds, Map<String, String> compaction, long memtableFlushThresholdBytes) {
    this(gcGraceSeconds, compaction, memtableFlushThresholdBytes, BlockCompression.DEFAULT);
  }

  public TableOptions withCompression(BlockCompression newCompression) {
    return new TableOptions(
        gcGraceSeconds, compaction, memtableFlushThresholdBytes, newCompression);
  }
}

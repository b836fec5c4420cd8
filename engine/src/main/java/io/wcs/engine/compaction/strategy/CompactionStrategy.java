package io.wcs.engine.compaction.strategy;

import io.wcs.engine.error.FixHints;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Chooses which SSTables of a table to compact next, for one of Cassandra's strategies, configured
 * by the table's {@code WITH compaction = {'class': ..., ...}} map. Pure logic: no I/O.
 *
 * <p>Implementations are thread-safe.
 */
public interface CompactionStrategy {

  /**
   * The next compaction worth doing, if any.
   *
   * @param live every live SSTable of the table, including those being compacted
   * @param compacting generations of the SSTables currently being compacted
   * @param nowMillis the current time
   * @param gcBeforeSeconds tombstones deleted before this time (now minus {@code gc_grace_seconds})
   *     may be purged
   */
  Optional<CompactionChoice> next(
      List<SSTableInfo> live, Set<Long> compacting, long nowMillis, long gcBeforeSeconds);

  /** Cassandra's fully qualified class name, as {@code system_schema.tables.compaction} shows. */
  String className();

  /** The options as {@code system_schema.tables.compaction} shows them, class included. */
  Map<String, String> schemaOptions();

  /** Whether background compaction is on ({@code 'enabled'}, default true). */
  boolean enabled();

  /**
   * Parses a {@code compaction} option map. The class may be short ({@code
   * LeveledCompactionStrategy}) or fully qualified ({@code
   * org.apache.cassandra.db.compaction.LeveledCompactionStrategy}).
   *
   * @throws IllegalArgumentException for a missing or unknown class, an unknown option or a bad
   *     value, with a message in Cassandra's words
   */
  static CompactionStrategy fromOptions(Map<String, String> options) {
    String cls = options.get("class");
    if (cls == null) {
      throw new IllegalArgumentException("Missing sub-option 'class' for the 'compaction' option");
    }
    String shortName =
        cls.startsWith(StrategyOptions.PACKAGE)
            ? cls.substring(StrategyOptions.PACKAGE.length())
            : cls;
    String lower = shortName.toLowerCase(Locale.ROOT);
    StrategyOptions reader =
        new StrategyOptions(options, !lower.equals("unifiedcompactionstrategy"));
    CompactionStrategy strategy =
        switch (lower) {
          case "sizetieredcompactionstrategy" -> new SizeTieredStrategy(reader);
          case "leveledcompactionstrategy" -> new LeveledStrategy(reader);
          case "timewindowcompactionstrategy" -> new TimeWindowStrategy(reader);
          case "unifiedcompactionstrategy" -> new UnifiedStrategy(reader, options);
          default ->
              throw new IllegalArgumentException(
                  FixHints.withHint(
                      "Unable to find compaction strategy class '"
                          + (cls.contains(".") ? cls : StrategyOptions.PACKAGE + cls)
                          + "'",
                      "WCS compacts with SizeTieredCompactionStrategy, LeveledCompactionStrategy,"
                          + " TimeWindowCompactionStrategy or UnifiedCompactionStrategy"));
        };
    reader.checkAllUsed(shortName);
    return strategy;
  }

  /** Cassandra's default: size-tiered with default options. */
  static CompactionStrategy defaultStrategy() {
    return fromOptions(Map.of("class", "SizeTieredCompactionStrategy"));
  }
}

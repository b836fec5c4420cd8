package io.wcs.engine.compaction.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class CompactionStrategyTest {
  private static final long MB = 1024 * 1024;
  private static final long NOW = 1_700_000_000_000L;
  private static final long DAY = TimeUnit.DAYS.toMillis(1);

  private long nextGeneration = 1;

  /** A live SSTable with no droppable tombstones, written long ago, covering all tokens. */
  private SSTableInfo sstable(long size) {
    return sstable(size, 0, Long.MIN_VALUE, Long.MAX_VALUE);
  }

  private SSTableInfo sstable(long size, int level, long firstToken, long lastToken) {
    return new SSTableInfo(
        nextGeneration++, size, level, 0, 0, Integer.MAX_VALUE, 0, firstToken, lastToken, 0);
  }

  /** An SSTable of data written at {@code writtenMillis} (microsecond timestamps). */
  private SSTableInfo timeSeries(long size, long writtenMillis, long expiresSeconds) {
    long micros = writtenMillis * 1000;
    return new SSTableInfo(
        nextGeneration++, size, 0, micros, micros, expiresSeconds, 0, 0, 100, writtenMillis);
  }

  private static Optional<CompactionChoice> next(CompactionStrategy s, List<SSTableInfo> live) {
    return s.next(live, Set.of(), NOW, NOW / 1000 - 864_000);
  }

  private static List<Long> generations(CompactionChoice c) {
    return c.inputs().stream().map(SSTableInfo::generation).sorted().toList();
  }

  @Test
  void sizeTieredMergesFourSimilarSizesButNotThree() {
    CompactionStrategy stcs = CompactionStrategy.defaultStrategy();
    List<SSTableInfo> live =
        new ArrayList<>(List.of(sstable(100 * MB), sstable(110 * MB), sstable(90 * MB)));
    live.add(sstable(2000 * MB));
    assertFalse(next(stcs, live).isPresent(), "three similar and one big: nothing to do");
    live.add(sstable(105 * MB));
    CompactionChoice c = next(stcs, live).orElseThrow();
    assertEquals(List.of(1L, 2L, 3L, 5L), generations(c));
    assertEquals(0, c.outputLevel());
  }

  @Test
  void sizeTieredGroupsSmallSSTablesAndCapsAtMaxThreshold() {
    CompactionStrategy stcs =
        CompactionStrategy.fromOptions(
            Map.of("class", "SizeTieredCompactionStrategy", "max_threshold", "6"));
    List<SSTableInfo> live = new ArrayList<>();
    for (int i = 0; i < 10; i++) {
      live.add(sstable((i + 1) * MB)); // 1..10 MB: all below min_sstable_size, one bucket
    }
    CompactionChoice c = next(stcs, live).orElseThrow();
    assertEquals(List.of(1L, 2L, 3L, 4L, 5L, 6L), generations(c), "the six smallest");
    Set<Long> busy = Set.of(1L, 2L, 3L, 4L, 5L, 6L);
    CompactionChoice rest = stcs.next(live, busy, NOW, 0).orElseThrow();
    assertEquals(List.of(7L, 8L, 9L, 10L), generations(rest), "compacting SSTables are skipped");
  }

  @Test
  void sizeTieredPrefersTheBucketOfSmallestSSTables() {
    CompactionStrategy stcs = CompactionStrategy.defaultStrategy();
    List<SSTableInfo> live = new ArrayList<>();
    for (int i = 0; i < 4; i++) {
      live.add(sstable(1000 * MB));
    }
    for (int i = 0; i < 4; i++) {
      live.add(sstable(200 * MB));
    }
    assertEquals(List.of(5L, 6L, 7L, 8L), generations(next(stcs, live).orElseThrow()));
  }

  @Test
  void aLoneSSTableFullOfOldTombstonesIsCompactedAlone() {
    CompactionStrategy stcs = CompactionStrategy.defaultStrategy();
    SSTableInfo young = new SSTableInfo(1, MB, 0, 0, 0, 0, 0.9, 0, 1, NOW - 1000);
    SSTableInfo old = new SSTableInfo(2, MB, 0, 0, 0, 0, 0.5, 0, 1, NOW - 2 * DAY);
    SSTableInfo clean = new SSTableInfo(3, 500 * MB, 0, 0, 0, 0, 0.1, 0, 1, NOW - 2 * DAY);
    assertEquals(List.of(2L), generations(next(stcs, List.of(young, old, clean)).orElseThrow()));
  }

  @Test
  void leveledPromotesL0WithOverlappingL1() {
    CompactionStrategy lcs =
        CompactionStrategy.fromOptions(
            Map.of("class", "org.apache.cassandra.db.compaction.LeveledCompactionStrategy"));
    List<SSTableInfo> live = new ArrayList<>();
    SSTableInfo l1a = sstable(160 * MB, 1, 0, 99);
    SSTableInfo l1b = sstable(160 * MB, 1, 100, 199);
    SSTableInfo l1c = sstable(160 * MB, 1, 200, 299);
    live.addAll(List.of(l1a, l1b, l1c));
    live.add(sstable(10 * MB, 0, 50, 120));
    live.add(sstable(10 * MB, 0, 60, 70));
    live.add(sstable(10 * MB, 0, 110, 150));
    assertFalse(next(lcs, live).isPresent(), "three small L0 SSTables wait for a fourth");
    live.add(sstable(10 * MB, 0, 130, 140));
    CompactionChoice c = next(lcs, live).orElseThrow();
    assertEquals(1, c.outputLevel());
    assertEquals(160 * MB, c.maxOutputBytes());
    assertEquals(List.of(1L, 2L, 4L, 5L, 6L, 7L), generations(c), "L1 [200, 299] is untouched");
    Set<Long> running = Set.of(4L);
    assertFalse(lcs.next(live, running, NOW, 0).isPresent(), "one L0 compaction at a time");
  }

  @Test
  void leveledPromotesFromAnOverfullLevelRoundRobin() {
    CompactionStrategy lcs =
        CompactionStrategy.fromOptions(
            Map.of(
                "class",
                "LeveledCompactionStrategy",
                "sstable_size_in_mb",
                "1",
                "fanout_size",
                "2"));
    // L1 may hold 2 MB; it holds 3 SSTables of 1 MB: over by one.
    List<SSTableInfo> live = new ArrayList<>();
    live.add(sstable(MB, 1, 0, 9));
    live.add(sstable(MB, 1, 10, 19));
    live.add(sstable(MB, 1, 20, 29));
    live.add(sstable(MB, 2, 5, 12));
    live.add(sstable(MB, 2, 25, 40));
    CompactionChoice first = next(lcs, live).orElseThrow();
    assertEquals(2, first.outputLevel());
    assertEquals(List.of(1L, 4L), generations(first));
    CompactionChoice second = next(lcs, live).orElseThrow();
    assertEquals(List.of(2L, 4L), generations(second), "round robin moves to the next token range");
    CompactionChoice blocked = lcs.next(live, Set.of(4L), NOW, 0).orElseThrow();
    assertEquals(List.of(3L, 5L), generations(blocked), "skips candidates whose overlap is busy");
  }

  @Test
  void leveledFallsBackToSizeTieredWhenL0IsFarBehind() {
    CompactionStrategy lcs =
        CompactionStrategy.fromOptions(Map.of("class", "LeveledCompactionStrategy"));
    List<SSTableInfo> live = new ArrayList<>();
    for (int i = 0; i < 40; i++) {
      live.add(sstable(MB, 0, i, i + 5));
    }
    CompactionChoice c = next(lcs, live).orElseThrow();
    assertEquals(0, c.outputLevel());
    assertEquals(32, c.inputs().size());
  }

  @Test
  void timeWindowCompactsEachOldWindowAndTiersTheCurrentOne() {
    CompactionStrategy twcs =
        CompactionStrategy.fromOptions(
            Map.of(
                "class", "TimeWindowCompactionStrategy",
                "compaction_window_unit", "DAYS",
                "compaction_window_size", "1"));
    long today = NOW - NOW % DAY;
    List<SSTableInfo> live = new ArrayList<>();
    live.add(timeSeries(MB, today + 1000, Integer.MAX_VALUE));
    live.add(timeSeries(MB, today + 2000, Integer.MAX_VALUE));
    live.add(timeSeries(MB, today - 3 * DAY + 5, Integer.MAX_VALUE));
    assertFalse(next(twcs, live).isPresent(), "two in today's window, one alone in an old one");
    live.add(timeSeries(MB, today - 3 * DAY + 500, Integer.MAX_VALUE));
    assertEquals(List.of(3L, 4L), generations(next(twcs, live).orElseThrow()));
    live.add(timeSeries(MB, today + 3000, Integer.MAX_VALUE));
    live.add(timeSeries(MB, today + 4000, Integer.MAX_VALUE));
    assertEquals(
        List.of(1L, 2L, 5L, 6L), generations(next(twcs, live).orElseThrow()), "newest first");
  }

  @Test
  void timeWindowDropsFullyExpiredSSTablesUnlessTheyShadowOlderData() {
    long gcBefore = NOW / 1000 - 100;
    CompactionStrategy twcs =
        CompactionStrategy.fromOptions(Map.of("class", "TimeWindowCompactionStrategy"));
    SSTableInfo expired = timeSeries(MB, NOW - 10 * DAY, gcBefore - 1);
    SSTableInfo live = timeSeries(MB, NOW - DAY, Integer.MAX_VALUE);
    CompactionChoice c = twcs.next(List.of(expired, live), Set.of(), NOW, gcBefore).orElseThrow();
    assertTrue(c.dropOnly());
    assertEquals(List.of(expired.generation()), generations(c));

    CompactionStrategy fresh =
        CompactionStrategy.fromOptions(Map.of("class", "TimeWindowCompactionStrategy"));
    SSTableInfo older = timeSeries(MB, NOW - 20 * DAY, Integer.MAX_VALUE);
    Optional<CompactionChoice> none = fresh.next(List.of(expired, older), Set.of(), NOW, gcBefore);
    assertTrue(none.isEmpty(), "its tombstones may shadow older data, so it stays");
  }

  @Test
  void optionsAreValidatedWithCassandrasMessages() {
    assertMessage("Missing sub-option 'class'", Map.of("min_threshold", "4"));
    assertMessage(
        "Unable to find compaction strategy class 'org.apache.cassandra.db.compaction.Foo'",
        Map.of("class", "Foo"));
    assertMessage(
        "Unable to find compaction strategy class 'com.example.Foo'",
        Map.of("class", "com.example.Foo"));
    assertMessage(
        "Properties specified [sstable_size_in_mb] are not understood by SizeTieredCompactionStrategy",
        Map.of("class", "SizeTieredCompactionStrategy", "sstable_size_in_mb", "10"));
    assertMessage(
        "Invalid value x for 'min_threshold' compaction sub-option - must be an integer",
        Map.of("class", "SizeTieredCompactionStrategy", "min_threshold", "x"));
    assertMessage(
        "Min compaction threshold (got 4) cannot be greater than max compaction threshold (got 3)",
        Map.of("class", "SizeTieredCompactionStrategy", "max_threshold", "3"));
    assertMessage(
        "days is not valid for compaction_window_unit",
        Map.of("class", "TimeWindowCompactionStrategy", "compaction_window_unit", "days"));
    assertMessage(
        "tombstone_threshold must be greater than 0, but was -1.000000",
        Map.of("class", "SizeTieredCompactionStrategy", "tombstone_threshold", "-1"));
    assertMessage(
        "Properties specified [min_threshold] are not understood by UnifiedCompactionStrategy",
        Map.of("class", "UnifiedCompactionStrategy", "min_threshold", "4"));
    assertMessage(
        "Fan factor cannot be lower than 2 in L1",
        Map.of("class", "UnifiedCompactionStrategy", "scaling_parameters", "T4, L1"));
    assertMessage(
        "target_sstable_size 0B is not acceptable, size must be at least 1.000MiB",
        Map.of("class", "UnifiedCompactionStrategy", "target_sstable_size", "0B"));
  }

  /**
   * A unified strategy compacts as its first scaling parameter says: tiered merges that many
   * SSTables of a size, leveled moves SSTables of L0 up; its schema shows no thresholds.
   */
  @Test
  void theUnifiedStrategyCompactsAsItsFirstScalingParameterSays() {
    CompactionStrategy tiered =
        CompactionStrategy.fromOptions(
            Map.of("class", "UnifiedCompactionStrategy", "scaling_parameters", "T8, L10"));
    List<SSTableInfo> seven = new ArrayList<>();
    for (int i = 0; i < 7; i++) {
      seven.add(sstable(MB));
    }
    assertFalse(next(tiered, seven).isPresent(), "seven of a size are fewer than T8's eight");
    List<SSTableInfo> eight = new ArrayList<>(seven);
    eight.add(sstable(MB));
    assertEquals(8, next(tiered, eight).orElseThrow().inputs().size());
    assertEquals(
        Map.of(
            "class",
            "org.apache.cassandra.db.compaction.UnifiedCompactionStrategy",
            "scaling_parameters",
            "T8, L10"),
        tiered.schemaOptions());
    CompactionStrategy leveled =
        CompactionStrategy.fromOptions(
            Map.of("class", "UnifiedCompactionStrategy", "scaling_parameters", "L10"));
    assertEquals(1, next(leveled, eight).orElseThrow().outputLevel());
    CompactionStrategy off =
        CompactionStrategy.fromOptions(
            Map.of("class", "UnifiedCompactionStrategy", "enabled", "false"));
    assertFalse(next(off, eight).isPresent());
  }

  @Test
  void schemaOptionsShowTheQualifiedClassAndThresholds() {
    CompactionStrategy s =
        CompactionStrategy.fromOptions(
            Map.of("class", "LeveledCompactionStrategy", "sstable_size_in_mb", "64"));
    assertEquals(
        Map.of(
            "class", "org.apache.cassandra.db.compaction.LeveledCompactionStrategy",
            "max_threshold", "32",
            "min_threshold", "4",
            "sstable_size_in_mb", "64"),
        s.schemaOptions());
    CompactionStrategy off =
        CompactionStrategy.fromOptions(
            Map.of("class", "SizeTieredCompactionStrategy", "enabled", "false"));
    assertFalse(off.enabled());
    List<SSTableInfo> live = List.of(sstable(MB), sstable(MB), sstable(MB), sstable(MB));
    assertFalse(next(off, live).isPresent());
  }

  private static void assertMessage(String fragment, Map<String, String> options) {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> CompactionStrategy.fromOptions(options));
    assertTrue(e.getMessage().contains(fragment), e.getMessage());
  }
}

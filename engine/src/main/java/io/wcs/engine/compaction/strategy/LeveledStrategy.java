package io.wcs.engine.compaction.strategy;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Cassandra's {@code LeveledCompactionStrategy}. New SSTables land in L0, where they may overlap.
 * Each level L &gt;= 1 holds SSTables of about {@code sstable_size_in_mb} with disjoint token
 * ranges, and at most {@code sstable_size * fanout_size^L} bytes; L0 counts as full at 4 SSTables'
 * worth of bytes.
 *
 * <p>Choice, in order:
 *
 * <ol>
 *   <li>The highest level whose score (bytes / maximum bytes) exceeds 1: one SSTable of it, taken
 *       round-robin by token, plus every SSTable of the next level it overlaps, merged into the
 *       next level. If L0 has more than 32 SSTables, L0 is compacted size-tiered first (it would
 *       otherwise make every read check dozens of SSTables).
 *   <li>L0 to L1, once L0 holds {@code min_threshold} SSTables or an SSTable's worth of bytes: the
 *       oldest L0 SSTables and those overlapping them (at most 32), plus the L1 SSTables they
 *       overlap.
 * </ol>
 *
 * A choice never includes, or overlaps in its output level, an SSTable being compacted, so levels
 * stay disjoint. Output is split into SSTables of {@code sstable_size_in_mb}.
 *
 * <p>Thread-safe: the round-robin position is guarded by this object's monitor.
 */
final class LeveledStrategy extends ConfiguredStrategy {
  static final String NAME = "LeveledCompactionStrategy";

  /** Cassandra's MAX_COMPACTING_L0: the most L0 SSTables merged at once. */
  static final int MAX_COMPACTING_L0 = 32;

  /** Levels 0 to 8, as in Cassandra. */
  static final int MAX_LEVEL = 8;

  private final long sstableSize;
  private final int fanout;

  /** Per level, the last token of the SSTable compacted last; the next starts after it. */
  private final long[] lastCompactedToken = new long[MAX_LEVEL + 1];

  LeveledStrategy(StrategyOptions options) {
    super(NAME, options, SizeTiers.of(options));
    int sizeMb = options.integer("sstable_size_in_mb", 160);
    int fanoutSize = options.integer("fanout_size", 10);
    // Cassandra does not check its value; WCS has no uplevelling to switch
    options.string("single_sstable_uplevel", "false");
    if (sizeMb <= 0) {
      throw new IllegalArgumentException(
          "sstable_size_in_mb must be larger than 0, but was " + sizeMb);
    }
    if (fanoutSize < 1) {
      throw new IllegalArgumentException(
          "fanout_size must be larger than 0, but was " + fanoutSize);
    }
    // a fan-out of 1 (which Cassandra takes) would make every level as large as the one above it
    fanout = Math.max(2, fanoutSize);
    sstableSize = sizeMb * 1024L * 1024L;
    java.util.Arrays.fill(lastCompactedToken, Long.MIN_VALUE);
  }

  long maxBytes(int level) {
    return level == 0 ? 4 * sstableSize : (long) (Math.pow(fanout, level) * sstableSize);
  }

  @Override
  synchronized Optional<CompactionChoice> choose(
      List<SSTableInfo> live, Set<Long> compacting, long nowMillis, long gcBeforeSeconds) {
    List<List<SSTableInfo>> levels = byLevel(live);
    for (int level = MAX_LEVEL - 1; level >= 1; level--) {
      long bytes = levels.get(level).stream().mapToLong(SSTableInfo::sizeOnDisk).sum();
      if ((double) bytes / maxBytes(level) <= 1.001) {
        continue;
      }
      Optional<CompactionChoice> l0 = sizeTieredL0(levels.get(0), compacting);
      if (l0.isPresent()) {
        return l0;
      }
      Optional<CompactionChoice> up = promoteOne(levels, level, compacting);
      if (up.isPresent()) {
        return up;
      }
    }
    Optional<CompactionChoice> l0 = sizeTieredL0(levels.get(0), compacting);
    return l0.isPresent() ? l0 : l0ToL1(levels, compacting);
  }

  /** Size-tiered merge inside L0 when it has fallen more than 32 SSTables behind. */
  private Optional<CompactionChoice> sizeTieredL0(List<SSTableInfo> l0, Set<Long> compacting) {
    if (l0.size() <= MAX_COMPACTING_L0) {
      return Optional.empty();
    }
    return tiers
        .mostInteresting(
            SizeTiers.notCompacting(l0, compacting), options.minThreshold, MAX_COMPACTING_L0)
        .map(b -> new CompactionChoice(b, 0, Long.MAX_VALUE, false));
  }

  private Optional<CompactionChoice> promoteOne(
      List<List<SSTableInfo>> levels, int level, Set<Long> compacting) {
    List<SSTableInfo> sorted = new ArrayList<>(levels.get(level));
    sorted.sort(Comparator.comparingLong(SSTableInfo::firstToken));
    int start = 0;
    while (start < sorted.size() && sorted.get(start).firstToken() <= lastCompactedToken[level]) {
      start++;
    }
    for (int i = 0; i < sorted.size(); i++) {
      SSTableInfo candidate = sorted.get((start + i) % sorted.size());
      if (compacting.contains(candidate.generation())) {
        continue;
      }
      List<SSTableInfo> inputs = new ArrayList<>();
      inputs.add(candidate);
      inputs.addAll(overlapping(List.of(candidate), levels.get(level + 1)));
      if (inputs.stream().noneMatch(s -> compacting.contains(s.generation()))) {
        lastCompactedToken[level] = candidate.lastToken();
        return Optional.of(new CompactionChoice(inputs, level + 1, sstableSize, false));
      }
    }
    return Optional.empty();
  }

  private Optional<CompactionChoice> l0ToL1(List<List<SSTableInfo>> levels, Set<Long> compacting) {
    List<SSTableInfo> l0 = new ArrayList<>(levels.get(0));
    if (l0.stream().anyMatch(s -> compacting.contains(s.generation()))) {
      return Optional.empty(); // one L0 compaction at a time keeps L1 disjoint
    }
    long bytes = l0.stream().mapToLong(SSTableInfo::sizeOnDisk).sum();
    if (l0.isEmpty() || (l0.size() < options.minThreshold && bytes < sstableSize)) {
      return Optional.empty();
    }
    l0.sort(Comparator.comparingLong(SSTableInfo::generation));
    List<SSTableInfo> inputs = new ArrayList<>();
    for (SSTableInfo s : l0) {
      if (inputs.size() >= MAX_COMPACTING_L0) {
        break;
      }
      if (!inputs.contains(s)) {
        inputs.add(s);
        for (SSTableInfo o : overlapping(List.of(s), l0)) {
          if (!inputs.contains(o) && inputs.size() < MAX_COMPACTING_L0) {
            inputs.add(o);
          }
        }
      }
    }
    List<SSTableInfo> l1 = overlapping(inputs, levels.get(1));
    if (l1.stream().anyMatch(s -> compacting.contains(s.generation()))) {
      return Optional.empty();
    }
    inputs.addAll(l1);
    return Optional.of(new CompactionChoice(inputs, 1, sstableSize, false));
  }

  /** SSTables of {@code level} whose token range meets that of any of {@code of}. */
  private static List<SSTableInfo> overlapping(List<SSTableInfo> of, List<SSTableInfo> level) {
    return level.stream()
        .filter(s -> !of.contains(s) && of.stream().anyMatch(s::overlaps))
        .toList();
  }

  private static List<List<SSTableInfo>> byLevel(List<SSTableInfo> live) {
    List<List<SSTableInfo>> levels = new ArrayList<>();
    for (int i = 0; i <= MAX_LEVEL; i++) {
      levels.add(new ArrayList<>());
    }
    for (SSTableInfo s : live) {
      levels.get(Math.min(Math.max(s.level(), 0), MAX_LEVEL)).add(s);
    }
    return levels;
  }
}

package io.wcs.engine.compaction.strategy;

import java.util.List;

/**
 * A compaction to run.
 *
 * @param inputs the SSTables to merge (or drop)
 * @param outputLevel level of the SSTables written
 * @param maxOutputBytes split the output into SSTables of at most about this size ({@link
 *     Long#MAX_VALUE}: one SSTable)
 * @param dropOnly the inputs are fully expired and shadow nothing: delete them without merging
 */
public record CompactionChoice(
    List<SSTableInfo> inputs, int outputLevel, long maxOutputBytes, boolean dropOnly) {

  public CompactionChoice {
    inputs = List.copyOf(inputs);
  }

  static CompactionChoice merge(List<SSTableInfo> inputs, int outputLevel) {
    return new CompactionChoice(inputs, outputLevel, Long.MAX_VALUE, false);
  }
}

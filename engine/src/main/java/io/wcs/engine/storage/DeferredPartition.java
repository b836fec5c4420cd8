package io.wcs.engine.storage;

import java.util.Collections;
import java.util.Iterator;
import java.util.function.Supplier;

/**
 * A source's version of a partition that is not looked up until a merge reaches the first
 * clustering the source can hold. Only for sources that contribute rows and nothing else (no
 * tombstone that could shadow another source, no static row), whose clustering bounds are known
 * without reading them: an SSTable's statistics. A merge then holds such a source back behind its
 * bound (as Cassandra's merge holds an SSTable back behind its clustering lower bound), and the
 * "latest rows" of a time series, all in the memtable, are read without an SSTable index lookup or
 * block read. Its rows are the source's own iterator, not a wrapper: the merge's calls for the next
 * row see the same few iterator classes with or without deferred sources, and stay inlined.
 * Threading: one reader thread, as every {@link UnfilteredPartition}.
 */
final class DeferredPartition implements RowsOnlyPartition {
  private final DecoratedKey key;
  private final byte[] minClustering;
  private final byte[] maxClustering;
  private final Supplier<UnfilteredPartition> lookup;
  private final boolean onlyLiveData;

  /**
   * @param minClustering no row of the source sorts before it (storage order)
   * @param maxClustering no row of the source sorts after it
   * @param lookup the source's partition, or null when it does not hold it
   * @param onlyLiveData whether the source {@linkplain #holdsOnlyLiveData holds only live data}
   */
  DeferredPartition(
      DecoratedKey key,
      byte[] minClustering,
      byte[] maxClustering,
      Supplier<UnfilteredPartition> lookup,
      boolean onlyLiveData) {
    this.key = key;
    this.minClustering = minClustering;
    this.maxClustering = maxClustering;
    this.lookup = lookup;
    this.onlyLiveData = onlyLiveData;
  }

  @Override
  public DecoratedKey key() {
    return key;
  }

  /** The rows, looked up now: a merge calls this once it reaches {@link #firstRowBound}. */
  @Override
  public Iterator<Row> rows(Slices slices, boolean reversed) {
    UnfilteredPartition p = lookup.get();
    return p == null ? Collections.emptyIterator() : p.rows(slices, reversed);
  }

  @Override
  public boolean holdsOnlyLiveData() {
    return onlyLiveData;
  }

  /** No row comes before this clustering in the order of a read, {@code reversed} or not. */
  byte[] firstRowBound(boolean reversed) {
    return reversed ? maxClustering : minClustering;
  }
}

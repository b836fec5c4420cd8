package io.wcs.engine.sstable;

import io.wcs.engine.sstable.io.BloomFilter;
import io.wcs.engine.storage.ArrayByteReader;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.LazyIterator;
import io.wcs.engine.storage.MalformedDataException;
import io.wcs.engine.storage.PartitionRange;
import io.wcs.engine.storage.RowEncoding;
import io.wcs.engine.storage.Slices;
import io.wcs.engine.storage.UnfilteredPartition;
import io.wcs.engine.util.LazyLogger;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * An open, published SSTable generation. Keeps the statistics, the Bloom filter, the {@link
 * IndexSummary} and, once they are read, the {@link PartitionPositions} in memory; a point read
 * finds its partition's position by token, or binary-searches the summary and reads at most {@value
 * IndexSummary#INTERVAL} index entries.
 *
 * <p>Lifetime: reference counted. The table's live set holds one reference; each read takes one
 * with {@link #tryAcquire} and returns it with {@link #release}. When compaction replaces the
 * generation it calls {@link #markObsolete}; the files are closed and deleted when the last
 * reference goes. Threading: thread-safe; each read uses its own cursors.
 */
public final class SSTableReader {
  private static final System.Logger LOG = LazyLogger.of(SSTableReader.class);

  private final Descriptor descriptor;
  private final SSTableStats stats;
  private final int formatVersion;
  private final RowEncoding rowEncoding;
  private final BloomFilter filter;
  private final BlockSource data;
  private final BlockSource index;
  // What reads go through: data and index behind the engine's block cache. The verifier reads the
  // files themselves, so that it checks the disk rather than what was cached.
  private final BlockSource cachedData;
  private final BlockSource cachedIndex;
  private final IndexSummary summary;
  // Null until loaded (opened from its summary), or when the memory budget for such tables was
  // spent.
  private volatile PartitionPositions partitionPositions;
  private final Consumer<SSTableReader> positionsWanted;
  // Counted without synchronization: a lost count only delays the request, and a repeated request
  // finds the positions read.
  private int summaryReads;
  private final long onDiskBytes;
  private final long createdAtMillis;
  private final AtomicInteger references = new AtomicInteger(1);
  private volatile boolean obsolete;

  private SSTableReader(
      Descriptor descriptor,
      SSTableStats stats,
      int formatVersion,
      BloomFilter filter,
      BlockSource data,
      BlockSource index,
      BlockCache cache,
      IndexSummary summary,
      PartitionPositions partitionPositions,
      Consumer<SSTableReader> positionsWanted,
      long onDiskBytes,
      long createdAtMillis) {
    this.descriptor = descriptor;
    this.stats = stats;
    this.formatVersion = formatVersion;
    this.rowEncoding =
        hasCompactRows() ? RowEncoding.compact(stats.timestampBase()) : RowEncoding.PLAIN;
    this.filter = filter;
    this.data = data;
    this.index = index;
    this.cachedData = cache.cached(data);
    this.cachedIndex = cache.cached(index);
    this.summary = summary;
    this.partitionPositions = partitionPositions;
    this.positionsWanted = positionsWanted;
    this.onDiskBytes = onDiskBytes;
    this.createdAtMillis = createdAtMillis;
  }

  /**
   * Point reads that search an SSTable's summary (it has no partition positions) before it asks for
   * its positions: an application's first queries do not wait for every index to be read, and an
   * SSTable that point reads keep coming to gets them.
   */
  static final int POSITIONS_WANTED_AFTER = 1024;

  private static final Consumer<SSTableReader> NO_REQUEST = sstable -> {};

  /**
   * Opens a published generation from its files, as {@link #open(Descriptor, BlockFiles, Consumer)}
   * without asking for its partition positions (tests): only {@link #loadPartitionPositions} reads
   * them.
   */
  static SSTableReader open(Descriptor descriptor, BlockFiles files) throws IOException {
    return open(descriptor, files, NO_REQUEST);
  }

  /**
   * Opens a published generation from its files: from its summary component, or, for a generation
   * that has none (written before it existed) or a damaged one, from its whole index, which also
   * gives the partition positions. Opened from its summary, it passes itself to {@code
   * positionsWanted} once {@value #POSITIONS_WANTED_AFTER} point reads have searched the summary,
   * for {@link #loadPartitionPositions} to be called.
   */
  public static SSTableReader open(
      Descriptor descriptor, BlockFiles files, Consumer<SSTableReader> positionsWanted)
      throws IOException {
    return open(descriptor, files, null, null, positionsWanted);
  }

  /**
   * Opens a generation with the summary and partition positions (null past the budget) its writer
   * built; the positions are this reader's from the call on, released if the open fails.
   */
  static SSTableReader open(
      Descriptor descriptor,
      BlockFiles files,
      IndexSummary summary,
      PartitionPositions partitionPositions)
      throws IOException {
    return open(descriptor, files, summary, partitionPositions, NO_REQUEST);
  }

  private static SSTableReader open(
      Descriptor descriptor,
      BlockFiles files,
      IndexSummary summary,
      PartitionPositions partitionPositions,
      Consumer<SSTableReader> positionsWanted)
      throws IOException {
    BlockSource data = null;
    BlockSource index = null;
    try {
      Path statsFile = descriptor.path(Component.STATISTICS);
      byte[] statsBody = SmallComponent.read(statsFile, Component.STATISTICS);
      Path filterFile = descriptor.path(Component.FILTER);
      byte[] filterBytes = SmallComponent.read(filterFile, Component.FILTER);
      BloomFilter filter =
          BloomFilter.fromBytes(filterBytes, 0, filterBytes.length, filterFile.toString());
      data = files.open(descriptor.path(Component.DATA));
      index = files.open(descriptor.path(Component.INDEX));
      int version = ComponentHeader.check(Component.DATA, new DataCursor(data));
      DataCursor in = new DataCursor(index);
      if (ComponentHeader.check(Component.INDEX, in) != version) {
        throw new MalformedDataException(
            "the index and data of " + descriptor + " are of different format versions");
      }
      SSTableStats stats =
          SSTableStats.deserialize(new ArrayByteReader(statsBody, statsFile.toString()), version);
      if (summary == null) {
        summary = readSummary(descriptor);
      }
      if (summary == null) {
        partitionPositions = PartitionPositions.reserve(stats.partitionCount());
        summary = IndexSummary.scan(in, stats.partitionCount(), partitionPositions);
      }
      long onDisk = 0;
      for (Component c : Component.values()) {
        if (Files.exists(descriptor.path(c))) {
          onDisk += Files.size(descriptor.path(c));
        }
      }
      return new SSTableReader(
          descriptor,
          stats,
          version,
          filter,
          data,
          index,
          files.cache(),
          summary,
          partitionPositions,
          positionsWanted,
          onDisk,
          Files.getLastModifiedTime(descriptor.path(Component.TOC)).toMillis());
    } catch (IOException | RuntimeException e) {
      if (data != null) {
        data.close();
      }
      if (index != null) {
        index.close();
      }
      if (partitionPositions != null) {
        partitionPositions.release();
      }
      if (e instanceof NoSuchFileException missing) {
        throw new MalformedDataException(
            missing.getFile() + " is missing, though the TOC of " + descriptor + " publishes it",
            e);
      }
      throw e;
    }
  }

  /**
   * The generation's summary component, or null when it has none or a damaged one: the summary is
   * derived from the index, which the open then reads instead.
   */
  private static IndexSummary readSummary(Descriptor descriptor) throws IOException {
    Path file = descriptor.path(Component.SUMMARY);
    if (!Files.exists(file)) {
      return null;
    }
    try {
      return IndexSummary.deserialize(
          new ArrayByteReader(SmallComponent.read(file, Component.SUMMARY), file.toString()));
    } catch (MalformedDataException e) {
      LOG.log(
          System.Logger.Level.WARNING,
          "reading the index of " + descriptor + " instead of its summary: " + e.getMessage());
      return null;
    }
  }

  /**
   * Reads the whole index once to record where each partition starts, for an SSTable opened from
   * its summary: point reads then probe them instead of searching the summary and the index. Call
   * with a reference held ({@link #tryAcquire}), from one thread; does nothing when they are there
   * or the memory budget cannot hold them.
   */
  public void loadPartitionPositions() {
    if (partitionPositions != null) {
      return;
    }
    PartitionPositions positions = PartitionPositions.reserve(stats.partitionCount());
    if (positions == null) {
      return;
    }
    try {
      DataCursor in = new DataCursor(index);
      in.seek(ComponentHeader.SIZE);
      // The summary the scan also keeps is dropped: this reader has its own.
      IndexSummary.scan(in, 0, positions);
    } catch (RuntimeException e) {
      positions.release();
      throw e;
    }
    partitionPositions = positions;
  }

  /** Whether point reads find partitions by token ({@link PartitionPositions}). */
  public boolean hasPartitionPositions() {
    return partitionPositions != null;
  }

  /** The partition positions; null when it has none. */
  PartitionPositions partitionPositions() {
    return partitionPositions;
  }

  public Descriptor descriptor() {
    return descriptor;
  }

  public long generation() {
    return descriptor.generation();
  }

  public SSTableStats stats() {
    return stats;
  }

  /** The format version its files were written in (see FORMAT.md). */
  int formatVersion() {
    return formatVersion;
  }

  /** Whether its format has compact rows and no token in the data ({@link ComponentHeader}). */
  boolean hasCompactRows() {
    return formatVersion >= ComponentHeader.COMPACT_ROWS;
  }

  /** How this SSTable's rows are written (its format version and timestamp base). */
  RowEncoding rowEncoding() {
    return rowEncoding;
  }

  /** Bytes of all component files. */
  public long onDiskBytes() {
    return onDiskBytes;
  }

  /** When the generation was published (its TOC's modification time). */
  public long createdAtMillis() {
    return createdAtMillis;
  }

  /** False when the key is outside the SSTable's key range or its Bloom filter rules it out. */
  public boolean mayContain(DecoratedKey key) {
    return stats.keyRangeHolds(key) && filter.mightContain(key.key());
  }

  /** False when no slice can reach the clustering range of the rows in this SSTable. */
  boolean mayHaveRowsIn(Slices slices) {
    return stats.rowCount() > 0 && stats.clusteringsMeet(slices);
  }

  /** The partition, or null when this SSTable does not hold it. */
  public UnfilteredPartition partition(DecoratedKey key) {
    PartitionPositions positions = partitionPositions;
    if (positions != null) {
      long found = positions.find(key.token());
      if (found == PartitionPositions.ABSENT) {
        return null;
      }
      if (found != PartitionPositions.AMBIGUOUS) {
        return partitionAt(key, found);
      }
    }
    if (!mayContain(key)) {
      return null;
    }
    // Counted until the request: an SSTable past the budget stays without positions, and its reads
    // then only read the count.
    if (positions == null
        && summaryReads < POSITIONS_WANTED_AFTER
        && ++summaryReads == POSITIONS_WANTED_AFTER) {
      positionsWanted.accept(this);
    }
    int s = summary.slot(key, true);
    if (s < 0) {
      return null;
    }
    DataCursor in = new DataCursor(cachedIndex);
    in.seek(summary.position(s));
    for (int n = 0; n < IndexSummary.INTERVAL && !in.atEnd(); n++) {
      // Entries of smaller tokens are passed over without being decoded: no key copies.
      long token = in.readLong();
      if (token < key.token()) {
        IndexEntry.skipAfterToken(in);
        continue;
      }
      IndexEntry e = IndexEntry.readAfterToken(token, in);
      int c = e.key().compareTo(key);
      if (c == 0) {
        return SSTablePartition.indexed(this, new DataCursor(cachedData), e);
      }
      if (c > 0) {
        return null;
      }
    }
    return null;
  }

  /**
   * The partition {@link PartitionPositions} recorded for the key's token, or null when that token
   * belongs to another key.
   */
  private UnfilteredPartition partitionAt(DecoratedKey key, long found) {
    long position = PartitionPositions.position(found);
    if (PartitionPositions.isIndexEntry(found)) {
      DataCursor in = new DataCursor(cachedIndex);
      in.seek(position);
      IndexEntry e = IndexEntry.read(in);
      return e.key().equals(key)
          ? SSTablePartition.indexed(this, new DataCursor(cachedData), e)
          : null;
    }
    return SSTablePartition.ifKeyAt(this, new DataCursor(cachedData), key, position);
  }

  /** The partitions of the range in order, read sequentially through one data cursor. */
  public Iterator<UnfilteredPartition> scan(PartitionRange range) {
    return scan(range, cachedIndex, cachedData);
  }

  /**
   * Every partition in order, for a reader that goes through the whole file once: compaction and
   * verification. Its blocks bypass the block cache, where a compaction's (of files deleted right
   * after) would only push out the blocks reads come back to, and, kept alive by the cache, were
   * most of what the collector copied during a bulk load.
   */
  public Iterator<UnfilteredPartition> scanOnce() {
    return scan(PartitionRange.ALL, index, data);
  }

  private Iterator<UnfilteredPartition> scan(
      PartitionRange range, BlockSource indexSource, BlockSource dataSource) {
    DataCursor in = new DataCursor(indexSource);
    int slot = range.start() == null ? -1 : summary.slot(range.start(), false);
    DataCursor dataCursor = new DataCursor(dataSource);
    return new LazyIterator<>() {
      // The entries' row indexes move the cursor: each entry is read from here.
      private long next = slot < 0 ? ComponentHeader.SIZE : summary.position(slot);

      @Override
      protected UnfilteredPartition computeNext() {
        in.seek(next);
        while (!in.atEnd()) {
          IndexEntry e = IndexEntry.read(in);
          next = in.position();
          if (range.isAfterEnd(e.key())) {
            return null;
          }
          if (!range.isBeforeStart(e.key())) {
            return SSTablePartition.indexed(SSTableReader.this, dataCursor, e);
          }
        }
        return null;
      }
    };
  }

  /** Takes a reference for a read; false if the SSTable was already released for good. */
  public boolean tryAcquire() {
    while (true) {
      int r = references.get();
      if (r == 0) {
        return false;
      }
      if (references.compareAndSet(r, r + 1)) {
        return true;
      }
    }
  }

  public void release() {
    if (references.decrementAndGet() == 0) {
      closeAndMaybeDelete();
    }
  }

  /** Replaced by compaction (or dropped): delete the files once no read holds a reference. */
  public void markObsolete() {
    obsolete = true;
    release();
  }

  private void closeAndMaybeDelete() {
    PartitionPositions positions = partitionPositions;
    if (positions != null) {
      positions.release();
    }
    try {
      // Through the cache, which then forgets the files' blocks; each closes the file under it.
      cachedData.close();
      cachedIndex.close();
      if (obsolete) {
        SSTableFiles.delete(descriptor);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot release " + descriptor, e);
    }
  }

  /** The data file itself, not through the cache. */
  BlockSource dataSource() {
    return data;
  }

  /** The index file itself, not through the cache. */
  BlockSource indexSource() {
    return index;
  }

  @Override
  public String toString() {
    return "SSTable " + descriptor;
  }
}

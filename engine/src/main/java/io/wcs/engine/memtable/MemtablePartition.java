package io.wcs.engine.memtable;

import io.wcs.engine.storage.Bytes;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.DeletionTime;
import io.wcs.engine.storage.EncodedRows;
import io.wcs.engine.storage.LazyIterator;
import io.wcs.engine.storage.MergedPartition;
import io.wcs.engine.storage.Mutation;
import io.wcs.engine.storage.PartitionSink;
import io.wcs.engine.storage.RangeTombstone;
import io.wcs.engine.storage.Row;
import io.wcs.engine.storage.RowSerializer;
import io.wcs.engine.storage.Slice;
import io.wcs.engine.storage.Slices;
import io.wcs.engine.storage.SourceRow;
import io.wcs.engine.storage.UnfilteredPartition;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.NavigableMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One partition of a memtable, multi-versioned so that a mutation is atomic for readers.
 *
 * <p>Rows are kept as {@link RowVersion}s: large rows encoded in the memtable's {@link RowSlabs}
 * and decoded for each read, small ones as objects, and a small update of an encoded row as a delta
 * over it.
 *
 * <p>Why versions: rows live in a {@link ConcurrentSkipListMap} (cheap sorted inserts into wide
 * partitions, lock-free reads; a partition's only row lives in a field), but a mutation touching
 * several rows must appear all at once. Writers, serialised by the partition's monitor, stamp every
 * row they replace with the next version number, link the previous version behind it, and publish
 * the number last (a volatile write). A reader takes the published number as its snapshot and, for
 * each row, walks to the newest version not above it. History is cut back to the whole version
 * under the current one (itself, unless it is a delta) whenever the memtable has no open reader; a
 * reader that starts afterwards snapshots at least the version being cut to, so it never needs what
 * was dropped.
 *
 * <p>Threading: {@link #apply} from any thread (serialised per partition); {@link #snapshot} and
 * the snapshot's iterators from any thread, each iterator used by one thread.
 */
final class MemtablePartition {
  /** A partition's deletion, range tombstones and static row, replaced as one unit. */
  private record Header(
      DeletionTime deletion, List<RangeTombstone> rangeTombstones, Row staticRow) {
    static final Header EMPTY = new Header(DeletionTime.LIVE, List.of(), null);
  }

  /** The header of every partition without one, shared: history is never linked behind it. */
  private static final HeaderVersion NO_HEADER = new HeaderVersion(Header.EMPTY, 0, null);

  /** Deltas a row may have before an update merges them into a whole version again. */
  private static final int MAX_DELTAS = 8;

  /** What a row takes besides its encoding: its {@link RowVersion} and skip-list node. */
  private static final int ROW_OVERHEAD = 80;

  /** One version of the header, as {@link RowVersion} is of a row. */
  private static final class HeaderVersion {
    final Header value;
    final long version;
    volatile HeaderVersion older;

    HeaderVersion(Header value, long version, HeaderVersion older) {
      this.value = value;
      this.version = version;
      this.older = older;
    }

    Header visibleAt(long snapshot) {
      HeaderVersion v = this;
      while (v != null && v.version > snapshot) {
        v = v.older;
      }
      return v == null ? null : v.value;
    }
  }

  // The key's parts rather than the writer's DecoratedKey: an object fewer for each partition a
  // memtable keeps until its flush (see PartitionIndex).
  private final long token;
  private final byte[] keyBytes;
  private final RowSlabs slabs;
  // A partition of a table without clustering columns holds one row, and so do many others: the
  // first row lives in a field, and the skip list (four objects before its first entry, a descent
  // for every write and read) is only made when a second clustering arrives. Once made, it holds
  // the first row's versions too and is the only place readers look; the field keeps the versions
  // it had (not cleared: a reader that found no skip list may still be about to read it).
  private volatile byte[] firstClustering;
  private volatile RowVersion firstRow;
  private volatile ConcurrentSkipListMap<byte[], RowVersion> rows;
  private volatile HeaderVersion header = NO_HEADER;
  private volatile long published;
  // The next partition in the memtable's queue of partitions not yet in its skip list: written by
  // the queueing thread before it publishes the queue's head, read and cleared under the lock that
  // drains the queue.
  MemtablePartition nextUnsorted;

  MemtablePartition(DecoratedKey key, RowSlabs slabs) {
    this.token = key.token();
    this.keyBytes = key.key();
    this.slabs = slabs;
  }

  /**
   * Merges the mutation in and returns the growth in bytes. When {@code openReaders} is zero,
   * versions older than the current ones are dropped. It is read under the monitor, after the
   * previous writer published: a reader registering later snapshots at least that version. {@code
   * encoded}, when not null, is where the log encoded the rows of the write's mutation {@code
   * mutation}, which is {@code m}.
   */
  synchronized long apply(
      Mutation m, EncodedRows encoded, int mutation, AtomicInteger openReaders) {
    boolean pruneHistory = openReaders.get() == 0;
    long version = published + 1;
    long growth = 0;
    Header h = header.value;
    if (!m.partitionDeletion().isLive()
        || !m.rangeTombstones().isEmpty()
        || m.staticRow() != null) {
      List<RangeTombstone> rts = h.rangeTombstones;
      if (!m.rangeTombstones().isEmpty()) {
        rts = new ArrayList<>(h.rangeTombstones);
        rts.addAll(m.rangeTombstones());
        rts = Collections.unmodifiableList(rts);
      }
      Row staticRow = h.staticRow;
      if (m.staticRow() != null) {
        staticRow = staticRow == null ? m.staticRow() : Row.merge(staticRow, m.staticRow());
        growth += m.staticRow().sizeInBytes();
      }
      growth += 64L * m.rangeTombstones().size();
      Header merged =
          new Header(DeletionTime.max(h.deletion, m.partitionDeletion()), rts, staticRow);
      header = new HeaderVersion(merged, version, link(header, pruneHistory));
    }
    int encodedRow = encoded == null ? -1 : encoded.firstRowOf(mutation);
    for (Row row : m.rows()) {
      growth += ROW_OVERHEAD + put(row, version, pruneHistory, encoded, encodedRow).size;
      encodedRow++;
    }
    published = version;
    return growth;
  }

  /**
   * Stores the row's new newest version where readers will find it, and returns it; the row is
   * {@code encoded}'s row {@code encodedRow} when {@code encoded} is not null.
   */
  private RowVersion put(
      Row row, long version, boolean pruneHistory, EncodedRows encoded, int encodedRow) {
    ConcurrentSkipListMap<byte[], RowVersion> map = rows;
    if (map == null) {
      RowVersion first = firstRow;
      if (first == null || Arrays.equals(firstClustering, row.clustering())) {
        RowVersion stored = merged(first, row, version, pruneHistory, encoded, encodedRow);
        if (first == null) {
          firstClustering = row.clustering();
        }
        firstRow = stored;
        return stored;
      }
      map = new ConcurrentSkipListMap<>(Bytes.UNSIGNED);
      map.put(firstClustering, first);
      rows = map;
    }
    RowVersion stored =
        merged(map.get(row.clustering()), row, version, pruneHistory, encoded, encodedRow);
    map.put(row.clustering(), stored);
    return stored;
  }

  /**
   * The row's new newest version: {@code row} merged into {@code current}, if any, or a delta over
   * it when {@code row} is small and {@code current} is encoded (see {@link RowVersion}).
   */
  private RowVersion merged(
      RowVersion current,
      Row row,
      long version,
      boolean pruneHistory,
      EncodedRows encoded,
      int encodedRow) {
    if (current == null) {
      return encoded == null
          ? slabs.store(row, version, null)
          : slabs.storeLogged(row, version, encoded, encodedRow);
    }
    RowVersion whole = current.whole();
    if (pruneHistory) {
      whole.older = null;
    }
    if (whole.row() == null && current.deltas < MAX_DELTAS) {
      long objectBytes = row.sizeInBytes();
      if (RowSlabs.keepsAsObjects(objectBytes)) {
        return RowVersion.delta(row, (int) objectBytes, version, current);
      }
    }
    return slabs.store(Row.merge(slabs.read(current), row), version, current);
  }

  private static HeaderVersion link(HeaderVersion current, boolean pruneHistory) {
    if (pruneHistory && current.older != null) {
      current.older = null;
    }
    return current;
  }

  /** The partition's key, made anew: callers that need it more than once keep it. */
  DecoratedKey key() {
    return new DecoratedKey(token, keyBytes);
  }

  long token() {
    return token;
  }

  byte[] keyBytes() {
    return keyBytes;
  }

  boolean hasKey(long token, byte[] key) {
    return this.token == token && Arrays.equals(keyBytes, key);
  }

  /** Orders partitions as their {@link DecoratedKey}s order. */
  int compareKeys(MemtablePartition other) {
    return DecoratedKey.compare(token, keyBytes, other.token, other.keyBytes);
  }

  /**
   * A consistent view of the partition as of the last published mutation; {@code key} is its key,
   * which the caller has (so that a read makes none).
   */
  UnfilteredPartition snapshot(DecoratedKey key) {
    long snapshot = published;
    Header h = header.visibleAt(snapshot);
    return new Snapshot(key, h, snapshot);
  }

  /**
   * {@link #snapshot(DecoratedKey)} for a read of {@code slices}, or null when the partition holds
   * nothing that read sees: no row in the slices, no partition deletion, no range tombstone and no
   * static row. A slice of a time-series partition's older readings then merges nothing from the
   * memtable, which holds only the newest: its rows come from the one SSTable holding them, read
   * without a merge.
   */
  UnfilteredPartition snapshot(DecoratedKey key, Slices slices) {
    long snapshot = published;
    Header h = header.visibleAt(snapshot);
    if (h.deletion.isLive()
        && h.rangeTombstones.isEmpty()
        && h.staticRow == null
        && !hasRowIn(slices)) {
      return null;
    }
    return new Snapshot(key, h, snapshot);
  }

  /**
   * Whether a row of any version lies in the slices. A memtable never removes a row, so one missing
   * now was missing from every snapshot taken before.
   */
  private boolean hasRowIn(Slices slices) {
    ConcurrentSkipListMap<byte[], RowVersion> map = rows;
    if (map == null) {
      return firstRow != null && slices.contains(firstClustering);
    }
    for (int i = 0; i < slices.size(); i++) {
      Slice s = slices.get(i);
      byte[] first = map.ceilingKey(s.start());
      if (first != null && s.isBeforeEnd(first)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Writes the partition, as of its last mutation, to a flush's target: with its encoded rows as
   * they are when it has no partition deletion or range tombstones to apply to them.
   */
  void flushTo(PartitionSink target) throws IOException {
    Header h = header.visibleAt(published);
    if (!h.deletion.isLive() || !h.rangeTombstones.isEmpty()) {
      target.append(new MergedPartition(List.of(snapshot(key()))));
      return;
    }
    ConcurrentSkipListMap<byte[], RowVersion> map = rows;
    RowVersion first = firstRow;
    Iterator<RowVersion> versions =
        map != null
            ? map.values().iterator()
            : first == null ? Collections.emptyIterator() : List.of(first).iterator();
    target.append(key(), h.staticRow, new SourceRows(versions), slabs.encoding());
  }

  /**
   * The newest version of each row of a frozen partition as {@link PartitionSink} takes it: encoded
   * when whole and plain, else decoded with its own deletions applied (a row they empty is left
   * out, as a merge leaves it out).
   */
  private final class SourceRows extends LazyIterator<SourceRow> {
    private final Iterator<RowVersion> versions;

    SourceRows(Iterator<RowVersion> versions) {
      this.versions = versions;
    }

    @Override
    protected SourceRow computeNext() {
      while (versions.hasNext()) {
        RowVersion v = versions.next();
        byte[] slab = v.slab();
        if (slab != null
            && v.deltas == 0
            && RowSerializer.isPlainRow(slab, v.offset, slabs.encoding())) {
          return SourceRow.encoded(slab, v.offset, v.size);
        }
        Row row = slabs.read(v).withDeletionsApplied(DeletionTime.LIVE);
        if (row != null) {
          return SourceRow.of(row);
        }
      }
      return null;
    }
  }

  private final class Snapshot implements UnfilteredPartition {
    private final DecoratedKey key;
    private final Header header;
    private final long version;

    Snapshot(DecoratedKey key, Header header, long version) {
      this.key = key;
      this.header = header;
      this.version = version;
    }

    @Override
    public DecoratedKey key() {
      return key;
    }

    @Override
    public DeletionTime partitionDeletion() {
      return header.deletion;
    }

    @Override
    public List<RangeTombstone> rangeTombstones() {
      return header.rangeTombstones;
    }

    @Override
    public Row staticRow() {
      return header.staticRow;
    }

    @Override
    public Iterator<Row> rows(Slices slices, boolean reversed) {
      return new SliceIterator(slices, reversed, version);
    }
  }

  /** Walks the slices one after the other (backwards when reversed), skipping invisible rows. */
  private final class SliceIterator extends LazyIterator<Row> {
    private final Slices slices;
    private final boolean reversed;
    private final long version;
    private int sliceIndex;
    private Iterator<RowVersion> current = Collections.emptyIterator();

    SliceIterator(Slices slices, boolean reversed, long version) {
      this.slices = slices;
      this.reversed = reversed;
      this.version = version;
    }

    private Iterator<RowVersion> sliceRows(Slice s) {
      ConcurrentSkipListMap<byte[], RowVersion> map = rows;
      if (map == null) {
        RowVersion first = firstRow;
        return first != null && s.contains(firstClustering)
            ? List.of(first).iterator()
            : Collections.emptyIterator();
      }
      NavigableMap<byte[], RowVersion> m =
          s.end() == null
              ? map.tailMap(s.start(), true)
              : map.subMap(s.start(), true, s.end(), false);
      return (reversed ? m.descendingMap() : m).values().iterator();
    }

    @Override
    protected Row computeNext() {
      while (true) {
        if (current.hasNext()) {
          RowVersion visible = current.next().visibleAt(version);
          if (visible != null) {
            return slabs.read(visible);
          }
        } else if (sliceIndex < slices.size()) {
          int i = reversed ? slices.size() - 1 - sliceIndex : sliceIndex;
          sliceIndex++;
          current = sliceRows(slices.get(i));
        } else {
          return null;
        }
      }
    }
  }
}

package io.wcs.engine.index;

import io.wcs.engine.cql.restrictions.TableKeys;
import io.wcs.engine.partition.Murmur3Partitioner;
import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.engine.storage.Bytes;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.DeletionTime;
import io.wcs.engine.storage.LivePartition;
import io.wcs.engine.storage.LivenessInfo;
import io.wcs.engine.storage.Mutation;
import io.wcs.engine.storage.PartitionIterator;
import io.wcs.engine.storage.RangeTombstone;
import io.wcs.engine.storage.Row;
import io.wcs.engine.storage.Slice;
import io.wcs.engine.storage.Slices;
import io.wcs.engine.storage.StorageEngine;
import io.wcs.engine.storage.TableMutation;
import io.wcs.engine.storage.UnfilteredPartition;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The index entries one write to one base partition adds and removes. The rows the write touches
 * (every row for a partition or range deletion) are read as stored before it, tombstones included,
 * merged with it as storage will merge them, and the terms of each index before and after are
 * compared: a term that goes gets a tombstone at its stored entry's timestamp, a new or renewed
 * term an entry with its cell's timestamp and TTL. Readers still check every hit against the base
 * row, so an entry left behind (an expired cell's, one a race with CREATE INDEX wrote) costs a
 * read, never a wrong answer.
 *
 * <p>Called with the base partition's lock held (see {@link IndexWrites}); not thread-safe itself,
 * one instance per partition write.
 */
final class IndexMaintenance {
  private final StorageEngine storage;
  private final TableMetadata table;
  private final List<ColumnIndex> indexes;
  private final TableKeys keys;
  private final DecoratedKey key;
  private final int nowInSeconds;
  private final List<Map<byte[], Mutation.Builder>> entries = new ArrayList<>();

  IndexMaintenance(
      StorageEngine storage,
      TableMetadata table,
      List<ColumnIndex> indexes,
      DecoratedKey key,
      int now) {
    this.storage = storage;
    this.table = table;
    this.indexes = indexes;
    this.keys = TableKeys.of(table);
    this.key = key;
    this.nowInSeconds = now;
    for (int i = 0; i < indexes.size(); i++) {
      entries.add(new TreeMap<>(Arrays::compareUnsigned));
    }
  }

  /** The index mutations that applying {@code base} on top of the stored partition implies. */
  List<TableMutation> changesFor(Mutation base) {
    if (!mayChangeEntries(base)) {
      return List.of();
    }
    Map<byte[], Row> written = new TreeMap<>(Arrays::compareUnsigned);
    base.rows().forEach(r -> written.put(r.clustering(), r));
    boolean[] stored = {false};
    storage.readUnfiltered(
        table.storageId(),
        key,
        partition -> {
          stored[0] = true;
          compareRows(partition, base, written);
        });
    if (!stored[0]) {
      compareRows(null, base, written);
    }
    return mutations();
  }

  /**
   * Compares the rows the write touches as stored (tombstones included, so the merge is exactly
   * storage's, even for writes with older timestamps than what they meet) with what they become.
   * The stored rows stream by, all of them for a wide deletion; written rows they do not meet are
   * new rows.
   */
  private void compareRows(UnfilteredPartition stored, Mutation base, Map<byte[], Row> written) {
    DeletionTime storedDeletion = stored == null ? DeletionTime.LIVE : stored.partitionDeletion();
    List<RangeTombstone> storedRanges = stored == null ? List.of() : stored.rangeTombstones();
    DeletionTime newDeletion = DeletionTime.max(storedDeletion, base.partitionDeletion());
    if (base.staticRow() != null || !base.partitionDeletion().isLive()) {
      Row before = stored == null ? null : stored.staticRow();
      update(
          live(before, storedDeletion),
          live(merge(before, base.staticRow()), newDeletion),
          Bytes.EMPTY,
          true);
    }
    if (stored != null) {
      boolean wide = !base.partitionDeletion().isLive() || !base.rangeTombstones().isEmpty();
      for (Iterator<Row> rows = stored.rows(wide ? Slices.ALL : exact(written), false);
          rows.hasNext(); ) {
        Row before = rows.next();
        byte[] clustering = before.clustering();
        DeletionTime outer = covering(storedDeletion, storedRanges, clustering);
        update(
            live(before, outer),
            live(
                merge(before, written.remove(clustering)),
                DeletionTime.max(outer, covering(newDeletion, base.rangeTombstones(), clustering))),
            clustering,
            false);
      }
    }
    for (Map.Entry<byte[], Row> e : written.entrySet()) {
      DeletionTime outer =
          DeletionTime.max(
              covering(storedDeletion, storedRanges, e.getKey()),
              covering(newDeletion, base.rangeTombstones(), e.getKey()));
      update(null, live(e.getValue(), outer), e.getKey(), false);
    }
  }

  /** The entries of every live row of a stored partition (building a new index). */
  List<TableMutation> entriesOf(LivePartition p) {
    update(null, p.staticRow(), Bytes.EMPTY, true);
    for (Iterator<Row> rows = p.rows(); rows.hasNext(); ) {
      Row r = rows.next();
      update(null, r, r.clustering(), false);
    }
    return mutations();
  }

  private List<TableMutation> mutations() {
    List<TableMutation> out = new ArrayList<>();
    for (int i = 0; i < indexes.size(); i++) {
      int indexTable = indexes.get(i).metadata().storageId();
      entries.get(i).values().forEach(b -> out.add(new TableMutation(indexTable, b.build())));
    }
    return out;
  }

  /**
   * False when the write cannot change an entry, so no read is needed: it deletes nothing but cells
   * and collections of unindexed columns, writes none of the indexed columns, and no index is on a
   * key column (whose entries live as long as the row does).
   */
  private boolean mayChangeEntries(Mutation base) {
    if (!base.partitionDeletion().isLive() || !base.rangeTombstones().isEmpty()) {
      return true;
    }
    Set<Integer> columns = new HashSet<>();
    for (ColumnIndex index : indexes) {
      if (index.column().isPrimaryKey()) {
        return true;
      }
      columns.add(index.column().storageId());
    }
    if (base.staticRow() != null && touches(base.staticRow(), columns)) {
      return true;
    }
    for (Row row : base.rows()) {
      if (touches(row, columns)) {
        return true;
      }
    }
    return false;
  }

  private static boolean touches(Row row, Set<Integer> columns) {
    if (!row.deletion().isLive()) {
      return true;
    }
    for (Row.ComplexDeletion d : row.complexDeletions()) {
      if (columns.contains(d.columnId())) {
        return true;
      }
    }
    for (int i = 0; i < row.cellCount(); i++) {
      if (columns.contains(row.cell(i).columnId())) {
        return true;
      }
    }
    return false;
  }

  /** One slice per written clustering, selecting exactly that row. */
  private static Slices exact(Map<byte[], Row> written) {
    List<Slice> slices = new ArrayList<>(written.size());
    for (byte[] clustering : written.keySet()) {
      slices.add(exactly(clustering));
    }
    return slices.isEmpty() ? Slices.of(exactly(Bytes.EMPTY)) : Slices.of(slices);
  }

  static Slice exactly(byte[] clustering) {
    return new Slice(clustering, Arrays.copyOf(clustering, clustering.length + 1));
  }

  /** {@code deletion} or the strongest of {@code ranges} covering the row, whichever wins. */
  private static DeletionTime covering(
      DeletionTime deletion, List<RangeTombstone> ranges, byte[] clustering) {
    DeletionTime d = deletion;
    for (RangeTombstone rt : ranges) {
      if (rt.covers(clustering)) {
        d = DeletionTime.max(d, rt.deletion());
      }
    }
    return d;
  }

  private static Row merge(Row stored, Row written) {
    return stored == null ? written : written == null ? stored : Row.merge(stored, written);
  }

  /** What a reader sees of the row under {@code outer} now, or null. */
  private Row live(Row row, DeletionTime outer) {
    Row kept = row == null ? null : row.withDeletionsApplied(outer);
    return kept == null ? null : kept.liveView(nowInSeconds);
  }

  /**
   * Adds the entry changes of one row: the static row feeds the indexes on static columns and on
   * partition key columns (entries for the whole partition: as in Cassandra, a partition holding
   * only static values is found by its key), a clustering row all but those on static columns.
   */
  private void update(Row before, Row after, byte[] clustering, boolean staticRow) {
    byte[] entryKey = IndexEntryKey.encode(key, clustering);
    for (int i = 0; i < indexes.size(); i++) {
      ColumnIndex index = indexes.get(i);
      ColumnMetadata.Kind kind = index.column().kind();
      boolean fed =
          staticRow
              ? kind == ColumnMetadata.Kind.STATIC || kind == ColumnMetadata.Kind.PARTITION_KEY
              : kind != ColumnMetadata.Kind.STATIC;
      if (!fed) {
        continue;
      }
      Map<byte[], LivenessInfo> old = IndexTerms.newMap();
      Map<byte[], LivenessInfo> now = IndexTerms.newMap();
      IndexTerms.collect(index, keys, key, before, old);
      IndexTerms.collect(index, keys, key, after, now);
      for (byte[] term : old.keySet()) {
        LivenessInfo stored = now.containsKey(term) ? null : storedEntry(index, term, entryKey);
        if (stored != null) {
          DeletionTime gone = new DeletionTime(stored.timestamp(), nowInSeconds);
          builder(i, term).addRow(Row.of(entryKey, LivenessInfo.EMPTY, gone, List.of(), List.of()));
        }
      }
      for (Map.Entry<byte[], LivenessInfo> e : now.entrySet()) {
        if (!e.getValue().equals(old.get(e.getKey()))) {
          builder(i, e.getKey())
              .addRow(Row.of(entryKey, e.getValue(), DeletionTime.LIVE, List.of(), List.of()));
        }
      }
    }
  }

  /**
   * The liveness of the live entry stored for a term and row, or null. A term that goes is deleted
   * at the entry's own timestamp: the one computed from the row before the write can be older when
   * data the entry was written with has expired since.
   */
  private LivenessInfo storedEntry(ColumnIndex index, byte[] term, byte[] entryKey) {
    try (PartitionIterator it =
        storage.read(
            index.metadata().storageId(),
            termKey(term),
            Slices.of(exactly(entryKey)),
            false,
            nowInSeconds)) {
      Iterator<Row> rows = it.hasNext() ? it.next().rows() : null;
      return rows != null && rows.hasNext() ? rows.next().marker() : null;
    }
  }

  private static DecoratedKey termKey(byte[] term) {
    return new DecoratedKey(Murmur3Partitioner.token(term), term);
  }

  private Mutation.Builder builder(int index, byte[] term) {
    return entries.get(index).computeIfAbsent(term, t -> Mutation.builder(termKey(t)));
  }
}

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
 * (every row for a partition or range deletion) are read as they are before it, merged with it as
 * storage will merge them, and the terms of each index before and after are compared: a term that
 * goes gets an entry tombstone at the old entry's timestamp, a new or renewed term an entry with
 * its cell's timestamp and TTL. Entries stay advisory: readers check every hit against the base
 * row, so a write that storage later shadows (an older USING TIMESTAMP) costs a stale entry, never
 * a wrong answer.
 *
 * <p>Called with the base partition's lock held (see {@link IndexWrites}); not thread-safe itself,
 * one instance per partition write.
 */
final class IndexMaintenance {
  private final TableMetadata table;
  private final List<ColumnIndex> indexes;
  private final TableKeys keys;
  private final DecoratedKey key;
  private final int nowInSeconds;
  private final List<Map<byte[], Mutation.Builder>> entries = new ArrayList<>();

  IndexMaintenance(TableMetadata table, List<ColumnIndex> indexes, DecoratedKey key, int now) {
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
  List<TableMutation> changesFor(StorageEngine storage, Mutation base) {
    if (!mayChangeEntries(base)) {
      return List.of();
    }
    boolean wide = !base.partitionDeletion().isLive() || !base.rangeTombstones().isEmpty();
    Map<byte[], Row> written = new TreeMap<>(Arrays::compareUnsigned);
    base.rows().forEach(r -> written.put(r.clustering(), r));
    // the stored rows stream by (all of them for a wide deletion); written rows they do not meet
    // are new rows
    try (PartitionIterator it =
        storage.read(
            table.storageId(), key, wide ? Slices.ALL : exact(written), false, nowInSeconds)) {
      LivePartition p = it.hasNext() ? it.next() : null;
      Row currentStatic = p == null ? null : p.staticRow();
      if (base.staticRow() != null || !base.partitionDeletion().isLive()) {
        Row after = merged(currentStatic, base.staticRow(), base.partitionDeletion());
        update(currentStatic, after, Bytes.EMPTY, true);
      }
      for (Iterator<Row> rows = p == null ? List.<Row>of().iterator() : p.rows();
          rows.hasNext(); ) {
        Row before = rows.next();
        Row write = written.remove(before.clustering());
        update(
            before,
            merged(before, write, outerDeletion(base, before.clustering())),
            before.clustering(),
            false);
      }
    }
    for (Map.Entry<byte[], Row> e : written.entrySet()) {
      Row after = merged(null, e.getValue(), outerDeletion(base, e.getKey()));
      update(null, after, e.getKey(), false);
    }
    return mutations();
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

  /** The partition deletion or the strongest range tombstone of the write covering the row. */
  private static DeletionTime outerDeletion(Mutation base, byte[] clustering) {
    DeletionTime d = base.partitionDeletion();
    for (RangeTombstone rt : base.rangeTombstones()) {
      if (rt.covers(clustering)) {
        d = DeletionTime.max(d, rt.deletion());
      }
    }
    return d;
  }

  /** The live row after the write, or null when nothing of it is left. */
  private Row merged(Row before, Row written, DeletionTime outer) {
    Row row = before;
    if (written != null) {
      row = before == null ? written : Row.merge(before, written);
    }
    if (row == null) {
      return null;
    }
    Row kept = row.withDeletionsApplied(outer);
    return kept == null ? null : kept.liveView(nowInSeconds);
  }

  /**
   * Adds the entry changes of one row: the static row feeds the indexes on static columns (entries
   * for the whole partition), a clustering row all others.
   */
  private void update(Row before, Row after, byte[] clustering, boolean staticRow) {
    byte[] entryKey = IndexEntryKey.encode(key, clustering);
    for (int i = 0; i < indexes.size(); i++) {
      ColumnIndex index = indexes.get(i);
      if ((index.column().kind() == ColumnMetadata.Kind.STATIC) != staticRow) {
        continue;
      }
      Map<byte[], LivenessInfo> old = IndexTerms.newMap();
      Map<byte[], LivenessInfo> now = IndexTerms.newMap();
      IndexTerms.collect(index, keys, key, before, old);
      IndexTerms.collect(index, keys, key, after, now);
      for (Map.Entry<byte[], LivenessInfo> e : old.entrySet()) {
        if (!now.containsKey(e.getKey())) {
          DeletionTime gone = new DeletionTime(e.getValue().timestamp(), nowInSeconds);
          builder(i, e.getKey())
              .addRow(Row.of(entryKey, LivenessInfo.EMPTY, gone, List.of(), List.of()));
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

  private Mutation.Builder builder(int index, byte[] term) {
    return entries
        .get(index)
        .computeIfAbsent(
            term, t -> Mutation.builder(new DecoratedKey(Murmur3Partitioner.token(t), t)));
  }
}

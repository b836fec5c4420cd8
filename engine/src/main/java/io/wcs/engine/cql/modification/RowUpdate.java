package io.wcs.engine.cql.modification;

import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.engine.storage.Bytes;
import io.wcs.engine.storage.Cell;
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
import io.wcs.engine.storage.UnfilteredPartition;
import io.wcs.engine.types.NativeType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.List;
import java.util.TreeMap;

/**
 * The changes one statement makes to one CQL row (and its partition's static row): what column
 * operations write into, with the statement's timestamp, TTL and "now" (Cassandra's
 * UpdateParameters). Cells of static columns go to the static row. Operations that must read first
 * (list index and value operations) read the current row through {@link #currentCells}.
 *
 * <p>Not thread-safe: one per row per execution.
 */
final class RowUpdate {
  private final StorageEngine storage;
  private final TableMetadata table;
  private final DecoratedKey key;
  private final byte[] clustering;
  private final byte[] writtenClustering;
  private final long timestamp;
  private final int ttl;
  private final int now;
  private final boolean marker;
  private final CollectionGuardrails guardrails;
  private final List<String> warnings;
  private final List<Cell> cells;
  // Null until their first element: most rows write regular cells only, and four empty lists were
  // 96 bytes of every row a load writes.
  private List<Cell> staticCells;
  private List<Row.ComplexDeletion> deletions;
  private List<Row.ComplexDeletion> staticDeletions;
  private List<CounterDelta> counterDeltas;

  /** An increment of a counter column, resolved against the stored total when applied. */
  record CounterDelta(ColumnMetadata column, long delta) {}

  /**
   * @param clustering the row's clustering, or null when the statement writes static columns only
   * @param writtenClustering the clustering values to keep beside the key, or null (see {@link
   *     io.wcs.engine.types.ClusteringCodec#writtenValues})
   * @param ttl seconds, 0 for none
   * @param marker whether the row marker is written (an INSERT)
   * @param warnings where the collection guardrails' warnings go
   * @param cellCapacity how many cells the row is expected to get: one per column the statement
   *     sets, so that the list is made once at its size rather than made and grown in the first add
   */
  RowUpdate(
      StorageEngine storage,
      TableMetadata table,
      DecoratedKey key,
      byte[] clustering,
      byte[] writtenClustering,
      long timestamp,
      int ttl,
      int now,
      boolean marker,
      CollectionGuardrails guardrails,
      List<String> warnings,
      int cellCapacity) {
    this.storage = storage;
    this.table = table;
    this.key = key;
    this.clustering = clustering;
    this.writtenClustering = writtenClustering;
    this.timestamp = timestamp;
    this.ttl = ttl;
    this.now = now;
    this.marker = marker;
    this.guardrails = guardrails;
    this.warnings = warnings;
    this.cells = new ArrayList<>(cellCapacity);
  }

  long timestamp() {
    return timestamp;
  }

  void addCell(ColumnMetadata column, byte[] path, byte[] value) {
    Cell cell =
        ttl > 0
            ? Cell.expiring(column.storageId(), path, timestamp, ttl, now, value)
            : Cell.live(column.storageId(), path, timestamp, value);
    add(column, cell);
  }

  /**
   * Checks the elements one operation adds to a collection column against the guardrails.
   *
   * @param dataSize their Cassandra data size (see {@link CollectionGuardrails})
   */
  void guardCollection(ColumnMetadata column, int items, long dataSize) {
    guardrails.check(column.name(), items, dataSize, warnings);
  }

  void addTombstone(ColumnMetadata column, byte[] path) {
    add(column, Cell.tombstone(column.storageId(), path, timestamp, now));
  }

  /** Deletes every element of a non-frozen collection or UDT written at or before {@code at}. */
  void deleteComplex(ColumnMetadata column, long at) {
    Row.ComplexDeletion deletion =
        new Row.ComplexDeletion(column.storageId(), new DeletionTime(at, now));
    if (isStatic(column)) {
      staticDeletions = withAdded(staticDeletions, deletion);
    } else {
      deletions = withAdded(deletions, deletion);
    }
  }

  /**
   * A counter's new total, dated after the stored total it was computed from ({@code after}), so
   * that it wins even when a statement that started earlier (an older timestamp) applies later.
   */
  void addCounterTotal(ColumnMetadata column, long total, long after) {
    long ts = Math.max(timestamp, after + 1);
    add(column, Cell.live(column.storageId(), null, ts, NativeType.COUNTER.serialize(total)));
  }

  void addCounterDelta(ColumnMetadata column, long delta) {
    counterDeltas = withAdded(counterDeltas, new CounterDelta(column, delta));
  }

  List<CounterDelta> counterDeltas() {
    return orEmpty(counterDeltas);
  }

  /** Identifies a cell of this update's row (or static row) within its partition. */
  String cellId(ColumnMetadata column) {
    String row =
        isStatic(column) || clustering == null ? "static" : HexFormat.of().formatHex(clustering);
    return row + "/" + column.storageId();
  }

  /**
   * The value of a column that is not a collection as this update leaves it so far, else as stored;
   * null when it has none.
   */
  byte[] currentValue(ColumnMetadata column) {
    List<Cell> written = isStatic(column) ? staticCells : cells;
    for (int i = written == null ? -1 : written.size() - 1; i >= 0; i--) {
      if (written.get(i).columnId() == column.storageId()) {
        return written.get(i).value();
      }
    }
    List<Cell> stored = currentCells(column);
    return stored.isEmpty() ? null : stored.get(0).value();
  }

  /**
   * The live cells of a collection column as this update leaves them so far, in cell path order:
   * the stored ones but those a pending deletion (an assignment) removes, with the elements this
   * update wrote or deleted. Cassandra finds a list's element by index in this state, after the
   * statement's earlier operations on the list ({@code l = [0] + l, l[1] = 5}).
   */
  List<Cell> cellsSoFar(ColumnMetadata column) {
    boolean inStaticRow = isStatic(column);
    List<Cell> written = inStaticRow ? staticCells : cells;
    List<Row.ComplexDeletion> deleted = inStaticRow ? staticDeletions : deletions;
    TreeMap<byte[], Cell> byPath = new TreeMap<>(Bytes.UNSIGNED);
    for (Cell c : currentCells(column)) {
      if (!deletedBy(deleted, column, c.timestamp())) {
        byPath.put(c.path(), c);
      }
    }
    for (Cell c : orEmpty(written)) {
      if (c.columnId() != column.storageId()) {
        continue;
      }
      if (c.isTombstone()) {
        byPath.remove(c.path());
      } else {
        byPath.put(c.path(), c);
      }
    }
    return new ArrayList<>(byPath.values());
  }

  private static boolean deletedBy(
      List<Row.ComplexDeletion> deletions, ColumnMetadata column, long timestamp) {
    for (Row.ComplexDeletion d : orEmpty(deletions)) {
      if (d.columnId() == column.storageId() && d.deletion().deletes(timestamp)) {
        return true;
      }
    }
    return false;
  }

  /** The live cells the column has now, in cell path order (empty when none). */
  List<Cell> currentCells(ColumnMetadata column) {
    List<Cell> out = new ArrayList<>();
    try (PartitionIterator it =
        storage.read(table.storageId(), key, rowSlice(column), false, now)) {
      while (it.hasNext()) {
        LivePartition partition = it.next();
        Row row = isStatic(column) ? partition.staticRow() : nextRow(partition);
        if (row != null) {
          for (Cell c : row.cells()) {
            if (c.columnId() == column.storageId()) {
              out.add(c);
            }
          }
        }
      }
    }
    return out;
  }

  /** The slice of the column's row: the static row comes with any slice; a row is [c, c + 0x00). */
  private Slices rowSlice(ColumnMetadata column) {
    byte[] rowClustering = isStatic(column) || clustering == null ? Bytes.EMPTY : clustering;
    byte[] end = Arrays.copyOf(rowClustering, rowClustering.length + 1);
    return Slices.of(new Slice(rowClustering, end));
  }

  /**
   * A counter column's cell as stored, with the deletions it meets, in one read: its live total, or
   * none, or deleted when its tombstone is newer than any deletion of its row. A counter deleted
   * cell by cell stays deleted, as in Cassandra, whose counter tombstone wins over every increment.
   *
   * @param total the live total, null when there is none
   */
  record StoredCounter(Cell total, boolean deleted) {
    static final StoredCounter NONE = new StoredCounter(null, false);
  }

  /** The counter column's stored cell ({@link StoredCounter}); counters never expire. */
  StoredCounter storedCounter(ColumnMetadata column) {
    StoredCounter[] stored = {StoredCounter.NONE};
    storage.readUnfiltered(
        table.storageId(),
        key,
        partition -> {
          Row row = isStatic(column) ? partition.staticRow() : firstRow(partition, column);
          if (row == null) {
            return;
          }
          DeletionTime rowDeletion =
              DeletionTime.max(partition.partitionDeletion(), row.deletion());
          for (RangeTombstone range : partition.rangeTombstones()) {
            if (!isStatic(column) && range.covers(row.clustering())) {
              rowDeletion = DeletionTime.max(rowDeletion, range.deletion());
            }
          }
          for (Cell c : row.cells()) {
            if (c.columnId() == column.storageId() && !rowDeletion.deletes(c.timestamp())) {
              stored[0] = new StoredCounter(c.isTombstone() ? null : c, c.isTombstone());
            }
          }
        });
    return stored[0];
  }

  private Row firstRow(UnfilteredPartition partition, ColumnMetadata column) {
    Iterator<Row> rows = partition.rows(rowSlice(column), false);
    return rows.hasNext() ? rows.next() : null;
  }

  private static Row nextRow(LivePartition partition) {
    return partition.rows().hasNext() ? partition.rows().next() : null;
  }

  /**
   * The rows this update makes: the clustering row (with the row marker when {@code marker}), and
   * the static row if static columns changed. The static row never has a marker, as in Cassandra:
   * an INSERT of static columns only makes a partition that lives as long as those cells do.
   */
  void addTo(Mutation.Builder mutation) {
    LivenessInfo liveness =
        !marker
            ? LivenessInfo.EMPTY
            : ttl > 0 ? LivenessInfo.expiring(timestamp, ttl, now) : LivenessInfo.live(timestamp);
    if (clustering != null && (marker || !cells.isEmpty() || deletions != null)) {
      mutation.addRow(
          Row.of(clustering, liveness, DeletionTime.LIVE, orEmpty(deletions), cells)
              .withWrittenClustering(writtenClustering));
    }
    if (staticCells != null || staticDeletions != null) {
      mutation.staticRow(
          Row.of(
              Bytes.EMPTY,
              LivenessInfo.EMPTY,
              DeletionTime.LIVE,
              orEmpty(staticDeletions),
              orEmpty(staticCells)));
    }
  }

  private void add(ColumnMetadata column, Cell cell) {
    if (isStatic(column)) {
      staticCells = withAdded(staticCells, cell);
    } else {
      cells.add(cell);
    }
  }

  /** The list with the element added: a new list when there was none. */
  private static <T> List<T> withAdded(List<T> list, T element) {
    List<T> to = list == null ? new ArrayList<>() : list;
    to.add(element);
    return to;
  }

  private static <T> List<T> orEmpty(List<T> list) {
    return list == null ? List.of() : list;
  }

  private static boolean isStatic(ColumnMetadata column) {
    return column.kind() == ColumnMetadata.Kind.STATIC;
  }
}

package io.wcs.engine.index;

import io.wcs.engine.cql.restrictions.TableKeys;
import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.storage.Cell;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.LivenessInfo;
import io.wcs.engine.storage.Row;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.MapType;
import io.wcs.engine.types.SetType;
import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;

/**
 * The terms a live base row gives one index, each with the liveness of the data it comes from (so
 * an entry is written with its base cell's timestamp and TTL and expires with it). Set elements and
 * map keys are read from the cell paths, where they are stored byte-comparable. Stateless.
 */
final class IndexTerms {
  private IndexTerms() {}

  /** An empty term map, ordered by unsigned bytes. */
  static Map<byte[], LivenessInfo> newMap() {
    return new TreeMap<>(Arrays::compareUnsigned);
  }

  /**
   * Adds to {@code out} the terms of {@code row} (a live clustering row, or the live static row
   * when the index is on a static or partition key column); null rows give nothing.
   */
  static void collect(
      ColumnIndex index, TableKeys keys, DecoratedKey key, Row row, Map<byte[], LivenessInfo> out) {
    if (row == null) {
      return;
    }
    ColumnMetadata column = index.column();
    switch (column.kind()) {
      case PARTITION_KEY ->
          add(
              index,
              keys.partitionKey().decode(key.key())[column.position()],
              rowLiveness(row),
              out);
      case CLUSTERING ->
          add(
              index,
              keys.clustering()
                  .decode(row.clustering(), row.writtenClustering())[column.position()],
              rowLiveness(row),
              out);
      default -> collectCells(index, row, out);
    }
  }

  private static void collectCells(ColumnIndex index, Row row, Map<byte[], LivenessInfo> out) {
    ColumnMetadata column = index.column();
    CqlType type = column.type();
    if (!type.isMultiCell()) {
      Cell cell = row.cell(column.storageId(), null);
      if (cell != null) {
        add(index, cell.value(), liveness(cell), out);
      }
      return;
    }
    for (int i = 0; i < row.cellCount(); i++) {
      Cell cell = row.cell(i);
      if (cell.columnId() == column.storageId()) {
        add(index, elementTerm(index, type, cell), liveness(cell), out);
      }
    }
  }

  /** What one cell of a non-frozen collection contributes under the index's target. */
  private static byte[] elementTerm(ColumnIndex index, CqlType type, Cell cell) {
    if (type instanceof SetType set) {
      return set.element().fromComparableBytes(cell.path());
    }
    if (type instanceof MapType map) {
      return switch (index.target()) {
        case KEYS -> map.key().fromComparableBytes(cell.path());
        case ENTRIES ->
            ColumnIndex.entryTerm(map.key().fromComparableBytes(cell.path()), cell.value());
        default -> cell.value();
      };
    }
    return cell.value();
  }

  /** Keeps, per term, the liveness that lasts longest (list elements can repeat). */
  private static void add(
      ColumnIndex index, byte[] value, LivenessInfo liveness, Map<byte[], LivenessInfo> out) {
    out.merge(index.normalize(value), liveness, IndexTerms::longerLived);
  }

  /**
   * A liveness lasting as long as both: expiring only if both expire, and at a timestamp that
   * supersedes both, so the entry written replaces any entry written for either before (at a tie
   * storage prefers an expiring marker, hence one past an expiring timestamp).
   */
  private static LivenessInfo longerLived(LivenessInfo a, LivenessInfo b) {
    if (a.isExpiring() != b.isExpiring()) {
      LivenessInfo live = a.isExpiring() ? b : a;
      LivenessInfo expiring = a.isExpiring() ? a : b;
      return LivenessInfo.live(Math.max(live.timestamp(), expiring.timestamp() + 1));
    }
    long timestamp = Math.max(a.timestamp(), b.timestamp());
    if (!a.isExpiring()) {
      return LivenessInfo.live(timestamp);
    }
    LivenessInfo later = a.localExpirationTime() >= b.localExpirationTime() ? a : b;
    return new LivenessInfo(timestamp, later.ttl(), later.localExpirationTime());
  }

  private static LivenessInfo liveness(Cell cell) {
    return cell.isExpiring()
        ? new LivenessInfo(cell.timestamp(), cell.ttl(), cell.localDeletionTime())
        : LivenessInfo.live(cell.timestamp());
  }

  /**
   * How long a row lives, for indexes on key columns: as long as its marker or any live cell, so it
   * expires only when all of them do.
   */
  private static LivenessInfo rowLiveness(Row row) {
    LivenessInfo best = row.marker().isEmpty() ? null : row.marker();
    for (int i = 0; i < row.cellCount(); i++) {
      LivenessInfo cell = liveness(row.cell(i));
      best = best == null ? cell : longerLived(best, cell);
    }
    return best;
  }
}

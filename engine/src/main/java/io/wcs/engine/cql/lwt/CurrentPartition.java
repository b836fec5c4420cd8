package io.wcs.engine.cql.lwt;

import io.wcs.engine.schema.TableMetadata;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.LivePartition;
import io.wcs.engine.storage.PartitionIterator;
import io.wcs.engine.storage.Row;
import io.wcs.engine.storage.Slice;
import io.wcs.engine.storage.Slices;
import io.wcs.engine.storage.StorageEngine;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What conditions are checked against: the live static row of one partition and its live rows at
 * the clusterings a statement or batch names, or, when it names none (conditions on the static row
 * only), the partition's first live row, which Cassandra reads too and shows when they fail. Read
 * while the partition's lock is held.
 *
 * <p>Immutable after reading; one per execution.
 */
public final class CurrentPartition {
  private final DecoratedKey key;
  private final Row staticRow;
  private final List<Row> rows;

  private CurrentPartition(DecoratedKey key, Row staticRow, List<Row> rows) {
    this.key = key;
    this.staticRow = staticRow;
    this.rows = rows;
  }

  /**
   * Reads the partition's static row and its rows at {@code clusterings} (encoded), or its first
   * row when there are none.
   *
   * @param regularsRead whether the compare-and-set reads regular columns; when it does not, as for
   *     static conditions alone, Cassandra's read sees only the rows' primary key liveness, and the
   *     first row is the first one written with a row marker (an INSERT)
   */
  public static CurrentPartition read(
      StorageEngine storage,
      TableMetadata table,
      DecoratedKey key,
      List<byte[]> clusterings,
      boolean regularsRead,
      int nowInSeconds) {
    // A row is the slice [c, c + 0x00).
    List<Slice> wanted = new ArrayList<>();
    for (byte[] c : clusterings) {
      wanted.add(new Slice(c, Arrays.copyOf(c, c.length + 1)));
    }
    Slices slices = clusterings.isEmpty() ? Slices.ALL : Slices.of(wanted);
    Row staticRow = null;
    List<Row> rows = new ArrayList<>();
    try (PartitionIterator it = storage.read(table.storageId(), key, slices, false, nowInSeconds)) {
      while (it.hasNext()) {
        LivePartition p = it.next();
        staticRow = p.staticRow();
        while (p.rows().hasNext() && (rows.isEmpty() || !clusterings.isEmpty())) {
          Row row = p.rows().next();
          boolean taken =
              clusterings.isEmpty()
                  ? regularsRead || row.marker().isLive(nowInSeconds)
                  : contains(clusterings, row.clustering());
          if (taken) {
            rows.add(row);
          }
        }
      }
    }
    return new CurrentPartition(key, staticRow, List.copyOf(rows));
  }

  private static boolean contains(List<byte[]> clusterings, byte[] clustering) {
    for (byte[] c : clusterings) {
      if (Arrays.equals(c, clustering)) {
        return true;
      }
    }
    return false;
  }

  public DecoratedKey key() {
    return key;
  }

  /** The live static row, or null. */
  public Row staticRow() {
    return staticRow;
  }

  /** The live row at {@code clustering} (encoded), or null. */
  public Row row(byte[] clustering) {
    for (Row r : rows) {
      if (Arrays.equals(r.clustering(), clustering)) {
        return r;
      }
    }
    return null;
  }

  /** The live rows read, in clustering order: the rows named, or the first row. */
  public List<Row> rows() {
    return rows;
  }
}

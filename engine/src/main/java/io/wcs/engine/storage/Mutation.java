package io.wcs.engine.storage;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeMap;

/**
 * The changes one statement (or batch) makes to one partition of one table: a partition deletion,
 * range tombstones, a static row and clustering rows sorted by clustering. Immutable; built with
 * {@link Builder}, which reconciles repeated writes to the same row.
 */
public final class Mutation {
  private final DecoratedKey key;
  private final DeletionTime partitionDeletion;
  private final List<RangeTombstone> rangeTombstones;
  private final Row staticRow;
  private final List<Row> rows;

  Mutation(
      DecoratedKey key,
      DeletionTime partitionDeletion,
      List<RangeTombstone> rangeTombstones,
      Row staticRow,
      List<Row> rows) {
    this.key = key;
    this.partitionDeletion = partitionDeletion;
    this.rangeTombstones = rangeTombstones;
    this.staticRow = staticRow;
    this.rows = rows;
  }

  public static Builder builder(DecoratedKey key) {
    return new Builder(key);
  }

  public DecoratedKey key() {
    return key;
  }

  public DeletionTime partitionDeletion() {
    return partitionDeletion;
  }

  public List<RangeTombstone> rangeTombstones() {
    return rangeTombstones;
  }

  /** The static row, or null. */
  public Row staticRow() {
    return staticRow;
  }

  public List<Row> rows() {
    return rows;
  }

  /** The smallest timestamp anything in the mutation carries; Long.MAX_VALUE if none. */
  public long minTimestamp() {
    long min = partitionDeletion.isLive() ? Long.MAX_VALUE : partitionDeletion.markedForDeleteAt();
    for (RangeTombstone rt : rangeTombstones) {
      min = Math.min(min, rt.deletion().markedForDeleteAt());
    }
    if (staticRow != null) {
      min = Math.min(min, staticRow.minTimestamp());
    }
    for (Row r : rows) {
      min = Math.min(min, r.minTimestamp());
    }
    return min;
  }

  @Override
  public String toString() {
    return "Mutation("
        + key
        + (partitionDeletion.isLive() ? "" : ", deleted " + partitionDeletion)
        + ", "
        + rangeTombstones
        + (staticRow == null ? "" : ", static " + staticRow)
        + ", "
        + rows
        + ")";
  }

  /**
   * Collects the parts of a mutation; not thread-safe.
   *
   * <p>Most mutations write one row (every row of a bulk load into a table without clustering
   * columns is a partition of its own), so the builder keeps its first row in a field and sorts
   * rows in a map only once a second clustering arrives; range tombstones, rarer still, get a list
   * when the first one does.
   */
  public static final class Builder {
    private final DecoratedKey key;
    private DeletionTime partitionDeletion = DeletionTime.LIVE;
    private List<RangeTombstone> rangeTombstones;
    private Row staticRow;
    private Row firstRow;
    private TreeMap<byte[], Row> rows;

    private Builder(DecoratedKey key) {
      this.key = key;
    }

    public Builder deletePartition(DeletionTime deletion) {
      partitionDeletion = DeletionTime.max(partitionDeletion, deletion);
      return this;
    }

    public Builder addRangeTombstone(RangeTombstone rangeTombstone) {
      if (rangeTombstones == null) {
        rangeTombstones = new ArrayList<>();
      }
      rangeTombstones.add(rangeTombstone);
      return this;
    }

    public Builder staticRow(Row row) {
      staticRow = staticRow == null ? row : Row.merge(staticRow, row);
      return this;
    }

    /** Adds a row, merged with the one already added at its clustering, if any. */
    public Builder addRow(Row row) {
      if (rows != null) {
        rows.merge(row.clustering(), row, Row::merge);
      } else if (firstRow == null) {
        firstRow = row;
      } else if (Arrays.equals(firstRow.clustering(), row.clustering())) {
        firstRow = Row.merge(firstRow, row);
      } else {
        rows = new TreeMap<>(Bytes.UNSIGNED);
        rows.put(firstRow.clustering(), firstRow);
        rows.put(row.clustering(), row);
      }
      return this;
    }

    public Mutation build() {
      List<Row> sorted;
      if (rows != null) {
        sorted = List.copyOf(rows.values());
      } else {
        sorted = firstRow == null ? List.of() : List.of(firstRow);
      }
      return new Mutation(
          key,
          partitionDeletion,
          rangeTombstones == null ? List.of() : List.copyOf(rangeTombstones),
          staticRow,
          sorted);
    }
  }
}

package io.wcs.engine.schema;

import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.NativeType;
import java.util.Locale;

/**
 * One column of a table or view. {@code position} is the index within the partition key or the
 * clustering (-1 for static and regular columns, as {@code system_schema.columns} shows it); {@code
 * descending} only for clustering columns. {@code storageId} is the column's id in the storage
 * engine's cells: unique within the table and never reused, so cells of a dropped column never
 * surface under a column added later with the same name.
 */
public record ColumnMetadata(
    String name, Kind kind, int position, CqlType type, boolean descending, int storageId) {

  /**
   * The kinds of column, spelled as {@code system_schema.columns.kind}. Ordinals are on disk
   * (schema store): never reorder.
   */
  public enum Kind {
    PARTITION_KEY,
    CLUSTERING,
    STATIC,
    REGULAR;

    private final String spelling = name().toLowerCase(Locale.ROOT);

    public String spelling() {
      return spelling;
    }
  }

  public boolean isPrimaryKey() {
    return kind == Kind.PARTITION_KEY || kind == Kind.CLUSTERING;
  }

  /**
   * Whether a read of some of these columns must merge every source at once, as Cassandra reads
   * them: a non-frozen collection or user type, or a counter, has cells in many memtables and
   * SSTables, so no source can be passed over for holding newer values. Reads by row name of other
   * columns merge newest first (see {@code TraceSession.readsByName}).
   */
  public static boolean mergeEverySource(Iterable<ColumnMetadata> columns) {
    for (ColumnMetadata c : columns) {
      if (c.type.isMultiCell() || c.type == NativeType.COUNTER) {
        return true;
      }
    }
    return false;
  }

  /** {@code system_schema.columns.clustering_order}: asc, desc, or none for non-clustering. */
  public String clusteringOrder() {
    if (kind != Kind.CLUSTERING) {
      return "none";
    }
    return descending ? "desc" : "asc";
  }

  /**
   * Written out, unlike other records' equality: restriction analysis keys its maps by column, so
   * the first prepared query of a process would link the generated methods through invokedynamic,
   * some 20 ms of its time to a first answer.
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof ColumnMetadata c
        && storageId == c.storageId
        && position == c.position
        && descending == c.descending
        && kind == c.kind
        && name.equals(c.name)
        && type.equals(c.type);
  }

  @Override
  public int hashCode() {
    return 31 * name.hashCode() + storageId;
  }

  ColumnMetadata renamed(String newName) {
    return new ColumnMetadata(newName, kind, position, type, descending, storageId);
  }
}

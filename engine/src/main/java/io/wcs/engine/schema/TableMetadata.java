package io.wcs.engine.schema;

import io.wcs.engine.storage.TableLayout;
import io.wcs.engine.storage.TableOptions;
import io.wcs.engine.types.NativeType;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.UUID;

/**
 * A table (or the table-like part of a materialized view): its columns in Cassandra's order —
 * partition key, clustering, then static and regular columns sorted by name —, its options, the
 * columns dropped from it, its indexes, and its ids: {@code id} (the UUID system_schema shows) and
 * {@code storageId} (the int table id of the storage engine). {@code nextColumnId} is the storage
 * id the next added column gets; ids are never reused. Immutable.
 */
public record TableMetadata(
    String keyspace,
    String name,
    UUID id,
    int storageId,
    boolean counter,
    List<ColumnMetadata> columns,
    TableParams params,
    Map<String, DroppedColumn> droppedColumns,
    List<IndexMetadata> indexes,
    int nextColumnId) {

  public TableMetadata {
    columns = List.copyOf(columns);
    droppedColumns = Collections.unmodifiableMap(new TreeMap<>(droppedColumns));
    indexes = List.copyOf(indexes);
  }

  /** The column named so (internal, case-sensitive form), or null. */
  public ColumnMetadata column(String columnName) {
    for (ColumnMetadata c : columns) {
      if (c.name().equals(columnName)) {
        return c;
      }
    }
    return null;
  }

  public List<ColumnMetadata> partitionKey() {
    return ofKind(ColumnMetadata.Kind.PARTITION_KEY);
  }

  public List<ColumnMetadata> clustering() {
    return ofKind(ColumnMetadata.Kind.CLUSTERING);
  }

  /** Static and regular columns, sorted by name. */
  public List<ColumnMetadata> nonKeyColumns() {
    List<ColumnMetadata> nonKey = new ArrayList<>();
    for (ColumnMetadata c : columns) {
      if (!c.isPrimaryKey()) {
        nonKey.add(c);
      }
    }
    return List.copyOf(nonKey);
  }

  private List<ColumnMetadata> ofKind(ColumnMetadata.Kind kind) {
    List<ColumnMetadata> ofKind = new ArrayList<>();
    for (ColumnMetadata c : columns) {
      if (c.kind() == kind) {
        ofKind.add(c);
      }
    }
    return List.copyOf(ofKind);
  }

  public IndexMetadata index(String indexName) {
    for (IndexMetadata i : indexes) {
      if (i.name().equals(indexName)) {
        return i;
      }
    }
    return null;
  }

  /** {@code system_schema.tables.flags}: every CQL table is compound; counter tables say so. */
  public Set<String> flags() {
    return counter ? Set.of("compound", "counter") : Set.of("compound");
  }

  public boolean hasStaticColumns() {
    for (ColumnMetadata c : columns) {
      if (c.kind() == ColumnMetadata.Kind.STATIC) {
        return true;
      }
    }
    return false;
  }

  /** Which storage column ids are static, multi-cell and counters, for the storage engine. */
  public TableLayout storageLayout() {
    Set<Integer> statics = new HashSet<>();
    Set<Integer> complex = new HashSet<>();
    Set<Integer> counters = new HashSet<>();
    for (ColumnMetadata c : columns) {
      if (c.kind() == ColumnMetadata.Kind.STATIC) {
        statics.add(c.storageId());
      }
      if (c.type().isMultiCell()) {
        complex.add(c.storageId());
      }
      if (c.type() == NativeType.COUNTER) {
        counters.add(c.storageId());
      }
    }
    return new TableLayout(statics, complex, counters);
  }

  /** The options the storage engine acts on. */
  public TableOptions storageOptions() {
    return new TableOptions(
        params.gcGraceSeconds(),
        params.compaction(),
        TableOptions.DEFAULT_MEMTABLE_THRESHOLD,
        CompressionParams.forStorage(params.compression()));
  }

  /** Whether any column's type, at any depth, is the user type {@code typeName}. */
  public boolean usesType(String typeName) {
    for (ColumnMetadata c : columns) {
      if (TypeReferences.mentions(c.type(), keyspace, typeName)) {
        return true;
      }
    }
    return false;
  }

  @Override
  public String toString() {
    return Names.qualified(keyspace, name);
  }

  TableMetadata withParams(TableParams newParams) {
    return new TableMetadata(
        keyspace,
        name,
        id,
        storageId,
        counter,
        columns,
        newParams,
        droppedColumns,
        indexes,
        nextColumnId);
  }

  TableMetadata withIndexes(List<IndexMetadata> newIndexes) {
    return new TableMetadata(
        keyspace,
        name,
        id,
        storageId,
        counter,
        columns,
        params,
        droppedColumns,
        newIndexes,
        nextColumnId);
  }

  /** This table with other columns (re-sorted), dropped columns and next column id. */
  TableMetadata withColumns(
      List<ColumnMetadata> newColumns, Map<String, DroppedColumn> dropped, int nextId) {
    return new TableMetadata(
        keyspace,
        name,
        id,
        storageId,
        counter,
        inCassandraOrder(newColumns),
        params,
        dropped,
        indexes,
        nextId);
  }

  /**
   * Partition key and clustering columns by position, then the others sorted by name.
   *
   * <p>In loops, not streams: this runs at every CREATE TABLE, and each lambda is a class spun at
   * its first use (about 0.3 ms in a fresh JVM), which an application's first connection pays.
   */
  static List<ColumnMetadata> inCassandraOrder(List<ColumnMetadata> columns) {
    List<ColumnMetadata> ordered = new ArrayList<>(columns.size());
    addByPosition(columns, ColumnMetadata.Kind.PARTITION_KEY, ordered);
    addByPosition(columns, ColumnMetadata.Kind.CLUSTERING, ordered);
    Map<String, ColumnMetadata> others = new TreeMap<>();
    for (ColumnMetadata c : columns) {
      if (!c.isPrimaryKey()) {
        others.put(c.name(), c);
      }
    }
    ordered.addAll(others.values());
    return ordered;
  }

  /** Appends the columns of {@code kind} to {@code ordered} by position, in a stable insertion. */
  private static void addByPosition(
      List<ColumnMetadata> columns, ColumnMetadata.Kind kind, List<ColumnMetadata> ordered) {
    int first = ordered.size();
    for (ColumnMetadata c : columns) {
      if (c.kind() == kind) {
        int at = ordered.size();
        while (at > first && ordered.get(at - 1).position() > c.position()) {
          at--;
        }
        ordered.add(at, c);
      }
    }
  }
}

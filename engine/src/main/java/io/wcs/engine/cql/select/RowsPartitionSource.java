package io.wcs.engine.cql.select;

import io.wcs.engine.cql.restrictions.TableKeys;
import io.wcs.engine.partition.PartitionKeyCodec;
import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.schema.SystemKeyspaces;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.engine.storage.Cell;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.DeletionTime;
import io.wcs.engine.storage.LivePartition;
import io.wcs.engine.storage.LivenessInfo;
import io.wcs.engine.storage.PartitionIterator;
import io.wcs.engine.storage.PartitionRange;
import io.wcs.engine.storage.Row;
import io.wcs.engine.storage.RowsOnlyPartition;
import io.wcs.engine.storage.Slices;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.ListCellIds;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.MapType;
import io.wcs.engine.types.SetType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A table whose rows are computed rather than stored ({@code system_schema.*}, {@code
 * system.local}): rows given as column name to Java value, laid out as storage would hold them, so
 * SELECT runs on them unchanged (restrictions, paging, JSON…). Immutable and thread-safe.
 */
public final class RowsPartitionSource implements PartitionSource {
  /** The partitions in the order a scan gives them, which also finds one by its key. */
  private final TreeMap<DecoratedKey, Partition> partitions;

  private final Comparator<DecoratedKey> scanOrder;
  private final int nowInSeconds;

  private RowsPartitionSource(Comparator<DecoratedKey> scanOrder, int nowInSeconds) {
    this.partitions = new TreeMap<>(scanOrder);
    this.scanOrder = scanOrder;
    this.nowInSeconds = nowInSeconds;
  }

  /**
   * Token order, or for Cassandra's virtual tables the order of their partition keys' values
   * (Cassandra places them with its local partitioner, whose tokens are the keys). A bound that is
   * a token alone (a {@code token()} restriction) still compares by token.
   */
  private static Comparator<DecoratedKey> scanOrder(TableMetadata table, TableKeys keys) {
    if (!SystemKeyspaces.isVirtual(table.keyspace())) {
      return Comparator.naturalOrder();
    }
    PartitionKeyCodec codec = keys.partitionKey();
    return (a, b) -> {
      if (a.key().length == 0 || b.key().length == 0) {
        return a.compareTo(b);
      }
      byte[][] x = codec.decode(a.key());
      byte[][] y = codec.decode(b.key());
      for (int i = 0; i < x.length; i++) {
        int c = codec.types().get(i).compare(x[i], y[i]);
        if (c != 0) {
          return c;
        }
      }
      return 0;
    };
  }

  /** The rows of {@code table}, each mapping column names to values (absent or null: no cell). */
  public static RowsPartitionSource of(
      TableMetadata table, List<Map<String, Object>> rows, int nowInSeconds) {
    TableKeys keys = TableKeys.of(table);
    RowsPartitionSource source = new RowsPartitionSource(scanOrder(table, keys), nowInSeconds);
    TreeMap<DecoratedKey, List<Row>> rowsByKey = new TreeMap<>();
    TreeMap<DecoratedKey, Row> statics = new TreeMap<>();
    for (Map<String, Object> values : rows) {
      byte[][] pk = serialized(table.partitionKey(), values);
      byte[][] ck = serialized(table.clustering(), values);
      DecoratedKey key = keys.decoratedKey(pk);
      List<Cell> regular = new ArrayList<>();
      List<Cell> statik = new ArrayList<>();
      for (ColumnMetadata c : table.nonKeyColumns()) {
        Object v = values.get(c.name());
        if (v != null) {
          cells(c, v, c.kind() == ColumnMetadata.Kind.STATIC ? statik : regular);
        }
      }
      if (!statik.isEmpty()) {
        statics.put(
            key, Row.of(new byte[0], LivenessInfo.EMPTY, DeletionTime.LIVE, List.of(), statik));
      }
      rowsByKey
          .computeIfAbsent(key, k -> new ArrayList<>())
          .add(
              Row.of(
                  keys.clustering().encode(ck),
                  LivenessInfo.live(0),
                  DeletionTime.LIVE,
                  List.of(),
                  regular));
    }
    for (Map.Entry<DecoratedKey, List<Row>> e : rowsByKey.entrySet()) {
      List<Row> sorted = new ArrayList<>(e.getValue());
      sorted.sort((a, b) -> Arrays.compareUnsigned(a.clustering(), b.clustering()));
      source.partitions.put(e.getKey(), new Partition(e.getKey(), statics.get(e.getKey()), sorted));
    }
    return source;
  }

  private static byte[][] serialized(List<ColumnMetadata> columns, Map<String, Object> values) {
    byte[][] out = new byte[columns.size()][];
    for (ColumnMetadata c : columns) {
      out[c.position()] = c.type().serialize(values.get(c.name()));
    }
    return out;
  }

  private static void cells(ColumnMetadata c, Object value, List<Cell> out) {
    CqlType type = c.type();
    int id = c.storageId();
    if (!type.isMultiCell()) {
      out.add(Cell.live(id, null, 0, type.serialize(value)));
    } else if (type instanceof SetType s) {
      for (Object e : (Iterable<?>) value) {
        byte[] path = s.element().comparableBytes(s.element().serialize(e));
        out.add(Cell.live(id, path, 0, new byte[0]));
      }
    } else if (type instanceof MapType m) {
      for (Map.Entry<?, ?> e : ((Map<?, ?>) value).entrySet()) {
        byte[] path = m.key().comparableBytes(m.key().serialize(e.getKey()));
        out.add(Cell.live(id, path, 0, m.value().serialize(e.getValue())));
      }
    } else if (type instanceof ListType l) {
      for (Object e : (Iterable<?>) value) {
        out.add(Cell.live(id, ListCellIds.DEFAULT.nextAppend(), 0, l.element().serialize(e)));
      }
    } else {
      throw new IllegalArgumentException(
          "column " + c.name() + ": computed rows cannot hold a non-frozen " + type.cqlName());
    }
  }

  @Override
  public PartitionIterator read(DecoratedKey key, Slices slices, boolean reversed) {
    Partition p = partitions.get(key);
    return iterator(p == null ? List.of() : List.of(p), slices, reversed);
  }

  @Override
  public PartitionIterator scan(PartitionRange range, Slices slices) {
    List<Partition> in = new ArrayList<>();
    for (Partition p : partitions.values()) {
      if (range.contains(p.key(), scanOrder)) {
        in.add(p);
      }
    }
    return iterator(in, slices, false);
  }

  private PartitionIterator iterator(List<Partition> in, Slices slices, boolean reversed) {
    Iterator<Partition> it = in.iterator();
    return new PartitionIterator() {
      @Override
      public boolean hasNext() {
        return it.hasNext();
      }

      @Override
      public LivePartition next() {
        return LivePartition.of(it.next(), slices, reversed, nowInSeconds);
      }

      @Override
      public void close() {}
    };
  }

  /** One computed partition: rows sorted by clustering. */
  private record Partition(DecoratedKey key, Row staticRow, List<Row> sortedRows)
      implements RowsOnlyPartition {
    @Override
    public Iterator<Row> rows(Slices slices, boolean reversed) {
      List<Row> out = new ArrayList<>();
      for (Row r : sortedRows) {
        if (slices.contains(r.clustering())) {
          out.add(r);
        }
      }
      if (reversed) {
        java.util.Collections.reverse(out);
      }
      return out.iterator();
    }
  }
}

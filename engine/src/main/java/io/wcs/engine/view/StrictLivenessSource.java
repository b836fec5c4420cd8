package io.wcs.engine.view;

import io.wcs.engine.cql.select.PartitionSource;
import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.schema.KeyspaceMetadata;
import io.wcs.engine.schema.Schema;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.engine.schema.ViewMetadata;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.LazyIterator;
import io.wcs.engine.storage.LivePartition;
import io.wcs.engine.storage.PartitionIterator;
import io.wcs.engine.storage.PartitionRange;
import io.wcs.engine.storage.Row;
import io.wcs.engine.storage.RowsOnlyPartition;
import io.wcs.engine.storage.Slices;
import java.util.Iterator;

/**
 * Reads a view keyed by a base regular column with Cassandra's strict liveness: a row exists only
 * while its marker (the key column's cell) is live, whatever cells it still holds. Such rows are
 * left behind when an entry moves to another key ({@link ViewEntries}). Thread-safe; each iterator
 * has one reader.
 */
public final class StrictLivenessSource implements PartitionSource {
  private final PartitionSource source;
  private final int nowInSeconds;

  private StrictLivenessSource(PartitionSource source, int nowInSeconds) {
    this.source = source;
    this.nowInSeconds = nowInSeconds;
  }

  /**
   * {@code source} (read at {@code nowInSeconds}) as SELECT must read {@code table}: filtered when
   * it is such a view.
   */
  public static PartitionSource of(
      Schema schema, TableMetadata table, PartitionSource source, int nowInSeconds) {
    KeyspaceMetadata ks = schema.keyspace(table.keyspace());
    ViewMetadata view = ks == null ? null : ks.view(table.name());
    TableMetadata base = view == null ? null : ks.table(view.baseTableName());
    if (base == null) {
      return source;
    }
    boolean keyedByRegularColumn =
        table.columns().stream()
            .filter(ColumnMetadata::isPrimaryKey)
            .anyMatch(c -> base.column(c.name()) != null && !base.column(c.name()).isPrimaryKey());
    return keyedByRegularColumn ? new StrictLivenessSource(source, nowInSeconds) : source;
  }

  @Override
  public PartitionIterator read(DecoratedKey key, Slices slices, boolean reversed) {
    return new Filtered(source.read(key, slices, reversed), nowInSeconds);
  }

  @Override
  public PartitionIterator scan(PartitionRange range, Slices slices) {
    return new Filtered(source.scan(range, slices), nowInSeconds);
  }

  /** The partitions of a read with their marker-less rows removed; empty ones skipped. */
  private static final class Filtered extends LazyIterator<LivePartition>
      implements PartitionIterator {
    private final PartitionIterator partitions;
    private final int nowInSeconds;

    Filtered(PartitionIterator partitions, int nowInSeconds) {
      this.partitions = partitions;
      this.nowInSeconds = nowInSeconds;
    }

    @Override
    protected LivePartition computeNext() {
      while (partitions.hasNext()) {
        LivePartition p = partitions.next();
        LivePartition filtered =
            LivePartition.of(new MarkedRows(p), Slices.ALL, false, nowInSeconds);
        if (!filtered.isEmpty()) {
          return filtered;
        }
      }
      return null;
    }

    @Override
    public void close() {
      partitions.close();
    }
  }

  /**
   * A live partition's rows that have a live marker, seen as an already merged partition (its rows
   * are live at the read's time and already sliced).
   */
  private record MarkedRows(LivePartition live) implements RowsOnlyPartition {
    @Override
    public DecoratedKey key() {
      return live.key();
    }

    @Override
    public Iterator<Row> rows(Slices slices, boolean reversed) {
      Iterator<Row> rows = live.rows();
      return new LazyIterator<>() {
        @Override
        protected Row computeNext() {
          while (rows.hasNext()) {
            Row r = rows.next();
            if (!r.marker().isEmpty()) {
              return r;
            }
          }
          return null;
        }
      };
    }
  }
}

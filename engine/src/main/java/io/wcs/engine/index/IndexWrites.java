package io.wcs.engine.index;

import io.wcs.engine.cql.ExecutionContext;
import io.wcs.engine.cql.lwt.PartitionLocks;
import io.wcs.engine.cql.modification.DerivedWrites;
import io.wcs.engine.schema.IndexMetadata;
import io.wcs.engine.schema.SchemaChange;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.LivePartition;
import io.wcs.engine.storage.Mutation;
import io.wcs.engine.storage.PartitionIterator;
import io.wcs.engine.storage.PartitionRange;
import io.wcs.engine.storage.Slices;
import io.wcs.engine.storage.StorageEngine;
import io.wcs.engine.storage.TableMutation;
import io.wcs.parser.ast.CreateIndex;
import io.wcs.parser.ast.Statement;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Comparator;
import java.util.List;

/**
 * Keeps secondary indexes in step with their tables: every write to an indexed table derives its
 * index entry changes ({@link IndexMaintenance}), and CREATE INDEX builds the new index from the
 * rows already stored, partition by partition under each partition's lock, before it returns.
 *
 * <p>Thread-safe and stateless.
 */
public final class IndexWrites implements DerivedWrites {
  @Override
  public boolean derivesFrom(TableMetadata table) {
    return !table.indexes().isEmpty();
  }

  @Override
  public void derive(
      TableMetadata table, Mutation base, ExecutionContext context, List<TableMutation> out) {
    List<ColumnIndex> indexes = ColumnIndex.of(table);
    if (!indexes.isEmpty()) {
      VectorIndexValues.checkWritten(table, indexes, base);
      out.addAll(
          new IndexMaintenance(
                  context.storage(), table, indexes, base.key(), context.nowInSeconds())
              .changesFor(base));
    }
  }

  @Override
  public void schemaChanged(Statement ddl, SchemaChange change, ExecutionContext context) {
    if (!(ddl instanceof CreateIndex create) || change.change() == SchemaChange.Change.NONE) {
      return;
    }
    TableMetadata table = context.schemaStore().schema().table(change.keyspace(), change.name());
    // the index just created is the named one, or, unnamed, the one given the newest storage id
    IndexMetadata created =
        create.name() != null
            ? table.index(create.name().name())
            : table.indexes().stream()
                .max(Comparator.comparingInt(IndexMetadata::storageId))
                .orElseThrow();
    ColumnIndex.of(table).stream()
        .filter(i -> i.metadata().equals(created))
        .findFirst()
        .ifPresent(index -> build(table, index, context));
  }

  /** Writes the entries of every stored row, one base partition at a time under its lock. */
  private static void build(TableMetadata table, ColumnIndex index, ExecutionContext context) {
    StorageEngine storage = context.storage();
    int now = context.nowInSeconds();
    try (PartitionIterator scan =
        storage.scan(table.storageId(), PartitionRange.ALL, Slices.ALL, now)) {
      while (scan.hasNext()) {
        DecoratedKey key = scan.next().key();
        try (PartitionLocks.Held held =
            PartitionLocks.lock(PartitionLocks.stripe(table.storageId(), key))) {
          List<TableMutation> entries = entriesOf(table, index, key, storage, now);
          if (!entries.isEmpty()) {
            storage.apply(entries);
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("building index " + index.metadata().name() + " failed", e);
    }
  }

  private static List<TableMutation> entriesOf(
      TableMetadata table, ColumnIndex index, DecoratedKey key, StorageEngine storage, int now) {
    try (PartitionIterator it = storage.read(table.storageId(), key, Slices.ALL, false, now)) {
      if (!it.hasNext()) {
        return List.of();
      }
      LivePartition p = it.next();
      return new IndexMaintenance(storage, table, List.of(index), key, now).entriesOf(p);
    }
  }
}

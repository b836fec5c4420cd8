package io.wcs.engine.cql.modification;

import io.wcs.engine.cql.ExecutionContext;
import io.wcs.engine.schema.SchemaChange;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.engine.storage.Mutation;
import io.wcs.engine.storage.TableMutation;
import io.wcs.parser.ast.Statement;
import java.util.List;

/**
 * The writes a base-table write implies beyond itself: secondary index entries and materialized
 * view rows. {@link MutationCollector} asks every statement's partitions, holds the {@link
 * io.wcs.engine.cql.lwt.PartitionLocks} stripes of the base partitions of tables that derive
 * writes, lets {@link #derive} read the rows about to be replaced, and applies the derived
 * mutations in the same storage write as the base ones, so both become durable together.
 *
 * <p>Implementations are thread-safe; they are called concurrently for different partitions.
 */
public interface DerivedWrites {
  /** Whether writes to {@code table} derive others (its partitions are then locked). */
  boolean derivesFrom(TableMetadata table);

  /**
   * Adds to {@code out} the mutations that writing {@code base} to {@code table} implies. Called
   * with the partition's stripe held and before {@code base} is applied: a read of the base
   * partition sees the rows the write replaces.
   */
  void derive(
      TableMetadata table, Mutation base, ExecutionContext context, List<TableMutation> out);

  /**
   * Called after the schema statement {@code ddl} has been stored with the outcome {@code change}
   * (the new schema is {@code context.schemaStore().schema()}): builds what it created from the
   * existing data, such as the entries of a new index or the rows of a new view, before the
   * statement returns.
   */
  void schemaChanged(Statement ddl, SchemaChange change, ExecutionContext context);

  /** All of {@code parts}, in order. */
  static DerivedWrites all(List<DerivedWrites> parts) {
    List<DerivedWrites> copy = List.copyOf(parts);
    return new DerivedWrites() {
      @Override
      public boolean derivesFrom(TableMetadata table) {
        for (DerivedWrites part : copy) {
          if (part.derivesFrom(table)) {
            return true;
          }
        }
        return false;
      }

      @Override
      public void derive(
          TableMetadata table, Mutation base, ExecutionContext context, List<TableMutation> out) {
        for (DerivedWrites part : copy) {
          if (part.derivesFrom(table)) {
            part.derive(table, base, context, out);
          }
        }
      }

      @Override
      public void schemaChanged(Statement ddl, SchemaChange change, ExecutionContext context) {
        for (DerivedWrites part : copy) {
          part.schemaChanged(ddl, change, context);
        }
      }
    };
  }
}

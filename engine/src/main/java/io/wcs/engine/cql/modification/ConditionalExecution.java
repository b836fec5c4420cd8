package io.wcs.engine.cql.modification;

import io.wcs.engine.cql.ExecutionContext;
import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.cql.QueryResult;
import io.wcs.engine.cql.lwt.CasCheck;
import io.wcs.engine.cql.lwt.CasConditions;
import io.wcs.engine.cql.lwt.CasResult;
import io.wcs.engine.cql.lwt.CurrentPartition;
import io.wcs.engine.cql.lwt.PartitionLocks;
import io.wcs.engine.cql.restrictions.TableKeys;
import io.wcs.engine.cql.selection.RowView;
import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.trace.TraceSession;
import io.wcs.engine.trace.Tracing;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Runs a conditional statement, or a batch with conditions, as Cassandra's compare-and-set on one
 * partition: while holding the partition's {@link PartitionLocks} stripe, read the rows the
 * conditions name, check every condition, and only when all hold apply every statement's changes.
 * The lock makes these steps (and counter updates of the partition) linearizable.
 *
 * <p>Stateless; each run uses its own reads and collector.
 */
final class ConditionalExecution {
  /**
   * What one statement's IF clause checks.
   *
   * @param clustering the encoded row, or null for the static row
   */
  record Target(CasConditions conditions, byte[] clustering) {}

  private ConditionalExecution() {}

  /**
   * Runs {@code statements}, each with its own options; at least one statement has an IF clause. A
   * batch's result rows also show the primary key, as Cassandra's do.
   *
   * <p>The changes are dated by the write clock once the lock is held, not by the timestamp the
   * statement drew when it started (or its client sent): two statements can take the lock in the
   * other order than their timestamps, and dated as drawn, the later CAS's cells would lose to the
   * earlier one's under last-write-wins, reported applied yet without effect. Cassandra, too, dates
   * a CAS by its Paxos ballot. So each applied CAS on a partition is dated after the one before,
   * and a write that follows it draws a later timestamp still.
   */
  static QueryResult run(
      List<PreparedModification> statements,
      List<QueryOptions> options,
      ExecutionContext context,
      boolean batch) {
    TableMetadata table = statements.get(0).table();
    CasCheck check = new CasCheck();
    List<Target> targets = new ArrayList<>();
    DecoratedKey key = null;
    // each statement's keys, rows and IF clause bound in turn, as Cassandra builds its request
    for (int i = 0; i < statements.size(); i++) {
      PreparedModification statement = statements.get(i);
      DecoratedKey own = statement.casPartition(options.get(i), batch);
      if (key != null && !key.equals(own)) {
        throw new InvalidRequestException("Batch with conditions cannot span multiple partitions");
      }
      key = own;
      Target target = statement.casTarget(options.get(i));
      if (target != null) {
        check.add(target.conditions(), target.clustering(), options.get(i));
        targets.add(target);
      }
    }
    TableKeys keys = statements.get(0).keys();
    int now = context.nowInSeconds();
    try (PartitionLocks.Held held =
        PartitionLocks.lock(PartitionLocks.stripe(table.storageId(), key))) {
      Set<ColumnMetadata> read = columnsRead(table, statements, targets);
      TraceSession trace = Tracing.current();
      if (trace != null) {
        trace.event("Reading existing values for CAS precondition");
        trace.event("Executing single-partition query on " + table.name());
        // rows named, or only the static row's conditions, which Cassandra reads as a slice
        trace.readsByName(!check.clusterings().isEmpty() && !ColumnMetadata.mergeEverySource(read));
      }
      // the read takes every regular column when any statement (of a batch too) writes rows
      boolean regularsRead = statements.stream().anyMatch(PreparedModification::updatesRegularRows);
      CurrentPartition current =
          CurrentPartition.read(
              context.storage(), table, key, check.clusterings(), regularsRead, now);
      RowView view = new RowView(keys.clustering(), now, options.get(0));
      view.setPartition(
          keys.partitionKey().decode(current.key().key()),
          current.key().token(),
          current.staticRow());
      if (!check.holds(current, view)) {
        Tracing.event("CAS precondition does not match current values");
        return CasResult.notApplied(
            table,
            shown(table, targets, batch),
            read,
            current,
            keys.partitionKey(),
            keys.clustering(),
            now,
            options.get(0));
      }
      Tracing.event("CAS precondition is met; proposing client-requested updates");
      long appliedAt = context.writeClock().getAsLong();
      MutationCollector mutations = new MutationCollector();
      for (int i = 0; i < statements.size(); i++) {
        // a batch's statements without conditions may carry timestamps of their own, which
        // Cassandra takes and ignores
        statements.get(i).collectAt(options.get(i), key, context, appliedAt, mutations);
      }
      mutations.apply(context);
      Tracing.event("CAS applied successfully");
      QueryResult.Rows applied = CasResult.applied(table);
      return mutations.warnings().isEmpty()
          ? applied
          : new QueryResult.Rows(applied.columns(), applied.rows(), null, mutations.warnings());
    }
  }

  /**
   * The columns whose values Cassandra reads for a compare-and-set, and so shows when it fails:
   * every static column when a statement with conditions writes one, every regular column when one
   * writes rows, and the columns the conditions test. A batch's statements without conditions do
   * not count: a static column they write shows null beside IF NOT EXISTS, as in Cassandra.
   */
  private static Set<ColumnMetadata> columnsRead(
      TableMetadata table, List<PreparedModification> statements, List<Target> targets) {
    boolean statics = false;
    boolean regulars = false;
    for (PreparedModification s : statements) {
      if (s.conditions() != null) {
        statics |= s.updatesStaticRow();
        regulars |= s.updatesRegularRows();
      }
    }
    Set<ColumnMetadata> read = new HashSet<>();
    for (ColumnMetadata c : table.columns()) {
      if (c.kind() == ColumnMetadata.Kind.STATIC ? statics : regulars && !c.isPrimaryKey()) {
        read.add(c);
      }
    }
    for (Target t : targets) {
      read.addAll(t.conditions().columns());
    }
    return read;
  }

  /**
   * The columns a failed CAS shows: every column after IF EXISTS or IF NOT EXISTS; else the
   * conditions' columns, after the primary key in a batch.
   */
  private static List<ColumnMetadata> shown(
      TableMetadata table, List<Target> targets, boolean batch) {
    Set<ColumnMetadata> out = new LinkedHashSet<>();
    if (batch) {
      out.addAll(table.partitionKey());
      out.addAll(table.clustering());
    }
    for (Target t : targets) {
      if (t.conditions().kind() != CasConditions.Kind.COLUMNS) {
        return CasResult.wildcard(table);
      }
      out.addAll(t.conditions().columns());
    }
    return List.copyOf(out);
  }
}

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
import io.wcs.engine.storage.Row;
import io.wcs.engine.trace.Tracing;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

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
    DecoratedKey key = onlyPartition(statements, options);
    List<Target> targets = new ArrayList<>();
    List<QueryOptions> targetOptions = new ArrayList<>();
    for (int i = 0; i < statements.size(); i++) {
      if (statements.get(i).conditions() != null) {
        targets.add(statements.get(i).target(options.get(i)));
        targetOptions.add(options.get(i));
      }
    }
    checkNotMixed(targets);
    List<byte[]> clusterings = new ArrayList<>();
    for (Target t : targets) {
      if (t.clustering() != null) {
        clusterings.add(t.clustering());
      }
    }
    TableKeys keys = statements.get(0).keys();
    int now = context.nowInSeconds();
    try (PartitionLocks.Held held =
        PartitionLocks.lock(PartitionLocks.stripe(table.storageId(), key))) {
      Tracing.event("Reading existing values for CAS precondition");
      Set<ColumnMetadata> read = columnsRead(table, statements, targets);
      // the read takes every regular column when any statement (of a batch too) writes rows
      boolean regularsRead = statements.stream().anyMatch(PreparedModification::updatesRegularRows);
      CurrentPartition current =
          CurrentPartition.read(context.storage(), table, key, clusterings, regularsRead, now);
      if (!applies(targets, targetOptions, current, keys, now)) {
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
        statements.get(i).collectAt(options.get(i), context, appliedAt, mutations);
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
   * The one partition every statement writes; Cassandra's refusal otherwise (a single statement
   * names one partition: IN on the partition key is refused when it is prepared, and a batch's one
   * table when it is prepared).
   */
  private static DecoratedKey onlyPartition(
      List<PreparedModification> statements, List<QueryOptions> options) {
    DecoratedKey key = null;
    for (int i = 0; i < statements.size(); i++) {
      for (DecoratedKey k : statements.get(i).partitionKeys(options.get(i))) {
        if (key != null && !key.equals(k)) {
          throw new InvalidRequestException(
              "Batch with conditions cannot span multiple partitions");
        }
        key = k;
      }
    }
    if (key == null) {
      throw new InvalidRequestException("A conditional statement must name one partition");
    }
    return key;
  }

  /**
   * Cassandra's refusal of a batch whose statements put different kinds of IF clause on one row,
   * worded as it words them in statement order: IF conditions after IF EXISTS or IF NOT EXISTS are
   * refused as mixed with "IF NOT EXISTS" whichever it was, IF EXISTS or IF NOT EXISTS after IF
   * conditions as mixed with itself.
   */
  private static void checkNotMixed(List<Target> targets) {
    Map<String, CasConditions.Kind> byRow = new TreeMap<>();
    for (Target t : targets) {
      String row = t.clustering() == null ? "" : HexFormat.of().formatHex(t.clustering());
      CasConditions.Kind kind = t.conditions().kind();
      CasConditions.Kind before = byRow.putIfAbsent(row, kind);
      if (before == null || before == kind) {
        continue;
      }
      if (kind == CasConditions.Kind.COLUMNS) {
        throw new InvalidRequestException(
            "Cannot mix IF conditions and IF NOT EXISTS for the same row");
      }
      throw new InvalidRequestException(
          before == CasConditions.Kind.COLUMNS
              ? "Cannot mix IF conditions and IF "
                  + (kind == CasConditions.Kind.IF_NOT_EXISTS ? "NOT " : "")
                  + "EXISTS for the same row"
              : "Cannot mix IF EXISTS and IF NOT EXISTS conditions for the same row");
    }
  }

  private static boolean applies(
      List<Target> targets,
      List<QueryOptions> options,
      CurrentPartition current,
      TableKeys keys,
      int now) {
    CasCheck check = new CasCheck();
    for (int i = 0; i < targets.size(); i++) {
      Target t = targets.get(i);
      RowView view = new RowView(keys.clustering(), now, options.get(i));
      view.setPartition(
          keys.partitionKey().decode(current.key().key()),
          current.key().token(),
          current.staticRow());
      Row row = t.clustering() == null ? null : current.row(t.clustering());
      view.setRow(row);
      boolean exists = t.clustering() != null ? row != null : current.staticRow() != null;
      check.add(t.conditions(), t.clustering(), view, exists, options.get(i));
    }
    return check.holds();
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

package io.wcs.engine.cql.modification;

import io.wcs.engine.commitlog.RecordTooLargeException;
import io.wcs.engine.cql.ExecutionContext;
import io.wcs.engine.cql.lwt.PartitionLocks;
import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.engine.storage.Cell;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.Mutation;
import io.wcs.engine.storage.TableMutation;
import io.wcs.engine.storage.TablePartitionKey;
import io.wcs.engine.trace.TraceSession;
import io.wcs.engine.trace.Tracing;
import io.wcs.engine.types.NativeType;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;

/**
 * Gathers the changes of a statement or batch by table and partition, then applies one mutation per
 * partition, all in one storage write (one commit log sync for the whole batch). Counter increments
 * are summed per cell and turned into new totals by reading the stored ones while holding the
 * partitions' {@link PartitionLocks} stripes, so that concurrent increments (and lightweight
 * transactions) on a partition are not lost.
 *
 * <p>Not thread-safe: one per execution.
 */
final class MutationCollector {
  /** One partition's deletions (in the builder) and row updates, until applied. */
  private static final class Partition {
    final TableMetadata table;
    final Mutation.Builder builder;
    // Sized for one: most partitions of a batch get one row.
    final List<RowUpdate> rows = new ArrayList<>(1);

    Partition(TableMetadata table, DecoratedKey key) {
      this.table = table;
      builder = Mutation.builder(key);
    }
  }

  private final Map<TablePartitionKey, Partition> partitions = new LinkedHashMap<>();

  /**
   * Each table of the partitions once, noted as its first partition arrives: the batch warnings
   * name them for every large batch, and a loop over a batch's partitions to find them was one of
   * the larger methods the JIT compiled during a bulk load.
   */
  private final List<TableMetadata> tables = new ArrayList<>(1);

  private final List<String> warnings = new ArrayList<>(0);
  private boolean hasCounters;
  // The table derivesFrom last asked about, and its answer.
  private TableMetadata askedTable;
  private boolean tableDerives;

  /** Adds the update of one row. */
  void add(TableMetadata table, DecoratedKey key, RowUpdate update) {
    Partition p = partition(table, key);
    p.rows.add(update);
    hasCounters |= !update.counterDeltas().isEmpty();
  }

  /** The mutation builder of a partition, for partition, range and row deletions. */
  Mutation.Builder deletions(TableMetadata table, DecoratedKey key) {
    return partition(table, key).builder;
  }

  private Partition partition(TableMetadata table, DecoratedKey key) {
    // Not computeIfAbsent: its function would capture the table and key, one more object a row,
    // made through a method handle until the JIT's last tier compiled the caller.
    TablePartitionKey id = new TablePartitionKey(table.storageId(), key);
    Partition p = partitions.get(id);
    if (p == null) {
      p = new Partition(table, key);
      partitions.put(id, p);
      noteTable(table);
    }
    return p;
  }

  /** The client warnings of the changes collected (the collection guardrails'), to add to. */
  List<String> warnings() {
    return warnings;
  }

  int partitionCount() {
    return partitions.size();
  }

  /**
   * The tables written, as {@code ks.table}, sorted. Named only when a warning needs them: a single
   * write, or a batch under the size warn threshold, does not build the names.
   */
  Set<String> tables() {
    Set<String> names = new TreeSet<>();
    for (TableMetadata t : tables) {
      names.add(t.toString());
    }
    return names;
  }

  private void noteTable(TableMetadata table) {
    // By identity: a statement's partitions share its table's metadata.
    for (TableMetadata t : tables) {
      if (t == table) {
        return;
      }
    }
    tables.add(table);
  }

  /** Applies every partition's mutation; durable as the commit log promises on return. */
  void apply(ExecutionContext context) {
    try (PartitionLocks.Held held = lockWhereRead(context)) {
      store(context, build(context));
    }
  }

  /**
   * Applies every partition's mutation, and the writes they derive, after {@code check} has seen
   * the partitions' own mutations; {@code check} may refuse the write by throwing, and then nothing
   * is written.
   *
   * <p>Two methods, not one with a no-op check for single statements: the JIT compiles the shared
   * parts once, and a second check class at a call site a load's batches had kept to one made it
   * throw away and recompile that code at an application's first single write.
   */
  void apply(ExecutionContext context, Consumer<List<TableMutation>> check) {
    try (PartitionLocks.Held held = lockWhereRead(context)) {
      List<TableMutation> mutations = build(context);
      check.accept(mutations.subList(0, partitions.size()));
      store(context, mutations);
    }
  }

  /**
   * Locks the partitions that are read before they are written (counters, and tables with derived
   * writes), to hold until the write is done; {@code null} when no partition is read.
   */
  private PartitionLocks.Held lockWhereRead(ExecutionContext context) {
    DerivedWrites derived = context.derivedWrites();
    int[] stripes = new int[partitions.size()];
    int locked = 0;
    for (Map.Entry<TablePartitionKey, Partition> e : partitions.entrySet()) {
      if (hasCounters || derivesFrom(derived, e.getValue().table)) {
        stripes[locked++] = PartitionLocks.stripe(e.getKey().tableId(), e.getKey().key());
      }
    }
    if (locked == 0) {
      return null;
    }
    return PartitionLocks.lock(Arrays.copyOf(stripes, locked));
  }

  /**
   * Whether writes to {@code table} derive others, asked of {@code derived} once for a run of
   * partitions of one table: the answer looks the table's keyspace up in the schema, and a batch of
   * one table's rows asked it twice a row.
   */
  private boolean derivesFrom(DerivedWrites derived, TableMetadata table) {
    if (table != askedTable) {
      askedTable = table;
      tableDerives = derived.derivesFrom(table);
    }
    return tableDerives;
  }

  /**
   * One mutation per partition, in partition order, followed by the writes they derive. Counters'
   * totals are read here, under the partitions' locks.
   */
  private List<TableMutation> build(ExecutionContext context) {
    if (hasCounters) {
      partitions.values().forEach(MutationCollector::resolveCounters);
    }
    List<TableMutation> mutations = new ArrayList<>(partitions.size());
    List<TableMutation> derivedMutations = new ArrayList<>();
    DerivedWrites derived = context.derivedWrites();
    for (Map.Entry<TablePartitionKey, Partition> e : partitions.entrySet()) {
      Partition p = e.getValue();
      for (int i = 0; i < p.rows.size(); i++) {
        p.rows.get(i).addTo(p.builder);
      }
      Mutation mutation = p.builder.build();
      mutations.add(new TableMutation(e.getKey().tableId(), mutation));
      if (derivesFrom(derived, p.table)) {
        derived.derive(p.table, mutation, context, derivedMutations);
      }
    }
    mutations.addAll(derivedMutations);
    return mutations;
  }

  /**
   * Applies all mutations in one storage write, so the batch waits for one commit log sync. A write
   * too large for the commit log is refused before anything is written, naming its largest
   * partitions ({@link OversizedWrite}).
   */
  private void store(ExecutionContext context, List<TableMutation> mutations) {
    try {
      context.storage().apply(mutations);
      TraceSession trace = Tracing.current();
      if (trace != null) {
        for (Partition p : partitions.values()) {
          trace.event("Adding to " + p.table.name() + " memtable");
        }
      }
    } catch (RecordTooLargeException e) {
      List<OversizedWrite.Part> parts = new ArrayList<>(partitions.size());
      int i = 0;
      for (Partition p : partitions.values()) {
        parts.add(new OversizedWrite.Part(p.table, mutations.get(i++).mutation()));
      }
      throw OversizedWrite.refusal(e, parts);
    } catch (IOException e) {
      throw new UncheckedIOException("write to storage failed", e);
    }
  }

  /** Each counter cell's new total: the stored value plus every increment made to it here. */
  private static void resolveCounters(Partition p) {
    Map<String, Long> sums = new LinkedHashMap<>();
    Map<String, RowUpdate> owners = new LinkedHashMap<>();
    Map<String, ColumnMetadata> columns = new LinkedHashMap<>();
    for (RowUpdate u : p.rows) {
      for (RowUpdate.CounterDelta d : u.counterDeltas()) {
        String cell = u.cellId(d.column());
        sums.merge(cell, d.delta(), Long::sum);
        owners.putIfAbsent(cell, u);
        columns.putIfAbsent(cell, d.column());
      }
    }
    for (Map.Entry<String, Long> sum : sums.entrySet()) {
      RowUpdate owner = owners.get(sum.getKey());
      ColumnMetadata column = columns.get(sum.getKey());
      RowUpdate.StoredCounter stored = owner.storedCounter(column);
      if (stored.deleted()) {
        // Cassandra's counter tombstone wins over every increment: the counter stays deleted
        continue;
      }
      Cell total = stored.total();
      long current = total == null ? 0 : (Long) NativeType.COUNTER.deserialize(total.value());
      owner.addCounterTotal(
          column, current + sum.getValue(), total == null ? Long.MIN_VALUE : total.timestamp());
    }
  }
}

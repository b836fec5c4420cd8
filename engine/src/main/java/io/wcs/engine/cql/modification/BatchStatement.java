package io.wcs.engine.cql.modification;

import io.wcs.engine.auth.AccessCheck;
import io.wcs.engine.cql.ColumnSpec;
import io.wcs.engine.cql.CqlStatement;
import io.wcs.engine.cql.ExecutionContext;
import io.wcs.engine.cql.QueryHandler.BatchType;
import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.cql.QueryResult;
import io.wcs.engine.cql.term.BindVariables;
import io.wcs.engine.cql.term.Term;
import io.wcs.engine.cql.term.TermPreparer;
import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.schema.Schema;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.types.NativeType;
import io.wcs.parser.ast.Batch;
import io.wcs.parser.ast.ModificationStatement;
import io.wcs.parser.ast.Using;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * A batch of INSERT, UPDATE and DELETE statements applied together: every statement without its own
 * USING TIMESTAMP gets the batch's timestamp, and all changes to one partition become one mutation.
 * Counter and non-counter statements do not mix, as in Cassandra. A batch with IF clauses runs as
 * one lightweight transaction on one partition ({@link ConditionalExecution}): every condition is
 * checked, then every change applied. A batch over several partitions is checked against {@link
 * BatchSize}'s limits, an unlogged or counter batch over many partitions gets Cassandra's warning,
 * and so does a logged batch on a table with gc_grace_seconds 0. Immutable and thread-safe.
 */
public final class BatchStatement implements CqlStatement {
  /** Cassandra's unlogged_batch_across_partitions_warn_threshold. */
  public static final int UNLOGGED_PARTITIONS_WARN_THRESHOLD = 10;

  private final boolean logged;
  private final List<PreparedModification> statements;
  private final BindVariables variables;
  private final Term timestamp;
  private final boolean conditional;

  private BatchStatement(
      BatchType type,
      List<PreparedModification> statements,
      BindVariables variables,
      Term timestamp) {
    this.logged = type == BatchType.LOGGED;
    this.statements = List.copyOf(statements);
    this.variables = variables;
    this.timestamp = timestamp;
    Kinds kinds = Kinds.of(this.statements);
    this.conditional = kinds.conditional;
    validate(type, kinds);
  }

  /**
   * What kinds of statement a batch holds, found in one pass. Every JDBC batch builds a batch
   * statement; with a stream for each question, C2 compiled the constructor into some 12 kB of code
   * twice (alone, and inlined into {@link #of}): over 400 ms of a core during W1's four-thread
   * load.
   */
  private record Kinds(
      boolean conditional, boolean timestamped, boolean counters, boolean nonCounters) {
    static Kinds of(List<PreparedModification> statements) {
      boolean conditional = false;
      boolean timestamped = false;
      boolean counters = false;
      boolean nonCounters = false;
      for (PreparedModification s : statements) {
        conditional |= s.conditions() != null;
        timestamped |= s.hasTimestamp();
        if (s.isCounter()) {
          counters = true;
        } else {
          nonCounters = true;
        }
      }
      return new Kinds(conditional, timestamped, counters, nonCounters);
    }
  }

  /**
   * Cassandra's checks on the batch as a whole as it prepares it, in its order, so that a batch
   * with several faults gets the same complaint: custom timestamps first, then the mix of counter
   * and non-counter statements against the batch type, then the one table of a batch with
   * conditions. (Its one partition is checked as it runs: {@link ConditionalExecution}.)
   */
  private void validate(BatchType type, Kinds kinds) {
    if (timestamp != null) {
      if (kinds.conditional) {
        throw new InvalidRequestException("Cannot provide custom timestamp for conditional BATCH");
      }
      if (type == BatchType.COUNTER) {
        throw new InvalidRequestException("Cannot provide custom timestamp for counter BATCH");
      }
      if (kinds.timestamped) {
        throw new InvalidRequestException(
            "Timestamp must be set either on BATCH or individual statements");
      }
    }
    if (timestamp != null && kinds.counters) {
      throw new InvalidRequestException(
          "Cannot provide custom timestamp for a BATCH containing counters");
    }
    if (type == BatchType.COUNTER && kinds.nonCounters) {
      throw new InvalidRequestException("Cannot include non-counter statement in a counter batch");
    }
    if (kinds.counters && kinds.nonCounters) {
      throw new InvalidRequestException(
          "Counter and non-counter mutations cannot exist in the same batch");
    }
    if (type == BatchType.LOGGED && kinds.counters) {
      throw new InvalidRequestException("Cannot include a counter statement in a logged batch");
    }
    if (kinds.conditional) {
      for (PreparedModification s : statements) {
        if (s.table().storageId() != statements.get(0).table().storageId()) {
          throw new InvalidRequestException("Batch with conditions cannot span multiple tables");
        }
      }
    }
  }

  /** A protocol-level batch of prepared statements, each bound with its own values. */
  public static BatchStatement of(BatchType type, List<PreparedModification> statements) {
    return new BatchStatement(type, statements, new BindVariables(), null);
  }

  /**
   * {@code BEGIN BATCH … APPLY BATCH}: every statement shares the batch's bind variables, numbered
   * through the whole text.
   */
  public static BatchStatement prepare(Batch batch, Schema schema, String keyspace) {
    Using using = batch.using();
    if (using.ttl() != null) {
      throw new InvalidRequestException("Global TTL on the BATCH statement is not supported.");
    }
    BindVariables variables = new BindVariables();
    Term timestamp =
        using.timestamp() == null
            ? null
            : new TermPreparer(null, Map.of(), variables)
                .prepare(
                    using.timestamp(),
                    // Cassandra names the batch's own markers in a pseudo-table "[batch]"
                    new ColumnSpec("[batch]", "[batch]", "[timestamp]", NativeType.BIGINT));
    List<PreparedModification> prepared = new ArrayList<>();
    for (ModificationStatement statement : batch.statements()) {
      PreparedModification child =
          ModificationPreparer.prepare(statement, schema, keyspace, variables);
      child.validate();
      prepared.add(child);
    }
    BatchType type = BatchType.valueOf(batch.type().name());
    return new BatchStatement(type, prepared, variables, timestamp);
  }

  @Override
  public BindVariables variables() {
    return variables;
  }

  @Override
  public boolean isConditional() {
    return conditional;
  }

  /**
   * The variables that bind the partition key of the table of the batch's first variable, the last
   * one of the whole text for each column, as Cassandra reports them for a batch: none when that
   * variable is the batch's own timestamp.
   */
  @Override
  public int[] partitionKeyIndexes() {
    List<ColumnSpec> specs = variables.specs();
    if (!specs.isEmpty()) {
      ColumnSpec first = specs.get(0);
      for (PreparedModification s : statements) {
        if (s.table().keyspace().equals(first.keyspace())
            && s.table().name().equals(first.table())) {
          return variables.partitionKeyIndexes(s.table());
        }
      }
    }
    return new int[0];
  }

  /** A batch needs what each of its statements needs. */
  @Override
  public void authorize(AccessCheck check) {
    for (PreparedModification statement : statements) {
      statement.authorize(check);
    }
  }

  @Override
  public QueryResult execute(QueryOptions options, ExecutionContext context) {
    List<QueryOptions> each = new ArrayList<>(statements.size());
    statements.forEach(s -> each.add(options));
    return execute(each, context);
  }

  /** Runs the batch with one set of (positional) values per statement. */
  public QueryResult execute(List<QueryOptions> options, ExecutionContext context) {
    if (conditional) {
      options.get(0).consistency().checkConditionalCommit();
      return ConditionalExecution.run(statements, options, context, true);
    }
    // Cassandra checks no consistency level of a batch without conditions: serial levels, and ANY
    // for counters, are taken there where a single statement is refused them
    MutationCollector mutations = collect(options, context, partitionKeys(options));
    List<String> warnings = mutations.warnings();
    if (logged) {
      lowGcGraceWarning().ifPresent(warnings::add);
    }
    mutations.apply(context, built -> BatchSize.check(built, mutations).ifPresent(warnings::add));
    if (!logged && mutations.partitionCount() > UNLOGGED_PARTITIONS_WARN_THRESHOLD) {
      warnings.add(unloggedWarning(mutations));
    }
    return warnings.isEmpty() ? QueryResult.Void.EMPTY : new QueryResult.Void(warnings);
  }

  /**
   * Every statement's partitions, which Cassandra builds for the whole batch before the rest of any
   * statement's values.
   */
  private List<List<DecoratedKey>> partitionKeys(List<QueryOptions> options) {
    List<List<DecoratedKey>> keys = new ArrayList<>(statements.size());
    for (int i = 0; i < statements.size(); i++) {
      keys.add(statements.get(i).partitionKeys(options.get(i)));
    }
    return keys;
  }

  /**
   * The changes of every statement, with its values and partitions.
   *
   * <p>This loop and the one before are methods of their own, not loops in {@link #execute(List,
   * ExecutionContext)}: C2 compiles a method for an entry in the middle of a loop that runs many
   * times a call (an on-stack replacement), and with execute's loops it had compiled execute's
   * whole inlined write path once for each loop besides its normal compilation, during a one-thread
   * load (half a second for one of them).
   */
  private MutationCollector collect(
      List<QueryOptions> options, ExecutionContext context, List<List<DecoratedKey>> keys) {
    long ts =
        timestamp == null
            ? context.timestamp()
            : PreparedModification.timestampOf(timestamp, options.get(0), context.timestamp());
    MutationCollector mutations = new MutationCollector();
    for (int i = 0; i < statements.size(); i++) {
      statements.get(i).collect(options.get(i), keys.get(i), context, ts, mutations);
    }
    return mutations;
  }

  /**
   * Cassandra's warning for a logged batch on tables with gc_grace_seconds 0: its batchlog entries
   * take their TTL from that setting.
   */
  private Optional<String> lowGcGraceWarning() {
    Set<String> tables = new TreeSet<>();
    for (PreparedModification statement : statements) {
      if (statement.table().params().gcGraceSeconds() == 0) {
        tables.add(statement.table().toString());
      }
    }
    if (tables.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(
        "Executing a LOGGED BATCH on table"
            + (tables.size() == 1 ? "" : "s")
            + " "
            + tables
            + ", configured with a gc_grace_seconds of 0. The gc_grace_seconds is used to TTL"
            + " batchlog entries, so setting gc_grace_seconds too low on tables involved in an"
            + " atomic batch might cause batchlog entries to expire before being replayed.");
  }

  private static String unloggedWarning(MutationCollector mutations) {
    Set<String> tables = mutations.tables();
    return "Unlogged batch covering "
        + mutations.partitionCount()
        + " partitions detected against table"
        + (tables.size() == 1 ? "" : "s")
        + " "
        + tables
        + ". You should use a logged batch for atomicity, or asynchronous writes for"
        + " performance.";
  }
}

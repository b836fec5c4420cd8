package io.wcs.engine.cql.modification;

import io.wcs.engine.auth.AccessCheck;
import io.wcs.engine.cql.CqlStatement;
import io.wcs.engine.cql.ExecutionContext;
import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.cql.QueryResult;
import io.wcs.engine.cql.lwt.CasConditions;
import io.wcs.engine.cql.restrictions.TableKeys;
import io.wcs.engine.cql.restrictions.WhereClause;
import io.wcs.engine.cql.term.BindVariables;
import io.wcs.engine.cql.term.Term;
import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.DeletionTime;
import io.wcs.engine.types.ClusteringCodec;
import io.wcs.engine.types.NativeType;
import io.wcs.parser.ast.Permission;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * A prepared INSERT, UPDATE or DELETE: the rows its WHERE clause (or INSERT's key values) names,
 * the column operations to run on each, and its timestamp and TTL. DELETE without columns deletes
 * whole rows, a clustering range (range tombstones) or the partition, as the WHERE clause says.
 * With an IF clause it runs as a lightweight transaction ({@link ConditionalExecution}). Immutable
 * and thread-safe.
 */
public final class PreparedModification implements CqlStatement {
  /** Cassandra's limit: 20 years. */
  static final int MAX_TTL = 20 * 365 * 24 * 60 * 60;

  private static final int MAX_EXPIRY_SECONDS = Integer.MAX_VALUE - 1;

  /** A statement without USING TTL (a given TTL is never negative). */
  private static final int NO_TTL_GIVEN = -1;

  private static final String MAX_EXPIRY = "2038-01-19T03:14:06+00:00";

  /** Cassandra's limit on a partition key: its length is written as an unsigned short. */
  static final int MAX_KEY_LENGTH = 0xFFFF;

  enum Kind {
    INSERT,
    UPDATE,
    DELETE
  }

  private final Kind kind;
  private final TableMetadata table;
  private final WhereClause where;
  private final List<ColumnOperation> operations;
  private final boolean staticOnly;
  private final Term timestamp;
  private final Term ttl;
  private final BindVariables variables;
  private final int[] partitionKeyIndexes;
  private final UnaryOperator<QueryOptions> rowValues;
  private final CasConditions conditions;

  /**
   * @param rowValues the values the WHERE clause and the operations read, from the statement's
   *     options (the identity, except for INSERT JSON which derives them from the JSON document)
   */
  PreparedModification(
      Kind kind,
      TableMetadata table,
      WhereClause where,
      List<ColumnOperation> operations,
      boolean staticOnly,
      Term timestamp,
      Term ttl,
      BindVariables variables,
      int[] partitionKeyIndexes,
      UnaryOperator<QueryOptions> rowValues) {
    this(
        kind,
        table,
        where,
        operations,
        staticOnly,
        timestamp,
        ttl,
        variables,
        partitionKeyIndexes,
        rowValues,
        null);
  }

  private PreparedModification(
      Kind kind,
      TableMetadata table,
      WhereClause where,
      List<ColumnOperation> operations,
      boolean staticOnly,
      Term timestamp,
      Term ttl,
      BindVariables variables,
      int[] partitionKeyIndexes,
      UnaryOperator<QueryOptions> rowValues,
      CasConditions conditions) {
    this.kind = kind;
    this.table = table;
    this.where = where;
    this.operations = inWriteOrder(operations);
    this.staticOnly = staticOnly;
    this.timestamp = timestamp;
    this.ttl = ttl;
    this.variables = variables;
    this.partitionKeyIndexes = partitionKeyIndexes;
    this.rowValues = rowValues;
    this.conditions = conditions;
  }

  /**
   * The operations in the order Cassandra runs them, and so binds their values: those on the row's
   * columns, then those on static columns, each in the order written.
   */
  private static List<ColumnOperation> inWriteOrder(List<ColumnOperation> operations) {
    List<ColumnOperation> ordered = new ArrayList<>(operations.size());
    List<ColumnOperation> statics = new ArrayList<>();
    for (ColumnOperation op : operations) {
      (op.column().kind() == ColumnMetadata.Kind.STATIC ? statics : ordered).add(op);
    }
    ordered.addAll(statics);
    return List.copyOf(ordered);
  }

  /** This statement with an IF clause: run as a lightweight transaction. */
  PreparedModification withConditions(CasConditions ifClause) {
    return new PreparedModification(
        kind,
        table,
        where,
        operations,
        staticOnly,
        timestamp,
        ttl,
        variables,
        partitionKeyIndexes,
        rowValues,
        ifClause);
  }

  /** A write needs MODIFY on its table; a conditional one reads too, and needs SELECT. */
  @Override
  public void authorize(AccessCheck check) {
    check.ensureTable(Permission.MODIFY, table);
    if (conditions != null) {
      check.ensureTable(Permission.SELECT, table);
    }
  }

  /** The IF clause, or null when the statement is unconditional. */
  CasConditions conditions() {
    return conditions;
  }

  TableMetadata table() {
    return table;
  }

  TableKeys keys() {
    return where.keys();
  }

  WhereClause where() {
    return where;
  }

  boolean hasTimestamp() {
    return timestamp != null;
  }

  /** Whether the statement writes static columns. */
  boolean updatesStaticRow() {
    for (ColumnOperation op : operations) {
      if (op.column().kind() == ColumnMetadata.Kind.STATIC) {
        return true;
      }
    }
    return false;
  }

  /** Whether the statement writes rows: it names their clustering, or the table has none. */
  boolean updatesRegularRows() {
    return table.clustering().isEmpty() || where.hasClusteringRestrictions();
  }

  /** The partitions the statement writes. */
  List<DecoratedKey> partitionKeys(QueryOptions statementOptions) {
    List<DecoratedKey> keys = where.partitionKeys(rowValues.apply(statementOptions));
    keys.forEach(PreparedModification::checkKeySize);
    return keys;
  }

  /**
   * The one partition this statement of a compare-and-set writes: its keys are built, then IN on
   * the partition key refused, as Cassandra refuses it (in other words within a batch).
   */
  DecoratedKey casPartition(QueryOptions statementOptions, boolean inBatch) {
    List<DecoratedKey> keys = partitionKeys(statementOptions);
    if (where.hasPartitionKeyIn()) {
      throw new InvalidRequestException(
          inBatch
              ? "Batch with conditions cannot span multiple partitions (you cannot use IN on the"
                  + " partition key)"
              : "IN on the partition key is not supported with conditional " + written());
    }
    return keys.get(0);
  }

  /**
   * What this statement's IF clause checks, or null when it has none; as Cassandra builds a
   * compare-and-set, IN on the clustering is refused, then the row written (or a range deletion's
   * bounds) bound. The clause checks the row, or its partition's static row: for a statement on
   * static columns only, or conditions on static columns only, which Cassandra checks without
   * reading the row.
   */
  ConditionalExecution.Target casTarget(QueryOptions statementOptions) {
    if (where.hasClusteringIn()) {
      throw new InvalidRequestException(
          "IN on the clustering key columns is not supported with conditional " + written());
    }
    QueryOptions options = rowValues.apply(statementOptions);
    byte[] clustering = null;
    if (!staticOnly) {
      if (where.namesWholeRows()) {
        clustering = where.keys().clustering().encode(where.clusterings(options).get(0));
      } else {
        where.deletedSlices(options);
      }
    }
    if (conditions == null) {
      return null;
    }
    boolean staticRow =
        clustering == null
            || conditions.kind() == CasConditions.Kind.COLUMNS && !conditions.readsRegularColumns();
    return new ConditionalExecution.Target(conditions, staticRow ? null : clustering);
  }

  /** What Cassandra calls the writes of this statement's kind. */
  private String written() {
    return kind == Kind.DELETE ? "deletions" : "updates";
  }

  @Override
  public boolean isConditional() {
    return conditions != null;
  }

  public boolean isCounter() {
    return table.counter();
  }

  @Override
  public BindVariables variables() {
    return variables;
  }

  @Override
  public int[] partitionKeyIndexes() {
    return partitionKeyIndexes.clone();
  }

  /** A counter update takes no TTL or timestamp, refused as Cassandra validates the statement. */
  @Override
  public void validate() {
    if (table.counter() && ttl != null) {
      throw new InvalidRequestException("Cannot provide custom TTL for counter updates");
    }
    if (table.counter() && timestamp != null) {
      throw new InvalidRequestException("Cannot provide custom timestamp for counter updates");
    }
  }

  @Override
  public QueryResult execute(QueryOptions options, ExecutionContext context) {
    if (conditions != null) {
      options.consistency().checkConditionalCommit();
      return ConditionalExecution.run(List.of(this), List.of(options), context, false);
    }
    options.consistency().checkWrite(table);
    // Cassandra reads a statement's USING TIMESTAMP first (for its guardrails), then its keys
    long ts =
        timestamp == null
            ? context.timestamp()
            : timestampOf(timestamp, options, context.timestamp());
    MutationCollector mutations = new MutationCollector();
    write(options, partitionKeys(options), context, null, ts, mutations);
    mutations.apply(context);
    return mutations.warnings().isEmpty()
        ? QueryResult.Void.EMPTY
        : new QueryResult.Void(mutations.warnings());
  }

  /**
   * Adds this statement's changes, as one of a batch's, to {@code out}.
   *
   * @param keys its partitions, which a batch builds for all its statements first
   * @param batchTimestamp the timestamp when the statement has no USING TIMESTAMP
   */
  void collect(
      QueryOptions statementOptions,
      List<DecoratedKey> keys,
      ExecutionContext context,
      long batchTimestamp,
      MutationCollector out) {
    write(statementOptions, keys, context, timestamp, batchTimestamp, out);
  }

  /**
   * Adds this statement's changes to its one partition {@code key}, dated {@code ts} whatever its
   * own USING TIMESTAMP says: as Cassandra dates each statement of a conditional batch, by the
   * compare-and-set.
   */
  void collectAt(
      QueryOptions statementOptions,
      DecoratedKey key,
      ExecutionContext context,
      long ts,
      MutationCollector out) {
    write(statementOptions, List.of(key), context, null, ts, out);
  }

  /**
   * Adds the changes to {@code keys} to {@code out}, the values bound in Cassandra's order: the
   * rows or ranges written (nothing more when there are none: an empty IN or slice), the timestamp,
   * the TTL, the timestamp's bounds, then the operations' values row by row.
   *
   * @param ownTimestamp the USING TIMESTAMP to date the changes by, or null to date them {@code ts}
   */
  private void write(
      QueryOptions statementOptions,
      List<DecoratedKey> keys,
      ExecutionContext context,
      Term ownTimestamp,
      long ts,
      MutationCollector out) {
    QueryOptions options = rowValues.apply(statementOptions);
    if (kind == Kind.DELETE && operations.isEmpty()) {
      RowDeletions deleted = RowDeletions.of(where, options);
      if (deleted != null) {
        long at = dated(statementOptions, ownTimestamp, ts);
        DeletionTime deletion = new DeletionTime(at, context.nowInSeconds());
        for (DecoratedKey key : keys) {
          deleted.apply(out.deletions(table, key), deletion);
        }
      }
      return;
    }
    List<byte[][]> clusterings = staticOnly ? null : where.clusterings(options);
    boolean range = false;
    if (clusterings != null) {
      clusterings.forEach(PreparedModification::checkClusteringSize);
      range = kind == Kind.DELETE && !where.namesWholeRows();
      // a range whose columns are refused is bound as a read binds it: a null bound is no fault
      if (clusterings.isEmpty() || range && where.slices(options).size() == 0) {
        return;
      }
    }
    long at = timestampOrDefault(statementOptions, ownTimestamp, ts);
    int givenTtl = givenTtl(statementOptions);
    int ttlSeconds = givenTtl != NO_TTL_GIVEN ? givenTtl : table.params().defaultTimeToLive();
    checkExpiration(ttlSeconds, givenTtl == NO_TTL_GIVEN, context.nowInSeconds());
    checkTimestamp(at);
    if (range && !keys.isEmpty()) {
      // Cassandra refuses this as it writes a partition: after the range and the timestamp, and
      // only when the statement names one
      throw new InvalidRequestException("Range deletions are not supported for specific columns");
    }
    for (DecoratedKey key : keys) {
      if (clusterings == null) {
        addRow(options, context, key, null, null, at, ttlSeconds, out);
        continue;
      }
      for (byte[][] clustering : clusterings) {
        ClusteringCodec codec = where.keys().clustering();
        addRow(
            options,
            context,
            key,
            codec.encode(clustering),
            codec.writtenValues(clustering),
            at,
            ttlSeconds,
            out);
      }
    }
  }

  /**
   * A deletion's timestamp, checked as Cassandra checks it with a write's TTL (which it has not).
   */
  private static long dated(QueryOptions options, Term ownTimestamp, long ts) {
    return checkTimestamp(timestampOrDefault(options, ownTimestamp, ts));
  }

  private static long timestampOrDefault(QueryOptions options, Term ownTimestamp, long ts) {
    return ownTimestamp == null ? ts : timestampOf(ownTimestamp, options, ts);
  }

  private void addRow(
      QueryOptions options,
      ExecutionContext context,
      DecoratedKey key,
      byte[] clustering,
      byte[] writtenClustering,
      long ts,
      int ttlSeconds,
      MutationCollector out) {
    RowUpdate update =
        new RowUpdate(
            context.storage(),
            table,
            key,
            clustering,
            writtenClustering,
            ts,
            ttlSeconds,
            context.nowInSeconds(),
            kind == Kind.INSERT,
            context.collectionGuardrails(),
            out.warnings(),
            operations.size());
    for (ColumnOperation op : operations) {
      op.execute(options, update);
    }
    out.add(table, key, update);
  }

  /** Cassandra's limits on a partition key's serialized size. */
  private static void checkKeySize(DecoratedKey key) {
    int length = key.key().length;
    if (length == 0) {
      throw new InvalidRequestException("Key may not be empty");
    }
    if (length > MAX_KEY_LENGTH) {
      throw new InvalidRequestException(
          "Key length of " + length + " is longer than maximum of " + MAX_KEY_LENGTH);
    }
  }

  /**
   * Cassandra's limit on each clustering value (a frozen collection too), with the key's message.
   */
  private static void checkClusteringSize(byte[][] clustering) {
    for (byte[] value : clustering) {
      if (value != null && value.length > MAX_KEY_LENGTH) {
        throw new InvalidRequestException(
            "Key length of " + value.length + " is longer than maximum of " + MAX_KEY_LENGTH);
      }
    }
  }

  private long timestamp(QueryOptions options, long defaultTimestamp) {
    return timestamp == null ? defaultTimestamp : timestampOf(timestamp, options, defaultTimestamp);
  }

  /**
   * The value of a USING TIMESTAMP term; unset means the default. Null and malformed values are
   * refused here; the one value Cassandra reserves later ({@link #checkTimestamp}).
   */
  static long timestampOf(Term timestamp, QueryOptions options, long defaultTimestamp) {
    byte[] v = timestamp.bind(options);
    if (v == null) {
      throw new InvalidRequestException("Invalid null value of timestamp");
    }
    if (QueryOptions.isUnset(v)) {
      return defaultTimestamp;
    }
    return (Long) NativeType.BIGINT.deserialize(v);
  }

  /**
   * Refuses Long.MIN_VALUE, which Cassandra reserves for "no timestamp", as it does when it builds
   * a write: after the write's rows and TTL.
   */
  private static long checkTimestamp(long ts) {
    if (ts == Long.MIN_VALUE) {
      throw new InvalidRequestException(
          "Out of bound timestamp, must be in ["
              + (Long.MIN_VALUE + 1)
              + ", "
              + Long.MAX_VALUE
              + "]");
    }
    return ts;
  }

  /**
   * Refuses a time to live that would expire after 2038-01-19T03:14:06Z, the last second a cell's
   * expiry (seconds in an int) holds, as Cassandra 5.0 does with its default expiration policy.
   */
  private void checkExpiration(int ttlSeconds, boolean tableDefault, int now) {
    if (ttlSeconds > 0 && (long) now + ttlSeconds > MAX_EXPIRY_SECONDS) {
      throw new InvalidRequestException(
          "Request on table "
              + table.keyspace()
              + "."
              + table.name()
              + " with "
              + (tableDefault ? "default " : "")
              + "ttl of "
              + ttlSeconds
              + " seconds exceeds maximum supported expiration date of "
              + MAX_EXPIRY
              + ". In order to avoid this use a lower TTL, change the expiration date overflow"
              + " policy or upgrade to a version where this limitation is fixed. See"
              + " CASSANDRA-14092 and CASSANDRA-14227 for more details.");
    }
  }

  /**
   * The USING TTL value, or NO_TTL_GIVEN when the statement has none (or leaves it unset). A null
   * TTL is no TTL, the table's default one too, as in Cassandra.
   */
  private int givenTtl(QueryOptions options) {
    if (ttl == null) {
      return NO_TTL_GIVEN;
    }
    byte[] v = ttl.bind(options);
    if (v == null) {
      return 0;
    }
    if (QueryOptions.isUnset(v)) {
      return NO_TTL_GIVEN;
    }
    int seconds = (Integer) NativeType.INT.deserialize(v);
    if (seconds < 0) {
      throw new InvalidRequestException("A TTL must be greater or equal to 0, but was " + seconds);
    }
    if (seconds > MAX_TTL) {
      throw new InvalidRequestException(
          "ttl is too large. requested (" + seconds + ") maximum (" + MAX_TTL + ")");
    }
    return seconds;
  }
}

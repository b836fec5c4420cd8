package io.wcs.engine.cql;

import io.wcs.engine.auth.AccessCheck;
import io.wcs.engine.auth.RoleStore;
import io.wcs.engine.cql.modification.BatchStatement;
import io.wcs.engine.cql.modification.CollectionGuardrails;
import io.wcs.engine.cql.modification.DerivedWrites;
import io.wcs.engine.cql.modification.PreparedModification;
import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.error.SyntaxException;
import io.wcs.engine.error.UnpreparedException;
import io.wcs.engine.schema.Schema;
import io.wcs.engine.schema.SchemaStore;
import io.wcs.engine.storage.StorageEngine;
import io.wcs.engine.trace.TraceSession;
import io.wcs.engine.trace.Tracing;
import io.wcs.engine.util.IncreasingSequence;
import io.wcs.engine.util.LruCache;
import io.wcs.engine.util.Md5;
import io.wcs.parser.CqlParser;
import io.wcs.parser.CqlSyntaxException;
import io.wcs.parser.ast.Statement;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntSupplier;
import java.util.function.LongSupplier;

/**
 * The engine's {@link QueryHandler}: parses, prepares against the current schema and runs
 * statements on the storage engine. Prepared statements are cached by id, MD5 of the keyspace and
 * the query text (so the id is the same after a restart, as Cassandra's is); a statement prepared
 * under an older schema is prepared again from its text, under the same id, before it runs. The
 * cache is bounded as Cassandra's {@code prepared_statements_cache_size} bounds it: above the bound
 * the least recently used statements are evicted, and executing an evicted id answers UNPREPARED,
 * on which clients prepare again. A statement's weight is an estimate (nothing is measured): a
 * fixed {@value #ENTRY_BYTES} bytes plus {@value #BYTES_PER_QUERY_CHAR} per character of its text,
 * for the syntax tree and plan built from it.
 *
 * <p>Thread-safe: statements are immutable once prepared; a cache lookup takes no lock; write
 * timestamps come from one monotonic clock.
 */
public final class CqlQueryHandler implements QueryHandler {
  static final int ENTRY_BYTES = 1024;
  static final int BYTES_PER_QUERY_CHAR = 16;

  private final StorageEngine storage;
  private final SchemaStore schemaStore;
  private final IntSupplier clock;
  private final DerivedWrites derivedWrites;
  private final CollectionGuardrails collectionGuardrails;
  private final RoleStore roles;
  private final StatementPreparer preparer;
  private final LruCache<ByteBuffer, Entry> prepared;
  private final IncreasingSequence timestamps = new IncreasingSequence();
  // One for the handler: a method reference made for each statement's context was one more object
  // a write, built through a method handle until the JIT's last tier compiled the caller.
  private final LongSupplier writeClock = this::nextTimestamp;

  /**
   * A prepared statement with the schema snapshot it was prepared under. Every change makes a new
   * snapshot, so the snapshot itself tells whether the statement is current, without its digest.
   */
  private record Entry(Prepared prepared, CqlStatement statement, Schema schema) {}

  /**
   * @param clock "now" in seconds, for TTLs and tombstones (the storage engine's clock)
   * @param derivedWrites the index and view writes that base-table writes imply
   * @param preparedCacheBytes the bound on the prepared statements' estimated weight
   * @param node where clients reach this node, who is connected and its settings, as {@code
   *     system.local} and {@code system_views} report them
   * @param roles the roles, whose permissions logged-in clients' statements are checked against
   */
  public CqlQueryHandler(
      StorageEngine storage,
      SchemaStore schemaStore,
      IntSupplier clock,
      DerivedWrites derivedWrites,
      CollectionGuardrails collectionGuardrails,
      long preparedCacheBytes,
      NodeInfo node,
      RoleStore roles) {
    this.storage = storage;
    this.schemaStore = schemaStore;
    this.clock = clock;
    this.derivedWrites = derivedWrites;
    this.collectionGuardrails = collectionGuardrails;
    this.roles = roles;
    this.prepared =
        new LruCache<>(
            preparedCacheBytes,
            e -> ENTRY_BYTES + (long) BYTES_PER_QUERY_CHAR * e.prepared().query().length());
    this.preparer = new StatementPreparer(new VirtualTables(storage, schemaStore, node, roles));
  }

  @Override
  public QueryResult execute(String query, ClientState state, QueryOptions options) {
    TraceSession trace = Tracing.current();
    if (trace != null) {
      trace.event("Parsing " + query);
    }
    Statement parsed = parse(query);
    if (trace != null) {
      trace.event("Preparing statement");
    }
    CqlStatement statement =
        preparer.prepare(parsed, schemaStore.schema(), keyspace(state, options));
    return run(statement, state, options);
  }

  @Override
  public Prepared prepare(String query, ClientState state) {
    String keyspace = state.keyspace();
    byte[] id = id(keyspace, query);
    Entry entry = prepared.get(ByteBuffer.wrap(id));
    Schema schema = schemaStore.schema();
    if (entry == null || entry.schema() != schema) {
      entry = prepareEntry(id, query, keyspace, schema);
    }
    return entry.prepared();
  }

  @Override
  public QueryResult executePrepared(byte[] id, ClientState state, QueryOptions options) {
    return run(current(id).statement(), state, options);
  }

  @Override
  public QueryResult batch(
      BatchType type, List<BatchChild> children, ClientState state, QueryOptions options) {
    options.stop().check();
    List<QueryOptions> childOptions = new ArrayList<>(children.size());
    BatchStatement batch =
        BatchStatement.of(type, statements(children, state, options, childOptions));
    if (state.user() != null) {
      batch.authorize(accessCheck(state));
    }
    return batch.execute(childOptions, context(state, options));
  }

  /**
   * The batch's statements, each child's prepared one or its query prepared now, and each child's
   * values, bound to its statement, added to {@code childOptions}. A loop apart from {@link #batch}
   * so that C2's on-stack compilation for this loop, which runs a hundred times in a JDBC batch of
   * a hundred rows, compiles this loop alone and not the batch's whole write path with it.
   */
  private List<PreparedModification> statements(
      List<BatchChild> children,
      ClientState state,
      QueryOptions options,
      List<QueryOptions> childOptions) {
    List<PreparedModification> statements = new ArrayList<>(children.size());
    // A JDBC batch runs one prepared statement for every child: looked up once, not once a row.
    byte[] lastId = null;
    CqlStatement last = null;
    for (BatchChild child : children) {
      CqlStatement statement;
      if (child.preparedId() == null) {
        statement =
            preparer.prepare(parse(child.query()), schemaStore.schema(), keyspace(state, options));
      } else if (Arrays.equals(child.preparedId(), lastId)) {
        statement = last;
      } else {
        statement = current(child.preparedId()).statement();
        lastId = child.preparedId();
        last = statement;
      }
      if (!(statement instanceof PreparedModification modification)) {
        throw new InvalidRequestException(
            "Invalid statement in batch: only UPDATE, INSERT and DELETE statements are allowed.");
      }
      statements.add(modification);
      childOptions.add(modification.variables().positional(options.withValues(child.values())));
      modification.validate();
    }
    return statements;
  }

  private QueryResult run(CqlStatement statement, ClientState state, QueryOptions options) {
    options.stop().check();
    if (state.user() != null) {
      statement.authorize(accessCheck(state));
    }
    QueryOptions bound = statement.variables().positional(options);
    statement.validate();
    return statement.execute(bound, context(state, options));
  }

  private AccessCheck accessCheck(ClientState state) {
    return new AccessCheck(roles.roles(), state.user(), schemaStore.schema());
  }

  private ExecutionContext context(ClientState state, QueryOptions options) {
    long timestamp =
        options.timestamp() != QueryOptions.NO_TIMESTAMP ? options.timestamp() : nextTimestamp();
    int now =
        options.nowInSeconds() != QueryOptions.NO_NOW ? options.nowInSeconds() : clock.getAsInt();
    return new ExecutionContext(
        storage,
        schemaStore,
        state,
        timestamp,
        now,
        derivedWrites,
        collectionGuardrails,
        writeClock,
        roles);
  }

  /**
   * Microseconds since the epoch, strictly increasing across this handler's statements. The clock
   * is read to the microsecond, not the millisecond: a client such as Cassandra's Java driver
   * stamps its writes with microsecond timestamps, and a lightweight transaction that follows its
   * DELETE within the same millisecond must not be stamped before it (and be shadowed by it).
   */
  private long nextTimestamp() {
    Instant now = Instant.now();
    return timestamps.next(now.getEpochSecond() * 1_000_000 + now.getNano() / 1000);
  }

  /** The cached statement, prepared again if the schema changed since. */
  private Entry current(byte[] id) {
    Entry entry = prepared.get(ByteBuffer.wrap(id));
    if (entry == null) {
      throw new UnpreparedException(id);
    }
    Schema schema = schemaStore.schema();
    if (entry.schema() != schema) {
      entry = prepareEntry(id, entry.prepared().query(), entry.prepared().keyspace(), schema);
    }
    return entry;
  }

  private Entry prepareEntry(byte[] id, String query, String keyspace, Schema schema) {
    CqlStatement statement = preparer.prepare(parse(query), schema, keyspace);
    statement.validate();
    Prepared p =
        new Prepared(
            id.clone(),
            query,
            keyspace,
            statement.variables().specs(),
            statement.resultColumns(),
            statement.partitionKeyIndexes(),
            statement.isConditional());
    // Connections that prepare one query at the same moment (a pool's, a load's threads) get one
    // Prepared: values the driver serialized for its markers are trusted only by a statement whose
    // markers they were serialized for, and a thread holding another statement's had every value
    // checked again.
    return prepared.putUnlessKept(
        ByteBuffer.wrap(id.clone()),
        new Entry(p, statement, schema),
        cached -> cached.schema() == schema);
  }

  private static String keyspace(ClientState state, QueryOptions options) {
    return options.keyspace() != null ? options.keyspace() : state.keyspace();
  }

  /** Parses one statement; a syntax error keeps the parser's positioned message and cause. */
  static Statement parse(String query) {
    try {
      return CqlParser.parse(query);
    } catch (CqlSyntaxException e) {
      SyntaxException error = new SyntaxException(e.getMessage());
      error.initCause(e);
      throw error;
    }
  }

  /** MD5 of the keyspace (or nothing) followed by the query text. */
  private static byte[] id(String keyspace, String query) {
    return Md5.digest(
        ((keyspace == null ? "" : keyspace) + query).getBytes(StandardCharsets.UTF_8));
  }
}

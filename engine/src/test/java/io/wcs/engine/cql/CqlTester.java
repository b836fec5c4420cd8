package io.wcs.engine.cql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.Database;
import io.wcs.engine.DatabaseOptions;
import io.wcs.engine.error.CqlRequestException;
import io.wcs.engine.error.FixHints;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/**
 * Base of CQL feature tests in Cassandra's style: {@code createTable("CREATE TABLE %s (…)")}, then
 * {@code execute("INSERT INTO %s …", values…)} and {@code assertRows(execute("SELECT …"), row(…),
 * …)}. {@code %s} stands for the current table, in keyspace {@code ks}. Values are Java values of
 * the engine's types (Integer for int, Long for bigint, Set, List, Map…), bound through a prepared
 * statement. The clock ("now" in seconds, for TTLs) only moves with {@link #advance}.
 */
public abstract class CqlTester {
  protected static final String KEYSPACE = "ks";
  private static final AtomicInteger TABLE_SEQUENCE = new AtomicInteger();

  private final AtomicInteger clock = new AtomicInteger(1_700_000_000);
  protected Database database;
  protected ClientState state;
  private String table;

  @BeforeEach
  void openDatabase() throws IOException {
    database = open(options(DatabaseOptions.DEFAULT.withClock(clock::get)));
    state = new ClientState(null);
    executeNet(
        "CREATE KEYSPACE "
            + KEYSPACE
            + " WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}");
    executeNet("USE " + KEYSPACE);
  }

  @AfterEach
  void closeDatabase() throws IOException {
    database.close();
  }

  /** Opens the test's database: in memory, unless a test needs files. */
  protected Database open(DatabaseOptions options) throws IOException {
    return Database.inMemory("test", options);
  }

  /** The options of the test's database; tests of settings change {@code defaults}. */
  protected DatabaseOptions options(DatabaseOptions defaults) {
    return defaults;
  }

  /** Creates the table named by {@code %s} in the DDL; later statements' {@code %s} mean it. */
  protected String createTable(String ddl) {
    table = "t" + TABLE_SEQUENCE.incrementAndGet();
    executeNet(ddl);
    return table;
  }

  /** The current table's name. */
  protected String tableName() {
    return table;
  }

  /** Flushes the memtable of the table {@code table} of the test keyspace to an SSTable. */
  protected void flush(String table) throws IOException {
    database.storage().flush(database.schema().table(KEYSPACE, table).storageId());
  }

  /** Flushes the current table's memtable to an SSTable. */
  protected void flush() throws IOException {
    flush(table);
  }

  /** Moves "now" forward, for TTL expiry. */
  protected void advance(int seconds) {
    clock.addAndGet(seconds);
  }

  /** Runs the statement, binding {@code values} (Java values) when there are any. */
  protected QueryResult execute(String cql, Object... values) {
    String query = format(cql);
    if (values.length == 0) {
      return database.handler().execute(query, state, QueryOptions.DEFAULT);
    }
    Prepared prepared = database.handler().prepare(query, state);
    return database.handler().executePrepared(prepared.id(), state, bind(prepared, values));
  }

  /** Runs a statement as text without binding (DDL, USE). */
  protected QueryResult executeNet(String cql) {
    return database.handler().execute(format(cql), state, QueryOptions.DEFAULT);
  }

  protected static QueryOptions bind(Prepared prepared, Object... values) {
    List<byte[]> serialized = new ArrayList<>();
    for (int i = 0; i < values.length; i++) {
      Object v = values[i];
      serialized.add(
          v == null
              ? null
              : v == QueryOptions.UNSET
                  ? QueryOptions.UNSET
                  : prepared.variables().get(i).type().serialize(v));
    }
    return QueryOptions.of(serialized);
  }

  private String format(String cql) {
    return table == null || !cql.contains("%")
        ? cql
        : String.format(Locale.ROOT, cql, KEYSPACE + "." + table);
  }

  protected static Object[] row(Object... values) {
    return values;
  }

  /** The result's rows, deserialized with the result's column types, in order. */
  protected static List<List<Object>> rowsOf(QueryResult result) {
    assertTrue(result instanceof QueryResult.Rows, "expected rows, got " + result);
    QueryResult.Rows rows = (QueryResult.Rows) result;
    List<List<Object>> out = new ArrayList<>();
    for (byte[][] r : rows.rows()) {
      List<Object> values = new ArrayList<>();
      for (int i = 0; i < r.length; i++) {
        values.add(r[i] == null ? null : rows.columns().get(i).type().deserialize(r[i]));
      }
      out.add(values);
    }
    return out;
  }

  protected static void assertRows(QueryResult result, Object[]... expected) {
    List<List<Object>> wanted = new ArrayList<>();
    for (Object[] row : expected) {
      wanted.add(Arrays.asList(row));
    }
    assertEquals(wanted, rowsOf(result));
  }

  protected static void assertEmpty(QueryResult result) {
    assertEquals(List.of(), rowsOf(result));
  }

  /**
   * The statement fails with exactly this message, which a hint on how to fix the statement may
   * follow (see {@link FixHints}).
   */
  protected void assertInvalidMessage(String message, String cql, Object... values) {
    CqlRequestException e = assertThrows(CqlRequestException.class, () -> execute(cql, values));
    assertEquals(message, FixHints.withoutHint(e.getMessage()));
  }

  /** Asserts the names of a result's columns, in order. */
  protected static void assertColumnNames(QueryResult result, String... names) {
    assertEquals(
        List.of(names),
        ((QueryResult.Rows) result).columns().stream().map(ColumnSpec::name).toList());
  }
}

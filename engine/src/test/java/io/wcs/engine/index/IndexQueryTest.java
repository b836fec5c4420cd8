package io.wcs.engine.index;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wcs.engine.Database;
import io.wcs.engine.DatabaseOptions;
import io.wcs.engine.cql.ClientState;
import io.wcs.engine.cql.CqlTester;
import io.wcs.engine.cql.Prepared;
import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.cql.QueryResult;
import io.wcs.engine.cql.restrictions.WhereClause;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Queries through indexes: which ones Cassandra 5.0 answers without ALLOW FILTERING (legacy and
 * storage-attached rules), their results in token order, and paging across index hits.
 */
class IndexQueryTest extends CqlTester {
  private static final String FILTERING = WhereClause.REQUIRES_ALLOW_FILTERING_MESSAGE;

  @Test
  void legacyIndexAnswersOneEqualityAndTheKeyNarrowsIt() {
    createTable("CREATE TABLE %s (k int, c int, a int, b int, PRIMARY KEY (k, c))");
    executeNet("CREATE INDEX ON %s (a)");
    executeNet("CREATE INDEX ON %s (b)");
    execute("INSERT INTO %s (k, c, a, b) VALUES (1, 1, 10, 20)");
    execute("INSERT INTO %s (k, c, a, b) VALUES (1, 2, 10, 21)");
    execute("INSERT INTO %s (k, c, a, b) VALUES (2, 1, 10, 20)");
    assertRows(execute("SELECT c FROM %s WHERE k = 1 AND a = 10"), row(1), row(2));
    assertInvalidMessage(FILTERING, "SELECT c FROM %s WHERE a = 10 AND b = 20");
    assertInvalidMessage(FILTERING, "SELECT c FROM %s WHERE a > 10");
    assertInvalidMessage(FILTERING, "SELECT c FROM %s WHERE a = 10 AND c = 1");
    assertInvalidMessage(
        "Select on indexed columns and with IN clause for the PRIMARY KEY are not supported",
        "SELECT c FROM %s WHERE k IN (1, 2) AND a = 10");
    assertInvalidMessage(
        "ORDER BY with 2ndary indexes is not supported, except for ANN queries.",
        "SELECT c FROM %s WHERE k = 1 AND a = 10 ORDER BY c DESC");
    assertEquals(
        rowsOf(execute("SELECT k, c FROM %s WHERE a = 10 AND b = 20 ALLOW FILTERING")).size(), 2);
  }

  @Test
  void anIndexOnADecimalClusteringColumnIsKeyedByTheValueAsWritten() {
    createTable("CREATE TABLE %s (k int, c decimal, v int, PRIMARY KEY (k, c))");
    execute("INSERT INTO %s (k, c, v) VALUES (1, 1.50, 1)");
    executeNet("CREATE INDEX ON %s (c)");
    execute("INSERT INTO %s (k, c, v) VALUES (2, 2.50, 2)");
    assertRows(execute("SELECT v, c FROM %s WHERE c = 1.50"), row(1, new BigDecimal("1.50")));
    assertRows(execute("SELECT v, c FROM %s WHERE c = 2.50"), row(2, new BigDecimal("2.50")));
  }

  @Test
  void storageAttachedIndexesAnswerRangesAndConjunctions() {
    createTable("CREATE TABLE %s (k int, c int, n int, t text, PRIMARY KEY (k, c))");
    executeNet("CREATE INDEX ON %s (n) USING 'sai'");
    executeNet(
        "CREATE CUSTOM INDEX ON %s (t) USING 'StorageAttachedIndex'"
            + " WITH OPTIONS = {'case_sensitive': 'false'}");
    for (int i = 0; i < 6; i++) {
      execute(
          "INSERT INTO %s (k, c, n, t) VALUES (?, 0, ?, ?)", i, i * 10, i % 2 == 0 ? "Ab" : "x");
    }
    assertEquals(3, rowsOf(execute("SELECT k FROM %s WHERE n >= 20 AND n < 50")).size());
    assertEquals(2, rowsOf(execute("SELECT k FROM %s WHERE t = 'aB' AND n > 0")).size());
    assertInvalidMessage(FILTERING, "SELECT k FROM %s WHERE t > 'a'");
  }

  @Test
  void caseInsensitiveIndexesMatchCollectionElementsAndKeys() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, s set<text>, m map<text, text>)");
    executeNet("CREATE INDEX ON %s (s) USING 'sai' WITH OPTIONS = {'case_sensitive': 'false'}");
    executeNet(
        "CREATE INDEX ON %s (KEYS(m)) USING 'sai' WITH OPTIONS = {'case_sensitive': 'false'}");
    execute("INSERT INTO %s (k, s, m) VALUES (1, {'Red'}, {'Fit': 'Slim'})");
    execute("INSERT INTO %s (k, s, m) VALUES (2, {'blue'}, {'fit': 'Wide'})");
    assertRows(execute("SELECT k FROM %s WHERE s CONTAINS 'RED'"), row(1));
    assertEquals(2, rowsOf(execute("SELECT k FROM %s WHERE m CONTAINS KEY 'FIT'")).size());
    assertEmpty(execute("SELECT k FROM %s WHERE m CONTAINS KEY 'fat'"));
  }

  @Test
  void normalizingIndexesMatchCanonicallyEquivalentText() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, t text)");
    executeNet("CREATE INDEX ON %s (t) USING 'sai' WITH OPTIONS = {'normalize': 'true'}");
    execute("INSERT INTO %s (k, t) VALUES (1, ?)", "caf\u00e9");
    assertRows(execute("SELECT k FROM %s WHERE t = ?", "cafe\u0301"), row(1));
    assertEmpty(execute("SELECT k FROM %s WHERE t = 'CAF\u00c9'"));
  }

  @Test
  void tokenRangesAndKeyComponentsNarrowOrDriveTheLookup() {
    createTable("CREATE TABLE %s (a int, b int, c int, v int, PRIMARY KEY ((a, b), c))");
    executeNet("CREATE INDEX ON %s (v)");
    executeNet("CREATE INDEX ON %s (a)");
    for (int a = 0; a < 5; a++) {
      for (int b = 0; b < 4; b++) {
        execute("INSERT INTO %s (a, b, c, v) VALUES (?, ?, 0, ?)", a, b, (a + b) % 2);
      }
    }
    List<List<Object>> all = rowsOf(execute("SELECT token(a, b), a, b FROM %s WHERE v = 1"));
    assertEquals(10, all.size());
    long middle = (Long) all.get(5).get(0);
    assertEquals(
        all.subList(5, 10),
        rowsOf(
            execute("SELECT token(a, b), a, b FROM %s WHERE token(a, b) >= ? AND v = 1", middle)));
    assertEquals(
        rowsOf(execute("SELECT a, b FROM %s WHERE a = 2 ALLOW FILTERING")),
        rowsOf(execute("SELECT a, b FROM %s WHERE a = 2")));
    assertEquals(4, rowsOf(execute("SELECT a, b FROM %s WHERE a = 2")).size());
    assertInvalidMessage(FILTERING, "SELECT a FROM %s WHERE a = 2 AND v = 1");
    assertInvalidMessage(FILTERING, "SELECT a FROM %s WHERE b = 2 AND v = 1");
  }

  @Test
  void fullIndexesCompareWholeFrozenCollections() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, fs frozen<set<int>>)");
    executeNet("CREATE INDEX ON %s (FULL(fs))");
    execute("INSERT INTO %s (k, fs) VALUES (1, {1, 2})");
    execute("INSERT INTO %s (k, fs) VALUES (2, {1})");
    assertRows(execute("SELECT k FROM %s WHERE fs = {2, 1}"), row(1));
    assertInvalidMessage(FILTERING, "SELECT k FROM %s WHERE fs CONTAINS 1");
  }

  @Test
  void pagingThroughIndexHitsEqualsTheUnpagedResult() {
    createTable("CREATE TABLE %s (k int, c int, v int, s int STATIC, PRIMARY KEY (k, c))");
    executeNet("CREATE INDEX ON %s (v)");
    executeNet("CREATE INDEX ON %s (s)");
    for (int k = 0; k < 40; k++) {
      execute("INSERT INTO %s (k, s) VALUES (?, ?)", k, k % 2);
      for (int c = 0; c < 8; c++) {
        execute("INSERT INTO %s (k, c, v) VALUES (?, ?, ?)", k, c, (k + c) % 3);
      }
    }
    for (String where : List.of("v = 1", "s = 1")) {
      String query = "SELECT k, c FROM %s WHERE " + where;
      List<List<Object>> all = rowsOf(execute(query + " ALLOW FILTERING"));
      assertEquals(all, rowsOf(execute(query)), where);
      for (int pageSize : new int[] {1, 3, 8, 50, 1000}) {
        assertEquals(all, allPages(query, pageSize), where + ", page size " + pageSize);
      }
    }
  }

  @Test
  void indexesSurviveARestartOfAFileDatabase(@TempDir Path dir) throws IOException {
    ClientState session = new ClientState(null);
    try (Database db = Database.open(dir, DatabaseOptions.DEFAULT)) {
      run(db, session, "CREATE KEYSPACE r WITH replication = {'class': 'SimpleStrategy'}");
      run(db, session, "CREATE TABLE r.t (k int PRIMARY KEY, v text)");
      run(db, session, "INSERT INTO r.t (k, v) VALUES (1, 'a')");
      run(db, session, "CREATE INDEX ON r.t (v)");
      run(db, session, "INSERT INTO r.t (k, v) VALUES (2, 'a')");
    }
    try (Database db = Database.open(dir, DatabaseOptions.DEFAULT)) {
      QueryResult result = run(db, session, "SELECT k FROM r.t WHERE v = 'a'");
      assertEquals(2, ((QueryResult.Rows) result).rows().size());
      run(db, session, "UPDATE r.t SET v = 'b' WHERE k = 1");
      assertEquals(
          1,
          ((QueryResult.Rows) run(db, session, "SELECT k FROM r.t WHERE v = 'a'")).rows().size());
    }
  }

  private static QueryResult run(Database db, ClientState session, String cql) {
    return db.handler().execute(cql, session, QueryOptions.DEFAULT);
  }

  /** Every page of the query, each resumed from the previous page's paging state. */
  private List<List<Object>> allPages(String cql, int pageSize) {
    Prepared prepared =
        database.handler().prepare(cql.replace("%s", KEYSPACE + "." + tableName()), state);
    List<List<Object>> rows = new ArrayList<>();
    byte[] paging = null;
    do {
      QueryResult.Rows page =
          (QueryResult.Rows)
              database
                  .handler()
                  .executePrepared(
                      prepared.id(), state, QueryOptions.DEFAULT.withPaging(pageSize, paging));
      rows.addAll(rowsOf(page));
      paging = page.pagingState();
    } while (paging != null);
    return rows;
  }
}

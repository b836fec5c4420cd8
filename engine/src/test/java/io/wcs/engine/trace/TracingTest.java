package io.wcs.engine.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.Database;
import io.wcs.engine.DatabaseOptions;
import io.wcs.engine.cql.CqlTester;
import io.wcs.engine.cql.QueryResult;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a traced request records, read back from system_traces as drivers and cqlsh read it. */
class TracingTest extends CqlTester {
  // on files, so that flushes make the SSTables a read's trace counts
  @TempDir Path dir;

  @Override
  protected Database open(DatabaseOptions options) throws IOException {
    return Database.open(dir, options);
  }

  private UUID traced(String cql) {
    TraceSession session =
        database.tracing().begin(null, "Execute CQL3 query", Map.of("query", cql));
    try {
      executeNet(cql);
    } finally {
      database.tracing().end(session);
    }
    return session.id();
  }

  private List<String> activities(UUID session) {
    QueryResult events =
        executeNet("SELECT activity FROM system_traces.events WHERE session_id = " + session);
    List<String> activities = new ArrayList<>();
    rowsOf(events).forEach(r -> activities.add((String) r.get(0)));
    return activities;
  }

  @Test
  void recordsTheStepsOfATracedReadAndWrite() {
    String t = createTable("CREATE TABLE %s (k int, c int, v int, PRIMARY KEY (k, c))");
    UUID write = traced("INSERT INTO " + t + " (k, c, v) VALUES (1, 1, 1)");
    assertEquals(
        List.of(
            "Parsing INSERT INTO " + t + " (k, c, v) VALUES (1, 1, 1)",
            "Preparing statement",
            "Appending to commitlog",
            "Adding to " + t.substring(t.indexOf('.') + 1) + " memtable"),
        activities(write));

    UUID read = traced("SELECT * FROM " + t + " WHERE k = 1");
    List<String> steps = activities(read);
    assertEquals(
        List.of(
            "Executing single-partition query on " + t.substring(t.indexOf('.') + 1),
            "Acquiring sstable references",
            "Skipped 0/0 non-slice-intersecting sstables, included 0 due to tombstones",
            "Merged data from memtables and 0 sstables",
            "Read 1 live rows and 0 tombstone cells"),
        steps.subList(2, steps.size()));

    List<String> missing = activities(traced("SELECT * FROM " + t + " WHERE k = 2"));
    assertEquals("Read 0 live rows and 0 tombstone cells", missing.get(missing.size() - 1));

    UUID scan = traced("SELECT * FROM " + t);
    assertTrue(
        activities(scan)
            .contains(
                "Executing seq scan across 0 sstables for (min(-9223372036854775808),"
                    + " min(-9223372036854775808)]"),
        activities(scan) + "");
  }

  @Test
  void listsEachSessionWithItsRequestAndParameters() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY)");
    UUID session = traced("SELECT * FROM " + tableName() + " WHERE k = 1");
    List<List<Object>> rows =
        rowsOf(
            executeNet(
                "SELECT request, parameters, duration FROM system_traces.sessions"
                    + " WHERE session_id = "
                    + session));
    assertEquals(1, rows.size());
    assertEquals("Execute CQL3 query", rows.get(0).get(0));
    assertEquals(
        Map.of("query", "SELECT * FROM " + tableName() + " WHERE k = 1"), rows.get(0).get(1));
    assertTrue((Integer) rows.get(0).get(2) >= 0);
  }

  /**
   * Scans of token ranges, traced with Cassandra's bounds; the empty range after the ring's last
   * token is still scanned, as in Cassandra, and bounds that cross read nothing.
   */
  @Test
  void tracesTheScansOfTokenRangesInCassandrasWords() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY)");
    execute("INSERT INTO %s (k) VALUES (1)");
    assertEquals(List.of(seqScan("(max(5), min(10)]")), scans("token(k) > 5 AND token(k) < 10"));
    String afterTheLast = seqScan("(max(9223372036854775807), min(-9223372036854775808)]");
    assertEquals(List.of(afterTheLast), scans("token(k) > 9223372036854775807"));
    assertEquals(
        List.of(afterTheLast),
        scans("token(k) > 9223372036854775807 AND token(k) <= -9223372036854775808"));
    assertEquals(List.of(), scans("token(k) > 9223372036854775807 AND token(k) < 5"));
    assertEquals(List.of(), scans("token(k) > 5 AND token(k) <= 5"));
  }

  private static String seqScan(String range) {
    return "Executing seq scan across 0 sstables for " + range;
  }

  /** The scan steps of a traced SELECT of every row {@code where} lets through. */
  private List<String> scans(String where) {
    return activities(traced("SELECT * FROM " + tableName() + " WHERE " + where)).stream()
        .filter(a -> a.startsWith("Executing seq scan"))
        .toList();
  }

  /** The steps of a traced read that name its sources, as Cassandra words them. */
  private List<String> sourceSteps(String cql) {
    return activities(traced(cql)).stream()
        .filter(a -> a.startsWith("Skipped") || a.startsWith("Merg"))
        .toList();
  }

  private static final List<String> BY_NAME = List.of("Merging memtable contents");

  private static List<String> slice(int skipped, int inKeyRange, int merged) {
    return List.of(
        "Skipped "
            + skipped
            + "/"
            + inKeyRange
            + " non-slice-intersecting sstables, included 0 due to tombstones",
        "Merged data from memtables and " + merged + " sstables");
  }

  // Cassandra 5.0.2's traces of the same statements, less the events of its own SSTable format
  // (key cache hits, partition index lookups), which WCS's files have no counterpart of.
  @Test
  void tracesReadsByRowNameApartFromSlicesAsCassandraReadsThem() {
    executeNet("CREATE TYPE ks.pt (x int, y int)");
    String t = createTable("CREATE TABLE %s (k int, c int, v int, PRIMARY KEY (k, c))");
    String u = createTable("CREATE TABLE %s (k int PRIMARY KEY, v int, l list<int>, p pt)");
    String n = createTable("CREATE TABLE %s (k int PRIMARY KEY, n counter)");
    executeNet("INSERT INTO ks." + t + " (k, c, v) VALUES (1, 1, 1)");
    executeNet("INSERT INTO ks." + u + " (k, v) VALUES (1, 1)");
    executeNet("UPDATE ks." + n + " SET n = n + 1 WHERE k = 1");

    // rows named by their whole clustering (or a table without one), no collection queried
    assertEquals(BY_NAME, sourceSteps("SELECT * FROM ks." + t + " WHERE k = 1 AND c = 1"));
    assertEquals(BY_NAME, sourceSteps("SELECT * FROM ks." + t + " WHERE k = 1 AND c IN (1, 2)"));
    assertEquals(BY_NAME, sourceSteps("SELECT c FROM ks." + t + " WHERE k = 1 AND c = 1"));
    assertEquals(BY_NAME, sourceSteps("SELECT v FROM ks." + u + " WHERE k = 1"));
    assertEquals(BY_NAME, sourceSteps("SELECT writetime(v) FROM ks." + u + " WHERE k = 1"));
    assertEquals(
        BY_NAME,
        sourceSteps("SELECT k, v FROM ks." + u + " WHERE k = 1 AND v = 1 ALLOW FILTERING"));
    // a slice, DISTINCT, or a collection, user type or counter among the columns queried (all of
    // them when only key columns are selected)
    assertEquals(slice(0, 0, 0), sourceSteps("SELECT * FROM ks." + t + " WHERE k = 1"));
    assertEquals(slice(0, 0, 0), sourceSteps("SELECT * FROM ks." + t + " WHERE k = 1 AND c > 0"));
    assertEquals(slice(0, 0, 0), sourceSteps("SELECT DISTINCT k FROM ks." + t + " WHERE k = 1"));
    assertEquals(slice(0, 0, 0), sourceSteps("SELECT * FROM ks." + u + " WHERE k = 1"));
    assertEquals(slice(0, 0, 0), sourceSteps("SELECT p FROM ks." + u + " WHERE k = 1"));
    assertEquals(slice(0, 0, 0), sourceSteps("SELECT k FROM ks." + u + " WHERE k = 1"));
    assertEquals(slice(0, 0, 0), sourceSteps("SELECT count(*) FROM ks." + u + " WHERE k = 1"));
    assertEquals(slice(0, 0, 0), sourceSteps("SELECT n FROM ks." + n + " WHERE k = 1"));
    assertEquals(
        slice(0, 0, 0),
        sourceSteps("SELECT v FROM ks." + u + " WHERE k = 1 AND l CONTAINS 1 ALLOW FILTERING"));
    // a key no source holds: no merge
    assertEquals(
        List.of(
            slice(0, 0, 0).get(0),
            slice(0, 0, 0).get(1),
            "Skipped 0/0 non-slice-intersecting sstables, included 0 due to tombstones"),
        sourceSteps("SELECT k FROM ks." + u + " WHERE k IN (1, 2)"));
  }

  @Test
  void countsTheSSTablesOfTheKeysRangeThatASliceSkipsAndMerges() throws Exception {
    String t = createTable("CREATE TABLE %s (k int, c int, v int, PRIMARY KEY (k, c))");
    executeNet("INSERT INTO ks." + t + " (k, c, v) VALUES (1, 1, 1)");
    flush();
    assertEquals(slice(0, 1, 1), sourceSteps("SELECT * FROM ks." + t + " WHERE k = 1"));
    assertEquals(slice(0, 1, 1), sourceSteps("SELECT * FROM ks." + t + " WHERE k = 1 AND c > 0"));
    assertEquals(BY_NAME, sourceSteps("SELECT * FROM ks." + t + " WHERE k = 1 AND c = 1"));
    // outside the rows' clustering bounds, outside the SSTable's key range
    assertEquals(
        slice(1, 1, 0).subList(0, 1),
        sourceSteps("SELECT * FROM ks." + t + " WHERE k = 1 AND c > 5"));
    assertEquals(
        slice(0, 0, 0).subList(0, 1), sourceSteps("SELECT * FROM ks." + t + " WHERE k = 3"));
    // the memtable holds the partition again
    executeNet("INSERT INTO ks." + t + " (k, c, v) VALUES (1, 2, 2)");
    assertEquals(slice(0, 1, 1), sourceSteps("SELECT * FROM ks." + t + " WHERE k = 1"));
    assertEquals(slice(1, 1, 0), sourceSteps("SELECT * FROM ks." + t + " WHERE k = 1 AND c > 5"));
  }

  @Test
  void tracesTheReadOfACompareAndSetAsCassandraReadsIt() {
    String t = createTable("CREATE TABLE %s (k int, c int, v int, PRIMARY KEY (k, c))");
    UUID insert = traced("INSERT INTO ks." + t + " (k, c, v) VALUES (5, 1, 1) IF NOT EXISTS");
    assertEquals(
        List.of(
            "Reading existing values for CAS precondition",
            "Executing single-partition query on " + t,
            "Acquiring sstable references",
            "Merging memtable contents",
            "CAS precondition is met; proposing client-requested updates"),
        activities(insert).subList(2, 7));
    String u = createTable("CREATE TABLE %s (k int PRIMARY KEY, v int, l list<int>)");
    // every regular column is read, the list too
    assertEquals(
        slice(0, 0, 0).subList(0, 1),
        sourceSteps("UPDATE ks." + u + " SET v = 2 WHERE k = 1 IF v = 1"));
  }

  @Test
  void recordsNothingOfAnUntracedRequestAndKeepsTheLastThousand() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY)");
    executeNet("SELECT * FROM " + tableName());
    assertNull(Tracing.current());
    assertEquals(0, rowsOf(executeNet("SELECT * FROM system_traces.sessions")).size());
    for (int i = 0; i < Tracing.KEPT + 5; i++) {
      TraceSession s = database.tracing().begin(null, "Execute CQL3 query", Map.of());
      database.tracing().end(s);
    }
    assertEquals(Tracing.KEPT, database.tracing().sessions().size());
  }
}

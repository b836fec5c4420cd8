package io.wcs.engine.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.cql.CqlTester;
import io.wcs.engine.cql.QueryResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** What a traced request records, read back from system_traces as drivers and cqlsh read it. */
class TracingTest extends CqlTester {

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
            "Adding to " + t.substring(t.indexOf('.') + 1) + " memtable"),
        activities(write));

    UUID read = traced("SELECT * FROM " + t + " WHERE k = 1");
    List<String> steps = activities(read);
    assertEquals(
        List.of(
            "Executing single-partition query on " + t.substring(t.indexOf('.') + 1),
            "Acquiring sstable references",
            "Merging memtable contents",
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

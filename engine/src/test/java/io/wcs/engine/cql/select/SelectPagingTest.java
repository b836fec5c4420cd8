package io.wcs.engine.cql.select;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.wcs.engine.cql.QueryResult;
import io.wcs.engine.error.InvalidRequestException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Pages of every kind of read resume exactly where the previous page stopped. */
class SelectPagingTest extends SelectTester {

  @BeforeEach
  void data() throws Exception {
    ddl("CREATE TABLE t (k int, c int, v int, PRIMARY KEY (k, c))");
    for (int k = 0; k < 10; k++) {
      for (int c = 0; c < 25; c++) {
        execute(
            "INSERT INTO t (k, c, v) VALUES (?, ?, ?)"
                .replace("?, ?, ?", k + ", " + c + ", " + (k * 100 + c)));
      }
    }
    flush("t");
    for (int k = 10; k < 12; k++) {
      for (int c = 0; c < 5; c++) {
        execute("INSERT INTO t (k, c, v) VALUES (" + k + ", " + c + ", " + (k * 100 + c) + ")");
      }
    }
  }

  @Test
  void fullScanAcrossManyPagesEqualsTheUnpagedResult() {
    List<List<Object>> all = rowsOf(execute("SELECT k, c, v FROM t"));
    assertEquals(260, all.size());
    for (int pageSize : new int[] {1, 7, 25, 26, 259, 260, 1000}) {
      assertEquals(all, allPages("SELECT k, c, v FROM t", pageSize), "page size " + pageSize);
    }
  }

  @Test
  void singlePartitionForwardAndReversed() {
    List<List<Object>> forward = allPages("SELECT c FROM t WHERE k = 3", 4);
    assertEquals(25, forward.size());
    assertEquals(List.of(0), forward.get(0));
    List<List<Object>> reversed = allPages("SELECT c FROM t WHERE k = 3 ORDER BY c DESC", 4);
    List<List<Object>> expected = new ArrayList<>(forward);
    java.util.Collections.reverse(expected);
    assertEquals(expected, reversed);
    assertEquals(
        List.of(List.of(20), List.of(19), List.of(18)),
        allPages("SELECT c FROM t WHERE k = 3 AND c > 5 AND c <= 20 ORDER BY c DESC LIMIT 3", 2));
  }

  @Test
  void inPartitionsInKeyOrderWithPerPartitionLimitAndLimit() {
    List<List<Object>> rows =
        allPages("SELECT k, c FROM t WHERE k IN (7, 2, 5) PER PARTITION LIMIT 3", 2);
    assertRows(
        rows, row(2, 0), row(2, 1), row(2, 2), row(5, 0), row(5, 1), row(5, 2), row(7, 0),
        row(7, 1), row(7, 2));
    assertRows(
        allPages("SELECT k, c FROM t WHERE k IN (7, 2, 5) PER PARTITION LIMIT 2 LIMIT 5", 2),
        row(2, 0),
        row(2, 1),
        row(5, 0),
        row(5, 1),
        row(7, 0));
  }

  @Test
  void limitStopsPagingAndIsCountedAcrossPages() {
    QueryResult.Rows first = page("SELECT k, c FROM t LIMIT 10", 4, null);
    assertEquals(4, first.rows().size());
    assertEquals(10, allPages("SELECT k, c FROM t LIMIT 10", 4).size());
    QueryResult.Rows exact = page("SELECT k, c FROM t LIMIT 4", 4, null);
    assertNull(exact.pagingState(), "LIMIT reached: no next page");
  }

  @Test
  void filteringScanPages() {
    List<List<Object>> rows =
        allPages("SELECT k, c FROM t WHERE v >= 1000 AND c < 2 ALLOW FILTERING", 1);
    assertRows(rows, row(10, 0), row(10, 1), row(11, 0), row(11, 1));
  }

  @Test
  void tokenRangePages() {
    List<List<Object>> all = rowsOf(execute("SELECT k, c FROM t"));
    List<List<Object>> ranged =
        allPages("SELECT k, c FROM t WHERE token(k) > -9223372036854775808", 9);
    assertEquals(all, ranged);
  }

  @Test
  void aggregatesReadEveryPageInOne() {
    assertRows(page("SELECT count(*), max(v) FROM t", 3, null), row(260L, 1104));
  }

  @Test
  void groupByPagesByGroups() {
    List<List<Object>> groups = allPages("SELECT k, count(*) FROM t GROUP BY k", 3);
    assertEquals(12, groups.size());
    assertEquals(List.of(5, 25L), groups.get(0));
    assertEquals(groups, rowsOf(execute("SELECT k, count(*) FROM t GROUP BY k")));
  }

  @Test
  void aPageTheLastGroupFillsIsFollowedByAnEmptyOne() {
    String query = "SELECT k, count(*) FROM t WHERE k IN (5, 6, 7) GROUP BY k";
    QueryResult.Rows full = page(query, 3, null);
    assertEquals(3, full.rows().size());
    QueryResult.Rows last = page(query, 3, full.pagingState());
    assertEquals(0, last.rows().size());
    assertNull(last.pagingState());
  }

  /**
   * Where the pages of grouped queries end, one group a page, as Cassandra 5.0.2 ended them (its
   * pages counted through the native protocol by the warning it sends with each): a page the last
   * group of the last key fills ends the query when that partition is known to be done (a static
   * row alone, or PER PARTITION LIMIT reached), else an empty page follows; a DISTINCT query
   * grouped by its key is one page; every page warns.
   */
  @Test
  void groupedPagesEndAsCassandrasDo() {
    ddl("CREATE TABLE g (k int, c int, s int STATIC, v int, PRIMARY KEY (k, c))");
    execute("INSERT INTO g (k, c, s, v) VALUES (1, 0, 10, 1)");
    execute("INSERT INTO g (k, c, v) VALUES (1, 1, 2)");
    execute("INSERT INTO g (k, c, s, v) VALUES (3, 0, 30, 3)");
    execute("INSERT INTO g (k, c, v) VALUES (3, 1, 4)");
    execute("INSERT INTO g (k, s) VALUES (6, 60)");
    assertEquals(3, pageWarnings("SELECT k, s FROM g WHERE k IN (6, 3, 1) GROUP BY k").size());
    assertEquals(2, pageWarnings("SELECT k, s FROM g WHERE k IN (6, 8) GROUP BY k").size());
    assertEquals(
        2,
        pageWarnings(
                "SELECT k, sum(v) FROM g WHERE k IN (1, 3) GROUP BY k, c PER PARTITION LIMIT 1")
            .size());
    List<List<String>> scan = pageWarnings("SELECT k, s FROM g GROUP BY k");
    assertEquals(4, scan.size());
    for (List<String> warnings : scan) {
      assertEquals(List.of("Aggregation query used without partition key"), warnings);
    }
    QueryResult.Rows distinct = page("SELECT DISTINCT k FROM g GROUP BY k", 1, null);
    assertEquals(3, distinct.rows().size());
    assertNull(distinct.pagingState());
  }

  /** Each page's warnings, one group a page. */
  private List<List<String>> pageWarnings(String cql) {
    List<List<String>> pages = new ArrayList<>();
    byte[] state = null;
    do {
      QueryResult.Rows page = page(cql, 1, state);
      pages.add(page.warnings());
      state = page.pagingState();
    } while (state != null);
    return pages;
  }

  @Test
  void inWithOrderByCannotBePaged() {
    InvalidRequestException e =
        Assertions.assertThrows(
            InvalidRequestException.class,
            () -> page("SELECT k, c FROM t WHERE k IN (1, 2) ORDER BY c DESC", 10, null));
    // Cassandra reads such a query whole to order it, so even a LIMIT under the page size pages
    Assertions.assertThrows(
        InvalidRequestException.class,
        () -> page("SELECT k, c FROM t WHERE k IN (1, 2) ORDER BY c DESC LIMIT 1", 10, null));
    assertEquals(
        "Cannot page queries with both ORDER BY and a IN restriction on the partition key; you must"
            + " either remove the ORDER BY or the IN and sort client side, or disable paging for this"
            + " query",
        e.getMessage());
    assertRows(
        page("SELECT k, c FROM t WHERE k IN (1, 2) AND c < 2 ORDER BY c DESC", 0, null),
        row(1, 1),
        row(2, 1),
        row(1, 0),
        row(2, 0));
  }

  @Test
  void corruptPagingStateIsRefused() {
    InvalidRequestException e =
        Assertions.assertThrows(
            InvalidRequestException.class, () -> page("SELECT * FROM t", 3, new byte[] {1, 2, 3}));
    assertEquals("Invalid value for the paging state", e.getMessage());
  }

  @Test
  void distinctPartitionsPage() {
    List<List<Object>> keys = allPages("SELECT DISTINCT k FROM t", 5);
    assertEquals(12, keys.size());
    assertEquals(rowsOf(execute("SELECT DISTINCT k FROM t")), keys);
  }

  @Test
  void inWithOrderByMergesPartitionsAndStaticRows() {
    ddl("CREATE TABLE st (k int, c int, s int static, PRIMARY KEY (k, c))");
    execute("INSERT INTO st (k, s) VALUES (1, 10)");
    execute("INSERT INTO st (k, c) VALUES (2, 5)");
    execute("INSERT INTO st (k, c) VALUES (3, 4)");
    assertRows(
        page("SELECT k, c, s FROM st WHERE k IN (1, 2, 3) ORDER BY c DESC", 0, null),
        row(2, 5, null),
        row(3, 4, null),
        row(1, null, 10));
    assertRows(
        page("SELECT k, c FROM st WHERE k IN (1, 2, 3) ORDER BY c DESC LIMIT 1", 0, null),
        row(2, 5));
    ddl("CREATE TABLE ties (k int, a int, b int, PRIMARY KEY (k, a, b))");
    execute("INSERT INTO ties (k, a, b) VALUES (1, 1, 2)");
    execute("INSERT INTO ties (k, a, b) VALUES (2, 1, 1)");
    execute("INSERT INTO ties (k, a, b) VALUES (2, 0, 9)");
    assertRows(
        page("SELECT k, a, b FROM ties WHERE k IN (1, 2) ORDER BY a ASC", 0, null),
        row(2, 0, 9),
        row(1, 1, 2),
        row(2, 1, 1));
  }
}

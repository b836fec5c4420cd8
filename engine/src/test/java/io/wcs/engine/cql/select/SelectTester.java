package io.wcs.engine.cql.select;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wcs.engine.cql.CqlTester;
import io.wcs.engine.cql.Prepared;
import io.wcs.engine.cql.QueryResult;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * {@link CqlTester} with what SELECT tests add: tables by fixed name in keyspace {@code ks}, pages
 * of a chosen size resumed from their paging state, result labels, and flushes (so reads cover
 * SSTables as well as memtables).
 */
abstract class SelectTester extends CqlTester {

  void ddl(String cql) {
    executeNet(cql);
  }

  /** One page of {@code pageSize} rows (all when not positive), from {@code pagingState}. */
  QueryResult.Rows page(String cql, int pageSize, byte[] pagingState, Object... values) {
    Prepared prepared = database.handler().prepare(cql, state);
    return (QueryResult.Rows)
        database
            .handler()
            .executePrepared(
                prepared.id(), state, bind(prepared, values).withPaging(pageSize, pagingState));
  }

  /** Every page of the query, each of {@code pageSize} rows, resumed from its paging state. */
  List<List<Object>> allPages(String cql, int pageSize, Object... values) {
    List<List<Object>> rows = new ArrayList<>();
    byte[] state = null;
    do {
      QueryResult.Rows page = page(cql, pageSize, state, values);
      if (page.pagingState() != null) {
        assertEquals(pageSize, page.rows().size(), "a page that is not the last one is full");
      }
      rows.addAll(rowsOf(page));
      state = page.pagingState();
    } while (state != null);
    return rows;
  }

  static void assertRows(List<List<Object>> actual, Object[]... expected) {
    List<List<Object>> wanted = new ArrayList<>();
    for (Object[] r : expected) {
      wanted.add(Arrays.asList(r));
    }
    assertEquals(wanted, actual);
  }
}

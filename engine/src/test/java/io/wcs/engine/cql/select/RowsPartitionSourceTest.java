package io.wcs.engine.cql.select;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.cql.QueryResult;
import io.wcs.engine.cql.term.BindVariables;
import io.wcs.engine.cql.term.TermPreparer;
import io.wcs.engine.schema.Schema;
import io.wcs.engine.schema.SystemSchemaRows;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.parser.CqlParser;
import io.wcs.parser.ast.Select;
import java.util.List;
import org.junit.jupiter.api.Test;

/** SELECTs on computed rows (system_schema) run through the same restrictions and paging. */
class RowsPartitionSourceTest extends SelectTester {

  private QueryResult.Rows select(String cql, int pageSize, byte[] state) throws Exception {
    Schema schema = database.schema();
    Select select = (Select) CqlParser.parse(cql);
    TableMetadata table = schema.table("system_schema", select.table().name().name());
    SelectStatement statement =
        SelectStatement.prepare(
            select, table, new TermPreparer(table, java.util.Map.of(), new BindVariables()));
    PartitionSource rows =
        RowsPartitionSource.of(table, SystemSchemaRows.rows(schema, table.name()), 0);
    return statement.execute(QueryOptions.DEFAULT.withPaging(pageSize, state), rows, 0);
  }

  @Test
  void systemSchemaTablesAreQueryable() throws Exception {
    ddl("CREATE TABLE ks.a (k int PRIMARY KEY, v int)");
    ddl("CREATE TABLE ks.b (k int, c int, PRIMARY KEY (k, c))");
    assertRows(
        select("SELECT table_name FROM system_schema.tables WHERE keyspace_name = 'ks'", 100, null),
        row("a"),
        row("b"));
    assertRows(
        select(
            "SELECT column_name, kind FROM system_schema.columns"
                + " WHERE keyspace_name = 'ks' AND table_name = 'b'",
            100,
            null),
        row("c", "clustering"),
        row("k", "partition_key"));
    assertRows(
        select(
            "SELECT keyspace_name FROM system_schema.keyspaces WHERE keyspace_name = 'ks'",
            100,
            null),
        row("ks"));
  }

  @Test
  void computedRowsPage() throws Exception {
    ddl("CREATE TABLE ks.a (k int PRIMARY KEY, v int, w int, x int)");
    List<List<Object>> all =
        rowsOf(
            select(
                "SELECT keyspace_name, table_name, column_name FROM system_schema.columns",
                0,
                null));
    List<List<Object>> paged = new java.util.ArrayList<>();
    byte[] state = null;
    do {
      QueryResult.Rows page =
          select(
              "SELECT keyspace_name, table_name, column_name FROM system_schema.columns", 3, state);
      paged.addAll(rowsOf(page));
      state = page.pagingState();
    } while (state != null);
    assertEquals(all, paged);
  }
}

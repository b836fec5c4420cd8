package io.wcs.it.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.driver.WcsDataSource;
import java.sql.Connection;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import schemacrawler.schema.Catalog;
import schemacrawler.schema.Column;
import schemacrawler.schema.Schema;
import schemacrawler.schema.Table;
import schemacrawler.schema.TableConstraintColumn;
import schemacrawler.schemacrawler.LimitOptionsBuilder;
import schemacrawler.schemacrawler.LoadOptionsBuilder;
import schemacrawler.schemacrawler.SchemaCrawlerOptions;
import schemacrawler.schemacrawler.SchemaCrawlerOptionsBuilder;
import schemacrawler.schemacrawler.SchemaInfoLevelBuilder;
import schemacrawler.tools.utility.SchemaCrawlerUtility;
import us.fatehi.utility.datasource.DatabaseConnectionSources;

/**
 * SchemaCrawler, a real metadata client, reads a sample keyspace through DatabaseMetaData alone:
 * its tables, their columns in order with their CQL types, and each primary key (partition key,
 * then clustering columns).
 */
class SchemaCrawlerIT {

  @Test
  void readsTablesColumnsAndPrimaryKeys() throws Exception {
    WcsDataSource wcs = new WcsDataSource();
    wcs.setUrl("jdbc:wcs:mem:schemacrawler");
    try (Connection keeper = wcs.getConnection();
        Statement st = keeper.createStatement()) {
      st.execute(
          "CREATE KEYSPACE shop WITH replication ="
              + " {'class': 'SimpleStrategy', 'replication_factor': 1}");
      st.execute("CREATE TABLE shop.customers (id uuid PRIMARY KEY, name text, tags set<text>)");
      st.execute(
          "CREATE TABLE shop.orders (customer uuid, placed timestamp, line int, item text,"
              + " qty int, PRIMARY KEY ((customer), placed, line))");

      SchemaCrawlerOptions options =
          SchemaCrawlerOptionsBuilder.newSchemaCrawlerOptions()
              .withLimitOptions(
                  LimitOptionsBuilder.builder().includeSchemas(Pattern.compile("shop")).toOptions())
              .withLoadOptions(
                  LoadOptionsBuilder.builder()
                      .withSchemaInfoLevel(SchemaInfoLevelBuilder.standard())
                      .toOptions());
      Catalog catalog =
          SchemaCrawlerUtility.getCatalog(DatabaseConnectionSources.fromDataSource(wcs), options);

      Map<String, Table> tables = new TreeMap<>();
      for (Schema schema : catalog.getSchemas()) {
        for (Table table : catalog.getTables(schema)) {
          tables.put(table.getName(), table);
        }
      }
      assertEquals(List.of("customers", "orders"), new ArrayList<>(tables.keySet()));

      Table orders = tables.get("orders");
      assertEquals(
          List.of("customer", "placed", "line", "item", "qty"), names(orders.getColumns()));
      assertEquals(
          "timestamp", orders.lookupColumn("placed").orElseThrow().getColumnDataType().getName());
      assertNotNull(orders.getPrimaryKey(), "orders has a primary key");
      List<String> key = new ArrayList<>();
      for (TableConstraintColumn c : orders.getPrimaryKey().getConstrainedColumns()) {
        key.add(c.getName());
      }
      assertEquals(List.of("customer", "placed", "line"), key);

      Table customers = tables.get("customers");
      assertEquals(
          "set<text>", customers.lookupColumn("tags").orElseThrow().getColumnDataType().getName());
      assertTrue(customers.lookupColumn("id").orElseThrow().isPartOfPrimaryKey());
    }
  }

  private static List<String> names(List<Column> columns) {
    List<String> out = new ArrayList<>();
    for (Column c : columns) {
      out.add(c.getName());
    }
    return out;
  }
}

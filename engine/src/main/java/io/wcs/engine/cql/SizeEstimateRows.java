package io.wcs.engine.cql;

import io.wcs.engine.schema.Schema;
import io.wcs.engine.schema.SystemLocal;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.engine.storage.SSTableTotals;
import io.wcs.engine.storage.StorageEngine;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The rows of {@code system.size_estimates} and {@code system.table_estimates}, which tools read to
 * size a table before they split a scan of it into token ranges (the Spark connector does). They
 * are what Cassandra's size recorder writes: for each table and view of every keyspace not of the
 * local strategy, and each primary token range of the node, the partitions of the table's SSTables
 * and their mean size in bytes (memtables are not counted). {@code table_estimates} gives each
 * range twice, as a {@code primary} and a {@code local_primary} range, which are the same ranges on
 * one node. The node owns one range, from its token round to itself.
 *
 * <p>Cassandra records them every five minutes; WCS computes them when they are read, so a new
 * table shows at once and a dropped one is gone. The partition counts are exact per SSTable where
 * Cassandra's are sampled from its index summaries.
 */
final class SizeEstimateRows {
  static final String SIZE_ESTIMATES = "size_estimates";
  static final String TABLE_ESTIMATES = "table_estimates";
  private static final List<String> RANGE_TYPES = List.of("local_primary", "primary");

  private SizeEstimateRows() {}

  /** The rows of {@code system.<table>}, one of the two estimate tables. */
  static List<Map<String, Object>> rows(Schema schema, StorageEngine storage, String table) {
    List<Map<String, Object>> rows = new ArrayList<>();
    TableTotals.forEach(
        schema, storage, ks -> !ks.isLocal(), (t, totals) -> add(rows, table, t, totals));
    return rows;
  }

  private static void add(
      List<Map<String, Object>> rows, String table, TableMetadata t, SSTableTotals size) {
    if (table.equals(SIZE_ESTIMATES)) {
      rows.add(row(t, size));
      return;
    }
    for (String rangeType : RANGE_TYPES) {
      Map<String, Object> row = row(t, size);
      row.put("range_type", rangeType);
      rows.add(row);
    }
  }

  private static Map<String, Object> row(TableMetadata t, SSTableTotals size) {
    Map<String, Object> row = new HashMap<>();
    row.put("keyspace_name", t.keyspace());
    row.put("table_name", t.name());
    row.put("range_start", SystemLocal.TOKEN);
    row.put("range_end", SystemLocal.TOKEN);
    row.put("mean_partition_size", size.meanPartitionBytes());
    row.put("partitions_count", size.partitions());
    return row;
  }
}

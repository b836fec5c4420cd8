package io.wcs.engine.schema;

import java.util.UUID;

/**
 * A materialized view: the base table it selects from, its WHERE clause as CQL text, whether it
 * selects every column ({@code SELECT *}), and its own table-like metadata (columns, key, options,
 * ids), whose name is the view's name. Immutable.
 */
public record ViewMetadata(
    UUID baseTableId,
    String baseTableName,
    String whereClause,
    boolean includeAllColumns,
    TableMetadata table) {

  public String keyspace() {
    return table.keyspace();
  }

  public String name() {
    return table.name();
  }

  ViewMetadata withTable(TableMetadata newTable) {
    return new ViewMetadata(baseTableId, baseTableName, whereClause, includeAllColumns, newTable);
  }
}

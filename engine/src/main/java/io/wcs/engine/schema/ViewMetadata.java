package io.wcs.engine.schema;

import io.wcs.parser.CqlParser;
import io.wcs.parser.CqlSyntaxException;
import io.wcs.parser.ast.Relation;
import io.wcs.parser.ast.Select;
import java.util.List;
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

  /** The WHERE clause's relations, parsed from the stored text. */
  public List<Relation> whereRelations() {
    if (whereClause.isEmpty()) {
      return List.of();
    }
    String select =
        "SELECT * FROM " + Names.qualified(keyspace(), baseTableName) + " WHERE " + whereClause;
    try {
      return ((Select) CqlParser.parse(select)).where();
    } catch (CqlSyntaxException e) {
      throw new IllegalStateException(
          "the stored WHERE clause of view " + table + " does not parse: " + whereClause, e);
    }
  }

  ViewMetadata withTable(TableMetadata newTable) {
    return new ViewMetadata(baseTableId, baseTableName, whereClause, includeAllColumns, newTable);
  }

  ViewMetadata withWhereClause(String newWhereClause) {
    return new ViewMetadata(baseTableId, baseTableName, newWhereClause, includeAllColumns, table);
  }
}

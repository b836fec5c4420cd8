package io.wcs.engine.cql;

import io.wcs.engine.auth.AccessCheck;
import io.wcs.engine.cql.select.PartitionSource;
import io.wcs.engine.cql.select.SelectStatement;
import io.wcs.engine.cql.term.BindVariables;
import io.wcs.engine.cql.term.TermPreparer;
import io.wcs.engine.schema.Schema;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.engine.view.StrictLivenessSource;
import io.wcs.parser.ast.Permission;
import io.wcs.parser.ast.Select;
import java.util.List;

/**
 * Prepares a SELECT on the table it names and runs it on that table's storage, or on the
 * materialised system tables.
 */
final class SelectPreparer {
  private SelectPreparer() {}

  /**
   * @param virtualTables where the system tables are read
   */
  static CqlStatement prepare(
      Select select, Schema schema, String keyspace, VirtualTables virtualTables) {
    TableMetadata table = Tables.resolve(schema, select.table(), keyspace);
    BindVariables variables = new BindVariables();
    TermPreparer terms =
        new TermPreparer(table, schema.keyspace(table.keyspace()).types(), variables);
    SelectStatement statement = SelectStatement.prepare(select, table, terms);
    return VirtualTables.isVirtual(table)
        ? new Statement(statement, variables, virtualTables)
        : new Statement(statement, variables, null);
  }

  /** A SELECT on a stored table, or on a virtual one when {@code virtualTables} is not null. */
  private record Statement(
      SelectStatement select, BindVariables variables, VirtualTables virtualTables)
      implements CqlStatement {
    @Override
    public List<ColumnSpec> resultColumns() {
      return select.resultColumns();
    }

    @Override
    public int[] partitionKeyIndexes() {
      return variables.partitionKeyIndexes(select.table());
    }

    @Override
    public void authorize(AccessCheck check) {
      check.ensureTable(Permission.SELECT, select.table());
    }

    @Override
    public QueryResult execute(QueryOptions options, ExecutionContext context) {
      int now = context.nowInSeconds();
      PartitionSource source =
          virtualTables == null
              ? StrictLivenessSource.of(
                  context.schemaStore().schema(),
                  select.table(),
                  PartitionSource.of(context.storage(), select.table().storageId(), now),
                  now)
              : virtualTables.source(context.schemaStore().schema(), select.table(), now);
      return select.execute(options, source, now);
    }
  }
}

package io.wcs.engine.cql;

import io.wcs.engine.cql.select.PartitionSource;
import io.wcs.engine.cql.select.SelectStatement;
import io.wcs.engine.cql.term.BindVariables;
import io.wcs.engine.cql.term.TermPreparer;
import io.wcs.engine.schema.Schema;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.parser.ast.Select;
import java.util.List;

/** Prepares a SELECT on the table it names and runs it on that table's storage. */
final class SelectPreparer {
  private SelectPreparer() {}

  static CqlStatement prepare(Select select, Schema schema, String keyspace) {
    TableMetadata table = Tables.resolve(schema, select.table(), keyspace);
    BindVariables variables = new BindVariables();
    TermPreparer terms =
        new TermPreparer(table, schema.keyspace(table.keyspace()).types(), variables);
    return new Statement(SelectStatement.prepare(select, table, terms), variables);
  }

  private record Statement(SelectStatement select, BindVariables variables)
      implements CqlStatement {
    @Override
    public List<ColumnSpec> resultColumns() {
      return select.resultColumns();
    }

    @Override
    public QueryResult execute(QueryOptions options, ExecutionContext context) {
      int now = context.nowInSeconds();
      PartitionSource source =
          PartitionSource.of(context.storage(), select.table().storageId(), now);
      return select.execute(options, source, now);
    }
  }
}

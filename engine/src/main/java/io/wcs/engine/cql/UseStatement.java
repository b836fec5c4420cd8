package io.wcs.engine.cql;

import io.wcs.engine.cql.term.BindVariables;
import io.wcs.engine.schema.SchemaChanges;
import io.wcs.parser.ast.Use;
import java.util.List;

/** {@code USE keyspace}: checked against the schema current when it runs. */
record UseStatement(Use use, BindVariables variables) implements CqlStatement {

  UseStatement(Use use) {
    this(use, new BindVariables());
  }

  @Override
  public QueryResult execute(QueryOptions options, ExecutionContext context) {
    String keyspace = SchemaChanges.use(context.schemaStore().schema(), use);
    context.state().setKeyspace(keyspace);
    return new QueryResult.KeyspaceSet(keyspace, List.of());
  }
}

package io.wcs.engine.cql;

import io.wcs.engine.auth.AccessCheck;
import io.wcs.engine.cql.term.BindVariables;
import io.wcs.engine.schema.SchemaChange;
import io.wcs.parser.ast.Statement;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * A schema statement (CREATE/ALTER/DROP of keyspaces, tables, types, indexes, views), validated by
 * the schema store against the schema current when it runs, one change at a time.
 */
record DdlStatement(Statement statement, String keyspace, BindVariables variables)
    implements CqlStatement {

  DdlStatement(Statement statement, String keyspace) {
    this(statement, keyspace, new BindVariables());
  }

  @Override
  public void authorize(AccessCheck check) {
    DdlPermissions.authorize(statement, keyspace, check);
  }

  @Override
  public QueryResult execute(QueryOptions options, ExecutionContext context) {
    SchemaChange change;
    try {
      change = context.schemaStore().execute(statement, keyspace, context.timestamp());
    } catch (IOException e) {
      throw new UncheckedIOException("schema change could not be stored: " + statement.toCql(), e);
    }
    context.derivedWrites().schemaChanged(statement, change, context);
    DdlPermissions.schemaChanged(statement, change, context.state().user(), context.roles());
    if (change.change() == SchemaChange.Change.NONE) {
      return new QueryResult.Void(change.warnings());
    }
    return new QueryResult.SchemaChanged(
        change.change(), change.target(), change.keyspace(), change.name(), change.warnings());
  }
}

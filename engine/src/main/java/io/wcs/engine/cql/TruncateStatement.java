package io.wcs.engine.cql;

import io.wcs.engine.auth.AccessCheck;
import io.wcs.engine.cql.term.BindVariables;
import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.schema.SystemKeyspaces;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.parser.ast.Permission;
import io.wcs.parser.ast.Truncate;
import java.io.IOException;
import java.io.UncheckedIOException;

/** {@code TRUNCATE table}: empties the table (and its views); the schema is unchanged. */
record TruncateStatement(Truncate truncate, String keyspace, BindVariables variables)
    implements CqlStatement {

  TruncateStatement(Truncate truncate, String keyspace) {
    this(truncate, keyspace, new BindVariables());
  }

  @Override
  public void authorize(AccessCheck check) {
    String tableKeyspace =
        truncate.table().keyspace() != null ? truncate.table().keyspace().name() : keyspace;
    if (tableKeyspace != null) {
      check.ensureTable(Permission.MODIFY, tableKeyspace, truncate.table().name().name());
    }
  }

  @Override
  public QueryResult execute(QueryOptions options, ExecutionContext context) {
    TableMetadata table =
        Tables.resolve(context.schemaStore().schema(), truncate.table(), keyspace);
    if (SystemKeyspaces.isVirtual(table.keyspace())) {
      throw new InvalidRequestException("Truncation is not supported by table " + table);
    }
    if (SystemKeyspaces.isSystem(table.keyspace())) {
      throw new InvalidRequestException(table.keyspace() + " keyspace is not user-modifiable.");
    }
    try {
      context.schemaStore().truncate(truncate, keyspace);
    } catch (IOException e) {
      throw new UncheckedIOException("truncate of " + truncate.table().toCql() + " failed", e);
    }
    return QueryResult.Void.EMPTY;
  }
}

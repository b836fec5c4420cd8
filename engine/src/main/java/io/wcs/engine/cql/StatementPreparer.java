package io.wcs.engine.cql;

import io.wcs.engine.cql.modification.BatchStatement;
import io.wcs.engine.cql.modification.ModificationPreparer;
import io.wcs.engine.schema.Schema;
import io.wcs.engine.schema.SchemaChanges;
import io.wcs.parser.ast.Batch;
import io.wcs.parser.ast.Describe;
import io.wcs.parser.ast.ModificationStatement;
import io.wcs.parser.ast.Select;
import io.wcs.parser.ast.Statement;
import io.wcs.parser.ast.Truncate;
import io.wcs.parser.ast.Use;

/** Turns a parsed statement into the prepared statement that runs it. Thread-safe. */
final class StatementPreparer {
  private final VirtualTables virtualTables;

  StatementPreparer(VirtualTables virtualTables) {
    this.virtualTables = virtualTables;
  }

  /**
   * @param keyspace the keyspace for unqualified names, or null
   */
  CqlStatement prepare(Statement statement, Schema schema, String keyspace) {
    if (statement instanceof Select select) {
      return SelectPreparer.prepare(select, schema, keyspace, virtualTables);
    }
    if (statement instanceof ModificationStatement modification) {
      return ModificationPreparer.prepare(modification, schema, keyspace);
    }
    if (statement instanceof Batch batch) {
      return BatchStatement.prepare(batch, schema, keyspace);
    }
    if (statement instanceof Use use) {
      return new UseStatement(use);
    }
    if (statement instanceof Truncate truncate) {
      return new TruncateStatement(truncate, keyspace);
    }
    if (statement instanceof Describe describe) {
      return new DescribeStatement(describe, keyspace);
    }
    if (SchemaChanges.isSchemaStatement(statement)) {
      return new DdlStatement(statement, keyspace);
    }
    if (UserCodeStatement.isUserCodeStatement(statement)) {
      return new UserCodeStatement(statement, keyspace);
    }
    if (AccessControlStatement.isAccessControlStatement(statement)) {
      return new AccessControlStatement(statement, keyspace);
    }
    // every statement the grammar parses has a branch above
    throw new IllegalStateException("no preparer for " + statement.getClass().getSimpleName());
  }
}

package io.wcs.engine.schema;

import io.wcs.engine.error.InvalidRequestException;
import io.wcs.parser.ast.AlterKeyspace;
import io.wcs.parser.ast.AlterMaterializedView;
import io.wcs.parser.ast.AlterTable;
import io.wcs.parser.ast.AlterType;
import io.wcs.parser.ast.CreateIndex;
import io.wcs.parser.ast.CreateKeyspace;
import io.wcs.parser.ast.CreateMaterializedView;
import io.wcs.parser.ast.CreateTable;
import io.wcs.parser.ast.CreateType;
import io.wcs.parser.ast.Drop;
import io.wcs.parser.ast.Statement;
import io.wcs.parser.ast.Truncate;
import io.wcs.parser.ast.Use;

/**
 * Applies DDL statements to a schema snapshot, validating them as Cassandra 5.0 does and failing
 * with its error kinds and messages ({@link io.wcs.engine.error}). Pure: no I/O, the input is not
 * changed. Thread-safe.
 */
public final class SchemaChanges {
  private SchemaChanges() {}

  /** Whether {@link #apply} handles the statement. */
  public static boolean isSchemaStatement(Statement stmt) {
    return stmt instanceof CreateKeyspace
        || stmt instanceof AlterKeyspace
        || stmt instanceof CreateTable
        || stmt instanceof AlterTable
        || stmt instanceof CreateType
        || stmt instanceof AlterType
        || stmt instanceof CreateIndex
        || stmt instanceof CreateMaterializedView
        || stmt instanceof AlterMaterializedView
        || stmt instanceof Drop d && d.kind() != Drop.Kind.ROLE;
  }

  /**
   * The schema after the statement.
   *
   * @param currentKeyspace the session's keyspace (USE), or null
   * @param timestampMicros the statement's time, recorded for dropped columns
   */
  public static SchemaChange apply(
      Schema schema, Statement stmt, String currentKeyspace, long timestampMicros) {
    DdlContext ctx = new DdlContext(schema, currentKeyspace, timestampMicros);
    if (stmt instanceof CreateKeyspace s) {
      return KeyspaceStatements.create(ctx, s);
    }
    if (stmt instanceof AlterKeyspace s) {
      return KeyspaceStatements.alter(ctx, s);
    }
    if (stmt instanceof CreateTable s) {
      return TableStatements.create(ctx, s);
    }
    if (stmt instanceof AlterTable s) {
      return AlterTableStatements.alter(ctx, s);
    }
    if (stmt instanceof CreateType s) {
      return TypeStatements.create(ctx, s);
    }
    if (stmt instanceof AlterType s) {
      return TypeStatements.alter(ctx, s);
    }
    if (stmt instanceof CreateIndex s) {
      return IndexStatements.create(ctx, s);
    }
    if (stmt instanceof CreateMaterializedView s) {
      return ViewStatements.create(ctx, s);
    }
    if (stmt instanceof AlterMaterializedView s) {
      return ViewStatements.alter(ctx, s);
    }
    if (stmt instanceof Drop d) {
      return drop(ctx, d);
    }
    throw new IllegalArgumentException("not a schema statement: " + stmt.toCql());
  }

  private static SchemaChange drop(DdlContext ctx, Drop d) {
    return switch (d.kind()) {
      case KEYSPACE -> KeyspaceStatements.drop(ctx, d.name().name().name(), d.ifExists());
      case TABLE -> TableStatements.drop(ctx, d.name(), d.ifExists());
      case TYPE -> TypeStatements.drop(ctx, d.name(), d.ifExists());
      case INDEX -> IndexStatements.drop(ctx, d.name(), d.ifExists());
      case MATERIALIZED_VIEW -> ViewStatements.drop(ctx, d.name(), d.ifExists());
      case ROLE -> throw new InvalidRequestException("DROP ROLE is not a schema change");
    };
  }

  /** The keyspace {@code USE} switches to; it must exist. */
  public static String use(Schema schema, Use stmt) {
    return KeyspaceStatements.use(schema, stmt);
  }

  /** The table TRUNCATE empties (with its views); refuses views and unknown tables. */
  public static TableMetadata truncateTarget(Schema schema, Truncate stmt, String currentKeyspace) {
    return TableStatements.truncateTarget(schema, stmt, currentKeyspace);
  }
}

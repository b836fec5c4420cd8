package io.wcs.driver;

import io.wcs.parser.ast.Batch;
import io.wcs.parser.ast.Describe;
import io.wcs.parser.ast.ListPermissions;
import io.wcs.parser.ast.ListRoles;
import io.wcs.parser.ast.ListUsers;
import io.wcs.parser.ast.ModificationStatement;
import io.wcs.parser.ast.Select;
import io.wcs.parser.ast.Statement;
import io.wcs.parser.ast.Use;

/**
 * What a statement does, as far as the connection's modes care: a read-only connection refuses
 * {@link #WRITE} and {@link #SCHEMA}; a connection with auto-commit off holds {@link #WRITE}s until
 * commit and runs everything else at once.
 */
enum StatementKind {
  /** SELECT, DESCRIBE, LIST ROLES/USERS/PERMISSIONS. */
  READ,
  /** USE. */
  USE,
  /** INSERT, UPDATE, DELETE and BATCH: the statements a CQL batch applies. */
  WRITE,
  /** DDL, TRUNCATE, roles and permissions: changes CQL cannot put in a batch. */
  SCHEMA;

  static StatementKind of(Statement statement) {
    if (statement instanceof ModificationStatement || statement instanceof Batch) {
      return WRITE;
    }
    if (statement instanceof Select
        || statement instanceof Describe
        || statement instanceof ListRoles
        || statement instanceof ListUsers
        || statement instanceof ListPermissions) {
      return READ;
    }
    return statement instanceof Use ? USE : SCHEMA;
  }

  /** Whether a read-only connection refuses it. */
  boolean changesData() {
    return this == WRITE || this == SCHEMA;
  }
}

package io.wcs.engine.schema;

import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.error.UnauthorizedException;
import io.wcs.parser.ast.QualifiedName;

/** What every DDL statement is applied with: the schema, the session's keyspace, the time. */
record DdlContext(Schema schema, String currentKeyspace, long timestampMicros) {

  /** The keyspace a name belongs to: its own, else the session's. */
  String keyspaceOf(QualifiedName name) {
    return KeyspaceNames.of(name, currentKeyspace);
  }

  /**
   * The keyspace, or null; refuses system keyspaces, which DDL must not change, as Cassandra's
   * access check refuses them before the statement looks at anything else.
   */
  KeyspaceMetadata modifiableKeyspace(String name) {
    if (SystemKeyspaces.isSystem(name)) {
      throw new UnauthorizedException(name + " keyspace is not user-modifiable.");
    }
    return schema.keyspace(name);
  }

  /**
   * The keyspace, or null; refuses system keyspaces as the statements Cassandra checks without an
   * access check first do (CREATE KEYSPACE, DROP INDEX), with their own message.
   */
  KeyspaceMetadata keyspaceOutsideSystem(String name) {
    if (SystemKeyspaces.isSystem(name)) {
      throw new InvalidRequestException("System keyspace '" + name + "' is not user-modifiable");
    }
    return schema.keyspace(name);
  }

  /** The keyspace, which must exist and be modifiable. */
  KeyspaceMetadata existingKeyspace(String name) {
    KeyspaceMetadata ks = modifiableKeyspace(name);
    if (ks == null) {
      throw new InvalidRequestException("Keyspace '" + name + "' doesn't exist");
    }
    return ks;
  }

  static InvalidRequestException invalid(String message) {
    return new InvalidRequestException(message);
  }
}

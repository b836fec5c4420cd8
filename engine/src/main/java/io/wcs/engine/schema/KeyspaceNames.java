package io.wcs.engine.schema;

import io.wcs.engine.error.InvalidRequestException;
import io.wcs.parser.ast.QualifiedName;

/** The keyspace a statement's name belongs to. */
public final class KeyspaceNames {
  private KeyspaceNames() {}

  /**
   * The name's own keyspace, else the session's ({@code current}, may be null), refused with
   * Cassandra's message when there is neither.
   */
  public static String of(QualifiedName name, String current) {
    if (name.keyspace() != null) {
      return name.keyspace().name();
    }
    if (current == null) {
      throw new InvalidRequestException(
          "No keyspace has been specified. USE a keyspace, or explicitly specify"
              + " keyspace.tablename");
    }
    return current;
  }
}

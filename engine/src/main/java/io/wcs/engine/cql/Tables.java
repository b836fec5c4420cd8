package io.wcs.engine.cql;

import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.schema.KeyspaceMetadata;
import io.wcs.engine.schema.KeyspaceNames;
import io.wcs.engine.schema.Schema;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.parser.ast.QualifiedName;

/** Finds the table a statement names, with Cassandra's messages when it cannot. */
public final class Tables {
  private Tables() {}

  /**
   * The table {@code [keyspace.]name}; unqualified names are looked up in {@code keyspace} (the
   * session's, may be null).
   */
  public static TableMetadata resolve(Schema schema, QualifiedName name, String keyspace) {
    String ksName = KeyspaceNames.of(name, keyspace);
    KeyspaceMetadata ks = schema.keyspace(ksName);
    if (ks == null) {
      throw new InvalidRequestException("keyspace " + ksName + " does not exist");
    }
    TableMetadata table = ks.table(name.name().name());
    if (table == null) {
      if (ks.view(name.name().name()) != null) {
        return ks.view(name.name().name()).table();
      }
      throw new InvalidRequestException("table " + name.name().name() + " does not exist");
    }
    return table;
  }
}

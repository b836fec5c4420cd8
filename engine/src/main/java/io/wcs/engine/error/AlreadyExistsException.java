package io.wcs.engine.error;

/**
 * CREATE of a keyspace or table that exists; carries the names, as the native protocol's
 * ALREADY_EXISTS error does (the table is empty for a keyspace). The message is the one Cassandra's
 * drivers build from those names ("Keyspace ks already exists", "Object ks.t already exists"),
 * which is what users of Cassandra 5.0 read.
 */
public class AlreadyExistsException extends ConfigurationException {
  private static final long serialVersionUID = 1L;

  private final String keyspace;
  private final String table;

  private AlreadyExistsException(String keyspace, String table, String message) {
    super(message);
    this.keyspace = keyspace;
    this.table = table;
  }

  public static AlreadyExistsException keyspace(String keyspace) {
    return new AlreadyExistsException(keyspace, "", "Keyspace " + keyspace + " already exists");
  }

  /** A table, view, type or index name already taken in the keyspace. */
  public static AlreadyExistsException table(String keyspace, String table) {
    return new AlreadyExistsException(
        keyspace, table, "Object " + keyspace + "." + table + " already exists");
  }

  public String keyspace() {
    return keyspace;
  }

  public String table() {
    return table;
  }

  @Override
  public ErrorCode code() {
    return ErrorCode.ALREADY_EXISTS;
  }
}

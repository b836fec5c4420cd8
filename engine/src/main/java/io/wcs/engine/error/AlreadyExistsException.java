package io.wcs.engine.error;

/**
 * CREATE of a keyspace or table that exists; carries the names, as the native protocol's
 * ALREADY_EXISTS error does (the table is empty for a keyspace).
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
    return new AlreadyExistsException(
        keyspace, "", "Cannot add existing keyspace \"" + keyspace + "\"");
  }

  /** A table, view, type or index name already taken in the keyspace. */
  public static AlreadyExistsException table(String keyspace, String table) {
    return new AlreadyExistsException(
        keyspace,
        table,
        "Cannot add already existing table \"" + table + "\" to keyspace \"" + keyspace + "\"");
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

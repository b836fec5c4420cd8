package io.wcs.engine.error;

/**
 * An option value is not acceptable (Cassandra's ConfigurationException: bad replication,
 * compaction, caching…).
 */
public class ConfigurationException extends CqlRequestException {
  private static final long serialVersionUID = 1L;

  public ConfigurationException(String message) {
    super(message);
  }

  @Override
  public ErrorCode code() {
    return ErrorCode.CONFIG;
  }
}

package io.wcs.driver;

import io.wcs.driver.error.WcsSqlState;
import java.sql.DriverPropertyInfo;
import java.sql.SQLException;

/**
 * The connection parameters of a {@code jdbc:wcs:} URL (after {@code ?}, {@code &}-separated) or of
 * the {@link java.util.Properties} given to {@code connect}. Names are case-sensitive, as in every
 * other JDBC driver. An unknown name or a value outside the allowed ones refuses the connection
 * with SQLState 08001 naming the parameter: a typo must not silently change behaviour.
 */
public enum WcsProperty {
  KEYSPACE(
      "keyspace",
      null,
      Kind.TEXT,
      "keyspace for unqualified table names, written as in CQL's USE: case-insensitive unless"
          + " double-quoted"),
  USER("user", null, Kind.TEXT, "user name (remote sessions with authentication)"),
  PASSWORD("password", null, Kind.TEXT, "password of the user; never logged nor printed"),
  CONSISTENCY(
      "consistency",
      "LOCAL_ONE",
      Kind.CHOICE,
      "consistency level of reads and writes (as in Cassandra, SERIAL and LOCAL_SERIAL read one"
          + " partition at a time and refuse every write: for read-only connections)",
      "ANY",
      "ONE",
      "TWO",
      "THREE",
      "QUORUM",
      "ALL",
      "LOCAL_QUORUM",
      "EACH_QUORUM",
      "SERIAL",
      "LOCAL_SERIAL",
      "LOCAL_ONE"),
  SERIAL_CONSISTENCY(
      "serialConsistency",
      "SERIAL",
      Kind.CHOICE,
      "consistency level of the Paxos phase of lightweight transactions",
      "SERIAL",
      "LOCAL_SERIAL"),
  FETCH_SIZE(
      "fetchSize", "5000", Kind.POSITIVE_INT, "rows per page of a result, unless a Statement sets"),
  QUERY_TIMEOUT(
      "queryTimeout",
      "0",
      Kind.NON_NEGATIVE_INT,
      "default Statement query timeout in seconds; 0 means none"),
  CONNECT_TIMEOUT(
      "connectTimeout",
      "5000",
      Kind.NON_NEGATIVE_INT,
      "milliseconds to open a remote connection, and to wait for the answer to a heartbeat"),
  HEARTBEAT_INTERVAL(
      "heartbeatInterval",
      "30",
      Kind.NON_NEGATIVE_INT,
      "remote sessions: seconds a connection may hear nothing from its server before it sends a"
          + " heartbeat (OPTIONS); one unanswered within connectTimeout closes the connection,"
          + " failing the statements waiting on it, and the next statement connects again"
          + " (0: no heartbeats)"),
  SYNC(
      "sync",
      "group",
      Kind.CHOICE,
      "file databases: when a write is acknowledged relative to the commit log fsync (group: an"
          + " fsync shared by concurrent writes; batch: one fsync per write; periodic: fsync every"
          + " syncPeriodMs, a crash may lose that window)",
      "group",
      "batch",
      "periodic"),
  SYNC_WINDOW_MS(
      "syncWindowMs",
      "0",
      Kind.NON_NEGATIVE_INT,
      "file databases, sync=group: milliseconds a sync leader waits for more writers before its"
          + " fsync (0: sync at once; a slow disk may gain throughput from a few ms)"),
  SYNC_PERIOD_MS(
      "syncPeriodMs",
      "10000",
      Kind.POSITIVE_INT,
      "file databases, sync=periodic: milliseconds between commit log fsyncs"),
  KEEP_ALIVE(
      "keepAlive",
      "false",
      Kind.CHOICE,
      "mem databases: keep the data after the last connection closes, until the JVM exits",
      "true",
      "false"),
  COLLECTION_SIZE_WARN_BYTES(
      "collectionSizeWarnBytes",
      "0",
      Kind.NON_NEGATIVE_INT,
      "embedded databases: warn when one write adds more than this many bytes to a collection"
          + " (Cassandra's collection_size_warn_threshold; 0: off)"
          + Constants.DATABASE_WIDE),
  COLLECTION_SIZE_FAIL_BYTES(
      "collectionSizeFailBytes",
      "0",
      Kind.NON_NEGATIVE_INT,
      "embedded databases: refuse a write that adds more than this many bytes to a collection"
          + " (Cassandra's collection_size_fail_threshold; 0: off)"
          + Constants.DATABASE_WIDE),
  COLLECTION_ITEMS_WARN(
      "collectionItemsWarn",
      "0",
      Kind.NON_NEGATIVE_INT,
      "embedded databases: warn when one write adds more than this many elements to a collection"
          + " (Cassandra's items_per_collection_warn_threshold; 0: off)"
          + Constants.DATABASE_WIDE),
  COLLECTION_ITEMS_FAIL(
      "collectionItemsFail",
      "0",
      Kind.NON_NEGATIVE_INT,
      "embedded databases: refuse a write that adds more than this many elements to a collection"
          + " (Cassandra's items_per_collection_fail_threshold; 0: off)"
          + Constants.DATABASE_WIDE),
  PREPARED_CACHE_BYTES(
      "preparedCacheBytes",
      "0",
      Kind.NON_NEGATIVE_INT,
      "embedded databases: bound on the prepared statement cache, least recently used statements"
          + " evicted and prepared again when next run (Cassandra's"
          + " prepared_statements_cache_size; 0: its default, the larger of 10 MiB and 1/256 of"
          + " the heap)"
          + Constants.DATABASE_WIDE),
  BLOCK_CACHE_BYTES(
      "blockCacheBytes",
      "0",
      Kind.NON_NEGATIVE_INT,
      "file databases: size of the cache of decompressed SSTable blocks all reads share"
          + " (Cassandra's file_cache_size; 0: its default, a quarter of the heap, at most 512 MiB)"
          + Constants.DATABASE_WIDE),
  SSL(
      "ssl",
      "false",
      Kind.CHOICE,
      "remote sessions: connect over TLS, checking the server's certificate and host name",
      "true",
      "false"),
  SSL_TRUST_STORE(
      "sslTrustStore",
      null,
      Kind.TEXT,
      "remote sessions with ssl=true: a PKCS12 or JKS trust store of the certificates to trust"
          + " (default: the JVM's trusted certificates)"),
  SSL_TRUST_STORE_PASSWORD(
      "sslTrustStorePassword", null, Kind.TEXT, "the password of sslTrustStore, if it has one"),
  SSL_KEY_STORE(
      "sslKeyStore",
      null,
      Kind.TEXT,
      "remote sessions with ssl=true: a PKCS12 or JKS key store of this client's key and"
          + " certificate, for a server that asks for client certificates"),
  SSL_KEY_STORE_PASSWORD(
      "sslKeyStorePassword", null, Kind.TEXT, "the password of sslKeyStore and of its key"),
  COMPRESSION(
      "compression",
      "none",
      Kind.CHOICE,
      "remote sessions: compression of native-protocol frames",
      "none",
      "lz4");

  /** Text shared by descriptions; a nested class because enum constants cannot use statics. */
  private static final class Constants {
    static final String DATABASE_WIDE =
        "; set by the connection that opens the database, shared as it is by later ones";
  }

  /** Whether the value is a secret, never printed nor listed by getPropertyInfo. */
  public boolean isSecret() {
    return this == PASSWORD || this == SSL_TRUST_STORE_PASSWORD || this == SSL_KEY_STORE_PASSWORD;
  }

  private enum Kind {
    TEXT,
    CHOICE,
    POSITIVE_INT,
    NON_NEGATIVE_INT
  }

  private final String propertyName;
  private final String defaultValue;
  private final Kind kind;
  private final String description;
  private final String[] choices;

  WcsProperty(
      String propertyName, String defaultValue, Kind kind, String description, String... choices) {
    this.propertyName = propertyName;
    this.defaultValue = defaultValue;
    this.kind = kind;
    this.description = description;
    this.choices = choices;
  }

  /** The name as written in a URL or in Properties. */
  public String propertyName() {
    return propertyName;
  }

  /** The value used when none is given, or null. */
  public String defaultValue() {
    return defaultValue;
  }

  public String description() {
    return description;
  }

  /** The property with this name. */
  public static WcsProperty forName(String name) throws SQLException {
    for (WcsProperty p : values()) {
      if (p.propertyName.equals(name)) {
        return p;
      }
    }
    throw WcsSqlState.CONNECTION_REFUSED.exception(
        "unknown connection parameter '" + name + "'; known parameters are " + names());
  }

  /**
   * Checks a value and returns it in canonical form: choices in the case they are listed in
   * (consistency levels upper case, others lower case), numbers as given.
   */
  String validate(String value) throws SQLException {
    switch (kind) {
      case TEXT:
        return value;
      case CHOICE:
        for (String choice : choices) {
          if (choice.equalsIgnoreCase(value.strip())) {
            return choice;
          }
        }
        throw invalid(value, "expected one of " + String.join(", ", choices));
      default:
        long number;
        try {
          number = Long.parseLong(value.strip());
        } catch (NumberFormatException e) {
          throw invalid(value, "expected a whole number");
        }
        long min = kind == Kind.POSITIVE_INT ? 1 : 0;
        if (number < min || number > Integer.MAX_VALUE) {
          throw invalid(value, "expected a number from " + min + " to " + Integer.MAX_VALUE);
        }
        return Long.toString(number);
    }
  }

  private SQLException invalid(String value, String expected) {
    String shown = this == PASSWORD ? "***" : value;
    return WcsSqlState.CONNECTION_REFUSED.exception(
        "invalid value '" + shown + "' for connection parameter " + propertyName + ": " + expected);
  }

  /**
   * This property as {@link java.sql.Driver#getPropertyInfo} describes it: the description ends
   * with what values are allowed and the default, e.g. {@code (a whole number from 1; default
   * 5000)}; choices are also in {@code choices}. No property is required.
   */
  DriverPropertyInfo info(String currentValue) {
    DriverPropertyInfo info = new DriverPropertyInfo(propertyName, currentValue);
    String allowed =
        switch (kind) {
          case TEXT -> "text";
          case CHOICE -> "one of " + String.join(", ", choices);
          case POSITIVE_INT -> "a whole number from 1";
          case NON_NEGATIVE_INT -> "a whole number from 0";
        };
    String fallback = defaultValue == null ? "no default" : "default " + defaultValue;
    info.description = description + " (" + allowed + "; " + fallback + ")";
    info.required = false;
    info.choices = choices.length == 0 ? null : choices.clone();
    return info;
  }

  private static String names() {
    StringBuilder out = new StringBuilder();
    for (WcsProperty p : values()) {
      out.append(out.length() == 0 ? "" : ", ").append(p.propertyName);
    }
    return out.toString();
  }

  @Override
  public String toString() {
    return propertyName;
  }
}

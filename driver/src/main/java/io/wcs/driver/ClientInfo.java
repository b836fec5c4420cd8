package io.wcs.driver;

import java.sql.ClientInfoStatus;
import java.sql.SQLClientInfoException;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;

/**
 * A connection's client info: the properties JDBC names for telling the database who uses a
 * connection. WCS keeps them with the connection (nothing is sent to the engine) and knows the
 * three below; any other name is refused with {@link ClientInfoStatus#REASON_UNKNOWN_PROPERTY}.
 *
 * <p>Thread-safe: guarded by this.
 */
final class ClientInfo {

  /** The names a connection accepts, with what each means. */
  static final Map<String, String> PROPERTIES =
      Map.of(
          "ApplicationName", "the application using this connection",
          "ClientHostname", "the host the application runs on",
          "ClientUser", "the user the application works for");

  private final Properties values = new Properties();

  synchronized void set(String name, String value) throws SQLClientInfoException {
    if (name == null || !PROPERTIES.containsKey(name)) {
      throw unknown(
          Collections.singletonMap(name, ClientInfoStatus.REASON_UNKNOWN_PROPERTY),
          String.valueOf(name));
    }
    if (value == null) {
      values.remove(name);
    } else {
      values.setProperty(name, value);
    }
  }

  /** Replaces every property by those given (absent ones are cleared); none changes on error. */
  synchronized void setAll(Properties given) throws SQLClientInfoException {
    Map<String, ClientInfoStatus> failed = new HashMap<>();
    for (String name : given.stringPropertyNames()) {
      if (!PROPERTIES.containsKey(name)) {
        failed.put(name, ClientInfoStatus.REASON_UNKNOWN_PROPERTY);
      }
    }
    if (!failed.isEmpty()) {
      throw unknown(failed, String.join(", ", failed.keySet()));
    }
    values.clear();
    for (String name : given.stringPropertyNames()) {
      values.setProperty(name, given.getProperty(name));
    }
  }

  /** The property's value, or null when it is not set (or no property has that name). */
  synchronized String get(String name) {
    return name == null ? null : values.getProperty(name);
  }

  synchronized Properties copy() {
    Properties out = new Properties();
    out.putAll(values);
    return out;
  }

  private static SQLClientInfoException unknown(
      Map<String, ClientInfoStatus> failed, String names) {
    return new SQLClientInfoException(
        "unknown client info property "
            + names
            + ": WCS knows "
            + String.join(", ", PROPERTIES.keySet().stream().sorted().toList()),
        "HY024",
        0,
        failed);
  }

  /** For a closed connection: every property named fails. */
  static SQLClientInfoException closed(Properties given) {
    Map<String, ClientInfoStatus> failed = new HashMap<>();
    for (String name : given.stringPropertyNames()) {
      failed.put(name, ClientInfoStatus.REASON_UNKNOWN);
    }
    return new SQLClientInfoException("the connection is closed", "08003", 0, failed);
  }
}

package io.wcs.driver;

import java.sql.SQLException;
import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;

/**
 * The validated parameters of one connection: the values given, each checked by its {@link
 * WcsProperty}, and the defaults for the rest. Immutable. {@link #toString} never shows the
 * password.
 */
public final class ConnectionProperties {

  private final Map<WcsProperty, String> given;

  private ConnectionProperties(Map<WcsProperty, String> given) {
    this.given = Collections.unmodifiableMap(given);
  }

  /** Validates parameters given by name; an unknown name or a bad value is an SQLException. */
  static ConnectionProperties of(Map<String, String> byName) throws SQLException {
    Map<WcsProperty, String> values = new EnumMap<>(WcsProperty.class);
    for (Map.Entry<String, String> e : byName.entrySet()) {
      WcsProperty property = WcsProperty.forName(e.getKey());
      values.put(property, property.validate(e.getValue()));
    }
    return new ConnectionProperties(values);
  }

  /** The value given, else the default (null for properties without one). */
  public String get(WcsProperty property) {
    return given.getOrDefault(property, property.defaultValue());
  }

  /** Whether the URL or the Properties gave a value. */
  public boolean isGiven(WcsProperty property) {
    return given.containsKey(property);
  }

  /** A numeric property's value (validated when the connection was opened). */
  public int getInt(WcsProperty property) {
    return Integer.parseInt(get(property));
  }

  public boolean getBoolean(WcsProperty property) {
    return Boolean.parseBoolean(get(property));
  }

  @Override
  public String toString() {
    StringBuilder out = new StringBuilder("{");
    for (Map.Entry<WcsProperty, String> e : given.entrySet()) {
      out.append(out.length() == 1 ? "" : ", ").append(e.getKey().propertyName()).append('=');
      out.append(e.getKey().isSecret() ? "***" : e.getValue());
    }
    return out.append('}').toString();
  }
}

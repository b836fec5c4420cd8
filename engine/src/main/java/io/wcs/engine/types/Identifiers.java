package io.wcs.engine.types;

import java.util.regex.Pattern;

/** CQL identifier quoting as Cassandra prints names: bare if lower-case unquoted, else quoted. */
public final class Identifiers {
  private static final Pattern UNQUOTED = Pattern.compile("[a-z][a-z0-9_]*");

  private Identifiers() {}

  public static String quoteIfNeeded(String name) {
    if (UNQUOTED.matcher(name).matches()) {
      return name;
    }
    return '"' + name.replace("\"", "\"\"") + '"';
  }
}

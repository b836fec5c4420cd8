package io.wcs.engine.types;

import java.util.Locale;
import java.util.regex.Pattern;

/** CQL identifier quoting as Cassandra prints names: bare if lower-case unquoted, else quoted. */
public final class Identifiers {
  private static final Pattern UNQUOTED = Pattern.compile("[a-z][a-z0-9_]*");

  private Identifiers() {}

  /**
   * A column's or field's name as a key of Cassandra's JSON: in double quotes when it has an upper
   * case letter (which a bare name would lose), as it is otherwise, spaces and all.
   */
  public static String jsonKey(String name) {
    return name.equals(name.toLowerCase(Locale.ROOT)) ? name : '"' + name + '"';
  }

  public static String quoteIfNeeded(String name) {
    if (UNQUOTED.matcher(name).matches()) {
      return name;
    }
    return '"' + name.replace("\"", "\"\"") + '"';
  }
}

package io.wcs.driver;

import java.util.regex.Pattern;

/**
 * A JDBC name pattern as {@link java.sql.DatabaseMetaData} takes it: {@code %} matches any run of
 * characters, {@code _} one character, {@code \} (the search string escape) makes the next
 * character literal; null matches every name. A pattern without wildcards is also an exact {@link
 * #name()}, which lets a catalog query restrict {@code system_schema} by key instead of scanning
 * it. Immutable.
 */
final class NamePattern {

  static final NamePattern ANY = new NamePattern(null);

  private final Pattern regex;
  private final String name;

  private NamePattern(String pattern) {
    StringBuilder regex = new StringBuilder("(?s)");
    StringBuilder literal = new StringBuilder();
    boolean wild = pattern == null;
    for (int i = 0; pattern != null && i < pattern.length(); i++) {
      char c = pattern.charAt(i);
      if (c == '\\' && i + 1 < pattern.length()) {
        c = pattern.charAt(++i);
      } else if (c == '%' || c == '_') {
        regex.append(c == '%' ? ".*" : ".");
        wild = true;
        continue;
      }
      regex.append(Pattern.quote(String.valueOf(c)));
      literal.append(c);
    }
    this.regex = Pattern.compile(regex.toString());
    this.name = wild ? null : literal.toString();
  }

  static NamePattern of(String pattern) {
    return pattern == null ? ANY : new NamePattern(pattern);
  }

  /** A name given as it is: the arguments of getPrimaryKeys, getIndexInfo and the like. */
  static NamePattern exactly(String name) {
    return name == null
        ? ANY
        : of(name.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_"));
  }

  boolean matches(String candidate) {
    return this == ANY || (candidate != null && regex.matcher(candidate).matches());
  }

  /** The one name this pattern matches, or null when it has wildcards. */
  String name() {
    return name;
  }
}

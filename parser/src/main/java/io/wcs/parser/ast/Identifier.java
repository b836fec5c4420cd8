package io.wcs.parser.ast;

import java.util.Objects;

/**
 * A name as CQL means it: unquoted names are folded to lower case by the parser, quoted names keep
 * their case. {@code name} is that internal form; {@link #toCql()} quotes it only when it must.
 */
public record Identifier(String name) implements Node {

  public Identifier {
    Objects.requireNonNull(name, "name");
  }

  @Override
  public String toCql() {
    return needsQuotes(name) ? quote(name) : name;
  }

  /** True unless {@code name} reads back as itself when written bare. */
  static boolean needsQuotes(String name) {
    return !isPlainWord(name) || Keywords.isReserved(name);
  }

  static String quote(String name) {
    return '"' + name.replace("\"", "\"\"") + '"';
  }

  private static boolean isPlainWord(String name) {
    if (name.isEmpty() || name.charAt(0) < 'a' || name.charAt(0) > 'z') {
      return false;
    }
    for (int i = 1; i < name.length(); i++) {
      char c = name.charAt(i);
      if (!(c >= 'a' && c <= 'z') && !(c >= '0' && c <= '9') && c != '_') {
        return false;
      }
    }
    return true;
  }
}

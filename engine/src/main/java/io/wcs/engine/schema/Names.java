package io.wcs.engine.schema;

import io.wcs.parser.ast.Identifier;

/** Names and strings printed as CQL: quoted only when they must be, as Cassandra prints them. */
final class Names {
  private Names() {}

  static String quote(String name) {
    return new Identifier(name).toCql();
  }

  static String qualified(String keyspace, String name) {
    return quote(keyspace) + "." + quote(name);
  }

  /** A CQL string literal. */
  static String literal(String value) {
    return "'" + value.replace("'", "''") + "'";
  }

  /** Keyspace, table, type and index names: letters, digits and underscores, 1 to 48 long. */
  static boolean isValid(String name, int maxLength) {
    if (name.isEmpty() || name.length() > maxLength) {
      return false;
    }
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (!(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_')) {
        return false;
      }
    }
    return true;
  }
}

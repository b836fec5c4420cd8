package io.wcs.parser.ast;

import java.util.List;
import java.util.Set;

/** Printing pieces shared by the nodes' {@code toCql()}. */
final class Cql {
  /**
   * Names that cannot be written bare before '(': selector forms ({@code ttl(c)}), and {@code
   * expr}, which the lexer reads with its '(' as a custom index expression.
   */
  private static final Set<String> SELECTOR_WORDS =
      Set.of("writetime", "maxwritetime", "ttl", "cast", "key", "json", "distinct", "expr");

  /** Unreserved words that a type position reads as a built-in type, not as a user type name. */
  private static final Set<String> TYPE_WORDS =
      Set.of("map", "list", "set", "tuple", "frozen", "vector");

  private Cql() {}

  static String join(List<? extends Node> nodes) {
    return join(nodes, ", ");
  }

  /** A plain loop rather than a stream: trees can be deep, and each level costs stack here. */
  static String join(List<? extends Node> nodes, String separator) {
    StringBuilder cql = new StringBuilder();
    for (int i = 0; i < nodes.size(); i++) {
      cql.append(i == 0 ? "" : separator).append(nodes.get(i).toCql());
    }
    return cql.toString();
  }

  static String string(String value) {
    return '\'' + value.replace("'", "''") + '\'';
  }

  static String ifExists(boolean ifExists) {
    return ifExists ? " IF EXISTS" : "";
  }

  static String ifNotExists(boolean ifNotExists) {
    return ifNotExists ? " IF NOT EXISTS" : "";
  }

  static String where(List<Relation> where) {
    return where.isEmpty() ? "" : " WHERE " + join(where, " AND ");
  }

  static String using(Using using) {
    return using.isEmpty() ? "" : " " + using.toCql();
  }

  static String properties(List<Property> properties) {
    return properties.isEmpty() ? "" : " WITH " + join(properties, " AND ");
  }

  /** IF EXISTS or IF conditions of a conditional UPDATE or DELETE. */
  static String conditions(boolean ifExists, List<Condition> conditions) {
    if (ifExists) {
      return " IF EXISTS";
    }
    return conditions.isEmpty() ? "" : " IF " + join(conditions, " AND ");
  }

  /** A minus sign before {@code operand}, spaced so that two minus signs never read as '--'. */
  static String negate(String operand) {
    return operand.startsWith("-") ? "- " + operand : "-" + operand;
  }

  static String functionName(QualifiedName function) {
    String name = function.name().name();
    boolean bare =
        name.equals("token") || (!Identifier.needsQuotes(name) && !SELECTOR_WORDS.contains(name));
    String printed = bare ? name : Identifier.quote(name);
    return function.keyspace() == null ? printed : function.keyspace().toCql() + "." + printed;
  }

  static String typeName(QualifiedName type) {
    String name = type.name().name();
    boolean bare =
        !Identifier.needsQuotes(name) && !TYPE_WORDS.contains(name) && !NativeType.isName(name);
    String printed = bare ? name : Identifier.quote(name);
    return type.keyspace() == null ? printed : type.keyspace().toCql() + "." + printed;
  }
}

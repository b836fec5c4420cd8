package io.wcs.parser.ast;

import java.util.Locale;
import java.util.Set;

/**
 * The words that cannot be used as bare identifiers: Cassandra 5.0's reserved keywords, plus the
 * words the lexer reads as literals ({@code true}, {@code false}, {@code nan}, {@code infinity}).
 * Every other keyword may name a column, table or keyspace.
 */
public final class Keywords {
  private static final Set<String> RESERVED =
      Set.of(
          "add",
          "allow",
          "alter",
          "and",
          "apply",
          "asc",
          "authorize",
          "batch",
          "begin",
          "by",
          "columnfamily",
          "create",
          "delete",
          "desc",
          "describe",
          "drop",
          "entries",
          "execute",
          "from",
          "full",
          "grant",
          "if",
          "in",
          "index",
          "infinity",
          "insert",
          "into",
          "is",
          "keyspace",
          "limit",
          "materialized",
          "modify",
          "nan",
          "norecursive",
          "not",
          "null",
          "of",
          "on",
          "or",
          "order",
          "primary",
          "rename",
          "revoke",
          "schema",
          "select",
          "set",
          "table",
          "to",
          "token",
          "truncate",
          "unlogged",
          "update",
          "use",
          "using",
          "view",
          "where",
          "with",
          "true",
          "false");

  private Keywords() {}

  /** Whether {@code word} (any case) is reserved. */
  public static boolean isReserved(String word) {
    return RESERVED.contains(word.toLowerCase(Locale.ROOT));
  }
}

package io.wcs.parser.ast;

/** A node of the CQL syntax tree: immutable, printable back to canonical CQL. */
public interface Node {

  /**
   * Canonical CQL for this node: keywords in upper case, identifiers quoted only when needed,
   * literals re-escaped. Parsing the result gives back an equal node.
   */
  String toCql();

  /**
   * This node as Cassandra's messages quote it: its CQL with every {@code null} outside quotes
   * spelled {@code NULL}, inside collection, tuple and UDT literals too.
   */
  default String quoted() {
    String cql = toCql();
    StringBuilder out = new StringBuilder(cql.length());
    char quote = 0;
    for (int i = 0; i < cql.length(); i++) {
      char c = cql.charAt(i);
      if (quote != 0) {
        quote = c == quote ? 0 : quote;
      } else if (c == '\'' || c == '"') {
        quote = c;
      } else if (cql.startsWith("null", i)
          && (i == 0 || !isWordPart(cql.charAt(i - 1)))
          && (i + 4 == cql.length() || !isWordPart(cql.charAt(i + 4)))) {
        out.append("NULL");
        i += 3;
        continue;
      }
      out.append(c);
    }
    return out.toString();
  }

  private static boolean isWordPart(char c) {
    return Character.isLetterOrDigit(c) || c == '_';
  }
}

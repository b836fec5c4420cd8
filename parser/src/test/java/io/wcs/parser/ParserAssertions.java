package io.wcs.parser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.wcs.parser.ast.Statement;

/** Round-trip and error assertions shared by the parser tests. */
final class ParserAssertions {
  private ParserAssertions() {}

  /**
   * {@code input} parses to a statement printing as {@code canonical}; the canonical text parses to
   * an equal statement that prints the same again.
   */
  static Statement assertCanonical(String input, String canonical) throws CqlSyntaxException {
    Statement parsed = CqlParser.parse(input);
    assertEquals(canonical, parsed.toCql(), () -> "printing " + input);
    Statement reparsed = CqlParser.parse(parsed.toCql());
    assertEquals(parsed, reparsed, () -> "re-parsing " + canonical);
    assertEquals(canonical, reparsed.toCql(), () -> "re-printing " + canonical);
    return parsed;
  }

  /** {@code canonical} is already canonical. */
  static Statement assertCanonical(String canonical) throws CqlSyntaxException {
    return assertCanonical(canonical, canonical);
  }

  /**
   * {@code marked} is a statement with its error position marked by carets, Calcite style: {@code
   * "SELECT * ^FORM^ t"}. Parsing it without the carets fails at that line and column with a
   * message whose first line ends with {@code message}.
   */
  static CqlSyntaxException assertError(String marked, String message) {
    int caret = marked.indexOf('^');
    int closing = marked.indexOf('^', caret + 1);
    String cql =
        marked.substring(0, caret)
            + marked.substring(caret + 1, closing)
            + marked.substring(closing + 1);
    int line = 1;
    int lineStart = 0;
    for (int i = 0; i < caret; i++) {
      if (marked.charAt(i) == '\n') {
        line++;
        lineStart = i + 1;
      }
    }
    int column = caret - lineStart + 1;
    CqlSyntaxException e = assertThrows(CqlSyntaxException.class, () -> CqlParser.parse(cql));
    String firstLine = e.getMessage().lines().findFirst().orElseThrow();
    assertEquals("line " + line + ":" + (column - 1) + " " + message, firstLine, cql);
    assertEquals(line, e.line(), "line");
    assertEquals(column, e.column(), "column");
    assertEquals("42000", e.getSQLState());
    return e;
  }
}

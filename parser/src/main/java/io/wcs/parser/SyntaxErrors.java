package io.wcs.parser;

import static io.wcs.parser.generated.CqlGrammarConstants.BOOLEAN_LITERAL;
import static io.wcs.parser.generated.CqlGrammarConstants.DURATION;
import static io.wcs.parser.generated.CqlGrammarConstants.EOF;
import static io.wcs.parser.generated.CqlGrammarConstants.FLOAT;
import static io.wcs.parser.generated.CqlGrammarConstants.HEXNUMBER;
import static io.wcs.parser.generated.CqlGrammarConstants.IDENT;
import static io.wcs.parser.generated.CqlGrammarConstants.ILLEGAL_CHARACTER;
import static io.wcs.parser.generated.CqlGrammarConstants.INTEGER;
import static io.wcs.parser.generated.CqlGrammarConstants.K_INFINITY;
import static io.wcs.parser.generated.CqlGrammarConstants.K_NAN;
import static io.wcs.parser.generated.CqlGrammarConstants.QUOTED_NAME;
import static io.wcs.parser.generated.CqlGrammarConstants.STRING_LITERAL;
import static io.wcs.parser.generated.CqlGrammarConstants.UNTERMINATED_COMMENT;
import static io.wcs.parser.generated.CqlGrammarConstants.UNTERMINATED_NAME;
import static io.wcs.parser.generated.CqlGrammarConstants.UNTERMINATED_STRING;
import static io.wcs.parser.generated.CqlGrammarConstants.UUID;
import static io.wcs.parser.generated.CqlGrammarConstants.tokenImage;

import io.wcs.parser.ast.Keywords;
import io.wcs.parser.generated.ParseException;
import io.wcs.parser.generated.Token;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * Turns the generated parser's failures into {@link CqlSyntaxException}s worded like Cassandra's:
 * the offending token, a short list of what was expected (keywords in upper case, "identifier",
 * "constant", quoted punctuation) and the source line with a caret under the token.
 */
final class SyntaxErrors {
  /** Longest list of expected tokens printed before "...". */
  private static final int MAX_EXPECTED = 8;

  /** Widest slice of the offending line shown in a snippet. */
  private static final int SNIPPET_WIDTH = 100;

  private static final int MAX_TOKEN_TEXT = 40;

  private SyntaxErrors() {}

  static CqlSyntaxException fromParseException(String source, ParseException e) {
    Token bad = e.currentToken.next;
    String message =
        switch (bad.kind) {
          case ILLEGAL_CHARACTER -> "mismatched character " + quote(bad.image);
          case UNTERMINATED_STRING -> "unterminated string literal";
          case UNTERMINATED_NAME -> "unterminated quoted identifier";
          case UNTERMINATED_COMMENT -> "unterminated comment";
          default -> mismatchedInput(bad, e.expectedTokenSequences);
        };
    return at(source, bad.kind == EOF ? afterToken(e.currentToken) : bad, message);
  }

  static CqlSyntaxException at(String source, Token token, String message) {
    return positioned(source, token, position(token) + " " + message);
  }

  /** {@code message} as is, then the position on a line of its own and the snippet. */
  static CqlSyntaxException positionAfter(String source, Token token, String message) {
    return positioned(source, token, message + "\n" + position(token));
  }

  private static String position(Token token) {
    return "line " + Math.max(token.beginLine, 1) + ":" + (Math.max(token.beginColumn, 1) - 1);
  }

  private static CqlSyntaxException positioned(String source, Token token, String text) {
    int line = Math.max(token.beginLine, 1);
    int column = Math.max(token.beginColumn, 1);
    int width = isOneLineToken(token) ? token.endColumn - column + 1 : 1;
    return new CqlSyntaxException(text + snippet(source, line, column, width), line, column);
  }

  /** Unterminated literals and comments are marked at their opening only. */
  private static boolean isOneLineToken(Token token) {
    return token.endLine == token.beginLine
        && token.kind != EOF
        && token.kind != UNTERMINATED_STRING
        && token.kind != UNTERMINATED_NAME
        && token.kind != UNTERMINATED_COMMENT;
  }

  /** A zero-width EOF token placed just after {@code last}, where the input ran out. */
  private static Token afterToken(Token last) {
    Token eof = new Token(EOF, "<EOF>");
    boolean nothingConsumed = last.beginLine == 0;
    eof.beginLine = nothingConsumed ? 1 : last.endLine;
    eof.beginColumn = nothingConsumed ? 1 : last.endColumn + 1;
    return eof;
  }

  private static String mismatchedInput(Token bad, int[][] expectedSequences) {
    String input = quote(bad.kind == EOF ? "<EOF>" : bad.image);
    Set<Integer> expected = new TreeSet<>();
    for (int[] sequence : expectedSequences) {
      expected.add(sequence[0]);
    }
    if (expected.isEmpty() || expected.contains(bad.kind)) {
      return "no viable alternative at input " + input;
    }
    List<String> names = expectedNames(expected);
    String list =
        names.size() == 1
            ? names.get(0)
            : "one of "
                + String.join(", ", names.subList(0, Math.min(names.size(), MAX_EXPECTED)))
                + (names.size() > MAX_EXPECTED ? ", ..." : "");
    boolean nameExpected =
        expected.contains(IDENT) && expected.stream().noneMatch(SyntaxErrors::isConstant);
    String hint =
        nameExpected && Keywords.isReserved(bad.image)
            ? " ("
                + bad.image
                + " is a reserved word: write it in double quotes to use it as a name)"
            : "";
    return "mismatched input " + input + " expecting " + list + hint;
  }

  /** Readable names in the order keywords, identifier, constants, punctuation, end of input. */
  private static List<String> expectedNames(Set<Integer> kinds) {
    boolean identifier = kinds.contains(IDENT);
    Set<String> keywords = new LinkedHashSet<>();
    Set<String> constants = new LinkedHashSet<>();
    Set<String> punctuation = new LinkedHashSet<>();
    for (int kind : kinds) {
      String image = tokenImage[kind];
      if (kind == IDENT || kind == QUOTED_NAME || kind == EOF) {
        continue;
      }
      if (isConstant(kind)) {
        constants.add(kind == STRING_LITERAL ? "string" : kind == INTEGER ? "integer" : "constant");
      } else if (isWord(image)) {
        String word = word(image);
        if (!identifier || Keywords.isReserved(word)) {
          keywords.add(word);
        }
      } else {
        punctuation.add("'" + image.substring(1, image.length() - 1) + "'");
      }
    }
    List<String> names = new ArrayList<>(keywords);
    if (identifier) {
      names.add("identifier");
    }
    names.addAll(constants.size() > 2 ? Set.of("constant") : constants);
    names.addAll(punctuation);
    if (kinds.contains(EOF)) {
      names.add("<EOF>");
    }
    return names;
  }

  private static boolean isConstant(int kind) {
    return kind == STRING_LITERAL
        || kind == INTEGER
        || kind == FLOAT
        || kind == BOOLEAN_LITERAL
        || kind == DURATION
        || kind == UUID
        || kind == HEXNUMBER
        || kind == K_NAN
        || kind == K_INFINITY;
  }

  /** Keyword images are "\"select\"" or, for keywords with two spellings, "<K_TABLE>". */
  private static boolean isWord(String image) {
    return image.startsWith("<K_")
        || image
            .chars()
            .skip(1)
            .limit(image.length() - 2L)
            .allMatch(c -> Character.isLetter(c) || c == '_');
  }

  private static String word(String image) {
    String word =
        image.startsWith("<K_")
            ? image.substring(3, image.length() - 1)
            : image.substring(1, image.length() - 1);
    return word.toUpperCase(Locale.ROOT);
  }

  private static String quote(String text) {
    String shown =
        text.length() > MAX_TOKEN_TEXT ? text.substring(0, MAX_TOKEN_TEXT) + "..." : text;
    return "'" + shown + "'";
  }

  /** "\n" + the offending line + "\n" + carets under the token, or "" if the line is unknown. */
  private static String snippet(String source, int line, int column, int width) {
    String text = sourceLine(source, line);
    if (text == null) {
      return "";
    }
    int from = Math.max(0, Math.min(column - 1, text.length()) - SNIPPET_WIDTH / 2);
    int to = Math.min(text.length(), from + SNIPPET_WIDTH);
    StringBuilder carets = new StringBuilder();
    for (int i = from; i < column - 1 && i < text.length(); i++) {
      carets.append(text.charAt(i) == '\t' ? '\t' : ' ');
    }
    carets.append("^".repeat(Math.max(1, Math.min(width, SNIPPET_WIDTH))));
    return "\n" + text.substring(from, to) + "\n" + carets;
  }

  private static String sourceLine(String source, int line) {
    int start = 0;
    for (int i = 1; i < line; i++) {
      int newline = nextLineStart(source, start);
      if (newline < 0) {
        return null;
      }
      start = newline;
    }
    int end = start;
    while (end < source.length() && source.charAt(end) != '\n' && source.charAt(end) != '\r') {
      end++;
    }
    return source.substring(start, end);
  }

  /** JavaCC counts "\r\n", "\n" and a lone "\r" as one line break each. */
  private static int nextLineStart(String source, int from) {
    for (int i = from; i < source.length(); i++) {
      char c = source.charAt(i);
      if (c == '\n') {
        return i + 1;
      }
      if (c == '\r') {
        return i + 1 < source.length() && source.charAt(i + 1) == '\n' ? i + 2 : i + 1;
      }
    }
    return -1;
  }
}

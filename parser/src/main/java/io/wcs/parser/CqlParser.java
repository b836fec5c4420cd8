package io.wcs.parser;

import io.wcs.parser.ast.Statement;
import io.wcs.parser.generated.CqlGrammar;
import io.wcs.parser.generated.ParseException;
import io.wcs.parser.generated.Token;
import io.wcs.parser.generated.TokenMgrError;
import java.util.List;
import java.util.Objects;

/**
 * Parses CQL text (Apache Cassandra 5.0 syntax) into {@link Statement} trees. Every failure,
 * however malformed the input, is a {@link CqlSyntaxException}; parsing is linear in the input's
 * length. Stateless and thread-safe.
 */
public final class CqlParser {

  private CqlParser() {}

  /** Exactly one statement, with an optional trailing ';'. */
  public static Statement parse(String cql) throws CqlSyntaxException {
    return run(cql, CqlGrammar::SingleStatement);
  }

  /** Zero or more statements separated by ';'. */
  public static List<Statement> parseScript(String cql) throws CqlSyntaxException {
    return List.copyOf(run(cql, CqlGrammar::Script));
  }

  /**
   * Splits a script into statement texts at each ';' outside literals, quoted names and comments,
   * without parsing; a {@code BEGIN BATCH … APPLY BATCH} stays one statement. The texts are trimmed
   * and exclude the ';'; parts holding only blanks and comments are dropped.
   */
  public static List<String> splitStatements(String script) {
    return StatementScanner.scan(script).statements();
  }

  /**
   * Whether {@code text}, ignoring trailing blanks and comments, ends with a ';' that ends a
   * statement: what an interactive shell asks before running what was typed.
   */
  public static boolean endsStatement(String text) {
    return StatementScanner.scan(text).endsWithTerminator();
  }

  /** One entry point of the generated grammar. */
  private interface Production<T> {
    T parse(CqlGrammar grammar) throws ParseException;
  }

  private static <T> T run(String cql, Production<T> production) throws CqlSyntaxException {
    Objects.requireNonNull(cql, "cql");
    CqlGrammar grammar = new CqlGrammar(new StringCharStream(cql));
    try {
      return production.parse(grammar);
    } catch (ParseException e) {
      throw SyntaxErrors.fromParseException(cql, e);
    } catch (InvalidSyntaxException e) {
      throw e.messageFirst()
          ? SyntaxErrors.positionAfter(cql, e.token(), e.getMessage())
          : SyntaxErrors.at(cql, e.token(), e.getMessage());
    } catch (TokenMgrError e) {
      // Unreachable by design (every character is some token); kept so no lexer error escapes.
      throw SyntaxErrors.at(cql, lastToken(grammar), e.getMessage());
    } catch (StackOverflowError e) {
      // The nesting guard normally stops first; this covers a caller running on a tiny stack.
      throw SyntaxErrors.at(cql, lastToken(grammar), "statement nested too deeply");
    }
  }

  private static Token lastToken(CqlGrammar grammar) {
    Token token = grammar.getToken(0);
    return token.beginLine == 0 ? grammar.getToken(1) : token;
  }
}

package io.wcs.parser;

import io.wcs.parser.generated.Token;

/**
 * A syntax rule the grammar's shape cannot express (nesting limit, {@code X = Y + 1}), thrown from
 * inside the generated parser and turned into a {@link CqlSyntaxException} by {@link CqlParser}.
 */
final class InvalidSyntaxException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final transient Token token;
  private final boolean messageFirst;

  InvalidSyntaxException(Token token, String message) {
    this(token, message, false);
  }

  private InvalidSyntaxException(Token token, String message, boolean messageFirst) {
    super(message, null, false, false);
    this.token = token;
    this.messageFirst = messageFirst;
  }

  /**
   * A refusal Cassandra's grammar words without a position (its {@code addRecognitionError}): the
   * message reads exactly as Cassandra's and the position follows on the next line.
   */
  static InvalidSyntaxException asCassandraWordsIt(Token token, String message) {
    return new InvalidSyntaxException(token, message, true);
  }

  Token token() {
    return token;
  }

  boolean messageFirst() {
    return messageFirst;
  }
}

package io.wcs.parser;

import io.wcs.parser.generated.Token;

/**
 * A syntax rule the grammar's shape cannot express (nesting limit, {@code X = Y + 1}), thrown from
 * inside the generated parser and turned into a {@link CqlSyntaxException} by {@link CqlParser}.
 */
final class InvalidSyntaxException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final transient Token token;

  InvalidSyntaxException(Token token, String message) {
    super(message, null, false, false);
    this.token = token;
  }

  Token token() {
    return token;
  }
}

package io.wcs.server;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * Who may use a server: everyone (no password file), or the users of a {@link PasswordFile}, who
 * log in as clients log in to Cassandra's PasswordAuthenticator: the server answers STARTUP with
 * AUTHENTICATE naming that class, and the client sends one SASL PLAIN token. Thread-safe.
 */
final class Authentication {
  static final String AUTHENTICATOR = "org.apache.cassandra.auth.PasswordAuthenticator";

  static final Authentication NONE = new Authentication(null);

  private final PasswordFile users;

  Authentication(PasswordFile users) {
    this.users = users;
  }

  boolean required() {
    return users != null;
  }

  /**
   * Checks a SASL PLAIN token ({@code [authzid] \0 user \0 password}, UTF-8).
   *
   * @return null when the user is let in, or Cassandra's refusal message
   */
  String check(ByteBuffer token) {
    String plain = token == null ? "" : StandardCharsets.UTF_8.decode(token.duplicate()).toString();
    int first = plain.indexOf('\0');
    int second = first < 0 ? -1 : plain.indexOf('\0', first + 1);
    if (second < 0) {
      return "Authentication failed: the token is not a SASL PLAIN token";
    }
    String user = plain.substring(first + 1, second);
    String password = plain.substring(second + 1);
    return users.accepts(user, password)
        ? null
        : "Provided username " + user + " and/or password are incorrect";
  }
}

package io.wcs.server;

import io.wcs.engine.auth.RoleStore;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * Who may use a server: everyone (then every client is anonymous), or the database's roles that may
 * log in, who log in as clients log in to Cassandra's PasswordAuthenticator: the server answers
 * STARTUP with AUTHENTICATE naming that class, and the client sends one SASL PLAIN token.
 * Thread-safe.
 */
final class Authentication {
  static final String AUTHENTICATOR = "org.apache.cassandra.auth.PasswordAuthenticator";

  static final Authentication NONE = new Authentication(null);

  /** What a login token asked for: the role, and why it is refused (null when let in). */
  record Attempt(String user, String refusal) {}

  private final RoleStore roles;

  Authentication(RoleStore roles) {
    this.roles = roles;
  }

  boolean required() {
    return roles != null;
  }

  /** Checks a SASL PLAIN token ({@code [authzid] \0 user \0 password}, UTF-8); slow on purpose. */
  Attempt check(ByteBuffer token) {
    String plain = token == null ? "" : StandardCharsets.UTF_8.decode(token.duplicate()).toString();
    int first = plain.indexOf('\0');
    int second = first < 0 ? -1 : plain.indexOf('\0', first + 1);
    if (second < 0) {
      return new Attempt(null, "Authentication failed: the token is not a SASL PLAIN token");
    }
    String user = plain.substring(first + 1, second);
    return new Attempt(user, roles.loginRefusal(user, plain.substring(second + 1)));
  }
}

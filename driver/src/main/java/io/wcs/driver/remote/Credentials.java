package io.wcs.driver.remote;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * A user name and password for servers that require a login. The password is kept only as long as
 * the session that may need to log in again, and never appears in {@link #toString}.
 */
public record Credentials(String user, String password) {

  /** SASL PLAIN's initial response: no authorization id, then the user and password. */
  ByteBuffer plainToken() {
    byte[] user = this.user.getBytes(StandardCharsets.UTF_8);
    byte[] password = this.password.getBytes(StandardCharsets.UTF_8);
    ByteBuffer token = ByteBuffer.allocate(2 + user.length + password.length);
    token.put((byte) 0).put(user).put((byte) 0).put(password);
    return token.flip();
  }

  @Override
  public String toString() {
    return "Credentials[user=" + user + "]";
  }
}

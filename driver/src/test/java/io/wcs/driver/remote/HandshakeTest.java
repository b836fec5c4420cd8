package io.wcs.driver.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.protocol.internal.Frame;
import com.datastax.oss.protocol.internal.Message;
import com.datastax.oss.protocol.internal.ProtocolConstants;
import com.datastax.oss.protocol.internal.request.AuthResponse;
import com.datastax.oss.protocol.internal.request.Query;
import com.datastax.oss.protocol.internal.request.Register;
import com.datastax.oss.protocol.internal.request.Startup;
import com.datastax.oss.protocol.internal.response.AuthSuccess;
import com.datastax.oss.protocol.internal.response.Authenticate;
import com.datastax.oss.protocol.internal.response.Error;
import com.datastax.oss.protocol.internal.response.Ready;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The remote session's handshake against a server that answers as Cassandra 3 with
 * PasswordAuthenticator would, scripted frame by frame: it refuses v5 in the words drivers step
 * down on, then asks for a login. The requests the session sends are checked byte for byte.
 */
class HandshakeTest {
  private static final String AUTHENTICATOR = "org.apache.cassandra.auth.PasswordAuthenticator";

  @Test
  void stepsDownToV4AndLogsInWithSaslPlain() throws Exception {
    try (ScriptedServer server = new ScriptedServer(this::refuseV5ThenAskForLogin)) {
      try (RemoteSession session =
          RemoteSession.connect(
              List.of("127.0.0.1:" + server.port()),
              new ConnectOptions(5000, 0, new Credentials("ada", "s3cret"), false, null))) {
        assertEquals(4, session.protocolVersion());
        assertTrue(session.isValid());
      }
      List<Frame> seen = server.requests();
      assertEquals(5, seen.get(0).protocolVersion);
      assertInstanceOf(Startup.class, seen.get(0).message);
      assertEquals(4, seen.get(1).protocolVersion);
      AuthResponse login = assertInstanceOf(AuthResponse.class, seen.get(2).message);
      assertEquals("\0ada\0s3cret", StandardCharsets.UTF_8.decode(login.token).toString());
    }
  }

  @Test
  void reportsARefusedLogin() throws Exception {
    assertRefusedLogin(
        new Credentials("ada", "wrong"),
        "refused the login: Provided username ada and/or password are incorrect");
  }

  @Test
  void asksForCredentialsWhenNoneWereGiven() throws Exception {
    assertRefusedLogin(
        null,
        "requires authentication (" + AUTHENTICATOR + "): give the user and password parameters");
  }

  /** Connecting with {@code credentials} fails with SQLState 28000 and this message. */
  private void assertRefusedLogin(Credentials credentials, String why) throws Exception {
    try (ScriptedServer server = new ScriptedServer(this::refuseV5ThenAskForLogin)) {
      SQLException refused =
          ConnectAttempts.refused(
              server.port(), new ConnectOptions(5000, 0, credentials, false, null));
      assertEquals("28000", refused.getSQLState());
      assertEquals("the server at 127.0.0.1:" + server.port() + " " + why, refused.getMessage());
    }
  }

  /**
   * Cassandra 3's answers: no v5; a login for v4; the password "s3cret" for ada; and no table to
   * query.
   */
  private Message refuseV5ThenAskForLogin(Frame request) {
    if (request.protocolVersion == 5) {
      return ScriptedServer.V5_REFUSED;
    }
    if (request.message instanceof Startup) {
      return new Authenticate(AUTHENTICATOR);
    }
    if (request.message instanceof Register) {
      return new Ready();
    }
    if (request.message instanceof Query query) {
      // the session reads the cluster's topology once logged in (and registers for its events);
      // this script has no tables
      return new Error(
          ProtocolConstants.ErrorCode.INVALID, "unconfigured table in: " + query.query);
    }
    AuthResponse login = (AuthResponse) request.message;
    if (StandardCharsets.UTF_8.decode(login.token.duplicate()).toString().equals("\0ada\0s3cret")) {
      return new AuthSuccess(null);
    }
    return new Error(
        ProtocolConstants.ErrorCode.AUTH_ERROR,
        "Provided username ada and/or password are incorrect");
  }
}

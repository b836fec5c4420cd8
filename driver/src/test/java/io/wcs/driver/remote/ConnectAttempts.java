package io.wcs.driver.remote;

import static org.junit.jupiter.api.Assertions.assertThrows;

import java.sql.SQLException;
import java.util.List;

/** Connections the tests expect to fail. */
final class ConnectAttempts {
  private ConnectAttempts() {}

  /** Why a session to the local {@code port} could not be made. */
  static SQLException refused(int port, ConnectOptions options) {
    return assertThrows(
        SQLException.class, () -> RemoteSession.connect(List.of("127.0.0.1:" + port), options));
  }
}

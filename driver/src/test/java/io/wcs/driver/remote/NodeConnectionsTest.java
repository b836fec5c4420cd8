package io.wcs.driver.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.wcs.driver.error.WcsSqlState;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class NodeConnectionsTest {
  private static final InetSocketAddress DOWN = new InetSocketAddress("127.0.0.1", 1);
  private static final InetSocketAddress OTHER = new InetSocketAddress("127.0.0.2", 1);

  private final List<InetSocketAddress> attempts = new ArrayList<>();
  private final NodeConnections connections =
      new NodeConnections(
          node -> {
            attempts.add(node);
            throw WcsSqlState.CONNECTION_REFUSED.exception("refused by " + node);
          });

  @Test
  void aNodeThatCannotBeReachedIsLeftAloneForAWhile() {
    assertNull(connections.to(DOWN));
    assertNull(connections.to(DOWN));
    assertEquals(List.of(DOWN), attempts);
    assertNull(connections.to(OTHER));
    assertEquals(List.of(DOWN, OTHER), attempts);
  }

  @Test
  void closedConnectionsOpenNoMore() {
    connections.close();
    assertNull(connections.to(DOWN));
    assertEquals(List.of(), attempts);
  }
}

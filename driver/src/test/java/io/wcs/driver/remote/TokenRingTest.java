package io.wcs.driver.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.net.InetSocketAddress;
import java.util.List;
import org.junit.jupiter.api.Test;

class TokenRingTest {
  private static final InetSocketAddress A = new InetSocketAddress("127.0.0.1", 9042);
  private static final InetSocketAddress B = new InetSocketAddress("127.0.0.2", 9042);
  private static final InetSocketAddress C = new InetSocketAddress("127.0.0.3", 9042);
  private static final InetSocketAddress REMOTE = new InetSocketAddress("127.0.0.4", 9042);

  private static final TokenRing RING =
      TokenRing.of(
          List.of(
              new TokenRing.Node(A, "dc1", List.of(0L, 600L)),
              new TokenRing.Node(B, "dc1", List.of(-500L)),
              new TokenRing.Node(REMOTE, "dc2", List.of(-100L, 100L)),
              new TokenRing.Node(C, "dc1", List.of(300L))),
          "dc1");

  @Test
  void aTokenBelongsToTheNodeOfTheFirstTokenAtOrAfterIt() {
    assertEquals(B, RING.ownerOf(-500));
    assertEquals(A, RING.ownerOf(-499));
    assertEquals(A, RING.ownerOf(0));
    assertEquals(C, RING.ownerOf(1));
    assertEquals(C, RING.ownerOf(300));
    assertEquals(A, RING.ownerOf(301));
  }

  @Test
  void tokensPastTheLastGoRoundToTheFirst() {
    assertEquals(B, RING.ownerOf(601));
    assertEquals(B, RING.ownerOf(Long.MAX_VALUE));
    assertEquals(B, RING.ownerOf(Long.MIN_VALUE));
  }

  @Test
  void nodesOfOtherDataCentresTakeNoStatements() {
    assertEquals(3, RING.nodeCount());
    assertEquals(List.of(A, B, C), RING.nodes());
    assertEquals(C, RING.ownerOf(100));
    assertEquals(A, RING.ownerOf(-100));
  }

  @Test
  void anEmptyRingHasNoOwner() {
    TokenRing empty = TokenRing.of(List.of(new TokenRing.Node(A, "dc1", List.of())), "dc1");
    assertEquals(0, empty.nodeCount());
    assertNull(empty.ownerOf(42));
  }
}

package io.wcs.driver.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.net.InetSocketAddress;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class TokenRingTest {
  private static final InetSocketAddress A = new InetSocketAddress("127.0.0.1", 9042);
  private static final InetSocketAddress B = new InetSocketAddress("127.0.0.2", 9042);
  private static final InetSocketAddress C = new InetSocketAddress("127.0.0.3", 9042);
  private static final InetSocketAddress REMOTE = new InetSocketAddress("127.0.0.4", 9042);

  private static final TokenRing RING =
      TokenRing.of(
          List.of(
              new TokenRing.Node(A, "dc1", "r1", List.of(0L, 600L)),
              new TokenRing.Node(B, "dc1", "r1", List.of(-500L)),
              new TokenRing.Node(REMOTE, "dc2", "r1", List.of(-100L, 100L)),
              new TokenRing.Node(C, "dc1", "r2", List.of(300L))),
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

  /** Ring order: B -500, REMOTE -100, A 0, REMOTE 100, C 300, A 600. */
  @Test
  void simpleStrategyTakesTheFirstNodesOfTheWholeRingAndKeepsThoseOfTheDataCentre() {
    ReplicationFactors two =
        ReplicationFactors.of(Map.of("class", "SimpleStrategy", "replication_factor", "2"));
    assertEquals(List.of(A), RING.replicas(-200, two));
    assertEquals(List.of(C, A), RING.replicas(200, two));
    assertEquals(List.of(B), RING.replicas(700, two));
    ReplicationFactors all =
        ReplicationFactors.of(Map.of("class", "SimpleStrategy", "replication_factor", "9"));
    assertEquals(List.of(A, C, B), RING.replicas(-50, all));
  }

  @Test
  void networkTopologyStrategyTakesADistinctRackFirst() {
    ReplicationFactors two =
        ReplicationFactors.of(
            Map.of("class", "org.apache.cassandra.locator.NetworkTopologyStrategy", "dc1", "2"));
    // from -499: A (r1), then C (r2); B, of r1 again, is passed over
    assertEquals(List.of(A, C), RING.replicas(-499, two));
    // from 301: A (r1); B (r1 again) passed over as two racks hold two replicas; then C (r2)
    assertEquals(List.of(A, C), RING.replicas(301, two));
    ReplicationFactors three =
        ReplicationFactors.of(Map.of("class", "NetworkTopologyStrategy", "dc1", "3/1", "dc2", "1"));
    // three replicas on two racks: the first rack met again is taken
    assertEquals(List.of(A, B, C), RING.replicas(301, three));
    ReplicationFactors elsewhere =
        ReplicationFactors.of(Map.of("class", "NetworkTopologyStrategy", "dc2", "1"));
    assertEquals(List.of(), RING.replicas(0, elsewhere));
  }

  @Test
  void unknownStrategiesPlaceNoReplicas() {
    assertNull(ReplicationFactors.of(Map.of("class", "LocalStrategy")));
    assertNull(ReplicationFactors.of(Map.of("class", "SimpleStrategy", "replication_factor", "x")));
    assertNull(ReplicationFactors.of(Map.of("class", "SimpleStrategy", "replication_factor", "0")));
  }

  @Test
  void anEmptyRingHasNoOwner() {
    TokenRing empty = TokenRing.of(List.of(new TokenRing.Node(A, "dc1", "r1", List.of())), "dc1");
    assertEquals(0, empty.nodeCount());
    assertNull(empty.ownerOf(42));
  }
}

package io.wcs.engine.storage;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Which of two row markers wins, in Cassandra's order. */
class LivenessInfoTest {
  private static final int NOW = 1_000_000;

  @Test
  void theLaterTimestampWins() {
    assertTrue(LivenessInfo.live(2).supersedes(LivenessInfo.expired(1, NOW)));
    assertFalse(LivenessInfo.expired(1, NOW).supersedes(LivenessInfo.live(2)));
  }

  @Test
  void onATieAnExpiredMarkerWinsOverAnyOther() {
    LivenessInfo longTtl = LivenessInfo.expiring(5, 100_000, NOW);
    LivenessInfo expired = LivenessInfo.expired(5, NOW);
    assertTrue(expired.supersedes(longTtl));
    assertFalse(longTtl.supersedes(expired));
    assertTrue(expired.supersedes(LivenessInfo.live(5)));
    assertFalse(expired.isLive(NOW));
  }

  @Test
  void onATieAnExpiringMarkerWinsThenTheLaterExpiry() {
    assertTrue(LivenessInfo.expiring(5, 10, NOW).supersedes(LivenessInfo.live(5)));
    assertTrue(LivenessInfo.expiring(5, 20, NOW).supersedes(LivenessInfo.expiring(5, 10, NOW)));
    assertFalse(LivenessInfo.expiring(5, 10, NOW).supersedes(LivenessInfo.expiring(5, 20, NOW)));
  }
}

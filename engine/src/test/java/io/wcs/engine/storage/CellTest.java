package io.wcs.engine.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class CellTest {
  private static final byte[] A = {1};
  private static final byte[] B = {(byte) 0x80};

  private static void assertWins(Cell winner, Cell loser) {
    assertSame(winner, Cell.reconcile(winner, loser));
    assertSame(winner, Cell.reconcile(loser, winner));
  }

  @Test
  void higherTimestampWins() {
    assertWins(Cell.live(1, null, 11, A), Cell.live(1, null, 10, B));
    assertWins(Cell.live(1, null, 11, A), Cell.tombstone(1, null, 10, 100));
  }

  @Test
  void onTieTombstoneBeatsExpiringBeatsLive() {
    Cell live = Cell.live(1, null, 10, B);
    Cell expiring = Cell.expiring(1, null, 10, 5, 100, A);
    Cell tombstone = Cell.tombstone(1, null, 10, 50);
    assertWins(tombstone, live);
    assertWins(tombstone, expiring);
    assertWins(expiring, live);
  }

  @Test
  void onTieBetweenExpiringCellsLaterExpiryWinsThenGreaterValue() {
    assertWins(Cell.expiring(1, null, 10, 5, 200, A), Cell.expiring(1, null, 10, 5, 100, B));
    assertWins(Cell.live(1, null, 10, B), Cell.live(1, null, 10, A));
  }

  @Test
  void expiryMakesCellDeadAndCompactionTurnsItIntoATombstoneDatedFromTheWrite() {
    Cell c = Cell.expiring(1, null, 10, 5, 100, A);
    assertTrue(c.isLive(104));
    assertFalse(c.isLive(105));
    assertSame(c, c.purgedOfExpiry(104));
    Cell t = c.purgedOfExpiry(105);
    assertTrue(t.isTombstone());
    assertEquals(100, t.localDeletionTime());
    assertEquals(10, t.timestamp());
  }

  @Test
  void rangeTombstonesFlattenToTheStrongestCoveringDeletion() {
    DeletionTime weak = new DeletionTime(5, 1);
    DeletionTime strong = new DeletionTime(9, 1);
    DeletionIntervals d =
        DeletionIntervals.of(
            java.util.List.of(
                new RangeTombstone(new byte[] {2}, new byte[] {8}, weak),
                new RangeTombstone(new byte[] {4}, new byte[] {6}, strong),
                new RangeTombstone(new byte[] {10}, null, weak)));
    assertEquals(DeletionTime.LIVE, d.deletionAt(new byte[] {1}));
    assertEquals(weak, d.deletionAt(new byte[] {2}));
    assertEquals(strong, d.deletionAt(new byte[] {4}));
    assertEquals(strong, d.deletionAt(new byte[] {5, 9}));
    assertEquals(weak, d.deletionAt(new byte[] {6}));
    assertEquals(DeletionTime.LIVE, d.deletionAt(new byte[] {8}));
    assertEquals(weak, d.deletionAt(new byte[] {(byte) 200}));
  }
}

package io.wcs.engine.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class SlicesTest {
  private static byte[] b(int v) {
    return new byte[] {(byte) v};
  }

  @Test
  void overlappingAndTouchingSlicesMergeAndEmptyOnesVanish() {
    Slices s =
        Slices.of(
            List.of(
                new Slice(b(5), b(9)),
                new Slice(b(1), b(3)),
                new Slice(b(3), b(4)),
                new Slice(b(8), b(12)),
                new Slice(b(20), b(20)),
                new Slice(b(30), b(25)),
                new Slice(b(40), null),
                new Slice(b(50), b(60))));
    assertEquals(
        List.of(new Slice(b(1), b(4)), new Slice(b(5), b(12)), new Slice(b(40), null)), s.asList());
  }

  @Test
  void contradictoryBoundsSelectNothing() {
    assertEquals(0, Slices.of(new Slice(b(9), b(2))).size());
  }
}

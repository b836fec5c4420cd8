package io.wcs.engine.cql;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class BoundValuesTest {
  private static final byte[] A = {1};
  private static final byte[] B = {2};

  @Test
  void aCopyHoldsNullsAndKeepsNoLinkToTheCallersList() {
    List<byte[]> callers = new ArrayList<>(Arrays.asList(A, null, B));
    List<byte[]> bound = BoundValues.copyOf(callers);
    callers.set(0, B);
    callers.add(A);
    assertEquals(3, bound.size());
    assertSame(A, bound.get(0));
    assertNull(bound.get(1));
    assertSame(B, bound.get(2));
  }

  @Test
  void boundValuesAreTakenAsTheyAre() {
    List<byte[]> bound = BoundValues.owning(new byte[][] {A, B});
    assertSame(bound, BoundValues.copyOf(bound));
  }

  @Test
  void boundValuesCannotBeChanged() {
    List<byte[]> bound = BoundValues.copyOf(List.of(A));
    assertThrows(UnsupportedOperationException.class, () -> bound.set(0, B));
    assertThrows(UnsupportedOperationException.class, () -> bound.add(B));
    assertThrows(UnsupportedOperationException.class, () -> bound.remove(0));
  }

  @Test
  void optionsDerivedFromOthersShareTheirValues() {
    QueryOptions options = QueryOptions.of(new ArrayList<>(Arrays.asList(A, null)));
    QueryOptions paged = options.withPaging(10, null);
    assertSame(options.values(), paged.values());
    assertArrayEquals(new byte[][] {A, null}, paged.values().toArray(new byte[0][]));
  }
}

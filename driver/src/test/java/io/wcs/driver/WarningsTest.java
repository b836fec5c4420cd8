package io.wcs.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.sql.SQLWarning;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Warnings answer as one chain in the order they came, which keeps growing once handed out. */
class WarningsTest {
  private static List<String> messages(SQLWarning first) {
    List<String> out = new ArrayList<>();
    for (SQLWarning w = first; w != null; w = w.getNextWarning()) {
      out.add(w.getMessage() + "/" + w.getSQLState());
    }
    return out;
  }

  @Test
  void warningsChainInOrderAndAChainHandedOutGetsTheLaterOnes() {
    Warnings warnings = new Warnings();
    assertNull(warnings.first());
    warnings.add("one");
    warnings.addAll(List.of("two", "three"));
    SQLWarning first = warnings.first();
    assertEquals(List.of("one/01000", "two/01000", "three/01000"), messages(first));
    warnings.add("four");
    assertEquals(List.of("one/01000", "two/01000", "three/01000", "four/01000"), messages(first));
    assertSame(first, warnings.first());
  }

  @Test
  void clearForgetsHandedOutAndPendingWarnings() {
    Warnings warnings = new Warnings();
    warnings.add("one");
    warnings.first();
    warnings.add("two");
    warnings.clear();
    assertNull(warnings.first());
    warnings.add("three");
    warnings.clear();
    assertNull(warnings.first());
    warnings.add("four");
    assertEquals(List.of("four/01000"), messages(warnings.first()));
  }
}

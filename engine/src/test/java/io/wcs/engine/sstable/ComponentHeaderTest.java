package io.wcs.engine.sstable;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.storage.ArrayByteReader;
import io.wcs.engine.storage.MalformedDataException;
import org.junit.jupiter.api.Test;

class ComponentHeaderTest {
  private static int check(int componentId, int version) {
    byte[] header = {'W', 'C', 'S', 'T', (byte) componentId, (byte) version};
    return ComponentHeader.check(Component.DATA, new ArrayByteReader(header, "1-Data.db"));
  }

  @Test
  void theVersionsThisBuildReadsAreReturned() {
    assertEquals(2, check(Component.DATA.id(), 2));
    assertEquals(3, check(Component.DATA.id(), 3));
    assertEquals(4, check(Component.DATA.id(), 4));
  }

  @Test
  void otherVersionsAndComponentsAreRefusedNamingTheFile() {
    for (int version : new int[] {1, 5}) {
      MalformedDataException e =
          assertThrows(MalformedDataException.class, () -> check(Component.DATA.id(), version));
      assertTrue(
          e.getMessage().startsWith("unsupported SSTable format version " + version + " "),
          e.getMessage());
      assertTrue(e.getMessage().contains("1-Data.db"), e.getMessage());
    }
    MalformedDataException e =
        assertThrows(MalformedDataException.class, () -> check(Component.INDEX.id(), 3));
    assertTrue(e.getMessage().contains("not a WCS DATA component"), e.getMessage());
  }
}

package io.wcs.engine.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;

class TablePartitionKeyTest {
  private static DecoratedKey key(long token, int... bytes) {
    byte[] b = new byte[bytes.length];
    for (int i = 0; i < b.length; i++) {
      b[i] = (byte) bytes[i];
    }
    return new DecoratedKey(token, b);
  }

  @Test
  void keysAreEqualExactlyWhenTheirTableAndPartitionAre() {
    TablePartitionKey a = new TablePartitionKey(3, key(7, 1, 2));
    assertEquals(a, new TablePartitionKey(3, key(7, 1, 2)));
    assertEquals(a.hashCode(), new TablePartitionKey(3, key(7, 1, 2)).hashCode());
    assertNotEquals(a, new TablePartitionKey(4, key(7, 1, 2)));
    assertNotEquals(a, new TablePartitionKey(3, key(7, 1, 3)));
    assertNotEquals(a, new TablePartitionKey(3, key(8, 1, 2)));
    assertNotEquals(a, key(7, 1, 2));
  }
}

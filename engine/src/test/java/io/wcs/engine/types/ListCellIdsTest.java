package io.wcs.engine.types;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class ListCellIdsTest {
  private final AtomicLong clock = new AtomicLong(1_700_000_000_000L);
  private final ListCellIds ids = new ListCellIds(clock::get, 42);

  @Test
  void appendsIncreaseEvenWhenTheClockStallsOrGoesBack() {
    List<byte[]> paths = new ArrayList<>();
    for (int i = 0; i < 100; i++) {
      paths.add(ids.nextAppend());
      clock.addAndGet(i % 3 == 0 ? -5 : i % 3 == 1 ? 0 : 1);
    }
    assertStrictlyIncreasing(paths);
  }

  @Test
  void prependsSortBeforeEverythingEarlierAndKeepTheirOwnOrder() {
    List<byte[]> list = new ArrayList<>();
    list.add(ids.nextAppend());
    for (int round = 0; round < 20; round++) {
      clock.addAndGet(round % 2);
      byte[][] batch = ids.nextPrepends(3);
      assertStrictlyIncreasing(Arrays.asList(batch));
      list.addAll(0, Arrays.asList(batch));
      list.add(ids.nextAppend());
    }
    assertStrictlyIncreasing(list);
  }

  @Test
  void pathsAreVersionOneTimeUuids() {
    byte[] path = ids.nextAppend();
    UUID uuid =
        (UUID) NativeType.TIMEUUID.deserialize(NativeType.TIMEUUID.fromComparableBytes(path));
    assertEquals(1, uuid.version());
    assertEquals(2, uuid.variant());
    long unixMillis = (uuid.timestamp() - 0x01B2_1DD2_1381_4000L) / 10_000;
    assertEquals(clock.get(), unixMillis);
  }

  private static void assertStrictlyIncreasing(List<byte[]> paths) {
    for (int i = 1; i < paths.size(); i++) {
      assertTrue(Arrays.compareUnsigned(paths.get(i - 1), paths.get(i)) < 0, "at " + i);
    }
  }
}

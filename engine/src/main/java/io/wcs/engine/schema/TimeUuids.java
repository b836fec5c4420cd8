package io.wcs.engine.schema;

import io.wcs.engine.util.IncreasingSequence;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Version-1 (time-based) UUIDs, as Cassandra gives table ids and schema versions: 100-ns ticks
 * since 1582-10-15, strictly increasing within this process, a random clock sequence and a random
 * multicast node. Thread-safe.
 *
 * <p>The node and clock sequence only need to differ between processes, not to be unguessable, so
 * they come from {@link ThreadLocalRandom}, seeded from the clocks: a {@code SecureRandom} would
 * load the JDK's security providers, 28–36 ms in a fresh JVM, at an embedded database's first
 * CREATE TABLE.
 */
public final class TimeUuids {
  private static final long GREGORIAN_OFFSET_100NS = 0x01B21DD213814000L;
  private static final IncreasingSequence TICKS = new IncreasingSequence();
  private static final long CLOCK_SEQ_AND_NODE;

  static {
    ThreadLocalRandom random = ThreadLocalRandom.current();
    long node = random.nextLong() & 0xFFFF_FFFF_FFFFL | 0x0100_0000_0000L;
    long clockSeq = random.nextInt(0x4000);
    CLOCK_SEQ_AND_NODE = 0x8000_0000_0000_0000L | clockSeq << 48 | node;
  }

  private TimeUuids() {}

  public static UUID next() {
    long now = System.currentTimeMillis() * 10_000 + GREGORIAN_OFFSET_100NS;
    long ticks = TICKS.next(now);
    long msb =
        (ticks & 0xFFFF_FFFFL) << 32
            | (ticks >>> 32 & 0xFFFF) << 16
            | 0x1000
            | ticks >>> 48 & 0x0FFF;
    return new UUID(msb, CLOCK_SEQ_AND_NODE);
  }
}

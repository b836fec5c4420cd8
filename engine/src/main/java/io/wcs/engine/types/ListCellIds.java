package io.wcs.engine.types;

import io.wcs.engine.util.IncreasingSequence;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

/**
 * Cell paths for the elements of non-frozen lists: version 1 time UUIDs in their byte-comparable
 * form, so storage keeps list elements in id order.
 *
 * <p>Appends take ids from a clock that never repeats nor goes back within this JVM. Prepends take
 * ids from a second clock that runs <em>backwards</em> from a reference date (2010-01-01) as real
 * time advances: a prepend at time t gets roughly {@code 2010 - (t - 2010)}, so every prepended
 * element sorts before every appended one, and a later prepend before an earlier one (the idea
 * Cassandra uses). The low 64 bits are random per instance, so ids from two processes never
 * collide.
 *
 * <p>Thread-safe.
 */
public final class ListCellIds {
  /**
   * The JVM-wide generator. Its low bits need to differ between processes, not to be unguessable:
   * see {@link io.wcs.engine.schema.TimeUuids} for why not a {@code SecureRandom}.
   */
  public static final ListCellIds DEFAULT =
      new ListCellIds(System::currentTimeMillis, ThreadLocalRandom.current().nextLong());

  /** 2010-01-01T00:00:00Z in ms since the Unix epoch. */
  private static final long REFERENCE_MILLIS = 1_262_304_000_000L;

  /** 100 ns intervals between 1582-10-15 (the UUID epoch) and 1970-01-01. */
  private static final long UUID_EPOCH_OFFSET = 0x01B2_1DD2_1381_4000L;

  private static final long TICKS_PER_MILLI = 10_000;

  private final LongSupplier clockMillis;
  private final long lsb;
  private final IncreasingSequence appends = new IncreasingSequence();
  private final AtomicLong lastPrepend = new AtomicLong(Long.MAX_VALUE);

  public ListCellIds(LongSupplier clockMillis, long randomLowBits) {
    this.clockMillis = clockMillis;
    // RFC 4122 variant (binary 10) in the top bits of the low long.
    this.lsb = (randomLowBits & 0x3FFF_FFFF_FFFF_FFFFL) | 0x8000_0000_0000_0000L;
  }

  /** Path for an element appended now: after every id handed out so far. */
  public byte[] nextAppend() {
    long now = ticks(clockMillis.getAsLong());
    long t = appends.next(now);
    return path(t);
  }

  /**
   * Paths for {@code count} elements prepended together, in list order (increasing): all before
   * every id handed out so far by this generator.
   */
  public byte[][] nextPrepends(int count) {
    long now = clockMillis.getAsLong();
    long mirrored = ticks(REFERENCE_MILLIS - (now - REFERENCE_MILLIS));
    long first =
        lastPrepend.accumulateAndGet(mirrored, (last, clock) -> Math.min(last, clock) - count);
    byte[][] paths = new byte[count][];
    for (int i = 0; i < count; i++) {
      paths[i] = path(first + i);
    }
    return paths;
  }

  private static long ticks(long unixMillis) {
    return unixMillis * TICKS_PER_MILLI + UUID_EPOCH_OFFSET;
  }

  private byte[] path(long ticks) {
    long msb =
        (ticks << 32) // time_low
            | ((ticks >>> 16) & 0xFFFF_0000L) // time_mid
            | 0x1000L // version 1
            | ((ticks >>> 48) & 0x0FFFL); // time_hi
    return NativeType.TIMEUUID.comparableBytes(UuidCodec.toBytes(msb, lsb));
  }
}

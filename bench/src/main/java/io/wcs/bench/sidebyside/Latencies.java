package io.wcs.bench.sidebyside;

/**
 * Latencies of one thread in nanoseconds, counted in a log-linear histogram, then merged across
 * threads for percentiles.
 *
 * <p>Why a histogram and not every sample: recording must not allocate while a workload is timed. A
 * growing sample array (2.3 million longs in W5) was copied into ever larger humongous arrays
 * mid-run, and each humongous allocation let G1 start a concurrent marking cycle that took one of
 * the machine's two cores from the JVM targets being measured. The histogram is allocated once;
 * values below {@value #EXACT} ns are exact, larger ones fall in buckets 1/{@value #PER_OCTAVE} of
 * their power of two wide, so a percentile (a bucket's middle) is within 0.8% of the exact one. Not
 * thread-safe: one per thread, merged after the threads end.
 */
final class Latencies {
  private static final int PRECISION_BITS = 6;

  /** Buckets per power of two above {@link #EXACT}. */
  private static final int PER_OCTAVE = 1 << PRECISION_BITS;

  /** Values below this have a bucket each. */
  private static final int EXACT = 2 * PER_OCTAVE;

  /** The exact buckets, then one octave for each highest bit from {@code PRECISION_BITS + 1}. */
  private static final int BUCKETS = EXACT + (62 - PRECISION_BITS) * PER_OCTAVE;

  private final long[] counts = new long[BUCKETS];
  private long size;
  private long busyNanos;

  void record(long nanos) {
    counts[bucket(Math.max(0, nanos))]++;
    size++;
    busyNanos += nanos;
  }

  /** Operations a second while this thread was inside them: its inputs' preparation left out. */
  double ratePerSecond() {
    return busyNanos == 0 ? 0 : size / (busyNanos / 1e9);
  }

  long size() {
    return size;
  }

  static Latencies merge(Iterable<Latencies> parts) {
    Latencies all = new Latencies();
    for (Latencies part : parts) {
      for (int b = 0; b < BUCKETS; b++) {
        all.counts[b] += part.counts[b];
      }
      all.size += part.size;
      all.busyNanos += part.busyNanos;
    }
    return all;
  }

  /**
   * The value at {@code fraction} of the recorded ones in order, in microseconds: the middle of its
   * bucket.
   */
  double percentileMicros(double fraction) {
    if (size == 0) {
      return Double.NaN;
    }
    long rank = Math.max(1, Math.min(size, (long) Math.ceil(fraction * size)));
    long seen = 0;
    int b = 0;
    while (seen + counts[b] < rank) {
      seen += counts[b++];
    }
    return middle(b) / 1_000.0;
  }

  /**
   * Values below {@link #EXACT} map to themselves. A larger value, shifted right by its octave (1
   * for highest bit {@code PRECISION_BITS + 1}, and so on), keeps its {@code PRECISION_BITS + 1}
   * highest bits: a number in {@code [PER_OCTAVE, EXACT)} that picks the bucket within the octave.
   */
  private static int bucket(long value) {
    if (value < EXACT) {
      return (int) value;
    }
    int octave = 63 - Long.numberOfLeadingZeros(value) - PRECISION_BITS;
    return octave * PER_OCTAVE + (int) (value >>> octave);
  }

  private static double middle(int bucket) {
    if (bucket < EXACT) {
      return bucket;
    }
    int octave = bucket / PER_OCTAVE - 1;
    long low = (long) (bucket - octave * PER_OCTAVE) << octave;
    return low + ((1L << octave) - 1) / 2.0;
  }
}

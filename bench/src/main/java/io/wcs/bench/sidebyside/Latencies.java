package io.wcs.bench.sidebyside;

import java.util.Arrays;

/**
 * Latency samples of one thread in nanoseconds, then merged across threads for percentiles.
 * Workloads are bounded (a few hundred thousand operations), so every sample is kept and the
 * percentiles are exact. Not thread-safe: one per thread, merged after the threads end.
 */
final class Latencies {
  private long[] samples = new long[1024];
  private int size;
  private long busyNanos;

  void record(long nanos) {
    if (size == samples.length) {
      samples = Arrays.copyOf(samples, size * 2);
    }
    samples[size++] = nanos;
    busyNanos += nanos;
  }

  /** Operations a second while this thread was inside them: its inputs' preparation left out. */
  double ratePerSecond() {
    return busyNanos == 0 ? 0 : size / (busyNanos / 1e9);
  }

  int size() {
    return size;
  }

  static Latencies merge(Iterable<Latencies> parts) {
    Latencies all = new Latencies();
    for (Latencies part : parts) {
      for (int i = 0; i < part.size; i++) {
        all.record(part.samples[i]);
      }
    }
    Arrays.sort(all.samples, 0, all.size);
    return all;
  }

  /** The sample at {@code fraction} of the sorted samples, in microseconds; merged ones only. */
  double percentileMicros(double fraction) {
    if (size == 0) {
      return Double.NaN;
    }
    int index = Math.min(size - 1, (int) Math.ceil(fraction * size) - 1);
    return samples[Math.max(0, index)] / 1_000.0;
  }
}

package io.wcs.bench.sidebyside;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Runs one operation on N threads, each with its own {@link Target.Client} and random source, and
 * turns the timings into a {@link Result}. Only {@link Operation#run} is timed: building the input
 * (random rows, keys) happens before the clock starts. Throughput is the sum over threads of each
 * thread's operations per second of time spent in them, so the input building (100 random
 * characters a field) weighs on no target's figure.
 */
final class Runner {
  /** The longest a read workload's warm-up runs, for targets that answer a few dozen a second. */
  private static final long WARMUP_MILLIS = 5_000;

  /**
   * The shortest: W4's 10,000 range slices took WCS 0.3 s, right after the load, while the JIT was
   * still compiling the slice path and the load's last flush ran (a program timing slices after the
   * load: 25–31k a second in the first 3 s, 37–46k in the next three).
   */
  private static final long MIN_WARMUP_MILLIS = 2_000;

  /**
   * The shortest a read workload is timed: it goes on past its operation count until then. This
   * machine's cache-resident memory accesses slow down by about 1.7 times in stretches of a few
   * tenths of a second (a neighbour on the host, see docs/performance-history.md), and W4's 10,000
   * queries took WCS 0.2–0.5 s: a round was slow or fast by which stretch it fell in. Two seconds
   * weigh every round by how much of its time the machine was slow, for every target alike.
   */
  static final long MIN_TIMED_READ_MILLIS = 2_000;

  private final Target target;
  private final long seed;
  private final double warmup;

  /** {@code warmup}: see {@link Options#warmup()}. */
  Runner(Target target, long seed, double warmup) {
    this.target = target;
    this.seed = seed;
    this.warmup = warmup;
  }

  /** One unit of work: its input is built untimed, then run timed. */
  interface Operation<T> {
    T prepare(long index, SplittableRandom random);

    void run(Target.Client client, T input) throws Exception;
  }

  /**
   * Runs operations {@code 0..calls-1}, thread {@code t} taking those with {@code index % threads
   * == t}; throughput counts {@code rowsPerCall} rows per operation.
   */
  <T> Result count(Metric metric, int threads, long calls, int rowsPerCall, Operation<T> op)
      throws Exception {
    return run(metric, threads, rowsPerCall, calls, 0, Long.MAX_VALUE, op);
  }

  /**
   * {@link #count} of one-row operations that only read, after an untimed pass of {@code warmup}
   * times as many operations drawn from other random inputs, which goes on for at least {@value
   * #MIN_WARMUP_MILLIS} ms and is cut short after {@value #WARMUP_MILLIS} ms: enough for the JIT,
   * and a target that answers a few dozen queries a second (H2's latest-100) does not spend minutes
   * warming up. The timed operations go on past {@code calls} until {@value #MIN_TIMED_READ_MILLIS}
   * ms have passed.
   */
  <T> Result warmedCount(Metric metric, int threads, long calls, Operation<T> readOnly)
      throws Exception {
    long warmupCalls = Math.round(calls * warmup);
    if (warmupCalls > 0) {
      long start = System.nanoTime();
      new Runner(target, ~seed, 0).run(metric, threads, 1, warmupCalls, 0, WARMUP_MILLIS, readOnly);
      long left = MIN_WARMUP_MILLIS - (System.nanoTime() - start) / 1_000_000;
      if (left > 0) {
        new Runner(target, ~seed + 1, 0).during(metric, threads, left, readOnly);
      }
    }
    return run(metric, threads, 1, calls, MIN_TIMED_READ_MILLIS, Long.MAX_VALUE, readOnly);
  }

  /** Runs operations with increasing indexes on every thread until {@code millis} have passed. */
  <T> Result during(Metric metric, int threads, long millis, Operation<T> op) throws Exception {
    return run(metric, threads, 1, Long.MAX_VALUE, 0, millis, op);
  }

  /**
   * Runs operations {@code 0..calls-1} and on until at least {@code minMillis} have passed, but
   * stops once {@code maxMillis} have.
   */
  private <T> Result run(
      Metric metric,
      int threads,
      int rowsPerCall,
      long calls,
      long minMillis,
      long maxMillis,
      Operation<T> op)
      throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      long start = System.nanoTime();
      long notBefore = start + minMillis * 1_000_000;
      long deadline = maxMillis == Long.MAX_VALUE ? Long.MAX_VALUE : start + maxMillis * 1_000_000;
      List<Future<Latencies>> parts = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        int thread = t;
        parts.add(pool.submit(() -> runThread(thread, threads, calls, notBefore, deadline, op)));
      }
      List<Latencies> latencies = new ArrayList<>();
      for (Future<Latencies> part : parts) {
        latencies.add(part.get());
      }
      double rate = 0;
      for (Latencies part : latencies) {
        rate += part.ratePerSecond();
      }
      Latencies all = Latencies.merge(latencies);
      return new Result(
          metric, rate * rowsPerCall, all.percentileMicros(0.50), all.percentileMicros(0.99));
    } finally {
      pool.shutdownNow();
    }
  }

  private <T> Latencies runThread(
      int thread, int threads, long calls, long notBefore, long deadline, Operation<T> op)
      throws Exception {
    SplittableRandom random = new SplittableRandom(seed * 31 + thread);
    Latencies latencies = new Latencies();
    try (Target.Client client = target.client()) {
      for (long index = thread; index < calls || System.nanoTime() < notBefore; index += threads) {
        T input = op.prepare(index, random);
        long begin = System.nanoTime();
        op.run(client, input);
        long end = System.nanoTime();
        latencies.record(end - begin);
        if (end >= deadline) {
          break;
        }
      }
    }
    return latencies;
  }
}

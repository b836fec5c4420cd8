package io.wcs.bench.sidebyside;

import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * The workloads W1–W5 on one open target. W1 loads usertable, which W2, W3 and W5 then read
 * and overwrite; W4 has its own table. Each method reports through {@code out}.
 */
final class Workloads {
  private static final long FIRST_TS = 1_700_000_000_000L;
  private static final long TS_STEP = 1_000;
  private static final int SLICE_ROWS = 100;

  private final Target target;
  private final Sizes sizes;
  private final Runner runner;
  private final Consumer<Result> out;

  Workloads(Target target, Sizes sizes, long seed, double warmup, Consumer<Result> out) {
    this.target = target;
    this.sizes = sizes;
    this.runner = new Runner(target, seed, warmup);
    this.out = out;
  }

  /** W1: usertable in batches of 100 rows, each row a fresh key. */
  void load(Metric metric, int threads) throws Exception {
    out.accept(
        runner.count(
            metric,
            threads,
            sizes.users() / Sizes.BATCH,
            Sizes.BATCH,
            new Runner.Operation<Target.UserRow[]>() {
              @Override
              public Target.UserRow[] prepare(long batch, SplittableRandom random) {
                Target.UserRow[] rows = new Target.UserRow[Sizes.BATCH];
                for (int i = 0; i < rows.length; i++) {
                  rows[i] = Rows.user(batch * Sizes.BATCH + i, random);
                }
                return rows;
              }

              @Override
              public void run(Target.Client client, Target.UserRow[] rows) throws Exception {
                client.insertUsers(rows, rows.length);
              }
            }));
  }

  /** W2: point reads of random loaded rows. */
  void pointReads(Metric metric, int threads) throws Exception {
    out.accept(runner.warmedCount(metric, threads, sizes.pointReads(), readOperation()));
  }

  /** W3: one random field of a random row overwritten with a new value. */
  void overwrites() throws Exception {
    out.accept(runner.count(Metric.OVERWRITE, 1, sizes.overwrites(), 1, overwriteOperation()));
  }

  /** W5: 4 threads, each operation a read or an overwrite with equal odds, for a fixed time. */
  void mixed() throws Exception {
    Runner.Operation<String> read = readOperation();
    Runner.Operation<Overwrite> write = overwriteOperation();
    out.accept(
        runner.during(
            Metric.MIXED_4T,
            4,
            sizes.mixedMillis(),
            new Runner.Operation<Object>() {
              @Override
              public Object prepare(long index, SplittableRandom random) {
                return random.nextBoolean()
                    ? read.prepare(index, random)
                    : write.prepare(index, random);
              }

              @Override
              public void run(Target.Client client, Object input) throws Exception {
                if (input instanceof Overwrite overwrite) {
                  write.run(client, overwrite);
                } else {
                  read.run(client, (String) input);
                }
              }
            }));
  }

  /**
   * W4: readings loaded a timestamp at a time across the 100 sensors (a batch of 100), then the
   * latest 100 readings of random sensors and 100-reading slices at random times.
   */
  void timeSeries() throws Exception {
    out.accept(loadSeries());
    seriesReads();
  }

  /** W4's load alone: a timestamp at a time across the 100 sensors, a batch of 100. */
  Result loadSeries() throws Exception {
    return runner.count(
        Metric.SERIES_LOAD,
        1,
        sizes.readingsPerSensor(),
        Sizes.SENSORS,
        new Runner.Operation<Target.Reading[]>() {
          @Override
          public Target.Reading[] prepare(long step, SplittableRandom random) {
            Target.Reading[] readings = new Target.Reading[Sizes.SENSORS];
            for (int s = 0; s < readings.length; s++) {
              readings[s] = new Target.Reading(s, ts(step), random.nextDouble() * 100);
            }
            return readings;
          }

          @Override
          public void run(Target.Client client, Target.Reading[] readings) throws Exception {
            client.insertReadings(readings, readings.length);
          }
        });
  }

  /** W4's queries on the loaded readings: latest 100 of a sensor, then 100-reading slices. */
  void seriesReads() throws Exception {
    out.accept(
        runner.warmedCount(
            Metric.LATEST,
            1,
            sizes.latestQueries(),
            new Runner.Operation<Integer>() {
              @Override
              public Integer prepare(long index, SplittableRandom random) {
                return random.nextInt(Sizes.SENSORS);
              }

              @Override
              public void run(Target.Client client, Integer sensor) throws Exception {
                expect(
                    client.latest(sensor),
                    Math.min(Target.LATEST_ROWS, sizes.readingsPerSensor()),
                    "latest");
              }
            }));
    out.accept(
        runner.warmedCount(
            Metric.RANGE,
            1,
            sizes.rangeQueries(),
            new Runner.Operation<long[]>() {
              @Override
              public long[] prepare(long index, SplittableRandom random) {
                int first = random.nextInt(Math.max(1, sizes.readingsPerSensor() - SLICE_ROWS));
                return new long[] {
                  random.nextInt(Sizes.SENSORS), ts(first), ts(first + SLICE_ROWS)
                };
              }

              @Override
              public void run(Target.Client client, long[] slice) throws Exception {
                int rows = client.range((int) slice[0], slice[1], slice[2]);
                expect(rows, (int) Math.min(SLICE_ROWS, sizes.readingsPerSensor()), "range slice");
              }
            }));
  }

  private Runner.Operation<String> readOperation() {
    return new Runner.Operation<>() {
      @Override
      public String prepare(long index, SplittableRandom random) {
        return Rows.key(random.nextInt(sizes.users()));
      }

      @Override
      public void run(Target.Client client, String key) throws Exception {
        expect(client.readUser(key), SqlDialect.FIELDS, "point read of " + key);
      }
    };
  }

  private record Overwrite(String key, int field, String value) {}

  private Runner.Operation<Overwrite> overwriteOperation() {
    return new Runner.Operation<>() {
      @Override
      public Overwrite prepare(long index, SplittableRandom random) {
        return new Overwrite(
            Rows.key(random.nextInt(sizes.users())),
            random.nextInt(SqlDialect.FIELDS),
            Rows.field(random));
      }

      @Override
      public void run(Target.Client client, Overwrite overwrite) throws Exception {
        client.updateField(overwrite.key(), overwrite.field(), overwrite.value());
      }
    };
  }

  private static long ts(long step) {
    return FIRST_TS + step * TS_STEP;
  }

  /** A wrong answer must fail the run: a fast wrong engine is not a result. */
  private static void expect(int actual, int expected, String what) {
    if (actual != expected) {
      throw new IllegalStateException(what + ": expected " + expected + " rows, got " + actual);
    }
  }
}

package io.wcs.bench.sidebyside;

/**
 * How much work each workload does: the sizes (which finish in about ten minutes on two
 * cores for all four targets) multiplied by {@code --scale}.
 */
record Sizes(
    int users,
    int pointReads,
    int overwrites,
    int seriesRows,
    int latestQueries,
    int rangeQueries,
    long mixedMillis) {

  static final int BATCH = 100;
  static final int SENSORS = 100;

  static Sizes scaled(double scale) {
    return new Sizes(
        atLeast(200_000 * scale, BATCH),
        atLeast(100_000 * scale, 100),
        atLeast(100_000 * scale, 100),
        atLeast(1_000_000 * scale, BATCH * SENSORS / 10),
        atLeast(10_000 * scale, 100),
        atLeast(10_000 * scale, 100),
        Math.max(1_000, Math.round(20_000 * scale)));
  }

  /** Readings per sensor: the series table is loaded a timestamp at a time across all sensors. */
  int readingsPerSensor() {
    return seriesRows / SENSORS;
  }

  private static int atLeast(double scaled, int minimum) {
    return Math.max(minimum, (int) Math.round(scaled));
  }
}

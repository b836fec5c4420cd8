package io.wcs.bench.sidebyside;

/**
 * What the side-by-side run measures, with the targets for WCS ÷ peer (same run, same
 * machine). For throughput higher is better and a target is a minimum ratio; for times and sizes
 * lower is better and a target is a maximum ratio. NaN: no target.
 */
enum Metric {
  LOAD_1T("W1 load 200k rows, batches of 100, 1 thread", "rows/s", true, 4, 2, 1),
  LOAD_4T("W1 load 200k rows, batches of 100, 4 threads", "rows/s", true, 4, 2, 1),
  READ_1T("W2 100k random point reads, 1 thread", "ops/s", true, 1.5, 1.5, 1),
  READ_4T("W2 100k random point reads, 4 threads", "ops/s", true, 1.5, 1.5, 1),
  OVERWRITE("W3 100k single-field overwrites, 1 thread", "ops/s", true, 5, 5, 1),
  SERIES_LOAD(
      "W4 load 1M readings, 100 sensors, batches of 100",
      "rows/s",
      true,
      Double.NaN,
      Double.NaN,
      Double.NaN),
  LATEST("W4 latest 100 readings of a sensor", "queries/s", true, 10, 1.5, 1),
  RANGE("W4 ts range slice (100 readings)", "queries/s", true, 10, 1.5, 1),
  MIXED_4T("W5 50/50 read/update, 4 threads", "ops/s", true, 3, 3, 1),
  FIRST_QUERY_MEM_PROCESS(
      "W6 empty in-memory: process start → first answer", "ms", false, 0.3, 0.3, 0.3),
  FIRST_QUERY_MEM_CONNECT(
      "W6 empty in-memory: getConnection → first answer", "ms", false, 0.3, 0.3, 0.3),
  FIRST_QUERY_FILE_PROCESS(
      "W6 on W1's data: process start → first answer",
      "ms",
      false,
      Double.NaN,
      Double.NaN,
      Double.NaN),
  FIRST_QUERY_FILE_CONNECT(
      "W6 on W1's data: getConnection → first answer",
      "ms",
      false,
      Double.NaN,
      Double.NaN,
      Double.NaN),
  DISK("Data on disk after W1+W4", "MB", false, 0.5, 1, 1),
  /** The workloads phase's data directory at its end: W1's rows overwritten by W3 and W5. */
  DISK_ALL(
      "Data on disk after all workloads (W1–W5)", "MB", false, Double.NaN, Double.NaN, Double.NaN);

  final String label;
  final String unit;
  final boolean higherIsBetter;
  private final double[] targets;

  Metric(
      String label, String unit, boolean higherIsBetter, double h2, double sqlite, double rocks) {
    this.label = label;
    this.unit = unit;
    this.higherIsBetter = higherIsBetter;
    this.targets = new double[] {h2, sqlite, rocks};
  }

  /** The target ratio against a peer, NaN if the issue sets none. */
  double target(TargetKind peer) {
    return switch (peer) {
      case H2 -> targets[0];
      case SQLITE -> targets[1];
      case ROCKSDB -> targets[2];
      case WCS, CASSANDRA -> Double.NaN;
    };
  }

  boolean meets(double ratio, TargetKind peer) {
    double target = target(peer);
    return higherIsBetter ? ratio >= target : ratio <= target;
  }
}

package io.wcs.bench.sidebyside;

import java.lang.management.ManagementFactory;
import java.util.Locale;

/**
 * One measurement of one round, passed from a benchmark JVM to the coordinator as a line of its
 * standard output: {@code RESULT <metric> <value> <p50 µs> <p99 µs>} (NaN where no latency).
 */
record Result(Metric metric, double value, double p50Micros, double p99Micros) {
  private static final String PREFIX = "RESULT ";

  static Result of(Metric metric, double value) {
    return new Result(metric, value, Double.NaN, Double.NaN);
  }

  String toLine() {
    return PREFIX + metric.name() + ' ' + value + ' ' + p50Micros + ' ' + p99Micros;
  }

  static boolean isResultLine(String line) {
    return line.startsWith(PREFIX);
  }

  static Result parse(String line) {
    String[] parts = line.substring(PREFIX.length()).split(" ");
    if (parts.length != 4) {
      throw new IllegalArgumentException("malformed result line: " + line);
    }
    return new Result(
        Metric.valueOf(parts[0]),
        Double.parseDouble(parts[1]),
        Double.parseDouble(parts[2]),
        Double.parseDouble(parts[3]));
  }

  /**
   * One line for a tool that runs rounds in one JVM, stamped with the JVM's uptime to line up with
   * its JIT or GC logs.
   */
  String toStampedLine() {
    return String.format(
        Locale.ROOT,
        "%-12s %,12.0f/s  p50 %8.2f µs  p99 %8.2f µs  at %d ms",
        metric,
        value,
        p50Micros,
        p99Micros,
        ManagementFactory.getRuntimeMXBean().getUptime());
  }

  @Override
  public String toString() {
    return String.format(
        Locale.ROOT,
        "%s %.1f %s (p50 %.0f µs, p99 %.0f µs)",
        metric,
        value,
        metric.unit,
        p50Micros,
        p99Micros);
  }
}

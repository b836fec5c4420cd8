package io.wcs.bench.sidebyside;

import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Collects every round's results and renders them as Markdown: the median over rounds of each
 * measure, WCS ÷ peer against the targets, then the latency percentiles. Not thread-safe.
 */
final class Report {
  private final List<TargetKind> targets;
  private final int rounds;
  private final double scale;
  private final WcsSettings wcs;
  private final double warmup;
  private final Map<TargetKind, Map<Metric, List<Result>>> results =
      new EnumMap<>(TargetKind.class);

  Report(List<TargetKind> targets, int rounds, double scale, WcsSettings wcs, double warmup) {
    this.wcs = wcs;
    this.warmup = warmup;
    this.targets = targets;
    this.rounds = rounds;
    this.scale = scale;
  }

  void add(TargetKind target, Collection<Result> round) {
    Map<Metric, List<Result>> byMetric =
        results.computeIfAbsent(target, t -> new EnumMap<>(Metric.class));
    for (Result result : round) {
      byMetric.computeIfAbsent(result.metric(), m -> new ArrayList<>()).add(result);
    }
  }

  String markdown() {
    StringBuilder md = new StringBuilder();
    md.append(
        String.format(
            Locale.ROOT,
            "Scale %s (sizes in the labels are at scale 1), median of %d round(s). Durability:"
                + " %s. Read workloads (W2, W4 queries) timed after an untimed"
                + " warm-up of %s times as many operations (at least 2 s, at most 5 s), and for"
                + " at least %.0f s (more operations than the label says when they take less), for"
                + " every target.%n%n",
            scale,
            rounds,
            targets.stream().map(t -> t.durability(wcs)).collect(Collectors.joining("; ")),
            warmup,
            Runner.MIN_TIMED_READ_MILLIS / 1e3));
    md.append("| Measure | Unit |");
    for (TargetKind target : targets) {
      md.append(' ').append(target.title).append(" |");
    }
    List<TargetKind> peers = targets.stream().filter(t -> t != TargetKind.WCS).toList();
    for (TargetKind peer : peers) {
      md.append(" WCS÷").append(peer.title).append(" (target) |");
    }
    md.append('\n')
        .append("|---|---|")
        .append("---:|".repeat(targets.size() + peers.size()))
        .append('\n');
    for (Metric metric : Metric.values()) {
      md.append("| ").append(metric.label).append(" | ").append(metric.unit).append(" |");
      for (TargetKind target : targets) {
        md.append(' ').append(number(median(target, metric, Component.VALUE))).append(" |");
      }
      double wcs = median(TargetKind.WCS, metric, Component.VALUE);
      for (TargetKind peer : peers) {
        md.append(' ')
            .append(ratioCell(metric, peer, wcs / median(peer, metric, Component.VALUE)))
            .append(" |");
      }
      md.append('\n');
    }
    md.append(
        "\nLatency per operation (a W1/W4 load operation is a batch of 100 rows), p50 / p99 in µs:\n\n");
    md.append("| Measure |");
    for (TargetKind target : targets) {
      md.append(' ').append(target.title).append(" |");
    }
    md.append('\n').append("|---|").append("---:|".repeat(targets.size())).append('\n');
    for (Metric metric : Metric.values()) {
      if (Double.isNaN(median(TargetKind.WCS, metric, Component.P50))) {
        continue;
      }
      md.append("| ").append(metric.label).append(" |");
      for (TargetKind target : targets) {
        md.append(' ')
            .append(number(median(target, metric, Component.P50)))
            .append(" / ")
            .append(number(median(target, metric, Component.P99)))
            .append(" |");
      }
      md.append('\n');
    }
    return md.toString();
  }

  private enum Component {
    VALUE,
    P50,
    P99
  }

  private double median(TargetKind target, Metric metric, Component component) {
    List<Result> rounds = results.getOrDefault(target, Map.of()).getOrDefault(metric, List.of());
    double[] values =
        rounds.stream()
            .mapToDouble(
                r ->
                    switch (component) {
                      case VALUE -> r.value();
                      case P50 -> r.p50Micros();
                      case P99 -> r.p99Micros();
                    })
            .sorted()
            .toArray();
    if (values.length == 0) {
      return Double.NaN;
    }
    int middle = values.length / 2;
    return values.length % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
  }

  private static String ratioCell(Metric metric, TargetKind peer, double ratio) {
    if (Double.isNaN(ratio)) {
      return "–";
    }
    String value = String.format(Locale.ROOT, "%.2f×", ratio);
    double target = metric.target(peer);
    if (Double.isNaN(target)) {
      return value;
    }
    String bound =
        String.format(Locale.ROOT, "%s%s×", metric.higherIsBetter ? "≥" : "≤", trim(target));
    return value + " (" + bound + (metric.meets(ratio, peer) ? " ✓" : " ✗") + ")";
  }

  private static String number(double value) {
    if (Double.isNaN(value)) {
      return "–";
    }
    return value >= 100
        ? String.format(Locale.ROOT, "%,.0f", value)
        : String.format(Locale.ROOT, "%.2f", value);
  }

  private static String trim(double value) {
    return value == Math.rint(value) ? String.valueOf((long) value) : String.valueOf(value);
  }
}

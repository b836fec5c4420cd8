package io.wcs.bench.sidebyside;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Command-line flags, {@code --name value}, shared by the coordinator and the benchmark JVMs. An
 * unknown flag is an error naming it: a typo must not silently run the defaults.
 */
final class Options {
  private static final Set<String> KNOWN =
      Set.of(
          "scale",
          "rounds",
          "targets",
          "out",
          "work-dir",
          "heap",
          "target",
          "phase",
          "dir",
          "launched-at-ms",
          "seed",
          "warmup",
          "wcs-sync",
          "wcs-compression",
          "phases",
          "jvm-options",
          "cassandra");

  private final Map<String, String> values = new HashMap<>();

  Options(String[] args) {
    for (int i = 0; i < args.length; i += 2) {
      String flag = args[i];
      if (!flag.startsWith("--") || !KNOWN.contains(flag.substring(2))) {
        throw new IllegalArgumentException(
            "unknown flag '" + flag + "'; known: --" + String.join(", --", KNOWN));
      }
      if (i + 1 == args.length) {
        throw new IllegalArgumentException("flag " + flag + " needs a value");
      }
      values.put(flag.substring(2), args[i + 1]);
    }
  }

  String get(String name, String fallback) {
    return values.getOrDefault(name, fallback);
  }

  String required(String name) {
    String value = values.get(name);
    if (value == null) {
      throw new IllegalArgumentException("flag --" + name + " is required");
    }
    return value;
  }

  double scale() {
    return Double.parseDouble(get("scale", "1"));
  }

  long seed() {
    return Long.parseLong(get("seed", "42"));
  }

  /**
   * The untimed warm-up of each read workload, as a fraction of its timed operations (at least 2 s
   * and at most 5 s of them, see {@link Runner#warmedCount}): the JIT then compiles every target's
   * read path before the clock starts, as JMH's warm-up iterations do, so that the figures are
   * steady-state throughput (W6 measures the cold start). Writes get none: a warm-up would change
   * the data they are measured on.
   */
  double warmup() {
    double fraction = Double.parseDouble(get("warmup", "1"));
    if (fraction < 0) {
      throw new IllegalArgumentException("--warmup must be 0 or more, got " + fraction);
    }
    return fraction;
  }

  /** WCS's commit log mode and its tables' compression. */
  WcsSettings wcs() {
    return new WcsSettings(
        get("wcs-sync", "group"), get("wcs-compression", WcsSettings.USERTABLE_COMPRESSION));
  }

  /** What the targets need besides their directory. */
  TargetSettings targetSettings() {
    return new TargetSettings(wcs(), get("cassandra", TargetSettings.DEFAULT_CASSANDRA));
  }

  /**
   * The phases each round runs, in their fixed order; {@code first-query-file} reads the data the
   * {@code workloads} phase leaves, so it needs it.
   */
  List<String> phases() {
    List<String> known = List.of("workloads", "first-query-file", "first-query-mem");
    List<String> chosen = List.of(get("phases", String.join(",", known)).split(","));
    for (String phase : chosen) {
      if (!known.contains(phase)) {
        throw new IllegalArgumentException(
            "unknown phase '" + phase + "' in --phases; known: " + String.join(", ", known));
      }
    }
    if (chosen.contains("first-query-file") && !chosen.contains("workloads")) {
      throw new IllegalArgumentException("--phases first-query-file needs workloads (its data)");
    }
    return known.stream().filter(chosen::contains).toList();
  }

  /** Extra options for every benchmark JVM, space-separated (a profiler, say). */
  List<String> jvmOptions() {
    String options = get("jvm-options", "").trim();
    return options.isEmpty() ? List.of() : List.of(options.split(" +"));
  }

  Path path(String name, String fallback) {
    return Path.of(get(name, fallback));
  }

  List<TargetKind> targets() {
    List<TargetKind> targets = new ArrayList<>();
    for (String name : get("targets", "wcs,h2,sqlite,rocksdb").split(",")) {
      targets.add(TargetKind.named(name.trim()));
    }
    if (!targets.contains(TargetKind.WCS)) {
      throw new IllegalArgumentException("--targets must include wcs: every ratio is WCS ÷ peer");
    }
    return targets;
  }
}

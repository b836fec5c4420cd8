package io.wcs.bench.sidebyside;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The coordinator: for each round and each target, one after the other, starts a fresh JVM per
 * phase ({@link Main}), collects its result lines, measures the data directory it left, and finally
 * writes the Markdown report of medians and ratios.
 *
 * <pre>
 *   java -cp bench/target/benchmarks.jar io.wcs.bench.sidebyside.SideBySide \
 *       [--scale 1] [--rounds 3] [--targets wcs,h2,sqlite,rocksdb] [--heap 1g] [--wcs-sync group] \
 *       [--wcs-compression "{'class': 'ZstdCompressor'}"] \
 *       [--work-dir bench/target/side-by-side-data] [--out bench/target/side-by-side.md] \
 *       [--phases workloads,first-query-file,first-query-mem] [--jvm-options "-XX:..."] \
 *       [--warmup 1]
 * </pre>
 */
public final class SideBySide {
  private final Options options;
  private final Path workDir;

  private SideBySide(Options options) {
    this.options = options;
    this.workDir = options.path("work-dir", "bench/target/side-by-side-data").toAbsolutePath();
  }

  public static void main(String[] args) throws Exception {
    Options options = new Options(args);
    int rounds = Integer.parseInt(options.get("rounds", "3"));
    List<TargetKind> targets = options.targets();
    Report report = new Report(targets, rounds, options.scale(), options.wcs(), options.warmup());
    new SideBySide(options).run(targets, rounds, report);
    Path out = options.path("out", "bench/target/side-by-side.md");
    Files.createDirectories(out.toAbsolutePath().getParent());
    String markdown = report.markdown();
    Files.writeString(out, markdown, StandardCharsets.UTF_8);
    System.out.println(markdown);
    System.out.println("written to " + out.toAbsolutePath());
  }

  private void run(List<TargetKind> targets, int rounds, Report report) throws Exception {
    for (int round = 1; round <= rounds; round++) {
      for (TargetKind target : targets) {
        log("round " + round + "/" + rounds + ": " + target.title);
        Path data = workDir.resolve(target.flag());
        Path empty = workDir.resolve(target.flag() + "-empty");
        Main.deleteTree(workDir.resolve(target.flag() + "-load-1t"));
        Main.deleteTree(data);
        Main.deleteTree(empty);
        Map<Metric, Result> results = new EnumMap<>(Metric.class);
        for (String phase : options.phases()) {
          collect(launch(target, phase, phase.equals("first-query-mem") ? empty : data), results);
          if (phase.equals("workloads") && target.keepsDataInItsDirectory()) {
            results.put(Metric.DISK_ALL, Result.of(Metric.DISK_ALL, Main.bytesUnder(data) / 1e6));
          }
        }
        report.add(target, results.values());
        Main.deleteTree(data);
        Main.deleteTree(empty);
      }
    }
  }

  /** Runs one phase in a new JVM with the target's class path; its stderr passes through. */
  private List<Result> launch(TargetKind target, String phase, Path dir)
      throws IOException, InterruptedException {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    String heap = options.get("heap", "1g");
    List<String> command = new ArrayList<>(List.of(java, "-Xms" + heap, "-Xmx" + heap));
    command.addAll(options.jvmOptions());
    command.addAll(
        List.of(
            "-cp",
            TargetClassPath.of(target),
            Main.class.getName(),
            "--target",
            target.flag(),
            "--phase",
            phase,
            "--dir",
            dir.toString(),
            "--scale",
            String.valueOf(options.scale()),
            "--seed",
            String.valueOf(options.seed()),
            "--warmup",
            String.valueOf(options.warmup()),
            "--wcs-sync",
            options.wcs().sync(),
            "--wcs-compression",
            options.wcs().compression(),
            "--cassandra",
            options.targetSettings().cassandra(),
            "--launched-at-ms",
            String.valueOf(System.currentTimeMillis())));
    Process process =
        new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
    List<Result> results = new ArrayList<>();
    try (BufferedReader lines =
        new BufferedReader(
            new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
      for (String line = lines.readLine(); line != null; line = lines.readLine()) {
        if (Result.isResultLine(line)) {
          Result result = Result.parse(line);
          log("  " + target.title + " " + result);
          results.add(result);
        } else {
          System.err.println(line);
        }
      }
    }
    int exit = process.waitFor();
    if (exit != 0) {
      throw new IllegalStateException(
          target.title
              + " phase "
              + phase
              + " failed with exit code "
              + exit
              + " (its stderr is above)");
    }
    return results;
  }

  private static void collect(List<Result> results, Map<Metric, Result> into) {
    for (Result result : results) {
      into.put(result.metric(), result);
    }
  }

  private static void log(String message) {
    System.err.println("side-by-side: " + message);
  }
}

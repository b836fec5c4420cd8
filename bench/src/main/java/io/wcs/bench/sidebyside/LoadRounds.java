package io.wcs.bench.sidebyside;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * W1's loads, round after round in one JVM, each with one thread and then with four, each load into
 * a new database (closed, its last flush done, before the next): shows how much of the side-by-side
 * figure, whose one-thread load is a fresh JVM's first work, is the JIT's warm-up, and where the
 * loads settle. Takes the harness's flags {@code --scale}, {@code --seed}, {@code --wcs-sync} and
 * {@code --rounds} (default 4), and {@code --target} (default {@code wcs}; any of the harness's
 * targets, so that a peer's warm-up can be set beside WCS's):
 *
 * <pre>java -Xms1g -Xmx1g -cp bench/target/benchmarks.jar \
 *     io.wcs.bench.sidebyside.LoadRounds --wcs-sync periodic [--target rocksdb]</pre>
 */
public final class LoadRounds {
  private LoadRounds() {}

  public static void main(String[] args) throws Exception {
    Options options = new Options(args);
    int rounds = Integer.parseInt(options.get("rounds", "4"));
    for (int round = 0; round < rounds; round++) {
      load(options, Metric.LOAD_1T, 1);
      load(options, Metric.LOAD_4T, 4);
    }
  }

  private static void load(Options options, Metric metric, int threads) throws Exception {
    Path dir = Files.createTempDirectory("wcs-load-rounds");
    TargetKind kind = TargetKind.named(options.get("target", "wcs"));
    try (Target target = kind.openFile(dir, options.targetSettings())) {
      target.createSchema();
      new Workloads(
              target,
              Sizes.scaled(options.scale()),
              options.seed(),
              options.warmup(),
              r -> System.out.println(r.toStampedLine()))
          .load(metric, threads);
    } finally {
      Main.deleteTree(dir);
    }
  }
}

package io.wcs.bench.sidebyside;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * W4's reads, round after round in one JVM, on one load of its readings into WCS: shows whether a
 * JVM's latest-100 and range-slice figures settle, and where (the side-by-side rounds differ by up
 * to two times with the same code; see docs/performance-history.md). Takes the harness's flags
 * {@code --scale}, {@code --rounds} (default 8), {@code --warmup}, {@code --seed} and {@code
 * --wcs-sync}; run it several times, each in a fresh JVM:
 *
 * <pre>java -Xms1g -Xmx1g -cp bench/target/benchmarks.jar \
 *     io.wcs.bench.sidebyside.SeriesReadRounds --wcs-sync periodic --warmup 0</pre>
 */
public final class SeriesReadRounds {
  private SeriesReadRounds() {}

  public static void main(String[] args) throws Exception {
    Options options = new Options(args);
    int rounds = Integer.parseInt(options.get("rounds", "8"));
    Path dir = Files.createTempDirectory("wcs-series-rounds");
    try (Target target = TargetKind.WCS.openFile(dir, options.targetSettings())) {
      target.createSchema();
      Workloads workloads =
          new Workloads(
              target,
              Sizes.scaled(options.scale()),
              options.seed(),
              options.warmup(),
              SeriesReadRounds::print);
      print(workloads.loadSeries());
      for (int round = 0; round < rounds; round++) {
        workloads.seriesReads();
      }
    } finally {
      Main.deleteTree(dir);
    }
  }

  private static void print(Result r) {
    System.out.println(r.toStampedLine());
  }
}

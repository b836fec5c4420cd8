package io.wcs.bench.sidebyside;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * One benchmark JVM: runs one phase against one target and prints {@link Result} lines on standard
 * output. Started by {@link SideBySide}, one JVM after the other, so targets never share a heap, a
 * JIT or the CPU.
 *
 * <ul>
 *   <li>{@code --phase workloads}: W1 with 1 thread and W4's load in a scratch directory, whose
 *       size once closed is the "disk after W1+W4" (then deleted); W1 with 4 threads into
 *       {@code --dir}, then W2, W3, W5 and W4 on that data;
 *   <li>{@code --phase first-query-mem}: W6 on an empty in-memory database;
 *   <li>{@code --phase first-query-file}: W6 on the data the workloads phase left in {@code --dir}.
 * </ul>
 */
public final class Main {
  private Main() {}

  public static void main(String[] args) throws Exception {
    Options options = new Options(args);
    TargetKind kind = TargetKind.named(options.required("target"));
    Path dir = Path.of(options.required("dir"));
    String phase = options.required("phase");
    switch (phase) {
      case "workloads" -> workloads(kind, dir, options);
      case "first-query-mem", "first-query-file" ->
          firstQuery(
              kind,
              dir,
              options.targetSettings(),
              phase.endsWith("mem"),
              Long.parseLong(options.required("launched-at-ms")));
      default -> throw new IllegalArgumentException("unknown phase '" + phase + "'");
    }
  }

  private static void workloads(TargetKind kind, Path dir, Options options) throws Exception {
    Sizes sizes = Sizes.scaled(options.scale());
    long seed = options.seed();
    Path scratch = dir.resolveSibling(dir.getFileName() + "-load-1t");
    Files.createDirectories(scratch);
    try (Target target = kind.openFile(scratch, options.targetSettings())) {
      target.createSchema();
      Workloads workloads = new Workloads(target, sizes, seed, options.warmup(), Main::print);
      workloads.load(Metric.LOAD_1T, 1);
      workloads.loadSeries();
    }
    if (kind.keepsDataInItsDirectory()) {
      print(Result.of(Metric.DISK, bytesUnder(scratch) / 1e6));
    }
    deleteTree(scratch);
    Files.createDirectories(dir);
    try (Target target = kind.openFile(dir, options.targetSettings())) {
      target.createSchema();
      Workloads workloads = new Workloads(target, sizes, seed, options.warmup(), Main::print);
      workloads.load(Metric.LOAD_4T, 4);
      workloads.pointReads(Metric.READ_1T, 1);
      workloads.pointReads(Metric.READ_4T, 4);
      workloads.overwrites();
      workloads.mixed();
      workloads.timeSeries();
    }
  }

  /**
   * W6: the time to the first answer of a point read, from the coordinator's launch of this JVM and
   * from the first getConnection (or RocksDB open). On an empty database the tables are created
   * first, as an application starting from nothing would.
   */
  private static void firstQuery(
      TargetKind kind, Path dir, TargetSettings settings, boolean empty, long launchedAtMs)
      throws Exception {
    long connecting = System.nanoTime();
    Files.createDirectories(dir);
    try (Target target = empty ? kind.openInMemory(dir, settings) : kind.openFile(dir, settings)) {
      if (empty) {
        target.createSchema();
      }
      try (Target.Client client = target.client()) {
        int fields = client.readUser(Rows.key(0));
        long answered = System.nanoTime();
        long processMs = System.currentTimeMillis() - launchedAtMs;
        if (fields != (empty ? 0 : SqlDialect.FIELDS)) {
          throw new IllegalStateException("first query read " + fields + " fields of row 0");
        }
        print(
            Result.of(
                empty ? Metric.FIRST_QUERY_MEM_PROCESS : Metric.FIRST_QUERY_FILE_PROCESS,
                processMs));
        print(
            Result.of(
                empty ? Metric.FIRST_QUERY_MEM_CONNECT : Metric.FIRST_QUERY_FILE_CONNECT,
                (answered - connecting) / 1e6));
      }
    }
  }

  private static void print(Result result) {
    System.out.println(result.toLine());
    System.out.flush();
  }

  /** The size of every file under {@code root}: what a target keeps on disk. */
  static long bytesUnder(Path root) throws IOException {
    try (Stream<Path> paths = Files.walk(root)) {
      long total = 0;
      for (Path path : paths.filter(Files::isRegularFile).toList()) {
        total += Files.size(path);
      }
      return total;
    }
  }

  static void deleteTree(Path root) throws IOException {
    if (!Files.exists(root)) {
      return;
    }
    try (Stream<Path> paths = Files.walk(root)) {
      for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(path);
      }
    }
  }
}

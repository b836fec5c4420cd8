package io.wcs.bench.sidebyside;

import java.io.File;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The class path of a target's JVM: the harness's classes and that target's jars alone, as the
 * bench module's build copies them to {@code target/target-jars/<target>} (see its pom), so that
 * each target starts as an application using only that database would. One shaded jar for all
 * targets would have {@code DriverManager} load every peer's JDBC driver at a first connection, and
 * deflate each target's classes and native libraries whether its project ships them so or not.
 * Cassandra's target, a client of a running node, keeps the coordinator's own class path.
 */
final class TargetClassPath {
  private TargetClassPath() {}

  static String of(TargetKind target) {
    return target == TargetKind.CASSANDRA
        ? System.getProperty("java.class.path")
        : in(buildDirectory(), target);
  }

  /** The class path of a target's JVM from the bench module's build directory {@code build}. */
  static String in(Path build, TargetKind target) {
    Path classes = build.resolve("classes");
    Path jars = build.resolve("target-jars").resolve(target.flag());
    if (!Files.isDirectory(classes) || !Files.isDirectory(jars)) {
      throw new IllegalStateException(
          "no class path for "
              + target.title
              + ": expected "
              + classes
              + " and "
              + jars
              + "; build them with ./mvnw -pl bench -am package");
    }
    // the java launcher expands a directory's "*" to the jars in it (not a Path: Windows refuses *)
    return classes + File.pathSeparator + jars + File.separator + "*";
  }

  /** The bench module's build directory: where benchmarks.jar, or the classes run, are. */
  private static Path buildDirectory() {
    try {
      return Path.of(SideBySide.class.getProtectionDomain().getCodeSource().getLocation().toURI())
          .getParent();
    } catch (URISyntaxException e) {
      throw new IllegalStateException("cannot locate the harness's own classes", e);
    }
  }
}

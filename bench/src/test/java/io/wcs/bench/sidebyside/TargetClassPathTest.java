package io.wcs.bench.sidebyside;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TargetClassPathTest {

  @TempDir Path build;

  @Test
  void aTargetRunsWithTheHarnessClassesAndItsOwnJarsAlone() throws Exception {
    Files.createDirectories(build.resolve("classes"));
    Files.createDirectories(build.resolve("target-jars/h2"));

    assertEquals(
        build.resolve("classes")
            + File.pathSeparator
            + build.resolve("target-jars").resolve("h2")
            + File.separator
            + "*",
        TargetClassPath.in(build, TargetKind.H2));
  }

  @Test
  void aTargetWithoutItsJarsSaysHowToBuildThem() throws Exception {
    Files.createDirectories(build.resolve("classes"));
    Files.createDirectories(build.resolve("target-jars/h2"));

    IllegalStateException e =
        assertThrows(
            IllegalStateException.class, () -> TargetClassPath.in(build, TargetKind.ROCKSDB));
    assertTrue(e.getMessage().contains("target-jars" + File.separator + "rocksdb"), e.getMessage());
    assertTrue(e.getMessage().contains("./mvnw -pl bench -am package"), e.getMessage());
  }

  @Test
  void cassandrasClientKeepsTheCoordinatorsClassPath() {
    assertEquals(System.getProperty("java.class.path"), TargetClassPath.of(TargetKind.CASSANDRA));
  }
}

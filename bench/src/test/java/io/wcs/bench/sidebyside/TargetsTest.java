package io.wcs.bench.sidebyside;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every target must give the same answers to the workloads' operations, or ratios mean nothing. The
 * Cassandra target needs a running node: its tests run when the system property {@value
 * #CASSANDRA_PROPERTY} names one ({@code host:port}), and are skipped otherwise.
 */
class TargetsTest {
  private static final String CASSANDRA_PROPERTY = "wcs.bench.cassandra";

  @TempDir Path dir;

  @ParameterizedTest
  @EnumSource(TargetKind.class)
  void answersTheSameOnEveryTarget(TargetKind kind) throws Exception {
    try (Target target = kind.openFile(dir, settings(kind, ""))) {
      assertAnswers(target);
    }
  }

  /** Periodic sync for WCS; for Cassandra, the node the system property names, if any. */
  private static TargetSettings settings(TargetKind kind, String wcsCompression) {
    String cassandra = System.getProperty(CASSANDRA_PROPERTY, "");
    assumeTrue(
        kind != TargetKind.CASSANDRA || !cassandra.isEmpty(),
        "no Cassandra node: set -D" + CASSANDRA_PROPERTY + "=host:port");
    return new TargetSettings(new WcsSettings("periodic", wcsCompression), cassandra);
  }

  @Test
  void aCassandraKeyspaceIsNamedAfterItsDirectory() {
    assertEquals(
        "bench_cassandra_load_1t", CassandraTarget.keyspaceFor(Path.of("/w/cassandra-load-1t")));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        WcsSettings.USERTABLE_COMPRESSION,
        "{'class': 'ZstdCompressor'}",
        "{'class': 'DeflateCompressor'}"
      })
  void wcsAnswersTheSameWithItsUsertableCompressedOtherwise(String compression) throws Exception {
    try (Target target = TargetKind.WCS.openFile(dir, settings(TargetKind.WCS, compression))) {
      assertAnswers(target);
    }
  }

  private static void assertAnswers(Target target) throws Exception {
    SplittableRandom random = new SplittableRandom(7);
    target.createSchema();
    try (Target.Client client = target.client()) {
      Target.UserRow[] users = {Rows.user(0, random), Rows.user(1, random), Rows.user(2, random)};
      client.insertUsers(users, 2);
      assertEquals(10, client.readUser(Rows.key(1)));
      assertEquals(0, client.readUser(Rows.key(2)), "only the first two rows were written");

      client.updateField(Rows.key(1), 3, "new value");
      assertEquals(10, client.readUser(Rows.key(1)), "an overwrite keeps the other fields");

      Target.Reading[] readings = new Target.Reading[150];
      for (int i = 0; i < readings.length; i++) {
        readings[i] = new Target.Reading(i % 2, 1_000 + i, i);
      }
      client.insertReadings(readings, readings.length);
      assertEquals(75, client.latest(0), "sensor 0 holds 75 readings, fewer than the limit");
      assertEquals(75, client.latest(1));
      assertEquals(5, client.range(0, 1_010, 1_020), "even ts in [1010, 1020)");
      assertEquals(0, client.range(2, 0, Long.MAX_VALUE), "no sensor 2");
    }
  }

  @ParameterizedTest
  @EnumSource(TargetKind.class)
  void latestStopsAtTheLimitNewestFirst(TargetKind kind) throws Exception {
    try (Target target = kind.openFile(dir, settings(kind, ""))) {
      target.createSchema();
      try (Target.Client client = target.client()) {
        Target.Reading[] readings = new Target.Reading[Target.LATEST_ROWS + 20];
        for (int i = 0; i < readings.length; i++) {
          readings[i] = new Target.Reading(5, i, i);
        }
        client.insertReadings(readings, readings.length);
        assertEquals(Target.LATEST_ROWS, client.latest(5));
      }
    }
  }
}

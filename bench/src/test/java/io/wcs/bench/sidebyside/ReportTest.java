package io.wcs.bench.sidebyside;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class ReportTest {

  @Test
  void reportsTheMedianOfRoundsAndTheRatioAgainstTheTarget() {
    Report report =
        new Report(List.of(TargetKind.WCS, TargetKind.H2), 3, 1, new WcsSettings("group", ""), 1);
    for (double wcs : new double[] {100, 900, 400}) {
      report.add(TargetKind.WCS, List.of(new Result(Metric.READ_1T, wcs, 10, 20)));
    }
    for (double h2 : new double[] {200, 300, 250}) {
      report.add(TargetKind.H2, List.of(new Result(Metric.READ_1T, h2, 30, 40)));
    }
    report.add(TargetKind.WCS, List.of(Result.of(Metric.DISK, 60)));
    report.add(TargetKind.H2, List.of(Result.of(Metric.DISK, 100)));

    String markdown = report.markdown();

    assertTrue(markdown.contains("| 400 | 250 | 1.60× (≥1.5× ✓) |"), markdown);
    assertTrue(markdown.contains("| 60.00 | 100 | 0.60× (≤0.5× ✗) |"), markdown);
    assertTrue(markdown.contains("| – | – | – |"), "a metric nobody reported: " + markdown);
    assertTrue(
        markdown.contains("Durability: WCS sync=group; H2 file (MVStore defaults). "),
        "the durability of the targets in the run, and only theirs: " + markdown);
  }

  @Test
  void resultLinesRoundTrip() {
    Result result = new Result(Metric.MIXED_4T, 1234.5, 6.25, Double.NaN);
    String line = result.toLine();

    assertTrue(Result.isResultLine(line));
    assertEquals(result, Result.parse(line));
    assertThrows(IllegalArgumentException.class, () -> Result.parse("RESULT LATEST 1 2"));
  }

  @Test
  void percentilesOverMergedThreadsAreWithinTheHistogramsPrecision() {
    Latencies odd = new Latencies();
    Latencies even = new Latencies();
    for (int i = 1; i <= 100; i++) {
      (i % 2 == 1 ? odd : even).record(i * 1_000L);
    }
    Latencies all = Latencies.merge(List.of(odd, even));

    assertEquals(100, all.size());
    assertEquals(50.0, all.percentileMicros(0.50), 50.0 * 0.008);
    assertEquals(99.0, all.percentileMicros(0.99), 99.0 * 0.008);
    assertEquals(100.0, all.percentileMicros(1.0), 100.0 * 0.008);
    assertEquals(1.0, all.percentileMicros(0.0), 1.0 * 0.008);
  }

  @Test
  void percentilesAreExactBelow128NanosAndCloseUpToHours() {
    Latencies small = new Latencies();
    for (int i = 0; i < 128; i++) {
      small.record(i);
    }
    assertEquals(0.063, small.percentileMicros(0.50), 1e-9);
    assertEquals(0.127, small.percentileMicros(1.0), 1e-9);

    for (long value : new long[] {128, 129, 255, 256, 1_000_003, 3_600_000_000_000L}) {
      Latencies one = new Latencies();
      one.record(value);
      assertEquals(value / 1e3, one.percentileMicros(0.5), value / 1e3 * 0.008, "for " + value);
    }
  }

  @Test
  void throughputCountsOnlyTheTimeInsideOperations() {
    Latencies thread = new Latencies();
    for (int i = 0; i < 1_000; i++) {
      thread.record(2_000L);
    }
    // 1,000 operations of 2 µs each: 500,000 a second, whatever the thread did between them.
    assertEquals(500_000.0, thread.ratePerSecond(), 1e-6);
  }

  @Test
  void aNegativeWarmupIsRefused() {
    assertEquals(1.0, new Options(new String[0]).warmup());
    assertThrows(
        IllegalArgumentException.class,
        () -> new Options(new String[] {"--warmup", "-1"}).warmup());
  }

  @Test
  void anUnknownFlagIsRefusedByName() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> new Options(new String[] {"--scal", "1"}));
    assertTrue(e.getMessage().contains("--scal"), e.getMessage());
  }
}

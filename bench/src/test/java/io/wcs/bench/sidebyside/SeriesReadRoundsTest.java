package io.wcs.bench.sidebyside;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class SeriesReadRoundsTest {
  @Test
  void loadsOnceThenReportsBothReadWorkloadsEachRound() throws Exception {
    PrintStream out = System.out;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
    try {
      // the workloads themselves check every query's row count, so a wrong answer fails here
      SeriesReadRounds.main(
          new String[] {
            "--scale", "0.001", "--rounds", "2", "--warmup", "0", "--wcs-sync", "periodic"
          });
    } finally {
      System.setOut(out);
    }
    String[] lines = captured.toString(StandardCharsets.UTF_8).split("\n");
    assertEquals(
        "SERIES_LOAD LATEST RANGE LATEST RANGE",
        String.join(
            " ",
            Arrays.stream(lines)
                .filter(l -> l.matches("^[A-Z_]+ .*/s .*"))
                .map(l -> l.substring(0, l.indexOf(' ')))
                .toList()));
  }
}

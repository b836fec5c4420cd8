package io.wcs.engine.cql.term;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wcs.engine.types.CqlDuration;
import java.time.Instant;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

/** Durations added as Cassandra 5.0.2 adds them (its answers, also in golden script 116). */
class TimeFunctionsTest {
  private static final CqlDuration MONTH = new CqlDuration(1, 0, 0);
  private static final CqlDuration DAY = new CqlDuration(0, 1, 0);
  private static final CqlDuration HOUR = new CqlDuration(0, 0, 3_600_000_000_000L);

  @Test
  void monthsBefore1582AreJulian() {
    // Julian February 1500 has 29 days, and Julian 4 October 1582 is the Gregorian 14th
    assertEquals(
        LocalDate.of(1500, 3, 29), TimeFunctions.plus(LocalDate.of(1500, 2, 28), MONTH, false));
    assertEquals(
        LocalDate.of(1582, 10, 24), TimeFunctions.plus(LocalDate.of(1582, 10, 4), MONTH, false));
    assertEquals(
        Instant.ofEpochMilli(-14824209600000L),
        TimeFunctions.plus(Instant.parse("1500-02-28T12:00:00Z"), MONTH, false));
    assertEquals(
        LocalDate.of(2000, 2, 29), TimeFunctions.plus(LocalDate.of(2000, 1, 31), MONTH, false));
  }

  @Test
  void beyondTheLimitsTheValueWraps() {
    assertEquals(
        Instant.ofEpochMilli(-9223372036851175809L),
        TimeFunctions.plus(Instant.ofEpochMilli(Long.MAX_VALUE), HOUR, false));
    // the earliest date less a day is the latest one
    LocalDate earliest = LocalDate.ofEpochDay(Integer.MIN_VALUE);
    assertEquals(LocalDate.ofEpochDay(Integer.MAX_VALUE), TimeFunctions.plus(earliest, DAY, true));
  }
}

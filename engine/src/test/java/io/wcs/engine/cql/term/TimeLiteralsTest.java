package io.wcs.engine.cql.term;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.time.LocalTime;
import org.junit.jupiter.api.Test;

/** What golden script 43 cannot show: 'now', whose answer changes; the rest is checked there. */
class TimeLiteralsTest {

  @Test
  void nowIsTheCurrentTimeInAnyCase() {
    long before = System.currentTimeMillis();
    Instant now = TimeLiterals.parseTimestamp("NoW");
    long after = System.currentTimeMillis();
    assertTrue(
        now.toEpochMilli() >= before && now.toEpochMilli() <= after, now + " not between bounds");
  }

  @Test
  void zonesAndOffsetsMoveTheInstant() {
    Instant utc = Instant.parse("2024-01-31T09:00:05Z");
    assertEquals(utc, TimeLiterals.parseTimestamp("2024-01-31 10:00:05 +0100"));
    assertEquals(utc, TimeLiterals.parseTimestamp("2024-01-31T10:00:05+01:00"));
    assertEquals(utc, TimeLiterals.parseTimestamp("2024-01-31 10:00:05 Europe/Paris"));
    assertEquals(utc, TimeLiterals.parseTimestamp("2024-01-31 09:00:05"));
  }

  @Test
  void timesTakePartsOfAnyWidthInRange() {
    assertEquals(LocalTime.of(1, 2, 3, 400_000_000), TimeLiterals.parseTime("1:2:3.4"));
    assertThrows(IllegalArgumentException.class, () -> TimeLiterals.parseTime("10:00"));
    assertThrows(IllegalArgumentException.class, () -> TimeLiterals.parseTime("86400000000000"));
    assertThrows(RuntimeException.class, () -> TimeLiterals.parseTime("24:00:00"));
  }
}

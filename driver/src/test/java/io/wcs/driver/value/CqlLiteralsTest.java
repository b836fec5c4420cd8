package io.wcs.driver.value;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wcs.engine.types.CqlTypeParser;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.TupleValue;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The exact text of values whose printing departs from cqlsh's, and why it reads back. */
class CqlLiteralsTest {

  private static String format(String type, Object value) {
    return CqlLiterals.format(CqlTypeParser.parse(type), value);
  }

  @Test
  void timestampsPrintWithMillisecondsAndOldOrFarOnesAsEpochMillis() {
    Instant instant = Instant.parse("2026-11-22T13:14:15.678Z");
    assertEquals("2026-11-22 13:14:15.678+0000", format("timestamp", instant));
    assertEquals("['2026-11-22 13:14:15.678+0000']", format("list<timestamp>", List.of(instant)));
    Instant hastings = Instant.parse("1066-10-14T12:00:00Z");
    assertEquals(String.valueOf(hastings.toEpochMilli()), format("timestamp", hastings));
    assertEquals("[" + hastings.toEpochMilli() + "]", format("list<timestamp>", List.of(hastings)));
    assertEquals("253402300800000", format("timestamp", Instant.parse("+10000-01-01T00:00:00Z")));
  }

  @Test
  void datesOutsideFourDigitYearsPrintAsCassandrasRawDay() {
    assertEquals("2026-11-22", format("date", LocalDate.of(2026, 11, 22)));
    assertEquals(
        String.valueOf(LocalDate.of(12000, 1, 1).toEpochDay() + (1L << 31)),
        format("date", LocalDate.of(12000, 1, 1)));
    assertEquals("['0066-01-01']", format("list<date>", List.of(LocalDate.of(66, 1, 1))));
  }

  @Test
  void nestedValuesAreQuotedLiterals() {
    assertEquals(
        "{'it''s': ('13:14:15.000000001', 0x0aff, true, NaN, null)}",
        format(
            "map<text, frozen<tuple<time, blob, boolean, double, int>>>",
            Map.of(
                "it's",
                TupleValue.of(
                    LocalTime.of(13, 14, 15, 1),
                    ByteBuffer.wrap(new byte[] {10, -1}),
                    true,
                    Double.NaN,
                    null))));
    assertEquals("line\nbreak \\", CqlLiterals.format(NativeType.TEXT, "line\nbreak \\"));
    assertEquals("1.0E-300", format("double", 1.0E-300));
  }
}

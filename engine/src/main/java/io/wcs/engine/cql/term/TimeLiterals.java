package io.wcs.engine.cql.term;

import java.text.ParsePosition;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalAccessor;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The text forms of timestamps, dates and times that Cassandra 5.0 reads, with its rules: digits
 * are milliseconds since the epoch (a timestamp), days from 2^31 (a date) or nanoseconds of the day
 * (a time); a timestamp is otherwise {@code now}, or a date with four-digit year, two-digit month
 * and day, then optionally {@code T} or a space and {@code HH:mm[:ss][.fraction]}, then optionally
 * a zone (a name or id after a space, or an offset {@code Z}, {@code +01}, {@code +0100}, {@code
 * +01:00}), UTC when none, and a day past the month's end is its last day; a time is {@code
 * h:m:s[.fraction]}, each part of any width in range. Text in no such form is refused with an
 * IllegalArgumentException or a DateTimeException.
 */
final class TimeLiterals {
  private static final Pattern DIGITS = Pattern.compile("-?\\d+");
  private static final long NANOS_PER_DAY = 86_400_000_000_000L;
  private static final List<DateTimeFormatter> TIMESTAMP_FORMATS = timestampFormats();

  private TimeLiterals() {}

  static boolean isDigits(String text) {
    return DIGITS.matcher(text).matches();
  }

  static Instant parseTimestamp(String text) {
    if (text.equalsIgnoreCase("now")) {
      return Instant.ofEpochMilli(System.currentTimeMillis());
    }
    if (isDigits(text)) {
      return Instant.ofEpochMilli(Long.parseLong(text));
    }
    for (DateTimeFormatter format : TIMESTAMP_FORMATS) {
      ParsePosition position = new ParsePosition(0);
      // parseUnresolved tells a form that does not fit without the cost of an exception
      if (format.parseUnresolved(text, position) != null
          && position.getErrorIndex() < 0
          && position.getIndex() == text.length()) {
        TemporalAccessor parsed = format.parse(text);
        return Instant.ofEpochMilli(Instant.from(parsed).toEpochMilli());
      }
    }
    throw new IllegalArgumentException("not a timestamp: " + text);
  }

  /**
   * Each date and time form, without a zone (read in UTC) and with each kind of zone, then the date
   * alone with each kind of zone and without one.
   */
  private static List<DateTimeFormatter> timestampFormats() {
    // java.time patterns: " z" a zone name or id after a space (" PST", " Europe/Paris",
    // " +01:00"), "X" and " X" an offset of hours or hours and minutes ("Z", "+01", "+0100"),
    // " zzzz" a full zone name (" Pacific Standard Time"), "XXX" an offset with a colon ("+01:00")
    String[] zones = {" z", "X", " X", " zzzz", "XXX"};
    List<DateTimeFormatter> out = new ArrayList<>();
    for (String dateTime : new String[] {"uuuu-MM-dd'T'HH:mm", "uuuu-MM-dd HH:mm"}) {
      out.add(withFraction(dateTime).toFormatter(Locale.US).withZone(ZoneOffset.UTC));
      for (String zone : zones) {
        out.add(withFraction(dateTime).appendPattern(zone).toFormatter(Locale.US));
      }
    }
    for (String zone : zones) {
      out.add(midnight(new DateTimeFormatterBuilder().appendPattern("uuuu-MM-dd" + zone)));
    }
    out.add(
        midnight(new DateTimeFormatterBuilder().appendPattern("uuuu-MM-dd"))
            .withZone(ZoneOffset.UTC));
    return List.copyOf(out);
  }

  /** The date and time, then optionally seconds with an optional fraction. */
  private static DateTimeFormatterBuilder withFraction(String dateTime) {
    return new DateTimeFormatterBuilder()
        .appendPattern(dateTime)
        .optionalStart()
        .appendPattern(":ss")
        .appendFraction(ChronoField.NANO_OF_SECOND, 0, 9, true)
        .optionalEnd();
  }

  private static DateTimeFormatter midnight(DateTimeFormatterBuilder date) {
    return date.parseDefaulting(ChronoField.NANO_OF_DAY, 0).toFormatter(Locale.US);
  }

  static LocalDate parseDate(String text) {
    if (isDigits(text)) {
      long raw = Long.parseLong(text);
      if (raw < 0 || raw > 0xFFFF_FFFFL) {
        throw new IllegalArgumentException("date out of range: " + text);
      }
      return LocalDate.ofEpochDay(raw - (1L << 31));
    }
    return LocalDate.parse(text);
  }

  static LocalTime parseTime(String text) {
    if (isDigits(text)) {
      long nanos = Long.parseLong(text);
      if (nanos < 0 || nanos >= NANOS_PER_DAY) {
        throw new IllegalArgumentException("time out of range: " + text);
      }
      return LocalTime.ofNanoOfDay(nanos);
    }
    String s = text.strip();
    int firstColon = s.indexOf(':');
    int secondColon = s.indexOf(':', firstColon + 1);
    if (firstColon <= 0 || secondColon < 0 || secondColon == s.length() - 1) {
      throw new IllegalArgumentException("not a time: " + text);
    }
    int period = s.indexOf('.', secondColon + 1);
    int hour = Integer.parseInt(s.substring(0, firstColon));
    int minute = Integer.parseInt(s.substring(firstColon + 1, secondColon));
    int second = Integer.parseInt(s.substring(secondColon + 1, period < 0 ? s.length() : period));
    int nanos = period < 0 ? 0 : fractionNanos(s.substring(period + 1), text);
    return LocalTime.of(hour, minute, second, nanos);
  }

  /** The nanoseconds of a fraction's one to nine digits. */
  private static int fractionNanos(String digits, String text) {
    if (digits.isEmpty() || digits.length() > 9 || !Character.isDigit(digits.charAt(0))) {
      throw new IllegalArgumentException("not a time: " + text);
    }
    return Integer.parseInt((digits + "00000000").substring(0, 9));
  }
}

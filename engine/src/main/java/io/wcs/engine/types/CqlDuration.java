package io.wcs.engine.types;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A CQL {@code duration}: months, days and nanoseconds kept apart because a month or a day has no
 * fixed length. All three components have the same sign.
 *
 * <p>{@link #parse} accepts Cassandra's literal forms: {@code 1y2mo3w4d5h6m7s8ms9us10ns} (units in
 * descending order, each at most once, case-insensitive, {@code µs} too), ISO 8601 {@code
 * P1Y2M3DT4H5M6S}, {@code P2W} and the alternative {@code P0001-02-03T04:05:06}; all with an
 * optional leading {@code -}. {@link #toString} prints like Cassandra: years, months, days, then
 * hours down to nanoseconds, weeks folded into days ({@code 1y2mo3w} prints {@code 1y2mo21d}).
 */
public record CqlDuration(int months, int days, long nanoseconds) {
  private static final long NANOS_PER_MICRO = 1_000L;
  private static final long NANOS_PER_MILLI = 1_000_000L;
  private static final long NANOS_PER_SECOND = 1_000_000_000L;
  private static final long NANOS_PER_MINUTE = 60 * NANOS_PER_SECOND;
  private static final long NANOS_PER_HOUR = 60 * NANOS_PER_MINUTE;

  private static final Pattern UNIT = Pattern.compile("(\\d+)(mo|ms|us|µs|ns|y|w|d|h|m|s)");
  private static final Pattern ISO =
      Pattern.compile(
          "p(?:(\\d+)y)?(?:(\\d+)m)?(?:(\\d+)d)?(?:t(?:(\\d+)h)?(?:(\\d+)m)?(?:(\\d+)s)?)?");
  private static final Pattern ISO_WEEKS = Pattern.compile("p(\\d+)w");
  private static final Pattern ISO_ALTERNATIVE =
      Pattern.compile("p(\\d{4})-(\\d{2})-(\\d{2})t(\\d{2}):(\\d{2}):(\\d{2})");

  /** Units of the standard form in the only order they may appear, and their names. */
  private static final String[] UNIT_ORDER = {"y", "mo", "w", "d", "h", "m", "s", "ms", "us", "ns"};

  private static final String[] UNIT_NAMES = {
    "years",
    "months",
    "weeks",
    "days",
    "hours",
    "minutes",
    "seconds",
    "milliseconds",
    "microseconds",
    "nanoseconds"
  };

  public CqlDuration {
    boolean anyNegative = months < 0 || days < 0 || nanoseconds < 0;
    boolean anyPositive = months > 0 || days > 0 || nanoseconds > 0;
    if (anyNegative && anyPositive) {
      throw new InvalidValueException(
          "the months, days and nanoseconds of a duration must all have the same sign, got "
              + months
              + ", "
              + days
              + ", "
              + nanoseconds);
    }
  }

  public static CqlDuration parse(String literal) {
    String text = literal.trim().toLowerCase(Locale.ROOT);
    boolean negative = text.startsWith("-");
    if (negative) {
      text = text.substring(1);
    }
    Accumulator acc = new Accumulator(literal);
    if (text.startsWith("p")) {
      parseIso(text, acc, literal);
    } else {
      parseUnits(text, acc, literal);
    }
    return acc.build(negative);
  }

  private static void parseUnits(String text, Accumulator acc, String literal) {
    Matcher m = UNIT.matcher(text);
    int pos = 0;
    int lastUnit = -1;
    while (pos < text.length()) {
      if (!m.find(pos) || m.start() != pos) {
        throw invalid(literal, "expected a number followed by a unit at position " + pos);
      }
      String unit = m.group(2).equals("µs") ? "us" : m.group(2);
      int index = java.util.Arrays.asList(UNIT_ORDER).indexOf(unit);
      if (index == lastUnit) {
        throw new RuleBroken("The " + UNIT_NAMES[index] + " are specified multiple times");
      }
      if (index < lastUnit) {
        throw new RuleBroken(
            "The " + UNIT_NAMES[lastUnit] + " should be after " + UNIT_NAMES[index]);
      }
      lastUnit = index;
      acc.add(unit, m.group(1));
      pos = m.end();
    }
    if (lastUnit < 0) {
      throw invalid(literal, "no duration units");
    }
  }

  private static void parseIso(String text, Accumulator acc, String literal) {
    Matcher weeks = ISO_WEEKS.matcher(text);
    if (weeks.matches()) {
      acc.add("w", weeks.group(1));
      return;
    }
    Matcher alt = ISO_ALTERNATIVE.matcher(text);
    Matcher iso = ISO.matcher(text);
    String[] units = {"y", "mo", "d", "h", "m", "s"};
    Matcher m = alt.matches() ? alt : iso.matches() ? iso : null;
    if (m == null || text.equals("p") || text.endsWith("t")) {
      throw invalid(literal, "not an ISO 8601 duration");
    }
    for (int i = 0; i < units.length; i++) {
      if (m.group(i + 1) != null) {
        acc.add(units[i], m.group(i + 1));
      }
    }
  }

  private static InvalidValueException invalid(String literal, String why) {
    return new InvalidValueException("invalid duration '" + literal + "': " + why);
  }

  /**
   * A duration in a form Cassandra reads that breaks one of its rules (a unit twice or out of
   * order, a total too large), with Cassandra's message, which it gives as it is rather than as a
   * literal it cannot read.
   */
  public static final class RuleBroken extends InvalidValueException {
    private static final long serialVersionUID = 1L;

    RuleBroken(String rule) {
      super("Invalid duration. " + rule);
    }
  }

  /** Sums magnitudes per component with overflow checks. */
  private static final class Accumulator {
    private final String literal;
    private long months;
    private long days;
    private long nanos;

    Accumulator(String literal) {
      this.literal = literal;
    }

    void add(String unit, String digits) {
      try {
        long n = Long.parseLong(digits);
        switch (unit) {
          case "y" -> months = Math.addExact(months, Math.multiplyExact(n, 12));
          case "mo" -> months = Math.addExact(months, n);
          case "w" -> days = Math.addExact(days, Math.multiplyExact(n, 7));
          case "d" -> days = Math.addExact(days, n);
          case "h" -> nanos = Math.addExact(nanos, Math.multiplyExact(n, NANOS_PER_HOUR));
          case "m" -> nanos = Math.addExact(nanos, Math.multiplyExact(n, NANOS_PER_MINUTE));
          case "s" -> nanos = Math.addExact(nanos, Math.multiplyExact(n, NANOS_PER_SECOND));
          case "ms" -> nanos = Math.addExact(nanos, Math.multiplyExact(n, NANOS_PER_MILLI));
          case "us" -> nanos = Math.addExact(nanos, Math.multiplyExact(n, NANOS_PER_MICRO));
          case "ns" -> nanos = Math.addExact(nanos, n);
          default -> throw invalid(literal, "unknown unit " + unit);
        }
      } catch (NumberFormatException e) {
        throw invalid(literal, "value out of range");
      } catch (ArithmeticException e) {
        throw unit.equals("y") || unit.equals("mo")
            ? total("months", Integer.MAX_VALUE)
            : unit.equals("w") || unit.equals("d")
                ? total("days", Integer.MAX_VALUE)
                : total("nanoseconds", Long.MAX_VALUE);
      }
      if (months > Integer.MAX_VALUE) {
        throw total("months", Integer.MAX_VALUE);
      }
      if (days > Integer.MAX_VALUE) {
        throw total("days", Integer.MAX_VALUE);
      }
    }

    private static RuleBroken total(String component, long max) {
      return new RuleBroken(
          "The total number of " + component + " must be less or equal to " + max);
    }

    CqlDuration build(boolean negative) {
      return negative
          ? new CqlDuration((int) -months, (int) -days, -nanos)
          : new CqlDuration((int) months, (int) days, nanos);
    }
  }

  /** Whether this is a duration of nothing: no months, days or nanoseconds. */
  public boolean isZero() {
    return months == 0 && days == 0 && nanoseconds == 0;
  }

  @Override
  public String toString() {
    if (isZero()) {
      // Cassandra prints an empty string here; "0s" is the shortest literal that parses back.
      return "0s";
    }
    StringBuilder b = new StringBuilder();
    if (months < 0 || days < 0 || nanoseconds < 0) {
      b.append('-');
    }
    long monthsLeft = append(b, Math.abs((long) months), 12, "y");
    append(b, monthsLeft, 1, "mo");
    append(b, Math.abs((long) days), 1, "d");
    long left = append(b, Math.abs(nanoseconds), NANOS_PER_HOUR, "h");
    left = append(b, left, NANOS_PER_MINUTE, "m");
    left = append(b, left, NANOS_PER_SECOND, "s");
    left = append(b, left, NANOS_PER_MILLI, "ms");
    left = append(b, left, NANOS_PER_MICRO, "us");
    append(b, left, 1, "ns");
    return b.toString();
  }

  /** Appends {@code value / unitSize} with its unit when at least one unit; returns the rest. */
  private static long append(StringBuilder b, long value, long unitSize, String unit) {
    if (value >= unitSize && value > 0) {
      b.append(value / unitSize).append(unit);
      return value % unitSize;
    }
    return value;
  }
}

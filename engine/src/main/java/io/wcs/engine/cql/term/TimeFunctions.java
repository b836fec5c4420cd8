package io.wcs.engine.cql.term;

import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.types.CqlDuration;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.ValueCompatibility;
import io.wcs.parser.ast.ArithmeticOperator;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Calendar;
import java.util.GregorianCalendar;
import java.util.List;
import java.util.Locale;
import java.util.TimeZone;
import java.util.UUID;

/**
 * Time arithmetic: Cassandra 5.0's {@code floor} of a timestamp, date, time or timeuuid to a
 * multiple of a duration (counted from the epoch or from a given start), and a duration added to or
 * taken from a timestamp or a date. Months and days follow the UTC calendar (a month added to March
 * 31 gives April 30); a duration without months is a fixed number of milliseconds.
 */
public final class TimeFunctions {
  private static final long MILLIS_PER_DAY = 86_400_000L;
  private static final long NANOS_PER_MILLI = 1_000_000L;
  private static final long NANOS_PER_DAY = MILLIS_PER_DAY * NANOS_PER_MILLI;
  private static final CqlDuration NO_TIME = new CqlDuration(0, 0, 0);
  private static final TimeZone UTC = TimeZone.getTimeZone("UTC");

  private TimeFunctions() {}

  /** Every overload of {@code floor}. */
  static List<NativeFunction> floorFunctions() {
    NativeType ts = NativeType.TIMESTAMP;
    NativeType duration = NativeType.DURATION;
    List<NativeFunction> out = new ArrayList<>();
    out.add(floor(List.of(ts, duration), ts, a -> floorMillis(millis(a.get(0)), a.get(1), 0)));
    out.add(
        floor(
            List.of(ts, duration, ts),
            ts,
            a -> floorMillis(millis(a.get(0)), a.get(1), millis(a.get(2)))));
    out.add(
        floor(
            List.of(NativeType.DATE, duration),
            NativeType.DATE,
            a -> floorDate((LocalDate) a.get(0), a.get(1), LocalDate.EPOCH)));
    out.add(
        floor(
            List.of(NativeType.DATE, duration, NativeType.DATE),
            NativeType.DATE,
            a -> floorDate((LocalDate) a.get(0), a.get(1), (LocalDate) a.get(2))));
    out.add(
        floor(
            List.of(NativeType.TIME, duration),
            NativeType.TIME,
            a -> floorTime((LocalTime) a.get(0), (CqlDuration) a.get(1))));
    out.add(
        floor(
            List.of(NativeType.TIMEUUID, duration),
            ts,
            a -> floorMillis(uuidMillis(a.get(0)), a.get(1), 0)));
    out.add(
        floor(
            List.of(NativeType.TIMEUUID, duration, ts),
            ts,
            a -> floorMillis(uuidMillis(a.get(0)), a.get(1), millis(a.get(2)))));
    return out;
  }

  private static NativeFunction floor(
      List<CqlType> argTypes, CqlType result, java.util.function.Function<List<Object>, Object> f) {
    return NativeFunction.ofJava("floor", argTypes, result, f);
  }

  /**
   * {@code left op right} when it is arithmetic on times or text: a timestamp or date plus or minus
   * a duration, or text joined by {@code +}; null when it is not, for the numeric operations.
   *
   * <p>Cassandra picks the operation whose operand types take the operands, a type taking the
   * values of another it can read as its own: a bigint is read as a timestamp and an int as a date
   * beside a duration ({@code bi + du} moves a timestamp), and a timestamp is read as a bigint or a
   * varint, which makes a timestamp with a number or another timestamp ambiguous. A date takes
   * nothing but a duration.
   *
   * @throws InvalidRequestException for a timestamp with a number or another timestamp
   */
  public static NativeFunction operation(
      ArithmeticOperator op, CqlType left, CqlType right, String leftLabel, String rightLabel) {
    boolean additive = op == ArithmeticOperator.ADD || op == ArithmeticOperator.SUBTRACT;
    NativeType moved = additive && right == NativeType.DURATION ? movedByDuration(left) : null;
    if (moved != null) {
      boolean subtract = op == ArithmeticOperator.SUBTRACT;
      String name = "_" + op.name().toLowerCase(java.util.Locale.ROOT);
      return NativeFunction.ofJava(
          name,
          List.of(moved, right),
          moved,
          a -> plus(a.get(0), (CqlDuration) a.get(1), subtract));
    }
    if (left == NativeType.TIMESTAMP && isTimestampOrNumber(right)
        || right == NativeType.TIMESTAMP && isTimestampOrNumber(left)) {
      throw OperationRefusals.ambiguous(op, leftLabel, rightLabel);
    }
    if (op == ArithmeticOperator.ADD && isText(left) && isText(right)) {
      CqlType type = left == NativeType.ASCII && right == NativeType.ASCII ? left : NativeType.TEXT;
      return NativeFunction.ofJava(
          "_add", List.of(left, right), type, a -> (String) a.get(0) + a.get(1));
    }
    return null;
  }

  /** The type a value of {@code type} is moved as by a duration, or null if it is not. */
  private static NativeType movedByDuration(CqlType type) {
    if (ValueCompatibility.readableAs(type, NativeType.TIMESTAMP)) {
      return NativeType.TIMESTAMP;
    }
    return ValueCompatibility.readableAs(type, NativeType.DATE) ? NativeType.DATE : null;
  }

  private static boolean isTimestampOrNumber(CqlType type) {
    return type == NativeType.TIMESTAMP
        || type instanceof NativeType n && NumericFunctions.isNumeric(n);
  }

  private static boolean isText(CqlType type) {
    return type == NativeType.TEXT || type == NativeType.ASCII;
  }

  /**
   * A timestamp (Instant) or date (LocalDate) moved by a duration as Cassandra moves it: see {@link
   * #movedMillis}. A date moves as the millisecond its day starts at, and lands on the day of the
   * result (divided toward zero) wrapped round 32 bits, as a date beyond the type's range is.
   *
   * @throws ArithmeticException for a date and a duration with a time part, or a timestamp and a
   *     duration finer than a millisecond
   */
  static Object plus(Object value, CqlDuration duration, boolean subtract) {
    int sign = subtract ? -1 : 1;
    if (value instanceof LocalDate date) {
      if (duration.nanoseconds() != 0) {
        throw new ArithmeticException("The duration must have a day precision. Was: " + duration);
      }
      long moved = movedMillis(date.toEpochDay() * MILLIS_PER_DAY, duration, sign);
      return LocalDate.ofEpochDay((int) (moved / MILLIS_PER_DAY));
    }
    if (duration.nanoseconds() % NANOS_PER_MILLI != 0) {
      throw new ArithmeticException(
          "The duration must have a millisecond precision. Was: " + duration);
    }
    return Instant.ofEpochMilli(movedMillis(millis(value), duration, sign));
  }

  /**
   * {@code millis} moved by {@code sign} times {@code duration}, as Cassandra 5.0 computes it:
   * without months, by long arithmetic, which wraps past the timestamp's range; with months, months
   * then days then milliseconds in {@link GregorianCalendar} in UTC, whose dates before 15 October
   * 1582 are Julian ({@code '1500-02-28' + 1mo} is 29 March, Julian February being 29 days long in
   * 1500).
   */
  private static long movedMillis(long millis, CqlDuration duration, int sign) {
    long nanosAsMillis = duration.nanoseconds() / NANOS_PER_MILLI;
    if (duration.months() == 0) {
      return millis + sign * (duration.days() * MILLIS_PER_DAY + nanosAsMillis);
    }
    GregorianCalendar calendar = new GregorianCalendar(UTC, Locale.ROOT);
    calendar.setTimeInMillis(millis);
    calendar.add(Calendar.MONTH, sign * duration.months());
    calendar.add(Calendar.DAY_OF_MONTH, sign * duration.days());
    calendar.add(Calendar.MILLISECOND, (int) (sign * nanosAsMillis));
    return calendar.getTimeInMillis();
  }

  private static LocalDateTime shifted(long millis, CqlDuration duration, long times) {
    return LocalDateTime.ofEpochSecond(Math.floorDiv(millis, 1000), 0, ZoneOffset.UTC)
        .plusNanos(Math.floorMod(millis, 1000) * NANOS_PER_MILLI)
        .plusMonths(times * duration.months())
        .plusDays(times * duration.days())
        .plusNanos(times * duration.nanoseconds());
  }

  /**
   * The latest {@code start + n × duration} (n a whole number) not after {@code time}, in
   * milliseconds, refusing as Cassandra does (in its order) a duration finer than a millisecond, a
   * start after the time and a negative duration: by arithmetic when the duration has no months,
   * through the calendar when it has, counting whole months as Cassandra does.
   */
  private static Instant floorMillis(long time, Object durationValue, long start) {
    CqlDuration duration = (CqlDuration) durationValue;
    if (duration.nanoseconds() % NANOS_PER_MILLI != 0) {
      throw new InvalidRequestException(
          "The floor cannot be computed for the "
              + duration
              + " duration as precision is below 1 millisecond");
    }
    if (start > time) {
      throw new InvalidRequestException(
          "The floor function starting time is greater than the provided time");
    }
    if (duration.months() < 0 || duration.days() < 0 || duration.nanoseconds() < 0) {
      throw new InvalidRequestException(
          "Negative durations are not supported by the floor function");
    }
    if (duration.months() == 0) {
      long step = duration.days() * MILLIS_PER_DAY + duration.nanoseconds() / NANOS_PER_MILLI;
      return Instant.ofEpochMilli(step == 0 ? time : time - Math.floorMod(time - start, step));
    }
    LocalDateTime from = shifted(start, NO_TIME, 0);
    LocalDateTime to = shifted(time, NO_TIME, 0);
    // Whole calendar months between the two, days of the month ignored: with a duration of months
    // alone, Cassandra takes that many steps as they are, even when the last one ends after the
    // time (a floor of January 2 to months from December 15 is January 15).
    long months = (to.getYear() - from.getYear()) * 12L + to.getMonthValue() - from.getMonthValue();
    long n = months / duration.months();
    if (duration.days() != 0 || duration.nanoseconds() != 0) {
      while (n > 0 && shifted(start, duration, n).isAfter(to)) {
        n--;
      }
    }
    return shifted(start, duration, n).toInstant(ZoneOffset.UTC);
  }

  private static LocalDate floorDate(LocalDate date, Object duration, LocalDate start) {
    if (((CqlDuration) duration).nanoseconds() != 0) {
      throw new InvalidRequestException(
          "The floor on date values cannot be computed for the "
              + duration
              + " duration as precision is below 1 day");
    }
    Instant floored =
        floorMillis(
            date.toEpochDay() * MILLIS_PER_DAY, duration, start.toEpochDay() * MILLIS_PER_DAY);
    return LocalDate.ofEpochDay(Math.floorDiv(floored.toEpochMilli(), MILLIS_PER_DAY));
  }

  private static LocalTime floorTime(LocalTime time, CqlDuration duration) {
    if (duration.months() != 0 || duration.days() != 0 || duration.nanoseconds() >= NANOS_PER_DAY) {
      throw new InvalidRequestException(
          "For time values, the floor can only be computed for durations smaller that a day");
    }
    if (duration.nanoseconds() < 0) {
      throw new InvalidRequestException(
          "Negative durations are not supported by the floor function");
    }
    long nanos = time.toNanoOfDay();
    long step = duration.nanoseconds();
    return step == 0 ? time : LocalTime.ofNanoOfDay(nanos - nanos % step);
  }

  private static long millis(Object timestamp) {
    return ((Instant) timestamp).toEpochMilli();
  }

  private static long uuidMillis(Object timeUuid) {
    return NativeFunctions.instantOf((UUID) timeUuid).toEpochMilli();
  }
}

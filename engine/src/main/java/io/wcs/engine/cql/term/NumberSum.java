package io.wcs.engine.cql.term;

import io.wcs.engine.types.NativeType;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;

/**
 * A running sum of serialized numbers of one type, giving their sum or average as Cassandra's sum
 * and avg do: in the argument's type, a counter as a bigint, 0 for no input. A sum wraps as its
 * type does; an average of integers divides their exact sum (a bigint's in 128 bits), and a decimal
 * average is kept as Cassandra keeps it, moving by (value - average) / count at each value, rounded
 * half even to that difference's scale. Used by the sum/avg aggregates over rows and by
 * collection_sum/collection_avg over a collection's elements. Not thread-safe: one per fold.
 */
public final class NumberSum {
  private final NativeType type;
  private long longSum;

  /** The carries out of {@link #longSum}: with it, the exact sum of bigints as 128 bits. */
  private long longSumHigh;

  /**
   * Floats and doubles are summed as Cassandra sums them: compensated (Kahan) summation in {@link
   * #doubleSum} and {@link #compensation}, beside the plain {@link #simpleSum} it falls back on
   * when two infinities make the compensated sum NaN; an average whose sum overflows goes on in
   * {@link #bigSum}, exact.
   */
  private double doubleSum;

  private double compensation;
  private double simpleSum;
  private BigDecimal bigSum;

  /** The decimals' sum, or their running average when {@link #average}. */
  private BigDecimal decimal = BigDecimal.ZERO;

  private BigInteger varintSum = BigInteger.ZERO;
  private long count;

  /** Whether this folds into the average rather than the sum. */
  private final boolean average;

  public NumberSum(NativeType type, boolean average) {
    this.type = type;
    this.average = average;
  }

  /** Adds a serialized value; null and empty values are skipped, as Cassandra skips them. */
  public void add(byte[] serialized) {
    if (serialized == null || type.isEmptyValue(serialized)) {
      return;
    }
    count++;
    Object value = type.deserialize(serialized);
    switch (type) {
      case FLOAT, DOUBLE -> addDouble(((Number) value).doubleValue());
      case DECIMAL ->
          decimal =
              average
                  ? decimal.add(
                      ((BigDecimal) value)
                          .subtract(decimal)
                          .divide(BigDecimal.valueOf(count), RoundingMode.HALF_EVEN))
                  : decimal.add((BigDecimal) value);
      case VARINT -> varintSum = varintSum.add((BigInteger) value);
      default -> addLong(((Number) value).longValue());
    }
  }

  private void addDouble(double d) {
    if (bigSum != null && Double.isFinite(d)) {
      bigSum = bigSum.add(BigDecimal.valueOf(d));
      return;
    }
    if (bigSum != null) {
      // an infinity or NaN after an overflow: Cassandra fails here (docs/cassandra-differences.md);
      // the average is that of the plain sum, not finite
      bigSum = null;
      compensation = 0;
      doubleSum = simpleSum;
    }
    simpleSum += d;
    double before = doubleSum;
    double corrected = d - compensation;
    double rounded = doubleSum + corrected;
    compensation = rounded - doubleSum - corrected;
    doubleSum = rounded;
    if (average && Double.isInfinite(doubleSum) && Double.isFinite(before) && Double.isFinite(d)) {
      bigSum = BigDecimal.valueOf(before).add(BigDecimal.valueOf(d));
    }
  }

  private double doubleResult(long n) {
    if (bigSum != null) {
      return bigSum.divide(BigDecimal.valueOf(n), RoundingMode.HALF_EVEN).doubleValue();
    }
    double compensated = doubleSum + compensation;
    double sum =
        Double.isNaN(compensated) && Double.isInfinite(simpleSum) ? simpleSum : compensated;
    return average ? sum / n : sum;
  }

  /** Adds to the 128-bit sum: the low word wraps as a long sum does, the high one takes carries. */
  private void addLong(long v) {
    long low = longSum + v;
    longSumHigh += (v >> 63) + (Long.compareUnsigned(low, longSum) < 0 ? 1 : 0);
    longSum = low;
  }

  private long longAverage(long n) {
    if (longSumHigh == (longSum >> 63)) {
      return longSum / n; // the exact sum fits a long
    }
    BigInteger exact =
        BigInteger.valueOf(longSumHigh)
            .shiftLeft(64)
            .add(new BigInteger(Long.toUnsignedString(longSum)));
    return exact.divide(BigInteger.valueOf(n)).longValue();
  }

  /** The serialized sum or average of the values added. */
  public byte[] result() {
    long n = Math.max(count, 1);
    Object result =
        switch (type) {
          case FLOAT -> (float) doubleResult(n);
          case DOUBLE -> doubleResult(n);
          case DECIMAL -> decimal;
          case VARINT -> average ? varintSum.divide(BigInteger.valueOf(n)) : varintSum;
          case TINYINT -> (byte) (average ? longAverage(n) : longSum);
          case SMALLINT -> (short) (average ? longAverage(n) : longSum);
          case INT -> (int) (average ? longAverage(n) : longSum);
          default -> average ? longAverage(n) : longSum;
        };
    return (type == NativeType.COUNTER ? NativeType.BIGINT : type).serialize(result);
  }
}

package io.wcs.engine.cql.selection;

import io.wcs.engine.types.NativeType;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;

/**
 * A running sum of serialized numbers of one type, giving their sum or average as Cassandra's sum
 * and avg do: in the argument's type (an int sum wraps, an int average sums in a long then
 * divides), a counter as a bigint, 0 for no input. Used by the sum/avg aggregates over rows and by
 * collection_sum/collection_avg over a collection's elements. Not thread-safe: one per fold.
 */
final class NumberSum {
  private final NativeType type;
  private long longSum;
  private double doubleSum;
  private BigDecimal decimalSum = BigDecimal.ZERO;
  private BigInteger varintSum = BigInteger.ZERO;
  private long count;

  NumberSum(NativeType type) {
    this.type = type;
  }

  /** Adds a serialized value; null and empty values are skipped, as Cassandra skips them. */
  void add(byte[] serialized) {
    if (serialized == null || type.isEmptyValue(serialized)) {
      return;
    }
    count++;
    Object value = type.deserialize(serialized);
    switch (type) {
      case FLOAT, DOUBLE -> doubleSum += ((Number) value).doubleValue();
      case DECIMAL -> decimalSum = decimalSum.add((BigDecimal) value);
      case VARINT -> varintSum = varintSum.add((BigInteger) value);
      default -> longSum += ((Number) value).longValue();
    }
  }

  /** The serialized sum ({@code average} false) or average of the values added. */
  byte[] result(boolean average) {
    long n = Math.max(count, 1);
    Object result =
        switch (type) {
          case FLOAT -> (float) (average ? doubleSum / n : doubleSum);
          case DOUBLE -> average ? doubleSum / n : doubleSum;
          case DECIMAL ->
              average && count > 0
                  ? decimalSum.divide(BigDecimal.valueOf(count), RoundingMode.HALF_EVEN)
                  : decimalSum;
          case VARINT -> average ? varintSum.divide(BigInteger.valueOf(n)) : varintSum;
          case TINYINT -> (byte) (average ? longSum / n : longSum);
          case SMALLINT -> (short) (average ? longSum / n : longSum);
          case INT -> (int) (average ? longSum / n : longSum);
          default -> average ? longSum / n : longSum;
        };
    return (type == NativeType.COUNTER ? NativeType.BIGINT : type).serialize(result);
  }
}

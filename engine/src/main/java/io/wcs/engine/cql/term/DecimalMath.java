package io.wcs.engine.cql.term;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.function.IntFunction;

/**
 * {@code exp}, {@code log} and {@code log10} of a decimal (and, through it, of a varint), to the
 * significant digits Cassandra 5.0 gives them: 32, or the argument's own precision where it has
 * more. Each result is the exact value rounded half-even to those digits: it is computed with guard
 * digits, and again with more of them while the guard digits leave the rounding in doubt.
 *
 * <p>Cassandra's limits and exact cases are kept: {@code exp(0)} is {@code 1}, {@code exp} of a
 * number whose integral part is beyond an {@code int} fails with "Overflow", {@code log(1)} is
 * {@code 0}, and {@code log10} of a power of ten is the exponent itself ({@code 2}, {@code 1E+2}).
 * Stateless but for a cache of ln 10.
 */
final class DecimalMath {
  /** The fewest significant digits of a result, as in Cassandra. */
  private static final int MIN_DIGITS = 32;

  /** Guard digits of the first attempt; each further attempt doubles them. */
  private static final int GUARD = 12;

  /** Beyond these guard digits a rounding still in doubt is taken as it stands. */
  private static final int MAX_GUARD = 1536;

  /** exp(r) divides r by 2^HALVINGS before its series and squares the sum as many times. */
  private static final int HALVINGS = 12;

  private static final BigDecimal TWO = BigDecimal.valueOf(2);
  private static final BigDecimal MIN_INT = BigDecimal.valueOf(Integer.MIN_VALUE);
  private static final BigDecimal MAX_INT = BigDecimal.valueOf(Integer.MAX_VALUE);

  /** ln 10 to the most digits computed so far; a value of more digits serves every request. */
  private static volatile BigDecimal ln10 = BigDecimal.ZERO;

  private DecimalMath() {}

  static BigDecimal exp(BigDecimal x) {
    if (x.signum() == 0) {
      return BigDecimal.ONE;
    }
    BigDecimal integral = x.setScale(0, RoundingMode.DOWN);
    if (integral.compareTo(MIN_INT) < 0 || integral.compareTo(MAX_INT) > 0) {
      throw new ArithmeticException("Overflow");
    }
    return rounded(digits(x), working -> expAt(x, working));
  }

  static BigDecimal log(BigDecimal x) {
    if (x.signum() <= 0) {
      throw new ArithmeticException("Natural log of number zero or less");
    }
    if (x.compareTo(BigDecimal.ONE) == 0) {
      return BigDecimal.ZERO;
    }
    return rounded(digits(x), working -> logAt(x, working));
  }

  static BigDecimal log10(BigDecimal x) {
    if (x.signum() <= 0) {
      throw new ArithmeticException("Log10 of number zero or less");
    }
    BigDecimal stripped = x.stripTrailingZeros();
    if (stripped.unscaledValue().equals(BigInteger.ONE)) {
      return BigDecimal.valueOf(-(long) stripped.scale()).stripTrailingZeros();
    }
    return rounded(
        digits(x),
        working -> logAt(x, working).divide(lnTen(working + 2), new MathContext(working + 2)));
  }

  /** Cassandra's digits for a function of {@code x}. */
  private static int digits(BigDecimal x) {
    return Math.max(MIN_DIGITS, x.precision());
  }

  /**
   * {@code value}, computed by {@code at} to a number of significant digits, rounded half-even to
   * {@code digits}: once the computation's possible error (a few units of its last guard digit)
   * cannot move the rounding.
   */
  private static BigDecimal rounded(int digits, IntFunction<BigDecimal> at) {
    MathContext target = new MathContext(digits, RoundingMode.HALF_EVEN);
    for (int guard = GUARD; ; guard *= 2) {
      BigDecimal v = at.apply(digits + guard);
      BigDecimal error = BigDecimal.ONE.scaleByPowerOfTen(magnitude(v) - digits - guard + 3);
      BigDecimal low = v.subtract(error).round(target);
      if (guard >= MAX_GUARD || low.compareTo(v.add(error).round(target)) == 0) {
        return v.round(target);
      }
    }
  }

  /** The power of ten of {@code v}'s leading digit. */
  private static int magnitude(BigDecimal v) {
    return v.precision() - v.scale() - 1;
  }

  /**
   * e^x to {@code digits} significant digits: x = k ln 10 + r with |r| at most half ln 10, so e^x
   * is e^r moved k places.
   */
  private static BigDecimal expAt(BigDecimal x, int digits) {
    if (x.abs().compareTo(TWO) <= 0) {
      return expSmall(x, digits);
    }
    int kDigits = Math.max(1, magnitude(x) + 1);
    MathContext mc = new MathContext(digits + kDigits + 4);
    BigDecimal k = x.divide(lnTen(16), MathContext.DECIMAL64).setScale(0, RoundingMode.HALF_EVEN);
    BigDecimal r = x.subtract(k.multiply(lnTen(digits + kDigits + 4)), mc);
    return expSmall(r, digits).scaleByPowerOfTen(k.intValueExact());
  }

  /** e^r for a small |r| (up to about 2.3): its series at r / 2^12, squared back twelve times. */
  private static BigDecimal expSmall(BigDecimal r, int digits) {
    MathContext mc = new MathContext(digits + 6);
    BigDecimal y = r.divide(BigDecimal.valueOf(1L << HALVINGS), mc);
    BigDecimal sum = BigDecimal.ONE;
    BigDecimal term = BigDecimal.ONE;
    BigDecimal negligible = BigDecimal.ONE.scaleByPowerOfTen(-digits - 8);
    for (int i = 1; term.abs().compareTo(negligible) > 0; i++) {
      term = term.multiply(y, mc).divide(BigDecimal.valueOf(i), mc);
      sum = sum.add(term, mc);
    }
    for (int i = 0; i < HALVINGS; i++) {
      sum = sum.multiply(sum, mc);
    }
    return sum;
  }

  /**
   * ln x to {@code digits} significant digits: directly between 0.1 and 10, else as ln m + e ln 10
   * for x = m 10^e with m between 1 and 10, so no series meets a huge or tiny number.
   */
  private static BigDecimal logAt(BigDecimal x, int digits) {
    int exponent = magnitude(x);
    if (exponent == 0 || exponent == -1) {
      return logNearOne(x, digits);
    }
    BigDecimal mantissa = x.scaleByPowerOfTen(-exponent);
    int eDigits = String.valueOf(Math.abs(exponent)).length();
    MathContext mc = new MathContext(digits + eDigits + 4);
    return logNearOne(mantissa, digits + eDigits + 4)
        .add(BigDecimal.valueOf(exponent).multiply(lnTen(digits + eDigits + 4)), mc);
  }

  /**
   * ln x for x between 0.1 and 10 by Halley's iteration on e^y = x from the double's logarithm,
   * each step tripling the correct digits. Near 1 the logarithm is small while e^y is about 1, so
   * e^y is computed to as many more digits as x - 1 has leading zeros.
   */
  private static BigDecimal logNearOne(BigDecimal x, int digits) {
    BigDecimal distance = x.subtract(BigDecimal.ONE).abs();
    int extra = distance.signum() == 0 ? 0 : Math.max(0, -magnitude(distance));
    int working = digits + extra + 4;
    MathContext mc = new MathContext(working);
    BigDecimal y = new BigDecimal(Math.log(x.doubleValue()));
    for (int correct = 15; correct < working + 2; correct *= 3) {
      BigDecimal ey = expSmall(y, working);
      y = y.add(TWO.multiply(x.subtract(ey)).divide(x.add(ey), mc), mc);
    }
    return y;
  }

  /** ln 10 to at least {@code digits} significant digits. */
  private static BigDecimal lnTen(int digits) {
    BigDecimal cached = ln10;
    if (cached.precision() >= digits) {
      return cached;
    }
    BigDecimal computed = logNearOne(BigDecimal.TEN, digits + 4).round(new MathContext(digits));
    ln10 = computed;
    return computed;
  }
}

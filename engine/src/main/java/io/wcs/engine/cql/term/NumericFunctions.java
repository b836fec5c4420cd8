package io.wcs.engine.cql.term;

import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.ValueCompatibility;
import io.wcs.parser.ast.ArithmeticOperator;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleUnaryOperator;
import java.util.function.UnaryOperator;

/**
 * Arithmetic between values of different numeric types, and the math functions ({@code abs}, {@code
 * round}, {@code exp}, {@code log}, {@code log10}), as Cassandra 5.0 types them: an operation
 * computes in the wider of its operands' types (floating point when either is, sized by the larger
 * operand: 4 bytes float, 8 double, unbounded decimal; integers likewise up to varint), and a math
 * function returns its argument's type. Stateless.
 */
public final class NumericFunctions {
  private static final List<NativeType> NUMERIC =
      List.of(
          NativeType.TINYINT,
          NativeType.SMALLINT,
          NativeType.INT,
          NativeType.BIGINT,
          NativeType.VARINT,
          NativeType.FLOAT,
          NativeType.DOUBLE,
          NativeType.DECIMAL,
          // a counter is a bigint to arithmetic and the math functions, as in Cassandra
          NativeType.COUNTER);

  private NumericFunctions() {}

  public static boolean isNumeric(NativeType type) {
    return NUMERIC.contains(type);
  }

  /**
   * The signatures of a function of one number returning its type (sum, avg), one per number type,
   * with counters or without, in the order Cassandra lists them.
   */
  public static List<String> signatures(String name, boolean withCounter) {
    return NUMERIC.stream()
        .filter(t -> withCounter || t != NativeType.COUNTER)
        .map(t -> NativeFunction.signature(name, List.of(t), t))
        .sorted()
        .toList();
  }

  /** The type {@code left op right} computes in; both must be numeric. */
  public static NativeType resultType(NativeType left, NativeType right) {
    int size = Math.max(size(left), size(right));
    if (isFloatingPoint(left) || isFloatingPoint(right)) {
      return size == 4 ? NativeType.FLOAT : size == 8 ? NativeType.DOUBLE : NativeType.DECIMAL;
    }
    return switch (size) {
      case 1 -> NativeType.TINYINT;
      case 2 -> NativeType.SMALLINT;
      case 4 -> NativeType.INT;
      case 8 -> NativeType.BIGINT;
      default -> NativeType.VARINT;
    };
  }

  /** {@code left op right}: both operands converted to the result type, then combined. */
  public static NativeFunction operation(ArithmeticOperator op, NativeType left, NativeType right) {
    NativeType type = resultType(left, right);
    return NativeFunction.ofJava(
        op.functionName(),
        List.of(left, right),
        type,
        args ->
            Arithmetic.combine(type, op, convert(args.get(0), type), convert(args.get(1), type)));
  }

  /**
   * {@code -operand}, in the operand's type.
   *
   * @throws InvalidRequestException for an operand that is not a number, as Cassandra refuses a
   *     call of its {@code _negate} function that none of its overloads takes, or that several take
   *     as a value their type can read (a timestamp: a bigint and a varint)
   */
  public static NativeFunction negation(CqlType operand) {
    if (!(operand instanceof NativeType type && isNumeric(type))) {
      if (NUMERIC.stream().filter(t -> ValueCompatibility.readableAs(operand.freeze(), t)).count()
          > 1) {
        throw new InvalidRequestException("Ambiguous negation: use type casts to disambiguate");
      }
      List<String> signatures = new ArrayList<>();
      for (NativeType t : NUMERIC) {
        signatures.add(NativeFunction.signature("\"_negate\"", List.of(t), t));
      }
      signatures.sort(null);
      throw NativeFunction.noSignatureMatches("system._negate", signatures);
    }
    return NativeFunction.ofJava("_negate", List.of(type), type, args -> negate(args.get(0), type));
  }

  /**
   * {@code -v} as Cassandra negates: a decimal keeps its scale (-1.5E+3 gives 1.5E+3, not 1500), a
   * float or double changes sign (0.0 gives -0.0), and the fixed-size integers wrap (-(-128) is
   * -128 for a tinyint).
   */
  static Object negate(Object v, NativeType type) {
    return switch (type) {
      case DECIMAL -> ((BigDecimal) v).negate();
      case VARINT -> ((BigInteger) v).negate();
      case DOUBLE -> -(Double) v;
      case FLOAT -> -(Float) v;
      default -> convert(-((Number) v).longValue(), type);
    };
  }

  /** abs, round, exp, log and log10 for every numeric type. */
  static List<NativeFunction> mathFunctions() {
    List<NativeFunction> out = new ArrayList<>();
    for (NativeType type : NUMERIC) {
      out.add(unary("abs", type, v -> abs(v, type)));
      out.add(unary("round", type, v -> round(v, type)));
      out.add(math("exp", type, Math::exp, DecimalMath::exp));
      out.add(math("log", type, Math::log, DecimalMath::log));
      out.add(math("log10", type, Math::log10, DecimalMath::log10));
    }
    return out;
  }

  private static NativeFunction unary(String name, NativeType type, UnaryOperator<Object> body) {
    return NativeFunction.ofJava(name, List.of(type), type, args -> body.apply(args.get(0)));
  }

  /**
   * exp, log or log10: of a decimal or varint in decimals, as Cassandra computes them (a varint's
   * result truncated to an integer); of the other types through a double.
   */
  private static NativeFunction math(
      String name,
      NativeType type,
      DoubleUnaryOperator viaDouble,
      UnaryOperator<BigDecimal> exact) {
    UnaryOperator<Object> body =
        switch (type) {
          case DECIMAL -> v -> exact.apply((BigDecimal) v);
          case VARINT -> v -> exact.apply(new BigDecimal((BigInteger) v)).toBigInteger();
          default -> v -> convert(viaDouble.applyAsDouble(((Number) v).doubleValue()), type);
        };
    return unary(name, type, body).failingAs(FailedCall.function(name, List.of(type)));
  }

  private static Object abs(Object v, NativeType type) {
    return switch (type) {
      case VARINT -> ((BigInteger) v).abs();
      case DECIMAL -> ((BigDecimal) v).abs();
      case FLOAT -> Math.abs((Float) v);
      case DOUBLE -> Math.abs((Double) v);
      default -> convert(Math.abs(((Number) v).longValue()), type);
    };
  }

  /** Integers are already round; decimals round half up, floats and doubles as Math.round. */
  private static Object round(Object v, NativeType type) {
    return switch (type) {
      case DECIMAL -> ((BigDecimal) v).setScale(0, RoundingMode.HALF_UP);
      case FLOAT -> (float) Math.round((Float) v);
      case DOUBLE -> (double) Math.round((Double) v);
      default -> v;
    };
  }

  /** A number as a value of the numeric {@code type} (integers truncate, as Java's casts do). */
  private static Object convert(Object number, NativeType type) {
    Number n = (Number) number;
    return switch (type) {
      case TINYINT -> n.byteValue();
      case SMALLINT -> n.shortValue();
      case INT -> n.intValue();
      case BIGINT, COUNTER -> n.longValue();
      case FLOAT -> n.floatValue();
      case DOUBLE -> n.doubleValue();
      case VARINT -> n instanceof BigInteger b ? b : BigInteger.valueOf(n.longValue());
      case DECIMAL -> decimal(n);
      default -> throw new IllegalArgumentException(type + " is not numeric");
    };
  }

  /**
   * A number as a decimal operand, as Cassandra converts it: a varint exactly, every other type
   * through its double and the digits Java prints for it, so an int 1 is 1.0 (and 1E+3 + 1 is
   * 1001.0) and a bigint beyond 2^53 loses its last digits. A NaN or infinite float or double has
   * no decimal: the operation fails, with Cassandra's words.
   */
  private static BigDecimal decimal(Number n) {
    if (n instanceof BigDecimal d) {
      return d;
    }
    if (n instanceof BigInteger b) {
      return new BigDecimal(b);
    }
    double d = n.doubleValue();
    requireDecimal(d);
    return BigDecimal.valueOf(d);
  }

  /** Fails, in Cassandra's words, for a NaN or infinite number, which no decimal holds. */
  static void requireDecimal(double d) {
    if (Double.isNaN(d)) {
      throw new ArithmeticException("A NaN cannot be converted into a decimal");
    }
    if (Double.isInfinite(d)) {
      throw new ArithmeticException("An infinite number cannot be converted into a decimal");
    }
  }

  private static boolean isFloatingPoint(NativeType type) {
    return type == NativeType.FLOAT || type == NativeType.DOUBLE || type == NativeType.DECIMAL;
  }

  private static int size(NativeType type) {
    return switch (type) {
      case TINYINT -> 1;
      case SMALLINT -> 2;
      case INT, FLOAT -> 4;
      case BIGINT, COUNTER, DOUBLE -> 8;
      default -> Integer.MAX_VALUE;
    };
  }
}

package io.wcs.engine.cql.term;

import io.wcs.engine.cql.ColumnSpec;
import io.wcs.engine.types.CqlDuration;
import io.wcs.engine.types.NativeType;
import io.wcs.parser.ast.ArithmeticOperator;
import io.wcs.parser.ast.Term.BindMarker;
import io.wcs.parser.ast.Term.Negation;
import io.wcs.parser.ast.Term.Operation;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.util.List;

/**
 * {@code a + b}, {@code a * b}, {@code -a}… in values, for numeric receivers: both operands are
 * prepared as values of the receiver's type and combined with Java's arithmetic for that type
 * (integers wrap on overflow, as Cassandra's do; decimals divide to 32 digits). Timestamps and
 * dates take {@code ± duration}, texts are joined by {@code +}.
 */
public final class Arithmetic {
  private static final int QUOTIENT_DIGITS = 32;
  private static final int MAX_QUOTIENT_SCALE = 1000;

  private Arithmetic() {}

  /**
   * The operation as a value for {@code receiver}. A bind marker operand is typed only where
   * Cassandra finds one operation for it: beside a duration, for a timestamp or date receiver. With
   * a number or text, several operations take it, and Cassandra asks for a type hint.
   */
  static Term operation(TermPreparer preparer, Operation op, ColumnSpec receiver) {
    boolean markers = op.left() instanceof BindMarker || op.right() instanceof BindMarker;
    boolean bothMarkers = op.left() instanceof BindMarker && op.right() instanceof BindMarker;
    boolean additive =
        op.operator() == ArithmeticOperator.ADD || op.operator() == ArithmeticOperator.SUBTRACT;
    boolean temporal =
        receiver.type() == NativeType.TIMESTAMP || receiver.type() == NativeType.DATE;
    if (bothMarkers || markers && !(temporal && additive)) {
      throw OperationRefusals.ambiguous(
          op.operator(), TermPreparer.label(op.left()), TermPreparer.label(op.right()));
    }
    if (temporal && additive) {
      return timeShift(preparer, op, receiver);
    }
    if (op.operator() == ArithmeticOperator.ADD
        && (receiver.type() == NativeType.TEXT || receiver.type() == NativeType.ASCII)) {
      return concatenation(preparer, op, receiver);
    }
    NativeType type = numeric(op.toCql(), receiver);
    List<Term> operands =
        List.of(preparer.prepare(op.left(), receiver), preparer.prepare(op.right(), receiver));
    NativeFunction.Body compute =
        values -> apply(type, op.operator(), values.get(0), values.get(1));
    return ComputedTerm.of(
        operands,
        true,
        NativeFunction.guarded(FailedCall.operation(type, op.operator(), type), compute)::apply,
        "the operation " + op.toCql());
  }

  /** {@code text + text}: the texts joined; null when either is null. */
  private static Term concatenation(TermPreparer preparer, Operation op, ColumnSpec receiver) {
    NativeType type = (NativeType) receiver.type();
    List<Term> operands =
        List.of(preparer.prepare(op.left(), receiver), preparer.prepare(op.right(), receiver));
    return ComputedTerm.of(
        operands,
        true,
        values ->
            values.get(0) == null || values.get(1) == null
                ? null
                : sum(type, values.get(0), values.get(1)),
        "the operation " + op.toCql());
  }

  /** {@code time ± duration} for timestamps and dates, in UTC, months then days then time. */
  private static Term timeShift(TermPreparer preparer, Operation op, ColumnSpec receiver) {
    NativeType type = (NativeType) receiver.type();
    ColumnSpec duration = TermPreparer.derived(receiver, receiver.name(), NativeType.DURATION);
    List<Term> operands =
        List.of(preparer.prepare(op.left(), receiver), preparer.prepare(op.right(), duration));
    boolean subtract = op.operator() == ArithmeticOperator.SUBTRACT;
    NativeFunction.Body compute =
        values -> {
          if (values.get(0) == null || values.get(1) == null) {
            return null;
          }
          CqlDuration d = (CqlDuration) NativeType.DURATION.deserialize(values.get(1));
          return type.serialize(TimeFunctions.plus(type.deserialize(values.get(0)), d, subtract));
        };
    return ComputedTerm.of(
        operands,
        true,
        NativeFunction.guarded(
                FailedCall.operation(type, op.operator(), NativeType.DURATION), compute)
            ::apply,
        "the operation " + op.toCql());
  }

  static Term negation(TermPreparer preparer, Negation negation, ColumnSpec receiver) {
    NativeType type = numeric(negation.toCql(), receiver);
    return ComputedTerm.of(
        List.of(preparer.prepare(negation.operand(), receiver)),
        true,
        values -> {
          byte[] v = values.get(0);
          return v == null || type.isEmptyValue(v)
              ? null
              : type.serialize(NumericFunctions.negate(type.deserialize(v), type));
        },
        "the operation " + negation.toCql());
  }

  private static NativeType numeric(String operation, ColumnSpec receiver) {
    if (receiver.type() instanceof NativeType t
        && t != NativeType.COUNTER
        && (t == NativeType.VARINT
            || t == NativeType.DECIMAL
            || t == NativeType.FLOAT
            || t == NativeType.DOUBLE
            || t == NativeType.TINYINT
            || t == NativeType.SMALLINT
            || t == NativeType.INT
            || t == NativeType.BIGINT)) {
      return t;
    }
    throw TermPreparer.invalid(
        "Arithmetic operations are only supported on numeric values: "
            + operation
            + " cannot be assigned to "
            + receiver.name()
            + " of type "
            + receiver.type().cqlName());
  }

  /** Null when either operand is null or empty, as Cassandra's operations answer. */
  private static byte[] apply(NativeType type, ArithmeticOperator op, byte[] left, byte[] right) {
    if (left == null || right == null || type.isEmptyValue(left) || type.isEmptyValue(right)) {
      return null;
    }
    return type.serialize(combine(type, op, type.deserialize(left), type.deserialize(right)));
  }

  /**
   * {@code a + b} for two serialized values of a numeric or text {@code type}, added as the
   * operator adds them, texts joined: what {@code SET c = c + v} writes in a conditional statement.
   */
  public static byte[] sum(NativeType type, byte[] a, byte[] b) {
    Object x = type.deserialize(a);
    Object y = type.deserialize(b);
    return type.serialize(
        type == NativeType.TEXT || type == NativeType.ASCII
            ? (String) x + y
            : combine(type, ArithmeticOperator.ADD, x, y));
  }

  /** {@code a op b} for two values of the numeric {@code type}. */
  static Object combine(NativeType type, ArithmeticOperator op, Object a, Object b) {
    return switch (type) {
      case VARINT -> integer(op, (BigInteger) a, (BigInteger) b);
      case DECIMAL -> decimal(op, (BigDecimal) a, (BigDecimal) b);
      case DOUBLE -> floating(op, (Double) a, (Double) b);
      case FLOAT -> (float) floating(op, (Float) a, (Float) b);
      default -> narrow(type, integer(op, ((Number) a).longValue(), ((Number) b).longValue()));
    };
  }

  private static long integer(ArithmeticOperator op, long a, long b) {
    return switch (op) {
      case ADD -> a + b;
      case SUBTRACT -> a - b;
      case MULTIPLY -> a * b;
      case DIVIDE -> a / b;
      case MODULO -> a % b;
    };
  }

  private static Object narrow(NativeType type, long value) {
    return switch (type) {
      case TINYINT -> (byte) value;
      case SMALLINT -> (short) value;
      case INT -> (int) value;
      default -> value;
    };
  }

  private static BigInteger integer(ArithmeticOperator op, BigInteger a, BigInteger b) {
    return switch (op) {
      case ADD -> a.add(b);
      case SUBTRACT -> a.subtract(b);
      case MULTIPLY -> a.multiply(b);
      case DIVIDE -> a.divide(b);
      case MODULO -> a.remainder(b);
    };
  }

  private static BigDecimal decimal(ArithmeticOperator op, BigDecimal a, BigDecimal b) {
    return switch (op) {
      case ADD -> a.add(b);
      case SUBTRACT -> a.subtract(b);
      case MULTIPLY -> a.multiply(b);
      case DIVIDE -> quotient(a, b);
      case MODULO -> a.remainder(b);
    };
  }

  /**
   * {@code a / b} as Cassandra 5.0 divides decimals: to 32 significant digits and at least 32
   * decimals, as many decimals as either operand has if more, at most 1000, rounded half up,
   * without trailing zeros.
   */
  private static BigDecimal quotient(BigDecimal a, BigDecimal b) {
    int firstDigit = (a.precision() - a.scale()) - (b.precision() - b.scale());
    int scale = Math.max(QUOTIENT_DIGITS - firstDigit, Math.max(a.scale(), b.scale()));
    scale = Math.min(Math.max(scale, QUOTIENT_DIGITS), MAX_QUOTIENT_SCALE);
    return a.divide(b, scale, RoundingMode.HALF_UP).stripTrailingZeros();
  }

  private static double floating(ArithmeticOperator op, double a, double b) {
    return switch (op) {
      case ADD -> a + b;
      case SUBTRACT -> a - b;
      case MULTIPLY -> a * b;
      case DIVIDE -> a / b;
      case MODULO -> a % b;
    };
  }
}

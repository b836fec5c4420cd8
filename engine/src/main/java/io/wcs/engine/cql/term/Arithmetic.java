package io.wcs.engine.cql.term;

import io.wcs.engine.cql.ColumnSpec;
import io.wcs.engine.types.CqlDuration;
import io.wcs.engine.types.NativeType;
import io.wcs.parser.ast.ArithmeticOperator;
import io.wcs.parser.ast.Term.Negation;
import io.wcs.parser.ast.Term.Operation;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.List;

/**
 * {@code a + b}, {@code a * b}, {@code -a}… in values, for numeric receivers: both operands are
 * prepared as values of the receiver's type and combined with Java's arithmetic for that type
 * (integers wrap on overflow, as Cassandra's do; decimals divide to 34 digits). Timestamps and
 * dates take {@code ± duration}.
 */
final class Arithmetic {
  private Arithmetic() {}

  static Term operation(TermPreparer preparer, Operation op, ColumnSpec receiver) {
    if ((receiver.type() == NativeType.TIMESTAMP || receiver.type() == NativeType.DATE)
        && (op.operator() == ArithmeticOperator.ADD
            || op.operator() == ArithmeticOperator.SUBTRACT)) {
      return timeShift(preparer, op, receiver);
    }
    NativeType type = numeric(op.toCql(), receiver);
    List<Term> operands =
        List.of(preparer.prepare(op.left(), receiver), preparer.prepare(op.right(), receiver));
    return ComputedTerm.of(
        operands,
        true,
        values -> apply(type, op.operator(), values.get(0), values.get(1)),
        "the operation " + op.toCql());
  }

  /** {@code time ± duration} for timestamps and dates, in UTC, months then days then time. */
  private static Term timeShift(TermPreparer preparer, Operation op, ColumnSpec receiver) {
    NativeType type = (NativeType) receiver.type();
    ColumnSpec duration = TermPreparer.derived(receiver, receiver.name(), NativeType.DURATION);
    List<Term> operands =
        List.of(preparer.prepare(op.left(), receiver), preparer.prepare(op.right(), duration));
    int sign = op.operator() == ArithmeticOperator.ADD ? 1 : -1;
    return ComputedTerm.of(
        operands,
        true,
        values -> {
          if (values.get(0) == null || values.get(1) == null) {
            return null;
          }
          CqlDuration d = (CqlDuration) NativeType.DURATION.deserialize(values.get(1));
          if (type == NativeType.DATE) {
            if (d.nanoseconds() != 0) {
              throw new ArithmeticException("The duration must have a day precision. Was: " + d);
            }
            LocalDate date = (LocalDate) type.deserialize(values.get(0));
            return type.serialize(
                date.plusMonths(sign * (long) d.months()).plusDays(sign * (long) d.days()));
          }
          Instant instant = (Instant) type.deserialize(values.get(0));
          ZonedDateTime shifted =
              instant
                  .atZone(ZoneOffset.UTC)
                  .plusMonths(sign * (long) d.months())
                  .plusDays(sign * (long) d.days())
                  .plusNanos(sign * d.nanoseconds());
          return type.serialize(Instant.ofEpochMilli(shifted.toInstant().toEpochMilli()));
        },
        "the operation " + op.toCql());
  }

  static Term negation(TermPreparer preparer, Negation negation, ColumnSpec receiver) {
    NativeType type = numeric(negation.toCql(), receiver);
    byte[] zero = type.serialize(Literals.parse(type, "0"));
    return ComputedTerm.of(
        List.of(preparer.prepare(negation.operand(), receiver)),
        true,
        values -> apply(type, ArithmeticOperator.SUBTRACT, zero, values.get(0)),
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
      case DIVIDE -> a.divide(b, MathContext.DECIMAL128);
      case MODULO -> a.remainder(b);
    };
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

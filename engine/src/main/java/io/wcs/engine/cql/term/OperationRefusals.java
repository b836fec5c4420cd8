package io.wcs.engine.cql.term;

import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.NativeType;
import io.wcs.parser.ast.ArithmeticOperator;

/**
 * Cassandra's refusals of arithmetic operations, and which operand types leave an untyped operand
 * (a bind marker or null) ambiguous: those that several of Cassandra's operations take, where it
 * cannot tell which the other operand is meant for.
 */
public final class OperationRefusals {
  private OperationRefusals() {}

  /** Several operations fit: the untyped operand needs a type hint. */
  public static InvalidRequestException ambiguous(
      ArithmeticOperator op, String leftLabel, String rightLabel) {
    return new InvalidRequestException(
        "Ambiguous '"
            + op.symbol()
            + "' operation with args "
            + leftLabel
            + " and "
            + rightLabel
            + ": use type hint to disambiguate, example '(int) ?'");
  }

  /** No operation takes these operands. */
  public static InvalidRequestException notSupported(
      ArithmeticOperator op, String leftLabel, String rightLabel) {
    return new InvalidRequestException(
        "the '"
            + op.symbol()
            + "' operation is not supported between "
            + leftLabel
            + " and "
            + rightLabel);
  }

  /**
   * Whether several of Cassandra's operations take {@code type} on the side it is on: any number (a
   * timestamp counts as one), text with {@code +}, and a duration added or subtracted on the right
   * (to a timestamp or to a date).
   */
  public static boolean takenBySeveral(ArithmeticOperator op, CqlType type, boolean onTheLeft) {
    boolean additive = op == ArithmeticOperator.ADD || op == ArithmeticOperator.SUBTRACT;
    return type instanceof NativeType t
            && (NumericFunctions.isNumeric(t) || t == NativeType.TIMESTAMP)
        || op == ArithmeticOperator.ADD && (type == NativeType.TEXT || type == NativeType.ASCII)
        || additive && !onTheLeft && type == NativeType.DURATION;
  }
}

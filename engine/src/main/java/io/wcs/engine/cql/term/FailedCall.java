package io.wcs.engine.cql.term;

import io.wcs.engine.error.FunctionFailureException;
import io.wcs.engine.types.CqlType;
import io.wcs.parser.ast.ArithmeticOperator;
import java.util.List;

/**
 * A computation that may fail on a row's values, as its failure names it: the function (an operator
 * by Cassandra's function name for it) with its argument types, and the words of the message
 * ({@code the operation 'int / int'}).
 */
public record FailedCall(String function, List<CqlType> argTypes, String description) {

  public FailedCall {
    argTypes = List.copyOf(argTypes);
  }

  /** {@code left op right}, described by its operands' types: {@code the operation 'int / int'}. */
  public static FailedCall operation(CqlType left, ArithmeticOperator op, CqlType right) {
    return new FailedCall(
        op.functionName(),
        List.of(left, right),
        "the operation '" + left.cqlName() + " " + op.symbol() + " " + right.cqlName() + "'");
  }

  /** A function of the system keyspace: {@code the function 'system.log(decimal)'}. */
  static FailedCall function(String name, List<CqlType> argTypes) {
    return new FailedCall(
        name,
        argTypes,
        "the function '"
            + FunctionFailureException.KEYSPACE
            + "."
            + name
            + "("
            + String.join(", ", argTypes.stream().map(CqlType::cqlName).toList())
            + ")'");
  }

  /** Cassandra's FunctionFailureException for this call: {@code description failed: why}. */
  FunctionFailureException failed(String why) {
    return new FunctionFailureException(
        function,
        argTypes.stream().map(CqlType::cqlName).toList(),
        description + " failed: " + why);
  }
}

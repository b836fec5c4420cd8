package io.wcs.parser.ast;

/** The arithmetic operators of terms and selectors, from lowest to highest precedence. */
public enum ArithmeticOperator {
  ADD("+", "_add"),
  // Cassandra's spelling, which its FUNCTION_FAILURE errors send
  SUBTRACT("-", "_substract"),
  MULTIPLY("*", "_multiply"),
  DIVIDE("/", "_divide"),
  MODULO("%", "_modulo");

  private final String symbol;
  private final String functionName;

  ArithmeticOperator(String symbol, String functionName) {
    this.symbol = symbol;
    this.functionName = functionName;
  }

  /** The name of the function Cassandra computes the operator with, in the system keyspace. */
  public String functionName() {
    return functionName;
  }

  public String symbol() {
    return symbol;
  }
}

package io.wcs.parser.ast;

/** The arithmetic operators of terms and selectors, from lowest to highest precedence. */
public enum ArithmeticOperator {
  ADD("+"),
  SUBTRACT("-"),
  MULTIPLY("*"),
  DIVIDE("/"),
  MODULO("%");

  private final String symbol;

  ArithmeticOperator(String symbol) {
    this.symbol = symbol;
  }

  public String symbol() {
    return symbol;
  }
}

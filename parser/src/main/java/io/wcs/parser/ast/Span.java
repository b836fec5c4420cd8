package io.wcs.parser.ast;

/**
 * Where a node was written: first and last character, lines and columns 1-based, both inclusive.
 *
 * <p>Positions are not part of a node's value: every span equals every other span, so two nodes
 * parsed from differently laid out text are equal when they mean the same thing.
 */
public final class Span {
  /** For nodes built by code rather than parsed from text. */
  public static final Span NONE = new Span(0, 0, 0, 0);

  private final int beginLine;
  private final int beginColumn;
  private final int endLine;
  private final int endColumn;

  public Span(int beginLine, int beginColumn, int endLine, int endColumn) {
    this.beginLine = beginLine;
    this.beginColumn = beginColumn;
    this.endLine = endLine;
    this.endColumn = endColumn;
  }

  public int beginLine() {
    return beginLine;
  }

  public int beginColumn() {
    return beginColumn;
  }

  public int endLine() {
    return endLine;
  }

  public int endColumn() {
    return endColumn;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Span;
  }

  @Override
  public int hashCode() {
    return 0;
  }

  @Override
  public String toString() {
    return beginLine + ":" + beginColumn + "-" + endLine + ":" + endColumn;
  }
}

package io.wcs.parser.ast;

/**
 * What an index covers: {@code c}, {@code VALUES(c)}, {@code KEYS(c)}, {@code ENTRIES(c)}, {@code
 * FULL(c)}.
 */
public record IndexTarget(Kind kind, Identifier column) implements Node {

  /** SIMPLE is a bare column name. */
  public enum Kind {
    SIMPLE,
    VALUES,
    KEYS,
    ENTRIES,
    FULL
  }

  @Override
  public String toCql() {
    return kind == Kind.SIMPLE ? column.toCql() : kind.name() + "(" + column.toCql() + ")";
  }
}

package io.wcs.parser.ast;

import java.util.List;

/** {@code MASKED WITH DEFAULT} (function null) or {@code MASKED WITH function(args)}. */
public record ColumnMask(QualifiedName function, List<Term> arguments) implements Node {

  public ColumnMask {
    arguments = List.copyOf(arguments);
  }

  @Override
  public String toCql() {
    return function == null
        ? "MASKED WITH DEFAULT"
        : "MASKED WITH " + Cql.functionName(function) + "(" + Cql.join(arguments) + ")";
  }
}

package io.wcs.parser.ast;

import java.util.Objects;

/** {@code [keyspace.]name}: a table, view, type, index or function name; keyspace may be null. */
public record QualifiedName(Identifier keyspace, Identifier name) implements Node {

  public QualifiedName {
    Objects.requireNonNull(name, "name");
  }

  @Override
  public String toCql() {
    return keyspace == null ? name.toCql() : keyspace.toCql() + "." + name.toCql();
  }
}

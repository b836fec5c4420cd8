package io.wcs.parser.ast;

/**
 * {@code INSERT INTO table JSON value [DEFAULT NULL|UNSET] [IF NOT EXISTS] [USING …]}; value is a
 * string constant or a bind marker. Columns missing from the JSON are set to null unless
 * defaultUnset.
 */
public record InsertJson(
    Span span,
    QualifiedName table,
    Term json,
    boolean defaultUnset,
    boolean ifNotExists,
    Using using)
    implements ModificationStatement {

  @Override
  public String toCql() {
    return "INSERT INTO "
        + table.toCql()
        + " JSON "
        + json.toCql()
        + (defaultUnset ? " DEFAULT UNSET" : "")
        + Cql.ifNotExists(ifNotExists)
        + Cql.using(using);
  }
}

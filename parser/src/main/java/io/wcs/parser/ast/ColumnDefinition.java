package io.wcs.parser.ast;

/** {@code name type [STATIC] [MASKED WITH …] [PRIMARY KEY]}; mask may be null. */
public record ColumnDefinition(
    Identifier name, CqlType type, boolean isStatic, ColumnMask mask, boolean primaryKey)
    implements Node {

  public ColumnDefinition withPrimaryKey() {
    return new ColumnDefinition(name, type, isStatic, mask, true);
  }

  @Override
  public String toCql() {
    return name.toCql()
        + " "
        + type.toCql()
        + (isStatic ? " STATIC" : "")
        + (mask == null ? "" : " " + mask.toCql())
        + (primaryKey ? " PRIMARY KEY" : "");
  }
}

package io.wcs.parser.ast;

/** One assignment of an UPDATE's SET clause. */
public sealed interface Operation extends Node {

  /** The column the operation changes. */
  Identifier column();

  /** The value the operation assigns, adds, removes or prepends. */
  Term value();

  /** The operation's text with {@code value} written for its value. */
  String withValue(String value);

  @Override
  default String toCql() {
    return withValue(value().toCql());
  }

  /**
   * The operation as Cassandra's messages quote it, which spell a null value {@code NULL}, inside a
   * collection or UDT literal too.
   */
  default String quoted() {
    return withValue(nullsSpelledNull(value().toCql()));
  }

  /** {@code cql} with each word {@code null} outside quotes written {@code NULL}. */
  private static String nullsSpelledNull(String cql) {
    StringBuilder out = new StringBuilder(cql.length());
    char quote = 0;
    for (int i = 0; i < cql.length(); i++) {
      char c = cql.charAt(i);
      if (quote != 0) {
        quote = c == quote ? 0 : quote;
      } else if (c == '\'' || c == '"') {
        quote = c;
      } else if (cql.startsWith("null", i)
          && (i == 0 || !Character.isLetterOrDigit(cql.charAt(i - 1)))
          && (i + 4 == cql.length() || !Character.isLetterOrDigit(cql.charAt(i + 4)))) {
        out.append("NULL");
        i += 3;
        continue;
      }
      out.append(c);
    }
    return out.toString();
  }

  /** {@code c = v}, {@code c[key] = v}, {@code c.field = v} */
  record Assign(ColumnRef target, Term value) implements Operation {
    @Override
    public Identifier column() {
      return target.column();
    }

    @Override
    public String withValue(String value) {
      return target.toCql() + " = " + value;
    }
  }

  /** {@code c = c + v} (or {@code c += v}): counter increment, collection append or union. */
  record Add(Identifier column, Term value) implements Operation {
    @Override
    public String withValue(String value) {
      return column.toCql() + " = " + column.toCql() + " + " + value;
    }
  }

  /** {@code c = c - v} (or {@code c -= v}): counter decrement or collection removal. */
  record Subtract(Identifier column, Term value) implements Operation {
    @Override
    public String withValue(String value) {
      return column.toCql() + " = " + column.toCql() + " - " + value;
    }
  }

  /** {@code c = v + c}: list prepend. */
  record Prepend(Identifier column, Term value) implements Operation {
    @Override
    public String withValue(String value) {
      return column.toCql() + " = " + value + " + " + column.toCql();
    }
  }
}

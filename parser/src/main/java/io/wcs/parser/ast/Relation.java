package io.wcs.parser.ast;

import java.util.List;

/** One restriction of a WHERE clause; the clause is the AND of its relations. */
public sealed interface Relation extends Node {

  Span span();

  /**
   * {@code c op term} or {@code c[key] op term}, op one of = != < <= > >= LIKE CONTAINS {@code
   * CONTAINS KEY}.
   */
  record Compare(Span span, ColumnRef target, Operator operator, Term value) implements Relation {
    @Override
    public String toCql() {
      return target.toCql() + " " + operator.toCql() + " " + value.toCql();
    }
  }

  /** {@code c IN (…)} or {@code c IN ?} */
  record In(Span span, Identifier column, InValues values) implements Relation {
    @Override
    public String toCql() {
      return column.toCql() + " IN " + values.toCql();
    }
  }

  /** {@code c IS NOT NULL} (materialized view definitions) */
  record IsNotNull(Span span, Identifier column) implements Relation {
    @Override
    public String toCql() {
      return column.toCql() + " IS NOT NULL";
    }
  }

  /** {@code TOKEN(a, b) op term} */
  record Token(Span span, List<Identifier> columns, Operator operator, Term value)
      implements Relation {
    public Token {
      columns = List.copyOf(columns);
    }

    @Override
    public String toCql() {
      return "TOKEN(" + Cql.join(columns) + ") " + operator.toCql() + " " + value.toCql();
    }
  }

  /** {@code (a, b) op (1, 2)} or {@code (a, b) op ?} */
  record MultiColumn(Span span, List<Identifier> columns, Operator operator, Term value)
      implements Relation {
    public MultiColumn {
      columns = List.copyOf(columns);
    }

    @Override
    public String toCql() {
      return "(" + Cql.join(columns) + ") " + operator.toCql() + " " + value.toCql();
    }
  }

  /** {@code (a, b) IN ((1, 2), (3, 4))} or {@code (a, b) IN ?} */
  record MultiColumnIn(Span span, List<Identifier> columns, InValues values) implements Relation {
    public MultiColumnIn {
      columns = List.copyOf(columns);
    }

    @Override
    public String toCql() {
      return "(" + Cql.join(columns) + ") IN " + values.toCql();
    }
  }

  /** {@code expr(index, term)}: a query handed to a custom index. */
  record CustomIndex(Span span, QualifiedName index, Term value) implements Relation {
    @Override
    public String toCql() {
      return "expr(" + index.toCql() + ", " + value.toCql() + ")";
    }
  }
}

package io.wcs.parser.ast;

import java.util.List;

/** One expression of a SELECT clause (or GROUP BY): columns, functions, arithmetic, literals… */
public sealed interface Selector extends Node {

  /** A column. */
  record Column(Identifier name) implements Selector {
    @Override
    public String toCql() {
      return name.toCql();
    }
  }

  /** A constant, null or bind marker. */
  record Value(Term term) implements Selector {
    @Override
    public String toCql() {
      return term.toCql();
    }
  }

  /** {@code [keyspace.]function(args)} */
  record FunctionCall(QualifiedName function, List<Selector> arguments) implements Selector {
    public FunctionCall {
      arguments = List.copyOf(arguments);
    }

    @Override
    public String toCql() {
      return Cql.functionName(function) + "(" + Cql.join(arguments) + ")";
    }
  }

  /** {@code COUNT(*)} */
  record CountRows() implements Selector {
    @Override
    public String toCql() {
      return "COUNT(*)";
    }
  }

  /** Which cell metadata a {@link CellMetadata} selector reads. */
  enum MetadataKind {
    WRITETIME,
    MAXWRITETIME,
    TTL
  }

  /** {@code WRITETIME(c)}, {@code MAXWRITETIME(c)}, {@code TTL(c)}; c may select an element. */
  record CellMetadata(MetadataKind kind, Selector column) implements Selector {
    @Override
    public String toCql() {
      return kind.name() + "(" + column.toCql() + ")";
    }
  }

  /** {@code CAST(selector AS type)} */
  record Cast(Selector selector, CqlType type) implements Selector {
    @Override
    public String toCql() {
      return "CAST(" + selector.toCql() + " AS " + type.toCql() + ")";
    }
  }

  /** {@code receiver.field} */
  record Field(Selector receiver, Identifier field) implements Selector {
    @Override
    public String toCql() {
      return receiver.toCql() + "." + field.toCql();
    }
  }

  /** {@code receiver[element]} */
  record Element(Selector receiver, Term element) implements Selector {
    @Override
    public String toCql() {
      return receiver.toCql() + "[" + element.toCql() + "]";
    }
  }

  /** {@code receiver[from..to]}; either bound may be null. */
  record Slice(Selector receiver, Term from, Term to) implements Selector {
    @Override
    public String toCql() {
      return receiver.toCql()
          + "["
          + (from == null ? "" : from.toCql())
          + ".."
          + (to == null ? "" : to.toCql())
          + "]";
    }
  }

  /** {@code left op right} */
  record Operation(Selector left, ArithmeticOperator operator, Selector right) implements Selector {
    @Override
    public String toCql() {
      return left.toCql() + " " + operator.symbol() + " " + right.toCql();
    }
  }

  /** {@code -selector} */
  record Negation(Selector operand) implements Selector {
    @Override
    public String toCql() {
      return Cql.negate(operand.toCql());
    }
  }

  /** {@code (type) selector} */
  record TypeHint(CqlType type, Selector selector) implements Selector {
    @Override
    public String toCql() {
      return "(" + type.toCql() + ") " + selector.toCql();
    }
  }

  /** {@code (a)} (parentheses) or {@code (a, b, …)} (a tuple). */
  record Tuple(List<Selector> elements) implements Selector {
    public Tuple {
      elements = List.copyOf(elements);
    }

    @Override
    public String toCql() {
      return "(" + Cql.join(elements) + ")";
    }
  }

  /** {@code [a, b, …]} */
  record ListOf(List<Selector> elements) implements Selector {
    public ListOf {
      elements = List.copyOf(elements);
    }

    @Override
    public String toCql() {
      return "[" + Cql.join(elements) + "]";
    }
  }

  /** {@code {a, b, …}}; empty for {@code {}}. */
  record SetOf(List<Selector> elements) implements Selector {
    public SetOf {
      elements = List.copyOf(elements);
    }

    @Override
    public String toCql() {
      return "{" + Cql.join(elements) + "}";
    }
  }

  /** {@code {k: v, …}}: a map, or a user type value when the keys are field names. */
  record MapOf(List<Entry> entries) implements Selector {
    public MapOf {
      entries = List.copyOf(entries);
    }

    @Override
    public String toCql() {
      return "{" + Cql.join(entries) + "}";
    }
  }

  /** One {@code key: value} of a {@link MapOf}. */
  record Entry(Selector key, Selector value) implements Node {
    @Override
    public String toCql() {
      return key.toCql() + ": " + value.toCql();
    }
  }
}

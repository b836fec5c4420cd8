package io.wcs.parser.ast;

import java.util.List;

/** A value expression: literal, bind marker, collection, function call, arithmetic… */
public sealed interface Term extends Node {

  Span span();

  /** The lexical kinds of constants. */
  enum ConstantKind {
    STRING,
    INTEGER,
    FLOAT,
    BOOLEAN,
    DURATION,
    UUID,
    HEX
  }

  /**
   * A constant. {@code value} is the string's content for STRING, and otherwise the literal's text
   * in canonical form: a leading '-' for negative numbers, {@code NaN}, {@code Infinity}, {@code
   * -Infinity}, lower-case booleans, UUIDs and hex blobs ({@code 0xcafe}).
   */
  record Constant(Span span, ConstantKind kind, String value) implements Term {
    @Override
    public String toCql() {
      return kind == ConstantKind.STRING ? Cql.string(value) : value;
    }
  }

  /** {@code null} */
  record Null(Span span) implements Term {
    @Override
    public String toCql() {
      return "null";
    }
  }

  /** {@code ?} (name null) or {@code :name}. */
  record BindMarker(Span span, Identifier name) implements Term {
    @Override
    public String toCql() {
      return name == null ? "?" : ":" + name.toCql();
    }
  }

  /** {@code [a, b, …]} */
  record ListLiteral(Span span, List<Term> elements) implements Term {
    public ListLiteral {
      elements = List.copyOf(elements);
    }

    @Override
    public String toCql() {
      return "[" + Cql.join(elements) + "]";
    }
  }

  /** {@code {a, b, …}}, never empty. */
  record SetLiteral(Span span, List<Term> elements) implements Term {
    public SetLiteral {
      elements = List.copyOf(elements);
    }

    @Override
    public String toCql() {
      return "{" + Cql.join(elements) + "}";
    }
  }

  /** {@code {k: v, …}}, never empty. */
  record MapLiteral(Span span, List<Entry> entries) implements Term {
    public MapLiteral {
      entries = List.copyOf(entries);
    }

    @Override
    public String toCql() {
      return "{" + Cql.join(entries) + "}";
    }
  }

  /** One {@code key: value} of a map literal. */
  record Entry(Term key, Term value) implements Node {
    @Override
    public String toCql() {
      return key.toCql() + ": " + value.toCql();
    }
  }

  /** {@code {}}: an empty set or an empty map, which only the receiving type can tell. */
  record EmptyCollection(Span span) implements Term {
    @Override
    public String toCql() {
      return "{}";
    }
  }

  /** {@code (a, b, …)} */
  record TupleLiteral(Span span, List<Term> elements) implements Term {
    public TupleLiteral {
      elements = List.copyOf(elements);
    }

    @Override
    public String toCql() {
      return "(" + Cql.join(elements) + ")";
    }
  }

  /** {@code {field: value, …}} */
  record UdtLiteral(Span span, List<FieldValue> fields) implements Term {
    public UdtLiteral {
      fields = List.copyOf(fields);
    }

    @Override
    public String toCql() {
      return "{" + Cql.join(fields) + "}";
    }
  }

  /** One {@code field: value} of a user type literal. */
  record FieldValue(Identifier field, Term value) implements Node {
    @Override
    public String toCql() {
      return field.toCql() + ": " + value.toCql();
    }
  }

  /** {@code [keyspace.]function(args)} */
  record FunctionCall(Span span, QualifiedName function, List<Term> arguments) implements Term {
    public FunctionCall {
      arguments = List.copyOf(arguments);
    }

    @Override
    public String toCql() {
      return Cql.functionName(function) + "(" + Cql.join(arguments) + ")";
    }
  }

  /** {@code (type) term}: tells the type of a bind marker or literal. */
  record TypeHint(Span span, CqlType type, Term term) implements Term {
    @Override
    public String toCql() {
      return "(" + type.toCql() + ") " + term.toCql();
    }
  }

  /** {@code CAST(term AS type)} */
  record Cast(Span span, Term term, CqlType type) implements Term {
    @Override
    public String toCql() {
      return "CAST(" + term.toCql() + " AS " + type.toCql() + ")";
    }
  }

  /** {@code left op right} */
  record Operation(Span span, Term left, ArithmeticOperator operator, Term right) implements Term {
    @Override
    public String toCql() {
      return left.toCql() + " " + operator.symbol() + " " + right.toCql();
    }
  }

  /** {@code -term} for anything but a number literal, which is folded into a negative constant. */
  record Negation(Span span, Term operand) implements Term {
    @Override
    public String toCql() {
      return Cql.negate(operand.toCql());
    }
  }
}

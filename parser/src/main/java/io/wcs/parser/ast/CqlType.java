package io.wcs.parser.ast;

import java.util.List;

/** A CQL type as written: {@code int}, {@code frozen<map<text, int>>}, {@code vector<float, 3>}… */
public sealed interface CqlType extends Node {

  /** {@code int}, {@code text}… */
  record Native(NativeType type) implements CqlType {
    @Override
    public String toCql() {
      return type.toCql();
    }
  }

  /** {@code list<element>} */
  record ListOf(CqlType element) implements CqlType {
    @Override
    public String toCql() {
      return "list<" + element.toCql() + ">";
    }
  }

  /** {@code set<element>} */
  record SetOf(CqlType element) implements CqlType {
    @Override
    public String toCql() {
      return "set<" + element.toCql() + ">";
    }
  }

  /** {@code map<key, value>} */
  record MapOf(CqlType key, CqlType value) implements CqlType {
    @Override
    public String toCql() {
      return "map<" + key.toCql() + ", " + value.toCql() + ">";
    }
  }

  /** {@code tuple<a, b, …>} */
  record TupleOf(List<CqlType> elements) implements CqlType {
    public TupleOf {
      elements = List.copyOf(elements);
    }

    @Override
    public String toCql() {
      return "tuple<" + Cql.join(elements) + ">";
    }
  }

  /** {@code vector<element, dimension>} */
  record VectorOf(CqlType element, int dimension) implements CqlType {
    @Override
    public String toCql() {
      return "vector<" + element.toCql() + ", " + dimension + ">";
    }
  }

  /** {@code frozen<type>} */
  record Frozen(CqlType type) implements CqlType {
    @Override
    public String toCql() {
      return "frozen<" + type.toCql() + ">";
    }
  }

  /** A user-defined type, {@code [keyspace.]name}. */
  record UserDefined(QualifiedName name) implements CqlType {
    @Override
    public String toCql() {
      return Cql.typeName(name);
    }
  }

  /** A custom type given by its class name, {@code 'org.example.MyType'}. */
  record Custom(String className) implements CqlType {
    @Override
    public String toCql() {
      return Cql.string(className);
    }
  }
}

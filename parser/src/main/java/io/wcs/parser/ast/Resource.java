package io.wcs.parser.ast;

import java.util.List;

/** What a permission applies to. */
public sealed interface Resource extends Node {

  /** {@code ALL KEYSPACES} */
  record AllKeyspaces() implements Resource {
    @Override
    public String toCql() {
      return "ALL KEYSPACES";
    }
  }

  /** {@code KEYSPACE k} */
  record Keyspace(Identifier keyspace) implements Resource {
    @Override
    public String toCql() {
      return "KEYSPACE " + keyspace.toCql();
    }
  }

  /** {@code [TABLE] k.t} */
  record Table(QualifiedName table) implements Resource {
    @Override
    public String toCql() {
      return "TABLE " + table.toCql();
    }
  }

  /** {@code ALL ROLES} */
  record AllRoles() implements Resource {
    @Override
    public String toCql() {
      return "ALL ROLES";
    }
  }

  /** {@code ROLE r} */
  record Role(Identifier role) implements Resource {
    @Override
    public String toCql() {
      return "ROLE " + role.toCql();
    }
  }

  /** {@code ALL FUNCTIONS [IN KEYSPACE k]}; keyspace may be null. */
  record AllFunctions(Identifier keyspace) implements Resource {
    @Override
    public String toCql() {
      return "ALL FUNCTIONS" + (keyspace == null ? "" : " IN KEYSPACE " + keyspace.toCql());
    }
  }

  /** {@code FUNCTION [k.]f(type, …)} */
  record Function(QualifiedName function, List<CqlType> argumentTypes) implements Resource {
    public Function {
      argumentTypes = List.copyOf(argumentTypes);
    }

    @Override
    public String toCql() {
      return "FUNCTION " + Cql.functionName(function) + "(" + Cql.join(argumentTypes) + ")";
    }
  }

  /** {@code ALL MBEANS} */
  record AllMBeans() implements Resource {
    @Override
    public String toCql() {
      return "ALL MBEANS";
    }
  }

  /** {@code MBEAN 'name'} or, when pattern, {@code MBEANS 'pattern'}. */
  record MBean(String name, boolean pattern) implements Resource {
    @Override
    public String toCql() {
      return (pattern ? "MBEANS " : "MBEAN ") + Cql.string(name);
    }
  }
}

package io.wcs.parser.ast;

import java.util.List;
import java.util.stream.Collectors;

/** One option of CREATE/ALTER ROLE (and, for passwords and superuser, of the USER forms). */
public sealed interface RoleOption extends Node {

  /** {@code PASSWORD = 'secret'} */
  record Password(String password) implements RoleOption {
    @Override
    public String toCql() {
      return "PASSWORD = " + Cql.string(password);
    }
  }

  /** {@code HASHED PASSWORD = 'bcrypt hash'} */
  record HashedPassword(String hash) implements RoleOption {
    @Override
    public String toCql() {
      return "HASHED PASSWORD = " + Cql.string(hash);
    }
  }

  /** {@code LOGIN = true|false} */
  record Login(boolean login) implements RoleOption {
    @Override
    public String toCql() {
      return "LOGIN = " + login;
    }
  }

  /** {@code SUPERUSER = true|false} */
  record Superuser(boolean superuser) implements RoleOption {
    @Override
    public String toCql() {
      return "SUPERUSER = " + superuser;
    }
  }

  /** {@code OPTIONS = {…}} for a custom role manager; a map literal or {@code {}}. */
  record Options(Term map) implements RoleOption {
    @Override
    public String toCql() {
      return "OPTIONS = " + map.toCql();
    }
  }

  /** {@code ACCESS TO ALL DATACENTERS} (datacenters null) or {@code ACCESS TO DATACENTERS {…}}. */
  record DatacenterAccess(List<String> datacenters) implements RoleOption {
    public DatacenterAccess {
      datacenters = datacenters == null ? null : List.copyOf(datacenters);
    }

    @Override
    public String toCql() {
      return "ACCESS TO " + RoleOption.scope("DATACENTERS", datacenters);
    }
  }

  /** {@code ACCESS FROM ALL CIDRS} (cidrs null) or {@code ACCESS FROM CIDRS {…}}. */
  record CidrAccess(List<String> cidrs) implements RoleOption {
    public CidrAccess {
      cidrs = cidrs == null ? null : List.copyOf(cidrs);
    }

    @Override
    public String toCql() {
      return "ACCESS FROM " + RoleOption.scope("CIDRS", cidrs);
    }
  }

  private static String scope(String keyword, List<String> names) {
    if (names == null) {
      return "ALL " + keyword;
    }
    return keyword + " {" + names.stream().map(Cql::string).collect(Collectors.joining(", ")) + "}";
  }
}

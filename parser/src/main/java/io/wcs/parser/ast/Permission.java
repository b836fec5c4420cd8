package io.wcs.parser.ast;

import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;

/** The permissions of GRANT, REVOKE and LIST. */
public enum Permission {
  CREATE,
  ALTER,
  DROP,
  SELECT,
  MODIFY,
  AUTHORIZE,
  DESCRIBE,
  EXECUTE,
  UNMASK,
  SELECT_MASKED;

  /** {@code ALL PERMISSIONS} when the set holds them all, else the names in declaration order. */
  static String toCql(Set<Permission> permissions) {
    if (permissions.containsAll(EnumSet.allOf(Permission.class))) {
      return "ALL PERMISSIONS";
    }
    return EnumSet.copyOf(permissions).stream().map(Enum::name).collect(Collectors.joining(", "));
  }
}

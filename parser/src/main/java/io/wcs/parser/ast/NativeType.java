package io.wcs.parser.ast;

import java.util.Locale;

/** The built-in scalar types of CQL. */
public enum NativeType {
  ASCII,
  BIGINT,
  BLOB,
  BOOLEAN,
  COUNTER,
  DATE,
  DECIMAL,
  DOUBLE,
  DURATION,
  FLOAT,
  INET,
  INT,
  SMALLINT,
  TEXT,
  TIME,
  TIMESTAMP,
  TIMEUUID,
  TINYINT,
  UUID,
  VARCHAR,
  VARINT;

  private final String cql = name().toLowerCase(Locale.ROOT);

  public String toCql() {
    return cql;
  }

  /** Whether {@code name} (lower case) is the name of a native type. */
  public static boolean isName(String name) {
    for (NativeType type : values()) {
      if (type.cql.equals(name)) {
        return true;
      }
    }
    return false;
  }
}

package io.wcs.engine.cql;

import java.util.Locale;

/**
 * Cassandra's consistency levels. One node holds every replica, so every level is met by that node;
 * they are kept so that clients may send, and tools may show, the level they chose. Values are the
 * native protocol's: never renumber.
 */
public enum Consistency {
  ANY(0x0000),
  ONE(0x0001),
  TWO(0x0002),
  THREE(0x0003),
  QUORUM(0x0004),
  ALL(0x0005),
  LOCAL_QUORUM(0x0006),
  EACH_QUORUM(0x0007),
  SERIAL(0x0008),
  LOCAL_SERIAL(0x0009),
  LOCAL_ONE(0x000A);

  private final int code;

  Consistency(int code) {
    this.code = code;
  }

  public int code() {
    return code;
  }

  public boolean isSerial() {
    return this == SERIAL || this == LOCAL_SERIAL;
  }

  public static Consistency fromCode(int code) {
    for (Consistency c : values()) {
      if (c.code == code) {
        return c;
      }
    }
    throw new IllegalArgumentException("unknown consistency code " + code);
  }

  /** Parses a level by name, case-insensitively ({@code local_quorum}). */
  public static Consistency fromName(String name) {
    try {
      return valueOf(name.strip().toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          "unknown consistency level '" + name + "'; expected one of ONE, QUORUM, ALL, …", e);
    }
  }
}

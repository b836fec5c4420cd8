package io.wcs.engine.cql;

import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.schema.TableMetadata;
import java.util.Locale;

/**
 * Cassandra's consistency levels. One node holds every replica, so every level is met by that node;
 * they are kept so that clients may send, and tools may show, the level they chose. The levels
 * Cassandra refuses for a kind of request are refused here too, with its messages, so that an
 * application that works on WCS works on a cluster. Values are the native protocol's: never
 * renumber.
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

  /**
   * Refuses a read at ANY. A serial read may read any partitions: Cassandra 5.0 reads ranges and
   * several keys at SERIAL, where older versions asked for one partition at a time.
   */
  public void checkRead() {
    if (this == ANY) {
      throw new InvalidRequestException("ANY ConsistencyLevel is only supported for writes");
    }
  }

  /** Refuses an unconditional write at a serial level, and a counter write at ANY. */
  public void checkWrite(TableMetadata table) {
    if (table.counter()) {
      if (this == ANY) {
        throw new InvalidRequestException(
            "Consistency level ANY is not yet supported for counter table " + table.name());
      }
      if (isSerial()) {
        throw new InvalidRequestException("Counter operations are inherently non-serializable");
      }
    } else if (isSerial()) {
      throw new InvalidRequestException("You must use conditional updates for serializable writes");
    }
  }

  /** Refuses a serial level as the commit consistency of a conditional write. */
  public void checkConditionalCommit() {
    if (isSerial()) {
      throw new InvalidRequestException(
          this
              + " is not supported as conditional update commit consistency. Use ANY if you mean"
              + " \"make sure it is accepted but I don't care how many replicas commit it for"
              + " non-SERIAL reads\"");
    }
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

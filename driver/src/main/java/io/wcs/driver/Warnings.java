package io.wcs.driver;

import java.sql.SQLWarning;
import java.util.List;

/**
 * A chain of {@link SQLWarning}s as {@code getWarnings} answers it: Cassandra's client warnings of
 * the results read, and the driver's own notes. Thread-safe.
 */
final class Warnings {

  /** SQLState of a warning without a more precise class. */
  private static final String WARNING = "01000";

  private SQLWarning first;

  synchronized void add(String message) {
    SQLWarning warning = new SQLWarning(message, WARNING);
    if (first == null) {
      first = warning;
    } else {
      first.setNextWarning(warning);
    }
  }

  void addAll(List<String> messages) {
    for (String message : messages) {
      add(message);
    }
  }

  synchronized SQLWarning first() {
    return first;
  }

  synchronized void clear() {
    first = null;
  }
}

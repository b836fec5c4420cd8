package io.wcs.driver;

import java.sql.SQLWarning;
import java.util.ArrayList;
import java.util.List;

/**
 * A chain of {@link SQLWarning}s as {@code getWarnings} answers it: Cassandra's client warnings of
 * the results read, and the driver's own notes. Thread-safe.
 *
 * <p>Warnings are kept as their messages until {@code getWarnings} asks for them: a warning's stack
 * trace was a cost on every execution the engine warns about (Cassandra warns of every unlogged
 * batch over more than ten partitions, a bulk load's every batch), and few callers look. Once asked
 * for, the chain grows in place, as {@link SQLWarning#setNextWarning} would.
 */
final class Warnings {

  /** SQLState of a warning without a more precise class. */
  private static final String WARNING = "01000";

  private SQLWarning first;
  // Messages not yet in the chain; empty whenever first is not null.
  private final List<String> pending = new ArrayList<>();

  synchronized void add(String message) {
    if (first == null) {
      pending.add(message);
    } else {
      chain(message);
    }
  }

  void addAll(List<String> messages) {
    for (String message : messages) {
      add(message);
    }
  }

  synchronized SQLWarning first() {
    for (String message : pending) {
      chain(message);
    }
    pending.clear();
    return first;
  }

  private void chain(String message) {
    SQLWarning warning = new SQLWarning(message, WARNING);
    if (first == null) {
      first = warning;
    } else {
      first.setNextWarning(warning);
    }
  }

  synchronized void clear() {
    first = null;
    pending.clear();
  }
}

package io.wcs.engine.cql.lwt;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * A recorded history of operations on one register: each operation with the {@link System#nanoTime}
 * at which it was invoked and at which it completed, and what it did or saw. An operation that
 * completed before another was invoked must be linearized before it; operations whose intervals
 * overlap may be linearized in either order. {@link LinearizabilityChecker} decides whether such an
 * order exists.
 *
 * <p>Thread-safe: any number of threads record into one history at once. Only completed operations
 * are recorded, so a worker that fails must fail the test rather than leave an unknown outcome.
 */
public final class History {
  /** What one operation did to the register; values are nullable (null: no value). */
  public sealed interface Operation {}

  /** A read that saw {@code value}. */
  public record Read(Integer value) implements Operation {}

  /** An unconditional (or always-applied) write of {@code value}. */
  public record Write(Integer value) implements Operation {}

  /** A compare-and-set of {@code expected} to {@code value}, and whether it applied. */
  public record CompareAndSet(Integer expected, Integer value, boolean applied)
      implements Operation {}

  /** One operation and its interval; {@code invoked <= completed}. */
  public record Entry(long invoked, long completed, Operation operation) {
    @Override
    public String toString() {
      return operation + "@[" + invoked + ".." + completed + "]";
    }
  }

  /** An operation that has been invoked and will be completed by the same thread. */
  public final class Call {
    private final long invoked;

    private Call(long invoked) {
      this.invoked = invoked;
    }

    /** Records the operation as completed now. */
    public void complete(Operation operation) {
      entries.add(new Entry(invoked, System.nanoTime(), Objects.requireNonNull(operation)));
    }
  }

  private final ConcurrentLinkedQueue<Entry> entries = new ConcurrentLinkedQueue<>();

  /** Marks an operation as invoked now; call just before the operation starts. */
  public Call invoke() {
    return new Call(System.nanoTime());
  }

  /** Records an operation with its interval as given: for hand-made histories. */
  public History add(long invoked, long completed, Operation operation) {
    if (completed < invoked) {
      throw new IllegalArgumentException(
          operation + " completes at " + completed + ", before it is invoked at " + invoked);
    }
    entries.add(new Entry(invoked, completed, operation));
    return this;
  }

  /** The completed operations in invocation order. */
  public List<Entry> entries() {
    List<Entry> sorted = new ArrayList<>(entries);
    sorted.sort(Comparator.comparingLong(Entry::invoked));
    return sorted;
  }
}

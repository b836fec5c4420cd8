package io.wcs.engine.cql.lwt;

import io.wcs.engine.cql.lwt.History.CompareAndSet;
import io.wcs.engine.cql.lwt.History.Entry;
import io.wcs.engine.cql.lwt.History.Operation;
import io.wcs.engine.cql.lwt.History.Read;
import io.wcs.engine.cql.lwt.History.Write;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Decides whether a {@link History} of reads, writes and compare-and-sets on one register is
 * linearizable: whether the operations can be put in one order that respects real time (an
 * operation completed before another was invoked comes first) in which each does what a register
 * would, starting from an initial value.
 *
 * <p>The search is Wing and Gong's: depth first, it picks as the next operation one whose
 * invocation precedes the completion of every operation not yet placed, applies it to the register
 * if the register allows what the operation saw, and backtracks when no operation fits. Lowe's
 * improvement keeps it from exploding: the pair (set of operations placed, register value) fully
 * determines what can follow, so each pair is explored once. With a few concurrent threads and a
 * small value domain, a history of thousands of operations checks in milliseconds. The search
 * recurses once per operation placed: histories of tens of thousands would need a larger stack.
 *
 * <p>One checker per history; not thread-safe.
 */
public final class LinearizabilityChecker {
  /** The verdict; when not linearizable, what the furthest linearization could not get past. */
  public record Result(boolean linearizable, String explanation) {}

  /** A search state already explored. */
  private record Visit(BitSet placed, Integer value) {}

  private final List<Entry> entries;
  private final BitSet placed = new BitSet();
  private final List<Entry> order = new ArrayList<>();
  private final Set<Visit> visited = new HashSet<>();
  private List<Entry> furthest = List.of();
  private Integer furthestValue;
  private List<Entry> furthestCandidates = List.of();

  private LinearizabilityChecker(List<Entry> entries) {
    this.entries = entries;
  }

  /** Checks {@code history} against a register that starts at {@code initial} (null: no value). */
  public static Result check(History history, Integer initial) {
    LinearizabilityChecker checker = new LinearizabilityChecker(history.entries());
    if (checker.search(initial)) {
      return new Result(true, "linearizable: " + checker.entries.size() + " operations");
    }
    return new Result(false, checker.explain());
  }

  private boolean search(Integer value) {
    if (order.size() == entries.size()) {
      return true;
    }
    if (!visited.add(new Visit((BitSet) placed.clone(), value))) {
      return false;
    }
    List<Integer> candidates = candidates();
    noteProgress(value, candidates);
    for (int i : candidates) {
      Operation op = entries.get(i).operation();
      if (!allows(value, op)) {
        continue;
      }
      placed.set(i);
      order.add(entries.get(i));
      if (search(after(value, op))) {
        return true;
      }
      order.remove(order.size() - 1);
      placed.clear(i);
    }
    return false;
  }

  /**
   * The unplaced operations that may come next: invoked no later than the earliest completion of an
   * unplaced operation. Entries are in invocation order, so the scan stops at the first entry
   * invoked after that completion; no later entry can complete earlier than it is invoked.
   */
  private List<Integer> candidates() {
    List<Integer> out = new ArrayList<>();
    long earliestCompletion = Long.MAX_VALUE;
    for (int i = placed.nextClearBit(0); i < entries.size(); i = placed.nextClearBit(i + 1)) {
      Entry e = entries.get(i);
      if (e.invoked() > earliestCompletion) {
        break;
      }
      out.add(i);
      earliestCompletion = Math.min(earliestCompletion, e.completed());
    }
    return out;
  }

  /** Whether a register holding {@code value} can answer as {@code op} saw. */
  private static boolean allows(Integer value, Operation op) {
    if (op instanceof Read r) {
      return Objects.equals(r.value(), value);
    }
    if (op instanceof CompareAndSet c) {
      return c.applied() == Objects.equals(c.expected(), value);
    }
    return op instanceof Write;
  }

  /** The register's value after {@code op}, which {@link #allows} accepted. */
  private static Integer after(Integer value, Operation op) {
    if (op instanceof Write w) {
      return w.value();
    }
    if (op instanceof CompareAndSet c && c.applied()) {
      return c.value();
    }
    return value;
  }

  private void noteProgress(Integer value, List<Integer> candidates) {
    if (order.size() >= furthest.size()) {
      furthest = List.copyOf(order);
      furthestValue = value;
      furthestCandidates = candidates.stream().map(entries::get).toList();
    }
  }

  private String explain() {
    int shown = Math.min(furthest.size(), 5);
    return "not linearizable: after "
        + furthest.size()
        + " of "
        + entries.size()
        + " operations (the last "
        + furthest.subList(furthest.size() - shown, furthest.size())
        + ") the register holds "
        + furthestValue
        + " and none of the operations that may come next fits: "
        + furthestCandidates;
  }
}

package io.wcs.engine.cql.lwt;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.cql.lwt.History.CompareAndSet;
import io.wcs.engine.cql.lwt.History.Operation;
import io.wcs.engine.cql.lwt.History.Read;
import io.wcs.engine.cql.lwt.History.Write;
import io.wcs.engine.cql.lwt.LinearizabilityChecker.Result;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The checker on hand-made histories: the ones a register could produce pass, the anomalies a
 * broken compare-and-set would produce fail. Times are abstract ticks.
 */
class LinearizabilityCheckerTest {

  @Test
  void sequentialHistoryOfARegisterPasses() {
    History h =
        new History()
            .add(0, 1, new Read(null))
            .add(2, 3, new Write(1))
            .add(4, 5, new CompareAndSet(1, 2, true))
            .add(6, 7, new CompareAndSet(1, 3, false))
            .add(8, 9, new Read(2));
    assertLinearizable(h, null);
  }

  @Test
  void readOverlappingAWriteMaySeeEitherValue() {
    assertLinearizable(new History().add(0, 10, new Write(1)).add(2, 3, new Read(0)), 0);
    assertLinearizable(new History().add(0, 10, new Write(1)).add(2, 3, new Read(1)), 0);
  }

  @Test
  void findsTheOrderThatWorksAmongConcurrentWrites() {
    // trying write 1 before write 2 first leads nowhere; the checker must backtrack
    History h =
        new History()
            .add(0, 10, new Write(1))
            .add(1, 10, new Write(2))
            .add(11, 12, new Read(1))
            .add(13, 14, new CompareAndSet(1, 5, true));
    assertLinearizable(h, 0);
  }

  @Test
  void staleReadAfterACompletedWriteFails() {
    History h =
        new History().add(0, 1, new Write(1)).add(2, 3, new Write(2)).add(4, 5, new Read(1));
    assertNotLinearizable(h, 0);
  }

  @Test
  void twoCompareAndSetsFromTheSameValueBothAppliedFail() {
    History concurrent =
        new History()
            .add(0, 10, new CompareAndSet(0, 1, true))
            .add(0, 10, new CompareAndSet(0, 2, true));
    assertNotLinearizable(concurrent, 0);
  }

  @Test
  void lostWriteFails() {
    // the second increment applied, yet a later read sees only the first
    History h =
        new History()
            .add(0, 2, new CompareAndSet(0, 1, true))
            .add(1, 3, new CompareAndSet(1, 2, true))
            .add(4, 5, new Read(1));
    assertNotLinearizable(h, 0);
    // a compare-and-set that applied against a value a completed write had replaced
    assertNotLinearizable(
        new History().add(0, 1, new Write(7)).add(2, 3, new CompareAndSet(0, 5, true)), 0);
  }

  @Test
  void refusedCompareAndSetMustNotMatchTheValue() {
    assertNotLinearizable(new History().add(0, 1, new CompareAndSet(0, 1, false)), 0);
  }

  @Test
  void longConcurrentHistoryOfARealRegisterPassesAndOneChangedReadFails() {
    Random random = new Random(42);
    List<Simulated> ops = simulate(random, 3000);
    assertLinearizable(historyOf(ops), 0);

    int changed = -1;
    for (int i = ops.size() / 2; changed < 0; i++) {
      if (ops.get(i).operation instanceof Read) {
        changed = i;
      }
    }
    Read seen = (Read) ops.get(changed).operation;
    ops.get(changed).operation = new Read(seen.value() + 100);
    assertNotLinearizable(historyOf(ops), 0);
  }

  /** An operation with its interval and the instant inside it when it took effect. */
  private static final class Simulated {
    final long invoked;
    final long effect;
    final long completed;
    Operation operation;

    Simulated(long invoked, long effect, long completed) {
      this.invoked = invoked;
      this.effect = effect;
      this.completed = completed;
    }
  }

  /**
   * {@code count} operations, one invoked per tick and lasting up to 8 ticks (so several overlap),
   * run against a real register at their effect instants: a linearizable history by construction.
   */
  private static List<Simulated> simulate(Random random, int count) {
    List<Simulated> ops = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      long effect = i + random.nextInt(4);
      ops.add(new Simulated(i, effect, effect + random.nextInt(5)));
    }
    List<Simulated> byEffect = new ArrayList<>(ops);
    byEffect.sort(Comparator.comparingLong(s -> s.effect));
    Integer register = 0;
    for (Simulated s : byEffect) {
      int value = random.nextInt(4);
      switch (random.nextInt(3)) {
        case 0 -> s.operation = new Read(register);
        case 1 -> {
          s.operation = new Write(value);
          register = value;
        }
        default -> {
          int expected = random.nextInt(4);
          boolean applied = Objects.equals(register, expected);
          s.operation = new CompareAndSet(expected, value, applied);
          register = applied ? value : register;
        }
      }
    }
    return ops;
  }

  private static History historyOf(List<Simulated> ops) {
    History h = new History();
    ops.forEach(s -> h.add(s.invoked, s.completed, s.operation));
    return h;
  }

  private static void assertLinearizable(History h, Integer initial) {
    Result result = LinearizabilityChecker.check(h, initial);
    assertTrue(result.linearizable(), result.explanation());
  }

  private static void assertNotLinearizable(History h, Integer initial) {
    Result result = LinearizabilityChecker.check(h, initial);
    assertFalse(result.linearizable(), "expected a violation in " + h.entries());
    assertTrue(result.explanation().startsWith("not linearizable"), result.explanation());
  }
}

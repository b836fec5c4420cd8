package io.wcs.engine.util;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class IncreasingSequenceTest {

  @Test
  void followsTheClockAndStepsPastItWhenItStandsStillOrGoesBack() {
    IncreasingSequence sequence = new IncreasingSequence();
    assertEquals(100, sequence.next(100));
    assertEquals(101, sequence.next(100), "the clock stood still");
    assertEquals(102, sequence.next(50), "the clock went back");
    assertEquals(500, sequence.next(500));
  }

  @Test
  void threadsNeverGetTheSameValue() throws InterruptedException {
    IncreasingSequence sequence = new IncreasingSequence();
    Set<Long> seen = new HashSet<>();
    List<Thread> threads = new ArrayList<>();
    for (int t = 0; t < 4; t++) {
      threads.add(
          new Thread(
              () -> {
                long[] mine = new long[10_000];
                for (int i = 0; i < mine.length; i++) {
                  mine[i] = sequence.next(7);
                  assertTrue(i == 0 || mine[i] > mine[i - 1], "one thread's values increase");
                }
                synchronized (seen) {
                  for (long v : mine) {
                    seen.add(v);
                  }
                }
              }));
    }
    threads.forEach(Thread::start);
    for (Thread t : threads) {
      t.join();
    }
    assertEquals(40_000, seen.size());
  }
}

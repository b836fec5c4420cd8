package io.wcs.engine.sstable.io;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class BackoffTest {
  /** Tries after failures: every block, then one in two, one in three, five, nine, seventeen. */
  @Test
  void failuresSpaceTheTriesOutToOneInSeventeenAndASuccessResetsThem() {
    Backoff backoff = new Backoff();
    StringBuilder tried = new StringBuilder();
    for (int block = 0; block < 60; block++) {
      if (backoff.tryThis()) {
        tried.append(block).append(' ');
        backoff.failed();
      }
    }
    assertEquals("0 2 5 10 19 36 53 ", tried.toString());

    backoff.succeeded();
    for (int block = 0; block < 16; block++) {
      backoff.tryThis();
    }
    assertEquals(true, backoff.tryThis(), "the untried blocks after the last failure are passed");
    backoff.failed();
    assertEquals(false, backoff.tryThis(), "one block untried after a success and a failure");
    assertEquals(true, backoff.tryThis());
  }
}

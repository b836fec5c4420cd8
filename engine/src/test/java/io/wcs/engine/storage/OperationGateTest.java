package io.wcs.engine.storage;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

class OperationGateTest {
  @Test
  void closeWaitsForAdmittedOperationsAndRefusesNewOnes() throws Exception {
    OperationGate gate = new OperationGate();
    gate.enter();
    gate.enter(); // nested, as a drop inside an admitted operation would be
    gate.exit();
    CountDownLatch closing = new CountDownLatch(1);
    AtomicBoolean closed = new AtomicBoolean();
    Thread closer =
        new Thread(
            () -> {
              closing.countDown();
              closed.set(gate.close());
            });
    closer.start();
    closing.await();
    closer.join(200);
    assertTrue(closer.isAlive(), "close returned while an operation was still running");
    gate.exit();
    closer.join(TimeUnit.SECONDS.toMillis(10));
    assertFalse(closer.isAlive());
    assertTrue(closed.get());
    assertThrows(IllegalStateException.class, gate::enter);
    assertFalse(gate.close(), "a second close has nothing to do");
  }
}

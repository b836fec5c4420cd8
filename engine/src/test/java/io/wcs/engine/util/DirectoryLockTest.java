package io.wcs.engine.util;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DirectoryLockTest {
  @TempDir Path dir;

  @Test
  void anotherProcessHoldingTheLockGetsAClearError() throws Exception {
    Path db = dir.resolve("db");
    Process holder =
        new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                System.getProperty("java.class.path"),
                LockHolderMain.class.getName(),
                db.toString())
            .redirectError(ProcessBuilder.Redirect.INHERIT)
            .start();
    try {
      BufferedReader out =
          new BufferedReader(
              new InputStreamReader(holder.getInputStream(), StandardCharsets.UTF_8));
      assertEquals("LOCKED", out.readLine());
      DirectoryLockedException e =
          assertThrows(DirectoryLockedException.class, () -> DirectoryLock.acquire(db));
      assertTrue(e.getMessage().contains(db.toString()), e.getMessage());
      assertTrue(e.getMessage().contains("another process"), e.getMessage());
      assertTrue(e.getMessage().contains("wcs server"), e.getMessage());
      holder.getOutputStream().close();
      assertTrue(holder.waitFor(20, TimeUnit.SECONDS), "holder exits when its stdin closes");
      assertEquals(0, holder.exitValue());
      try (DirectoryLock lock = DirectoryLock.acquire(db)) {
        assertEquals(db.resolve("wcs.lock"), lock.file());
      }
    } finally {
      holder.destroyForcibly();
    }
  }

  @Test
  void aSecondLockInTheSameJvmIsRefusedUntilTheFirstCloses() throws IOException {
    try (DirectoryLock first = DirectoryLock.acquire(dir)) {
      DirectoryLockedException e =
          assertThrows(DirectoryLockedException.class, () -> DirectoryLock.acquire(dir));
      assertTrue(e.getMessage().contains("already open in this JVM"), e.getMessage());
    }
    DirectoryLock.acquire(dir).close();
  }
}

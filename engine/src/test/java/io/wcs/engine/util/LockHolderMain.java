package io.wcs.engine.util;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Run in a child JVM by {@link DirectoryLockTest}: locks the directory given as argument, prints
 * {@code LOCKED}, and holds the lock until its standard input is closed.
 */
public final class LockHolderMain {
  private LockHolderMain() {}

  public static void main(String[] args) throws IOException {
    try (DirectoryLock lock = DirectoryLock.acquire(Path.of(args[0]))) {
      System.out.println("LOCKED");
      System.out.flush();
      while (System.in.read() >= 0) {
        // hold the lock until the parent closes our stdin
      }
    }
  }
}

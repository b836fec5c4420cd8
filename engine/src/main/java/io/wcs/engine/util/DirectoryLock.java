package io.wcs.engine.util;

import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * An OS file lock on {@code <dir>/wcs.lock}, held while an engine has the database directory open,
 * so that a second process (or a second engine in this JVM) cannot open it and corrupt it. The OS
 * releases the lock when the process dies, so a crash never leaves the directory locked. The lock
 * file itself stays: deleting it would let two processes lock two different files.
 *
 * <p>Thread-safe; {@link #close} releases the lock.
 */
public final class DirectoryLock implements Closeable {
  public static final String FILE_NAME = "wcs.lock";

  private final Path file;
  private final FileChannel channel;
  private final FileLock lock;

  private DirectoryLock(Path file, FileChannel channel, FileLock lock) {
    this.file = file;
    this.channel = channel;
    this.lock = lock;
  }

  /**
   * Locks {@code dir} (created if missing).
   *
   * @throws DirectoryLockedException if another process or another engine in this JVM holds it
   */
  public static DirectoryLock acquire(Path dir) throws IOException {
    Files.createDirectories(dir);
    Path file = dir.resolve(FILE_NAME);
    FileChannel channel =
        FileChannel.open(
            file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
    FileLock lock;
    try {
      lock = channel.tryLock();
    } catch (OverlappingFileLockException e) {
      channel.close();
      throw new DirectoryLockedException(
          "database directory "
              + dir
              + " is already open in this JVM (lock file "
              + file
              + "); share one engine, e.g. one jdbc:wcs:file: URL, instead of opening it twice");
    } catch (IOException e) {
      channel.close();
      throw e;
    }
    if (lock == null) {
      channel.close();
      throw new DirectoryLockedException(
          "database directory "
              + dir
              + " is in use by another process (lock file "
              + file
              + "); close the other process, or run `wcs server` on this directory and connect"
              + " to it with jdbc:wcs://host:port/");
    }
    recordOwner(channel);
    return new DirectoryLock(file, channel, lock);
  }

  /** Writes this process's id into the lock file, for people wondering who holds it. */
  private static void recordOwner(FileChannel channel) throws IOException {
    byte[] owner = ("pid " + ProcessHandle.current().pid() + "\n").getBytes(StandardCharsets.UTF_8);
    channel.truncate(0);
    channel.write(ByteBuffer.wrap(owner), 0);
  }

  public Path file() {
    return file;
  }

  @Override
  public void close() throws IOException {
    try {
      lock.release();
    } finally {
      channel.close();
    }
  }
}

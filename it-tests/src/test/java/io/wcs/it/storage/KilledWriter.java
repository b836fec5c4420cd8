package io.wcs.it.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.it.ChildJvm;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Runs a writer process (a {@code main} class of these tests, on this JVM's class path), lets it
 * write for a while after its first acknowledgement, kills it with SIGKILL and returns the complete
 * lines it printed to stdout: the writes it acknowledged. A writer prints a line only once the
 * write it names has returned. A kill loses no page cache, so the tests built on this check the
 * engine's ordering and recovery logic, not the fsyncs themselves.
 */
final class KilledWriter {
  /** How long a writer may take to acknowledge its first write (it recovers first). */
  static final int FIRST_WRITE_SECONDS = 30;

  private KilledWriter() {}

  /**
   * Starts {@code main} with {@code args}, waits for its first acknowledgement, then {@code
   * runMillis} more, and kills it. Fails if the writer ended by itself or logged an error ({@code
   * errors} keeps its stderr).
   */
  static List<String> runAndKill(Class<?> main, List<String> args, Path errors, int runMillis)
      throws IOException, InterruptedException {
    Process writer = ChildJvm.start(main, "256m", args, errors);
    AckCollector acks = new AckCollector(writer.getInputStream());
    Thread reader = new Thread(acks, "ack-reader");
    reader.start();
    try {
      assertTrue(
          acks.firstLine.await(FIRST_WRITE_SECONDS, TimeUnit.SECONDS) && writer.isAlive(),
          () -> "the writer stopped before writing: " + ChildJvm.read(errors));
      // The random run time is the point of the tests: where the kill lands.
      Thread.sleep(runMillis);
    } finally {
      // SIGKILL. Through the handle, because Process.destroyForcibly also closes our end of the
      // writer's stdout, dropping acknowledgements still in the pipe.
      writer.toHandle().destroyForcibly();
    }
    int exit = writer.waitFor();
    reader.join();
    assertEquals(137, exit, () -> "the writer ended by itself: " + ChildJvm.read(errors));
    // Background flushes and compactions report failures only through the log (ERROR is SEVERE).
    String logged = ChildJvm.read(errors);
    assertFalse(logged.contains("SEVERE"), () -> "the writer logged errors: " + logged);
    return acks.lines();
  }

  /**
   * Reads the writer's stdout to its end (the kill closes it). Only complete lines count: the kill
   * may cut the last one.
   */
  private static final class AckCollector implements Runnable {
    final CountDownLatch firstLine = new CountDownLatch(1);
    private final InputStream in;
    private final ByteArrayOutputStream received = new ByteArrayOutputStream();

    AckCollector(InputStream in) {
      this.in = in;
    }

    @Override
    public void run() {
      byte[] buffer = new byte[8192];
      try (in) {
        for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
          synchronized (received) {
            received.write(buffer, 0, n);
          }
          for (int i = 0; i < n; i++) {
            if (buffer[i] == '\n') {
              firstLine.countDown();
            }
          }
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      } finally {
        firstLine.countDown();
      }
    }

    List<String> lines() {
      String text;
      synchronized (received) {
        text = received.toString(StandardCharsets.UTF_8);
      }
      List<String> lines = new ArrayList<>();
      int start = 0;
      for (int end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
        lines.add(text.substring(start, end));
        start = end + 1;
      }
      return lines;
    }
  }
}

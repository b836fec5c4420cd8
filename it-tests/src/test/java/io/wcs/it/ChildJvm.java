package io.wcs.it;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Starts a {@code main} class of these tests in a new JVM on this JVM's class path, for tests that
 * need a process of their own: one to kill, or one with a heap smaller than its data. The child's
 * stderr goes to a file the test names, so a failure can quote it.
 */
public final class ChildJvm {

  private ChildJvm() {}

  /**
   * Starts {@code main} with {@code args} and a maximum heap of {@code maxHeap} (as {@code -Xmx}
   * takes it, e.g. {@code 64m}); its stdout is the returned process's input stream.
   */
  public static Process start(Class<?> main, String maxHeap, List<String> args, Path errors)
      throws IOException {
    return command(main, maxHeap, args).redirectError(errors.toFile()).start();
  }

  /**
   * Runs {@code main} to its end and returns what it printed to stdout; fails with its stderr if it
   * did not exit with 0 within {@code timeoutSeconds}. Its stdout and stderr are kept in {@code
   * logs} as NAME.out and NAME.err, NAME being the class's simple name.
   */
  public static String run(
      Class<?> main, String maxHeap, List<String> args, Path logs, int timeoutSeconds)
      throws IOException, InterruptedException {
    Path out = logs.resolve(main.getSimpleName() + ".out");
    Path errors = logs.resolve(main.getSimpleName() + ".err");
    Process child =
        command(main, maxHeap, args)
            .redirectOutput(out.toFile())
            .redirectError(errors.toFile())
            .start();
    if (!child.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
      child.toHandle().destroyForcibly();
      throw new AssertionError(
          main.getSimpleName() + " did not end within " + timeoutSeconds + " s: " + read(errors));
    }
    if (child.exitValue() != 0) {
      throw new AssertionError(
          main.getSimpleName()
              + " (-Xmx"
              + maxHeap
              + ") exited with "
              + child.exitValue()
              + ": "
              + read(errors));
    }
    return Files.readString(out, StandardCharsets.UTF_8);
  }

  /**
   * The child's command line. An OutOfMemoryError ends the child at once, whichever thread it
   * struck, so a test never waits for a child stuck without memory.
   */
  private static ProcessBuilder command(Class<?> main, String maxHeap, List<String> args) {
    List<String> command = new ArrayList<>();
    command.add(ProcessHandle.current().info().command().orElseThrow());
    command.add("-Xmx" + maxHeap);
    command.add("-XX:+ExitOnOutOfMemoryError");
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(main.getName());
    command.addAll(args);
    return new ProcessBuilder(command);
  }

  /** The child's stderr, for a failure message. */
  public static String read(Path errors) {
    try {
      return Files.readString(errors, StandardCharsets.UTF_8);
    } catch (IOException e) {
      return "(cannot read " + errors + ": " + e + ")";
    }
  }
}

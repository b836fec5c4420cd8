package io.wcs.it;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** One run of a command to its end, with an empty standard input: its exit status and output. */
public record CommandRun(int status, String out, String err) {

  /** Runs {@code command} in {@code directory}, keeping its output in files there. */
  public static CommandRun of(List<String> command, Path directory, int timeoutSeconds)
      throws IOException, InterruptedException {
    Path out = directory.resolve("out.txt");
    Path err = directory.resolve("err.txt");
    Process process =
        new ProcessBuilder(command)
            .directory(directory.toFile())
            .redirectOutput(out.toFile())
            .redirectError(err.toFile())
            .start();
    process.getOutputStream().close();
    assertTrue(process.waitFor(timeoutSeconds, TimeUnit.SECONDS), command + " ends by itself");
    return new CommandRun(
        process.exitValue(),
        Files.readString(out, StandardCharsets.UTF_8),
        Files.readString(err, StandardCharsets.UTF_8));
  }
}

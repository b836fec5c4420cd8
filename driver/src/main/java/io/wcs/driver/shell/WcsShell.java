package io.wcs.driver.shell;

import io.wcs.engine.util.SuppressForbidden;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.List;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;

/** Entry point of {@code wcs}: the CQL shell. */
public final class WcsShell {

  private static final int OK = 0;
  private static final int FAILED = 1;
  private static final int USAGE = 2;

  private WcsShell() {}

  // The one place the shell ends the JVM: its exit status tells scripts whether statements failed.
  @SuppressForbidden
  public static void main(String[] args) {
    System.exit(run(List.of(args), System.in, System.out, System.err));
  }

  /** Runs the shell as {@link #main} does, returning the exit status. */
  static int run(List<String> args, InputStream in, PrintStream out, PrintStream err) {
    ShellOptions options;
    try {
      options = ShellOptions.parse(args);
    } catch (IllegalArgumentException e) {
      err.println("wcs: " + e.getMessage());
      err.println(ShellOptions.USAGE);
      return USAGE;
    }
    if (options.help()) {
      out.println(ShellOptions.USAGE);
      return OK;
    }
    String script = options.execute();
    String source = "-e";
    if (options.file() != null) {
      source = options.file().toString();
      try {
        script = Files.readString(options.file(), StandardCharsets.UTF_8);
      } catch (NoSuchFileException e) {
        err.println("wcs: no such file: " + e.getFile());
        return USAGE;
      } catch (IOException e) {
        err.println("wcs: cannot read " + source + ": " + e.getMessage());
        return USAGE;
      }
    }
    try (StatementRunner runner = JdbcRunner.connect(options.url())) {
      ScriptRunner scripts =
          new ScriptRunner(
              runner,
              out,
              err,
              Pager.NEVER,
              InputLines.of(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))));
      if (options.file() != null) {
        return status(scripts.run(script, source));
      }
      if (script != null) {
        return status(scripts.runTyped(script, source));
      }
      return interactiveOrPiped(runner, scripts, in);
    } catch (IOException | SQLException e) {
      err.println("wcs: " + e.getMessage());
      return FAILED;
    }
  }

  private static int interactiveOrPiped(
      StatementRunner runner, ScriptRunner scripts, InputStream in) throws IOException {
    Terminal terminal = TerminalBuilder.builder().system(true).dumb(true).build();
    if (terminal.getType().startsWith(Terminal.TYPE_DUMB)) {
      terminal.close();
      String script = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      return status(scripts.run(script, "stdin"));
    }
    InteractiveShell shell =
        new InteractiveShell(
            terminal, runner, Path.of(System.getProperty("user.home"), ".wcs_history"));
    try {
      shell.run();
    } finally {
      shell.close();
    }
    return OK;
  }

  private static int status(boolean allSucceeded) {
    return allSucceeded ? OK : FAILED;
  }
}

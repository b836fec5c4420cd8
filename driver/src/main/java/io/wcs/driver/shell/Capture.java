package io.wcs.driver.shell;

import io.wcs.driver.error.WcsSqlState;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.sql.SQLException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * cqlsh's {@code CAPTURE 'file'}: what CQL statements answer (rows, DESCRIBE's text, warnings,
 * traces) is appended to the file instead of printed, until {@code CAPTURE OFF}; the shell's own
 * messages and errors still print. {@code CAPTURE} alone says where output goes. In cqlsh's words.
 */
final class Capture implements AutoCloseable {
  private static final Pattern COMMAND =
      Pattern.compile(
          "CAPTURE(?:\\s+(?:'((?:[^']|'')*)'|(OFF)))?", Pattern.CASE_INSENSITIVE | Pattern.DOTALL);

  /** The file's name, or null when not capturing. */
  private String name;

  private PrintStream file;

  /** Whether the statement is a CAPTURE command, of any form. */
  static boolean isCapture(String statement) {
    return ShellCommands.isCommand(statement, "CAPTURE");
  }

  /**
   * Runs a CAPTURE command.
   *
   * @throws SQLException (42000) for a malformed one, CAPTURE OFF when not capturing or CAPTURE
   *     when already capturing; (58030) when the file cannot be opened for appending
   */
  void run(String statement, PrintStream out) throws SQLException {
    Matcher command = COMMAND.matcher(statement);
    if (!command.matches()) {
      throw WcsSqlState.SYNTAX_ERROR.exception(
          "Improper CAPTURE command: CAPTURE 'file' | OFF, or CAPTURE alone to see where output"
              + " goes");
    }
    if (command.group(2) != null) {
      stop();
    } else if (command.group(1) != null) {
      start(command.group(1).replace("''", "'"), out);
    } else {
      out.println(
          name == null
              ? "Currently not capturing query output."
              : "Currently capturing query output to '" + name + "'.");
    }
  }

  /** Starts capturing into the file, named as cqlsh names it: with {@code ~} expanded. */
  private void start(String fileName, PrintStream out) throws SQLException {
    if (file != null) {
      throw WcsSqlState.INVALID_REQUEST.exception(
          "Already capturing output to " + name + ". Use CAPTURE OFF to disable.");
    }
    Path path = ShellFiles.path(fileName);
    try {
      OutputStream appended =
          Files.newOutputStream(path, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
      file = new PrintStream(appended, false, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw WcsSqlState.STORAGE_ERROR.exception(
          "Could not open '" + path + "' for append: " + e, e);
    }
    name = path.toString();
    out.println("Now capturing query output to '" + name + "'.");
  }

  private void stop() throws SQLException {
    if (file == null) {
      throw WcsSqlState.INVALID_REQUEST.exception("Not currently capturing output.");
    }
    close();
  }

  /** Where a statement's answer goes: the capture file, or {@code out} when not capturing. */
  PrintStream results(PrintStream out) {
    return file == null ? out : file;
  }

  /** Whether answers go to a file, where no one could answer the pager's prompt. */
  boolean capturing() {
    return file != null;
  }

  /**
   * Writes what was captured so far to the file, which may be read while the shell runs.
   *
   * @throws SQLException (58030) when writing to the file failed
   */
  void flush() throws SQLException {
    if (file != null && file.checkError()) {
      throw WcsSqlState.STORAGE_ERROR.exception("Could not write the output to '" + name + "'");
    }
  }

  @Override
  public void close() {
    if (file != null) {
      file.close();
      file = null;
      name = null;
    }
  }
}

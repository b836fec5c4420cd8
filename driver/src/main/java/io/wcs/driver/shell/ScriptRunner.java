package io.wcs.driver.shell;

import io.wcs.parser.CqlParser;
import io.wcs.parser.CqlSyntaxException;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.HashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Runs every statement of a script in order, as cqlsh does with {@code -f}: a failing statement is
 * reported with its position in the script and the run goes on with the next one. cqlsh's {@code
 * SOURCE 'file'} runs another script in place. {@code COPY … FROM STDIN} in a script reads the
 * lines after it; in statements typed or given with {@code -e}, the shell's input.
 */
final class ScriptRunner {

  private final StatementRunner runner;
  private final PrintStream out;
  private final PrintStream err;
  private final Pager pager;
  private final InputLines input;

  /** The scripts SOURCE is running. */
  private final Set<Path> running = new HashSet<>();

  /**
   * @param input what {@code COPY … FROM STDIN} reads in statements that are not a script's
   */
  ScriptRunner(
      StatementRunner runner, PrintStream out, PrintStream err, Pager pager, InputLines input) {
    this.runner = runner;
    this.out = out;
    this.err = err;
    this.pager = pager;
    this.input = input;
  }

  /**
   * Runs a script, whose {@code COPY … FROM STDIN} reads the records that follow it there; {@code
   * source} names it in error messages.
   *
   * @return true when every statement succeeded
   */
  boolean run(String script, String source) {
    return run(script, source, true);
  }

  /**
   * Runs statements typed or given with {@code -e}, whose {@code COPY … FROM STDIN} reads the
   * shell's input.
   *
   * @return true when every statement succeeded
   */
  boolean runTyped(String statements, String source) {
    return run(statements, source, false);
  }

  private boolean run(String script, String source, boolean recordsInScript) {
    boolean allSucceeded = true;
    int from = 0;
    int line = 1;
    boolean recordsRead = true;
    while (recordsRead) {
      recordsRead = false;
      int searchFrom = from;
      for (String statement : CqlParser.splitStatements(script.substring(from))) {
        int at = script.indexOf(statement, searchFrom);
        if (at >= 0) {
          line += countNewlines(script, searchFrom, at);
          searchFrom = at;
        }
        ScriptLines records =
            recordsInScript && at >= 0 ? new ScriptLines(script, at + statement.length()) : null;
        allSucceeded &= runOne(statement, source, line, records == null ? input : records);
        if (at >= 0) {
          // past this statement, so that the same statement written again is found where it is
          line += countNewlines(script, at, at + statement.length());
          searchFrom = at + statement.length();
        }
        if (records != null && records.read()) {
          // The records are no CQL: the statements after them are split anew.
          line += countNewlines(script, searchFrom, records.end());
          from = records.end();
          recordsRead = true;
          break;
        }
      }
    }
    return allSucceeded;
  }

  /**
   * Reports a failure as cqlsh does: the script, a line, the message. The line is the one holding a
   * syntax error (the message's own position counts from the statement's start, as Cassandra's
   * does), or else the statement's first line.
   */
  private boolean runOne(String statement, String source, int firstLine, InputLines records) {
    try {
      Matcher sourced = SOURCE.matcher(statement);
      if (sourced.matches()) {
        return runFile(sourced.group(1).replace("''", "'"), source, firstLine);
      }
      runner.run(statement, out, err, pager, records);
      return true;
    } catch (CqlSyntaxException e) {
      err.println(source + ":" + (firstLine + e.line() - 1) + ": " + e.getMessage());
    } catch (SQLException e) {
      err.println(source + ":" + firstLine + ": " + e.getMessage());
    }
    return false;
  }

  /** cqlsh's {@code SOURCE 'file'}, the file name quoted as a CQL string. */
  private static final Pattern SOURCE =
      Pattern.compile("SOURCE\\s+'((?:[^']|'')*)'", Pattern.CASE_INSENSITIVE | Pattern.DOTALL);

  /** Runs a script SOURCE names, refusing one that would SOURCE itself again. */
  private boolean runFile(String file, String source, int line) {
    Path path = Path.of(file).toAbsolutePath().normalize();
    if (!running.add(path)) {
      err.println(source + ":" + line + ": " + file + " is already running: SOURCE would not end");
      return false;
    }
    try {
      return run(Files.readString(path, StandardCharsets.UTF_8), file);
    } catch (IOException e) {
      err.println(source + ":" + line + ": Could not open '" + file + "': " + e);
      return false;
    } finally {
      running.remove(path);
    }
  }

  private static int countNewlines(String text, int from, int to) {
    int count = 0;
    for (int i = from; i < to; i++) {
      if (text.charAt(i) == '\n') {
        count++;
      }
    }
    return count;
  }
}

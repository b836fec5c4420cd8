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
 * SOURCE 'file'} runs another script in place.
 */
final class ScriptRunner {

  private final StatementRunner runner;
  private final PrintStream out;
  private final PrintStream err;
  private final Pager pager;

  /** The scripts SOURCE is running. */
  private final Set<Path> running = new HashSet<>();

  ScriptRunner(StatementRunner runner, PrintStream out, PrintStream err, Pager pager) {
    this.runner = runner;
    this.out = out;
    this.err = err;
    this.pager = pager;
  }

  /**
   * Runs the script; {@code source} names it in error messages.
   *
   * @return true when every statement succeeded
   */
  boolean run(String script, String source) {
    boolean allSucceeded = true;
    int searchFrom = 0;
    int line = 1;
    for (String statement : CqlParser.splitStatements(script)) {
      int at = script.indexOf(statement, searchFrom);
      if (at >= 0) {
        line += countNewlines(script, searchFrom, at);
        searchFrom = at;
      }
      allSucceeded &= runOne(statement, source, line);
      if (at >= 0) {
        // past this statement, so that the same statement written again is found where it is
        line += countNewlines(script, at, at + statement.length());
        searchFrom = at + statement.length();
      }
    }
    return allSucceeded;
  }

  /**
   * Reports a failure as cqlsh does: the script, a line, the message. The line is the one holding a
   * syntax error (the message's own position counts from the statement's start, as Cassandra's
   * does), or else the statement's first line.
   */
  private boolean runOne(String statement, String source, int firstLine) {
    try {
      Matcher sourced = SOURCE.matcher(statement);
      if (sourced.matches()) {
        return runFile(sourced.group(1).replace("''", "'"), source, firstLine);
      }
      runner.run(statement, out, err, pager);
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

package io.wcs.driver.shell;

import io.wcs.driver.error.WcsSqlState;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * cqlsh's COPY command, parsed: {@code COPY table [(columns)] FROM|TO 'file'|STDIN|STDOUT [WITH
 * option = value [AND …]]}. Names stay as written (quoted or not), for the CQL the command runs;
 * option names are upper-cased, as cqlsh takes them in any case.
 *
 * @param table the table as written, {@code ks.t} or {@code t}
 * @param columns the columns as written; empty for all of them
 * @param from true for FROM (import), false for TO (export)
 * @param file the file name; null for STDIN or STDOUT
 */
record CopyCommand(
    String table, List<String> columns, boolean from, String file, Map<String, String> options) {

  /** Whether the statement is a COPY command: its first word is COPY. */
  static boolean isCopy(String statement) {
    return ShellCommands.isCommand(statement, "COPY");
  }

  static CopyCommand parse(String statement) throws SQLException {
    return new Parser(statement).command();
  }

  /** A recursive-descent reading of the command's few tokens. */
  private static final class Parser {
    private final String text;
    private int at;

    Parser(String text) {
      this.text = text;
    }

    CopyCommand command() throws SQLException {
      expectWord("COPY");
      String table = name();
      if (accept('.')) {
        table = table + "." + name();
      }
      List<String> columns = new ArrayList<>();
      if (accept('(')) {
        do {
          columns.add(name());
        } while (accept(','));
        expect(')');
      }
      String direction = word().toUpperCase(Locale.ROOT);
      if (!direction.equals("FROM") && !direction.equals("TO")) {
        throw invalid("expected FROM or TO after the table, found '" + direction + "'");
      }
      boolean from = direction.equals("FROM");
      String file;
      skipBlanks();
      if (peek() == '\'') {
        file = string();
      } else {
        String stream = word().toUpperCase(Locale.ROOT);
        if (!stream.equals(from ? "STDIN" : "STDOUT")) {
          throw invalid(
              "expected a quoted file name or "
                  + (from ? "STDIN" : "STDOUT")
                  + " after "
                  + direction);
        }
        file = null;
      }
      Map<String, String> options = new LinkedHashMap<>();
      skipBlanks();
      if (at < text.length()) {
        expectWord("WITH");
        do {
          String option = word().toUpperCase(Locale.ROOT);
          expect('=');
          options.put(option, value());
        } while (acceptWord("AND"));
      }
      skipBlanks();
      if (at < text.length()) {
        throw invalid("unexpected '" + text.substring(at) + "' at the end");
      }
      return new CopyCommand(table, List.copyOf(columns), from, file, options);
    }

    /** A name as written: a word, or a double-quoted name with its quotes. */
    private String name() throws SQLException {
      skipBlanks();
      if (peek() != '"') {
        return word();
      }
      int start = at++;
      while (at < text.length()) {
        if (text.charAt(at++) == '"') {
          if (peek() != '"') {
            return text.substring(start, at);
          }
          at++;
        }
      }
      throw invalid("a quoted name is not closed");
    }

    /** An option's value: a quoted string (unquoted here), or a word or number as written. */
    private String value() throws SQLException {
      skipBlanks();
      if (peek() == '\'') {
        return string();
      }
      int start = at;
      if (peek() == '-') {
        at++;
      }
      while (at < text.length()
          && (ShellCommands.isWordChar(text.charAt(at)) || text.charAt(at) == '.')) {
        at++;
      }
      if (start == at) {
        throw invalid("expected an option value at '" + text.substring(at) + "'");
      }
      return text.substring(start, at);
    }

    private String string() throws SQLException {
      StringBuilder value = new StringBuilder();
      at++;
      while (at < text.length()) {
        char c = text.charAt(at++);
        if (c == '\'') {
          if (peek() != '\'') {
            return value.toString();
          }
          at++;
        }
        value.append(c);
      }
      throw invalid("a quoted string is not closed");
    }

    private String word() throws SQLException {
      skipBlanks();
      int start = at;
      while (at < text.length() && ShellCommands.isWordChar(text.charAt(at))) {
        at++;
      }
      if (start == at) {
        throw invalid(
            at < text.length() ? "unexpected '" + text.charAt(at) + "'" : "the command ends early");
      }
      return text.substring(start, at);
    }

    private void expectWord(String expected) throws SQLException {
      String found = word();
      if (!found.equalsIgnoreCase(expected)) {
        throw invalid("expected " + expected + ", found '" + found + "'");
      }
    }

    private boolean acceptWord(String expected) {
      skipBlanks();
      int end = at + expected.length();
      if (text.regionMatches(true, at, expected, 0, expected.length())
          && (end == text.length() || !ShellCommands.isWordChar(text.charAt(end)))) {
        at = end;
        return true;
      }
      return false;
    }

    private boolean accept(char c) {
      skipBlanks();
      if (peek() == c) {
        at++;
        return true;
      }
      return false;
    }

    private void expect(char c) throws SQLException {
      if (!accept(c)) {
        throw invalid(
            "expected '"
                + c
                + "'"
                + (at < text.length() ? ", found '" + text.charAt(at) + "'" : " at the end"));
      }
    }

    private int peek() {
      return at < text.length() ? text.charAt(at) : -1;
    }

    private void skipBlanks() {
      while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
        at++;
      }
    }

    private static SQLException invalid(String why) {
      return WcsSqlState.SYNTAX_ERROR.exception(
          "Improper COPY command: "
              + why
              + " (COPY table [(columns)] FROM|TO 'file'|STDIN|STDOUT [WITH option = value [AND"
              + " ...]])");
    }
  }
}

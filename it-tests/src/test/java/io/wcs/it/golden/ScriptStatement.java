package io.wcs.it.golden;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * One statement of a golden {@code .cql} script, as the Cassandra oracle splits them: a statement
 * ends at a line ending with ';', except a {@code BEGIN ... BATCH}, which ends at the line ending
 * with {@code APPLY BATCH;}. Lines starting with "--" are comments; "-- @unordered" marks the next
 * statement's rows as a multiset; "-- @login USER PASSWORD" is a statement of its own, which starts
 * a new session as that role. The final ';' is not part of {@code text}.
 */
record ScriptStatement(String text, boolean unordered, int line) {

  private static final Pattern BEGIN_BATCH =
      Pattern.compile("(?is)^\\s*BEGIN\\s+(UNLOGGED\\s+|COUNTER\\s+|LOGGED\\s+)?BATCH\\b.*");
  private static final Pattern APPLY_BATCH = Pattern.compile("(?is).*\\bAPPLY\\s+BATCH\\s*;\\s*$");
  private static final Pattern WHITESPACE = Pattern.compile("\\s+");
  private static final String LOGIN = "-- @login ";

  /** The statement on one line, whitespace runs collapsed: the "## " header of its output block. */
  String header() {
    return WHITESPACE.matcher(text.strip()).replaceAll(" ");
  }

  /** Whether this is a login, not CQL. */
  boolean isLogin() {
    return text.startsWith(LOGIN);
  }

  /** A login's role and password. */
  String[] credentials() {
    return text.substring(LOGIN.length()).strip().split("\\s+", 2);
  }

  static List<ScriptStatement> parse(Path script) throws IOException {
    List<String> lines = Files.readAllLines(script, StandardCharsets.UTF_8);
    List<ScriptStatement> statements = new ArrayList<>();
    StringBuilder current = null;
    boolean unorderedNext = false;
    int startLine = 0;
    for (int i = 0; i < lines.size(); i++) {
      String raw = lines.get(i);
      String trimmed = raw.strip();
      if (trimmed.startsWith("--")) {
        if (current == null && trimmed.startsWith(LOGIN)) {
          statements.add(new ScriptStatement(trimmed, false, i + 1));
        } else if (current == null && trimmed.substring(2).strip().equalsIgnoreCase("@unordered")) {
          unorderedNext = true;
        }
        continue;
      }
      if (current == null && trimmed.isEmpty()) {
        continue;
      }
      if (current == null) {
        current = new StringBuilder();
        startLine = i + 1;
      } else {
        current.append('\n');
      }
      current.append(raw.stripTrailing());
      String soFar = current.toString();
      boolean ends =
          BEGIN_BATCH.matcher(soFar).matches()
              ? APPLY_BATCH.matcher(soFar).matches()
              : trimmed.endsWith(";");
      if (ends) {
        String text = soFar.strip();
        statements.add(
            new ScriptStatement(
                text.substring(0, text.length() - 1).strip(), unorderedNext, startLine));
        unorderedNext = false;
        current = null;
      }
    }
    if (current != null) {
      statements.add(new ScriptStatement(current.toString().strip(), unorderedNext, startLine));
    }
    return statements;
  }
}

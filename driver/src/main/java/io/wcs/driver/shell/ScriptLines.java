package io.wcs.driver.shell;

/**
 * A script's lines after one of its statements, which {@code COPY … FROM STDIN} in a script reads
 * as cqlsh does: its records follow it in the script. Knows how far it was read, for the script to
 * go on with the statements after the records.
 */
final class ScriptLines implements InputLines {
  private final String script;
  private final int start;
  private int next;

  /** The lines from the one after the line holding {@code statementEnd}. */
  ScriptLines(String script, int statementEnd) {
    this.script = script;
    int lineBreak = script.indexOf('\n', statementEnd);
    this.start = lineBreak < 0 ? script.length() : lineBreak + 1;
    this.next = start;
  }

  @Override
  public String next() {
    if (next >= script.length()) {
      return null;
    }
    int lineBreak = script.indexOf('\n', next);
    int end = lineBreak < 0 ? script.length() : lineBreak;
    String line =
        script.substring(next, end > next && script.charAt(end - 1) == '\r' ? end - 1 : end);
    next = lineBreak < 0 ? script.length() : lineBreak + 1;
    return line;
  }

  /** Whether any line was read. */
  boolean read() {
    return next > start;
  }

  /** Where the script goes on: after the last line read. */
  int end() {
    return next;
  }
}

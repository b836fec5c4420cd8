package io.wcs.driver.shell;

import java.io.IOException;
import java.io.Reader;

/**
 * {@link InputLines} up to their {@value InputLines#END} line as one text, each line ending with a
 * line break, for the CSV reader: a quoted field may span lines, as in a file.
 */
final class InputLinesReader extends Reader {
  private final InputLines lines;
  private String line = "";
  private int at = 1;
  private boolean ended;

  InputLinesReader(InputLines lines) {
    this.lines = lines;
  }

  @Override
  public int read(char[] buffer, int offset, int length) throws IOException {
    if (length == 0) {
      return 0;
    }
    if (at > line.length() && !nextLine()) {
      return -1;
    }
    int n = 0;
    while (n < length && at < line.length()) {
      buffer[offset + n++] = line.charAt(at++);
    }
    if (n < length && at == line.length()) {
      buffer[offset + n++] = '\n';
      at++;
    }
    return n;
  }

  private boolean nextLine() throws IOException {
    if (ended) {
      return false;
    }
    String next = lines.next();
    if (next == null || next.equals(InputLines.END)) {
      ended = true;
      return false;
    }
    line = next;
    at = 0;
    return true;
  }

  /** Reads what is left up to the end line, so that none of it is taken for statements. */
  void skipToEnd() throws IOException {
    while (nextLine()) {
      at = line.length() + 1;
    }
  }

  /** Leaves the lines' source open: it is the shell's input. */
  @Override
  public void close() {}
}

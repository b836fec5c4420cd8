package io.wcs.parser;

import io.wcs.parser.generated.CharStream;
import java.io.IOException;
import java.util.Arrays;

/**
 * The lexer's input: the statement text itself, read in place. JavaCC's own stream copies into a
 * buffer grown 2 KB at a time, quadratic on long literals; this one reads the string directly and
 * derives line and column (1-based, a tab counts one column) from the character offset. Not
 * thread-safe: one per parse.
 */
final class StringCharStream implements CharStream {
  /** How the lexer learns that the input has ended; shared, so it carries no stack trace. */
  private static final IOException END_OF_INPUT =
      new IOException("end of input") {
        private static final long serialVersionUID = 1L;

        @Override
        public synchronized Throwable fillInStackTrace() {
          return this;
        }
      };

  private final String text;

  /** Offsets at which lines 2, 3, … start, after "\n", "\r\n" or a lone "\r". */
  private final int[] lineStarts;

  private int position;
  private int tokenBegin;

  StringCharStream(String text) {
    this.text = text;
    this.lineStarts = lineStarts(text);
  }

  private static int[] lineStarts(String text) {
    int[] starts = new int[8];
    int count = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      boolean lineBreak =
          c == '\n' || (c == '\r' && (i + 1 == text.length() || text.charAt(i + 1) != '\n'));
      if (lineBreak) {
        if (count == starts.length) {
          starts = Arrays.copyOf(starts, count * 2);
        }
        starts[count++] = i + 1;
      }
    }
    return Arrays.copyOf(starts, count);
  }

  @Override
  public char readChar() throws IOException {
    if (position >= text.length()) {
      throw END_OF_INPUT;
    }
    return text.charAt(position++);
  }

  @Override
  public char BeginToken() throws IOException {
    tokenBegin = position;
    return readChar();
  }

  @Override
  public void backup(int amount) {
    position -= amount;
  }

  @Override
  public String GetImage() {
    return text.substring(tokenBegin, position);
  }

  @Override
  public char[] GetSuffix(int length) {
    return text.substring(position - length, position).toCharArray();
  }

  @Override
  public int getBeginLine() {
    return lineOf(tokenBegin);
  }

  @Override
  public int getBeginColumn() {
    return columnOf(tokenBegin);
  }

  @Override
  public int getEndLine() {
    return lineOf(Math.max(position - 1, 0));
  }

  @Override
  public int getEndColumn() {
    return columnOf(Math.max(position - 1, 0));
  }

  @Override
  @Deprecated
  public int getLine() {
    return getEndLine();
  }

  @Override
  @Deprecated
  public int getColumn() {
    return getEndColumn();
  }

  private int lineOf(int offset) {
    int index = Arrays.binarySearch(lineStarts, offset);
    return (index >= 0 ? index + 1 : -index - 1) + 1;
  }

  private int columnOf(int offset) {
    int line = lineOf(offset);
    int lineStart = line == 1 ? 0 : lineStarts[line - 2];
    return offset - lineStart + 1;
  }

  @Override
  public void Done() {}

  @Override
  public void setTabSize(int size) {
    // Tabs always count one column here.
  }

  @Override
  public int getTabSize() {
    return 1;
  }

  @Override
  public boolean getTrackLineColumn() {
    return true;
  }

  @Override
  public void setTrackLineColumn(boolean track) {
    // Lines and columns are derived from offsets, so they are always available.
  }
}

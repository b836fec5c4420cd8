package io.wcs.driver.shell;

import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads CSV records one at a time, as Python's csv module (which cqlsh's COPY FROM uses) reads
 * them: a quoted field may hold delimiters and line breaks; inside it a doubled quote is one quote,
 * and the escape character takes the next character as it is, as it does outside quotes. Blank
 * lines hold no record.
 */
final class CsvReader {
  private static final int NONE = -2;

  private final Reader in;
  private final CsvFormat format;
  private int peeked = NONE;
  private int line = 1;
  private int recordLine;

  CsvReader(Reader in, CsvFormat format) {
    this.in = in;
    this.format = format;
  }

  /** The line the last record read starts on, counting from 1. */
  int recordLine() {
    return recordLine;
  }

  /**
   * The next record's fields, or null at the end of the input.
   *
   * @throws CsvException where a quoted field or an escape is left open at the end of the input
   */
  List<String> next() throws IOException {
    int c = read();
    while (c == '\n' || c == '\r') {
      c = read();
    }
    if (c == -1) {
      return null;
    }
    recordLine = line;
    List<String> fields = new ArrayList<>();
    StringBuilder field = new StringBuilder();
    boolean quoted = false;
    boolean atFieldStart = true;
    while (true) {
      if (quoted) {
        if (c == -1) {
          throw new CsvException(recordLine, "a quoted field is not closed");
        } else if (c == format.escape() && format.escape() != format.quote()) {
          field.append(escaped());
        } else if (c == format.quote()) {
          if (peek() == format.quote()) {
            field.append((char) read());
          } else {
            quoted = false;
          }
        } else {
          field.append((char) c);
        }
      } else if (c == -1 || c == '\n' || c == '\r') {
        if (c == '\r' && peek() == '\n') {
          read();
        }
        fields.add(field.toString());
        return fields;
      } else if (c == format.delimiter()) {
        fields.add(field.toString());
        field.setLength(0);
        atFieldStart = true;
        c = read();
        continue;
      } else if (c == format.quote() && atFieldStart) {
        quoted = true;
      } else if (c == format.escape()) {
        field.append(escaped());
      } else {
        field.append((char) c);
      }
      atFieldStart = false;
      c = read();
    }
  }

  private char escaped() throws IOException {
    int c = read();
    if (c == -1) {
      throw new CsvException(recordLine, "the input ends after an escape character");
    }
    return (char) c;
  }

  private int peek() throws IOException {
    if (peeked == NONE) {
      peeked = in.read();
    }
    return peeked;
  }

  private int read() throws IOException {
    int c;
    if (peeked != NONE) {
      c = peeked;
      peeked = NONE;
    } else {
      c = in.read();
    }
    if (c == '\n') {
      line++;
    }
    return c;
  }

  /** Input that is not CSV, at a line of the file. */
  static final class CsvException extends IOException {
    private static final long serialVersionUID = 1L;

    CsvException(int line, String message) {
      super("line " + line + ": " + message);
    }
  }
}

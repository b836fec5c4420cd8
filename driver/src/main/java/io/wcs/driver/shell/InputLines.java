package io.wcs.driver.shell;

import java.io.BufferedReader;
import java.io.IOException;

/**
 * The lines {@code COPY … FROM STDIN} reads: in a script, the lines after the statement; from
 * {@code -e}, the shell's standard input; interactively, lines typed at a {@code [copy]} prompt.
 * The records end at a line {@value #END}, as in cqlsh, or at the input's end.
 */
interface InputLines {
  /** The line that ends the records. */
  String END = "\\.";

  /** The next line, without its line break; null at the input's end. */
  String next() throws IOException;

  static InputLines of(BufferedReader reader) {
    return reader::readLine;
  }
}

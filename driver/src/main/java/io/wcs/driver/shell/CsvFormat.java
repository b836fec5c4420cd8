package io.wcs.driver.shell;

/**
 * How COPY writes and reads a CSV file, with cqlsh's options and defaults: fields separated by
 * {@code delimiter}, quoted with {@code quote} where they hold a delimiter, a quote, an escape or a
 * line break; inside them {@code escape} takes the next character as it is. A field equal to {@code
 * nullText} is a null.
 */
record CsvFormat(char delimiter, char quote, char escape, String nullText) {

  static final CsvFormat CQLSH = new CsvFormat(',', '"', '\\', "");

  /** Whether a field must be quoted to read back as written. */
  boolean needsQuotes(String field) {
    for (int i = 0; i < field.length(); i++) {
      char c = field.charAt(i);
      if (c == delimiter || c == quote || c == escape || c == '\n' || c == '\r') {
        return true;
      }
    }
    return false;
  }
}

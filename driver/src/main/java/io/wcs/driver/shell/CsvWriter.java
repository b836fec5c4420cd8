package io.wcs.driver.shell;

import java.io.IOException;
import java.io.Writer;
import java.util.List;

/**
 * Writes CSV records that {@link CsvReader} and cqlsh's COPY FROM read back: a field is quoted only
 * where it must be, and inside quotes the quote and escape characters are escaped. A null is
 * written as the format's null text.
 */
final class CsvWriter {
  private final Writer out;
  private final CsvFormat format;
  private final StringBuilder line = new StringBuilder();

  CsvWriter(Writer out, CsvFormat format) {
    this.out = out;
    this.format = format;
  }

  void write(List<String> fields) throws IOException {
    line.setLength(0);
    for (int i = 0; i < fields.size(); i++) {
      if (i > 0) {
        line.append(format.delimiter());
      }
      String field = fields.get(i);
      if (field == null) {
        line.append(format.nullText());
      } else if (format.needsQuotes(field)) {
        quoted(field);
      } else {
        line.append(field);
      }
    }
    out.write(line.append('\n').toString());
  }

  private void quoted(String field) {
    line.append(format.quote());
    for (int i = 0; i < field.length(); i++) {
      char c = field.charAt(i);
      if (c == format.quote() || c == format.escape()) {
        line.append(format.escape());
      }
      line.append(c);
    }
    line.append(format.quote());
  }
}

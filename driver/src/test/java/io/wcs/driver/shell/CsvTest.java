package io.wcs.driver.shell;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class CsvTest {

  private static List<List<String>> read(String text, CsvFormat format) throws IOException {
    CsvReader reader = new CsvReader(new StringReader(text), format);
    List<List<String>> records = new ArrayList<>();
    for (List<String> record = reader.next(); record != null; record = reader.next()) {
      records.add(record);
    }
    return records;
  }

  private static String written(CsvFormat format, String... fields) throws IOException {
    StringWriter out = new StringWriter();
    new CsvWriter(out, format).write(Arrays.asList(fields));
    return out.toString();
  }

  @Test
  void readsQuotedFieldsAcrossLinesWithEscapesAndDoubledQuotes() throws IOException {
    assertEquals(
        List.of(
            List.of("1", "a, b", "say \"hi\"", ""), List.of("2", "two\nlines", "back\\slash", "x")),
        read(
            "1,\"a, b\",\"say \\\"hi\\\"\",\r\n\n2,\"two\nlines\",\"back\\\\slash\",\"x\"\n",
            CsvFormat.CQLSH));
    assertEquals(
        List.of(List.of("a \"quoted\" word")), read("\"a \"\"quoted\"\" word\"", CsvFormat.CQLSH));
  }

  @Test
  void countsTheLineEachRecordStartsOn() throws IOException {
    CsvReader reader = new CsvReader(new StringReader("a\n\"b\nc\"\n\nd\n"), CsvFormat.CQLSH);
    reader.next();
    assertEquals(1, reader.recordLine());
    reader.next();
    assertEquals(2, reader.recordLine());
    reader.next();
    assertEquals(5, reader.recordLine());
    assertNull(reader.next());
  }

  @Test
  void refusesAQuoteLeftOpen() {
    CsvReader.CsvException e =
        assertThrows(CsvReader.CsvException.class, () -> read("1,ok\n2,\"open\n", CsvFormat.CQLSH));
    assertEquals("line 2: a quoted field is not closed", e.getMessage());
  }

  @Test
  void writesWhatItReadsBack() throws IOException {
    CsvFormat pipes = new CsvFormat('|', '\'', '\'', "NULL");
    for (CsvFormat format : List.of(CsvFormat.CQLSH, pipes)) {
      String[] fields = {"plain", "a,b|c", "it's \"x\"", "back\\slash", "two\nlines", null, ""};
      List<String> expected = new ArrayList<>(Arrays.asList(fields));
      expected.set(5, format.nullText());
      assertEquals(List.of(expected), read(written(format, fields), format));
    }
    assertEquals(
        "plain,\"a,b\",\"q\\\"\",\n", written(CsvFormat.CQLSH, "plain", "a,b", "q\"", null));
    assertEquals("'it''s'|NULL\n", written(new CsvFormat('|', '\'', '\'', "NULL"), "it's", null));
  }
}

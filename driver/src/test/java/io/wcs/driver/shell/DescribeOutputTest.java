package io.wcs.driver.shell;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class DescribeOutputTest {

  private static String columnized(List<String> names) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    DescribeOutput.columnize(names, new PrintStream(bytes, true, StandardCharsets.UTF_8));
    return bytes.toString(StandardCharsets.UTF_8);
  }

  /** The layout of Python's cmd.columnize, which cqlsh lists names with. */
  @Test
  void laysNamesOutInTheFewestRowsThatFitEightyCharacters() {
    assertEquals(
        "system_schema  system_auth  system  system_distributed  system_traces  cycling\n",
        columnized(
            List.of(
                "system_schema",
                "system_auth",
                "system",
                "system_distributed",
                "system_traces",
                "cycling")));
    List<String> many = new ArrayList<>();
    for (int i = 0; i < 12; i++) {
      many.add("table_number_" + i);
    }
    assertEquals(
        "table_number_0  table_number_3  table_number_6  table_number_9 \n"
            + "table_number_1  table_number_4  table_number_7  table_number_10\n"
            + "table_number_2  table_number_5  table_number_8  table_number_11\n",
        columnized(many));
    assertEquals("only\n", columnized(List.of("only")));
    assertEquals("<empty>\n", columnized(List.of()));
    String wide = "w".repeat(81);
    assertEquals(wide + "\n" + wide + "\n", columnized(List.of(wide, wide)));
  }

  @Test
  void tellsADescribeFromOtherStatements() {
    assertTrue(DescribeOutput.isDescribe("DESC TABLES"));
    assertTrue(DescribeOutput.isDescribe("describe full schema"));
    assertFalse(DescribeOutput.isDescribe("SELECT * FROM describe"));
  }
}

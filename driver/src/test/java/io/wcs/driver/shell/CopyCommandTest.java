package io.wcs.driver.shell;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CopyCommandTest {

  @Test
  void readsTableColumnsFileAndOptions() throws SQLException {
    CopyCommand copy =
        CopyCommand.parse(
            "copy ks.\"My Table\" (k, \"Odd\"\"Name\") FROM '/tmp/it''s.csv'"
                + " WITH header = true AND delimiter = '|' AND maxrows = -1");
    assertEquals("ks.\"My Table\"", copy.table());
    assertEquals(List.of("k", "\"Odd\"\"Name\""), copy.columns());
    assertTrue(copy.from());
    assertEquals("/tmp/it's.csv", copy.file());
    assertEquals(Map.of("HEADER", "true", "DELIMITER", "|", "MAXROWS", "-1"), copy.options());

    CopyCommand out = CopyCommand.parse("COPY t TO STDOUT");
    assertFalse(out.from());
    assertNull(out.file());
    assertEquals(List.of(), out.columns());
  }

  @Test
  void tellsACopyFromOtherStatements() {
    assertTrue(CopyCommand.isCopy("COPY t TO 'x'"));
    assertTrue(CopyCommand.isCopy("copy\nt TO 'x'"));
    assertFalse(CopyCommand.isCopy("COPYRIGHT"));
    assertFalse(CopyCommand.isCopy("SELECT * FROM copy"));
  }

  @Test
  void saysWhatIsWrongWithAnImproperCommand() {
    for (String[] bad :
        new String[][] {
          {"COPY t INTO 'x'", "expected FROM or TO after the table, found 'INTO'"},
          {"COPY t FROM STDOUT", "expected a quoted file name or STDIN after FROM"},
          {"COPY t TO 'x' header = true", "expected WITH, found 'header'"},
          {"COPY t (a, b TO 'x'", "expected ')', found 'T'"},
          {"COPY t TO 'x", "a quoted string is not closed"},
        }) {
      SQLException e = assertThrows(SQLException.class, () -> CopyCommand.parse(bad[0]));
      assertTrue(e.getMessage().startsWith("Improper COPY command: " + bad[1]), e.getMessage());
      assertEquals("42000", e.getSQLState());
    }
  }
}

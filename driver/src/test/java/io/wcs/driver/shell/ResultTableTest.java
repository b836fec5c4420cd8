package io.wcs.driver.shell;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class ResultTableTest {

  private Connection connection;
  private Statement statement;
  private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
  private final PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);

  @BeforeEach
  void fiveRows() throws SQLException {
    connection = DriverManager.getConnection("jdbc:wcs:mem:result-table");
    statement = connection.createStatement();
    statement.execute(
        "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy',"
            + " 'replication_factor': 1}");
    statement.execute("CREATE TABLE ks.t (k int, c int, v text, PRIMARY KEY (k, c))");
    for (int c = 1; c <= 5; c++) {
      statement.execute("INSERT INTO ks.t (k, c, v) VALUES (1, " + c + ", 'line\nbreak')");
    }
  }

  @AfterEach
  void close() throws SQLException {
    connection.close();
  }

  /** Pages of two rows; answers {@code more()} from {@code answers} and counts the questions. */
  private static Pager pager(AtomicInteger asked, boolean... answers) {
    return new Pager() {
      @Override
      public int rowsPerPage() {
        return 2;
      }

      @Override
      public boolean more() {
        return answers[asked.getAndIncrement()];
      }
    };
  }

  @Test
  void printsEachPageAsItsOwnTableAndCountsEveryRow() throws SQLException {
    AtomicInteger asked = new AtomicInteger();
    ResultSet rs = statement.executeQuery("SELECT c, v FROM ks.t WHERE k = 1");

    assertEquals(5, ResultTable.print(rs, out, pager(asked, true, true)));

    assertEquals(2, asked.get(), "asked after each full page that has rows after it");
    String page = " c | v\n---+-------------\n";
    assertEquals(
        "\n"
            + page
            + " 1 | line\\nbreak\n 2 | line\\nbreak\n"
            + page
            + " 3 | line\\nbreak\n 4 | line\\nbreak\n"
            + page
            + " 5 | line\\nbreak\n\n(5 rows)\n",
        bytes.toString(StandardCharsets.UTF_8));
  }

  @Test
  void stopsReadingWhenThePagerSaysSo() throws SQLException {
    ResultSet rs = statement.executeQuery("SELECT c FROM ks.t WHERE k = 1");

    assertEquals(2, ResultTable.print(rs, out, pager(new AtomicInteger(), false)));

    assertEquals("\n c\n---\n 1\n 2\n\n(2 rows)\n", bytes.toString(StandardCharsets.UTF_8));
  }

  @Test
  void booleansPrintAsCqlshSpellsThemEvenInsideCollectionsButNotInsideText() throws SQLException {
    statement.execute("CREATE TYPE ks.flags (active boolean, note text)");
    statement.execute(
        "CREATE TABLE ks.b (k int PRIMARY KEY, f boolean, l list<boolean>, m map<text, boolean>,"
            + " u frozen<flags>, t text)");
    statement.execute(
        "INSERT INTO ks.b (k, f, l, m, u, t) VALUES (1, true, [false, true],"
            + " {'true': false}, {active: true, note: 'it''s false'}, 'true')");
    ResultSet rs = statement.executeQuery("SELECT f, l, m, u, t FROM ks.b");

    ResultTable.print(rs, out, Pager.NEVER);

    String printed = bytes.toString(StandardCharsets.UTF_8);
    String row = printed.lines().toList().get(3);
    assertEquals(
        " True | [False, True] | {'true': False} | {active: True, note: 'it''s false'} | true",
        row);
  }
}

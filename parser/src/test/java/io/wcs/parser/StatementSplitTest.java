package io.wcs.parser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class StatementSplitTest {

  @Test
  void splitsAtSemicolonsOutsideLiteralsAndComments() {
    String script =
        "USE ks;\n"
            + "INSERT INTO t (a, b) VALUES ('x;y', $$ a;b $$); -- done;\n"
            + "SELECT \"a;b\" FROM t /* ; */ WHERE c = 'it'';s'\n"
            + "  ;\n"
            + ";  -- only a comment;\n"
            + "SELECT 1 FROM t";
    assertEquals(
        List.of(
            "USE ks",
            "INSERT INTO t (a, b) VALUES ('x;y', $$ a;b $$)",
            "-- done;\nSELECT \"a;b\" FROM t /* ; */ WHERE c = 'it'';s'",
            "-- only a comment;\nSELECT 1 FROM t"),
        CqlParser.splitStatements(script));
  }

  @Test
  void keepsABatchWhole() {
    String batch =
        "BEGIN UNLOGGED BATCH\n  INSERT INTO t (a) VALUES (1);\n  UPDATE t SET a = 2 WHERE k = 1;\nAPPLY BATCH";
    assertEquals(
        List.of(batch, "SELECT * FROM t"),
        CqlParser.splitStatements(batch + ";\nSELECT * FROM t;"));
    assertEquals(
        List.of("begin batch insert into t (a) values (';'); apply  batch", "USE ks"),
        CqlParser.splitStatements(
            "begin batch insert into t (a) values (';'); apply  batch; USE ks"));
  }

  @Test
  void blankScriptsHoldNoStatements() {
    assertEquals(List.of(), CqlParser.splitStatements(""));
    assertEquals(List.of(), CqlParser.splitStatements(" ;\n-- x\n; /* y */"));
  }

  @Test
  void unterminatedLiteralRunsToTheEnd() {
    assertEquals(List.of("SELECT 'a; b"), CqlParser.splitStatements("SELECT 'a; b"));
  }

  @Test
  void endsStatementWhenTheLastTokenIsATerminator() {
    assertTrue(CqlParser.endsStatement("SELECT * FROM t;"));
    assertTrue(CqlParser.endsStatement("SELECT *\nFROM t;  -- trailing comment\n"));
    assertTrue(CqlParser.endsStatement("SELECT * FROM t; /* c */ "));
    assertTrue(CqlParser.endsStatement("BEGIN BATCH INSERT INTO t (a) VALUES (1); APPLY BATCH;"));
    assertFalse(CqlParser.endsStatement("SELECT * FROM t"));
    assertFalse(CqlParser.endsStatement("SELECT * FROM t WHERE a = 'x;"));
    assertFalse(CqlParser.endsStatement("SELECT * FROM t; /* open"));
    assertFalse(CqlParser.endsStatement("SELECT $$ ; "));
    assertFalse(CqlParser.endsStatement("BEGIN BATCH INSERT INTO t (a) VALUES (1);"));
    assertFalse(CqlParser.endsStatement("SELECT 1 FROM t; SELECT"));
    assertFalse(CqlParser.endsStatement(""));
  }
}

package io.wcs.it.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.wcs.engine.types.CqlDuration;
import io.wcs.engine.types.TupleValue;
import io.wcs.engine.types.UdtValue;
import java.io.IOException;
import java.lang.reflect.Proxy;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.sql.SQLSyntaxErrorException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.UUID;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The golden files' format: how scripts split, how answers compare, how values render. */
class GoldenFormatTest {

  @TempDir Path dir;

  @Test
  void scriptsSplitAtSemicolonsEndingALineAndBatchesAtApplyBatch() throws IOException {
    Path script =
        write(
            "s.cql",
            """
            -- a comment
            CREATE TABLE t (k int PRIMARY KEY,
                            v text);

            -- @unordered
            SELECT * FROM t;
            BEGIN BATCH
              INSERT INTO t (k, v) VALUES (1, 'a;');
              -- a comment inside
              INSERT INTO t (k, v) VALUES (2, 'b');
            APPLY BATCH;
            SELECT v FROM t WHERE k = 1
            """);

    List<ScriptStatement> statements = ScriptStatement.parse(script);

    assertEquals(4, statements.size());
    assertEquals(
        new ScriptStatement(
            "CREATE TABLE t (k int PRIMARY KEY,\n                v text)", false, 2),
        statements.get(0));
    assertEquals("CREATE TABLE t (k int PRIMARY KEY, v text)", statements.get(0).header());
    assertEquals(new ScriptStatement("SELECT * FROM t", true, 6), statements.get(1));
    assertEquals(
        "BEGIN BATCH INSERT INTO t (k, v) VALUES (1, 'a;'); INSERT INTO t (k, v) VALUES (2, 'b');"
            + " APPLY BATCH",
        statements.get(2).header());
    assertEquals(new ScriptStatement("SELECT v FROM t WHERE k = 1", false, 12), statements.get(3));
  }

  @Test
  void answersCompareRowsInOrderUnlessUnordered() throws IOException {
    List<OutputBlock> expected =
        OutputBlock.parse(
            write(
                "s.out",
                """
                ## INSERT INTO t (k) VALUES (1)
                OK
                ## SELECT k FROM t
                COLUMNS k
                ROW 1
                ROW 2
                """));

    assertEquals(2, expected.size());
    assertNull(expected.get(0).mismatch(block("INSERT INTO t (k) VALUES (1)", "OK"), false));
    assertEquals(
        "different result",
        expected.get(1).mismatch(block("SELECT k FROM t", "COLUMNS k", "ROW 2", "ROW 1"), false));
    assertNull(
        expected.get(1).mismatch(block("SELECT k FROM t", "COLUMNS k", "ROW 2", "ROW 1"), true));
    assertEquals(
        "unexpected error",
        expected.get(1).mismatch(block("SELECT k FROM t", "ERROR SQLException", "# x"), false));
    assertEquals(
        "the statement differs from the .out file: regenerate it with the oracle",
        expected.get(0).mismatch(block("INSERT INTO t (k) VALUES (2)", "OK"), false));
  }

  @Test
  void floatsAndDoublesCompareAsTheValuesJava17Printed() {
    // Java 17 printed 2^31 as a float in nine digits and 1e23 as a double in sixteen; Java 19 and
    // later print them in eight and two: the same values.
    OutputBlock expected =
        block(
            "SELECT f, d, t FROM n", "COLUMNS f|d|t", "ROW 2.14748365E9|9.999999999999999E22|1.50");
    List<UnaryOperator<String>> reprints =
        List.of(OutputBlock.FLOAT, OutputBlock.DOUBLE, UnaryOperator.identity());
    String thisJvm = Float.toString(2147483648f) + "|" + Double.toString(1.0e23);
    assertNull(expected.mismatch(answer(reprints, "ROW " + thisJvm + "|1.50"), false));
    assertEquals(
        "different result",
        expected.mismatch(
            answer(reprints, "ROW 2.1474839E9|" + Double.toString(1.0e23) + "|1.50"), false),
        "another float");
    assertEquals(
        "different result",
        expected.mismatch(
            answer(reprints, "ROW " + Float.toString(2147483648f) + "|1.1E23|1.50"), false),
        "another double");
    assertEquals(
        "different result",
        expected.mismatch(answer(reprints, "ROW " + thisJvm + "|1.5"), false),
        "text is compared as it is");
  }

  @Test
  void errorsMatchWhateverTheirClassWhenTheMessageStartsWithCassandras() throws IOException {
    OutputBlock expected =
        OutputBlock.parse(
                write(
                    "s.out",
                    """
                    ## SELECT x FROM t
                    ERROR InvalidQueryException
                    # Undefined column name x in table ks.t
                    """))
            .get(0);

    assertNull(
        expected.mismatch(
            error("SQLSyntaxErrorException", "Undefined column name x in table ks.t"), false));
    assertNull(
        expected.mismatch(
            error("SQLException", "Undefined column name x in table ks.t\nUse DESCRIBE t."), false),
        "a hint may follow on its own line");
    assertNull(
        expected.mismatch(error("SQLException", "Undefined column name x\nin table ks.t"), false),
        "Cassandra's line breaks are spaces in the .out file");
    assertEquals(
        "different error message",
        expected.mismatch(error("SQLException", "Undefined column name x in table ks.t2"), false));
    assertEquals(
        "different error message",
        expected.mismatch(error("SQLException", "Undefined column name x"), false));
    assertEquals(
        "expected an error",
        expected.mismatch(block("SELECT x FROM t", "CRASH Error", "# x"), false));
  }

  @Test
  void functionSignaturesCompareInAnyOrder() {
    OutputBlock expected =
        block(
            "SELECT x FROM t",
            "ERROR InvalidQueryException",
            "# Invalid call to function f, none of its type signatures match (known type"
                + " signatures: system.f : (int, text) -> int, system.f : (bigint) -> bigint)");

    assertNull(
        expected.mismatch(
            error(
                "SQLException",
                "Invalid call to function f, none of its type signatures match (known type"
                    + " signatures: system.f : (bigint) -> bigint, system.f : (int, text) -> int)"),
            false));
    assertEquals(
        "different error message",
        expected.mismatch(
            error(
                "SQLException",
                "Invalid call to function f, none of its type signatures match (known type"
                    + " signatures: system.f : (bigint) -> bigint)"),
            false));
    OutputBlock ambiguous =
        block(
            "SELECT x FROM t",
            "ERROR InvalidQueryException",
            "# Ambiguous call to function avg (can be matched by following signatures: system.avg :"
                + " (varint) -> varint, system.avg : (bigint) -> bigint): use type casts to"
                + " disambiguate");
    assertNull(
        ambiguous.mismatch(
            error(
                "SQLException",
                "Ambiguous call to function avg (can be matched by following signatures:"
                    + " system.avg : (bigint) -> bigint, system.avg : (varint) -> varint): use"
                    + " type casts to disambiguate"),
            false));
  }

  @Test
  void javaObjectsCassandraPrintsByIdentityMatchAnyText() {
    OutputBlock expected =
        block(
            "SELECT x FROM t",
            "ERROR InvalidQueryException",
            "# Can only select columns (got org.apache.cassandra.cql3.Raw$Inner@14d7b44b)");

    assertNull(
        expected.mismatch(error("SQLException", "Can only select columns (got f(x))"), false));
    assertEquals(
        "different error message",
        expected.mismatch(error("SQLException", "Can only select rows (got f(x))"), false));
  }

  @Test
  void syntaxErrorsMatchAnyErrorThatNamesItsPosition() {
    OutputBlock expected =
        block(
            "SELECT x FROM t",
            "ERROR SyntaxError",
            "# line 1:7 no viable alternative at input 'x'");

    assertNull(
        expected.mismatch(
            error("SQLSyntaxErrorException", "line 1:7 mismatched input 'x'\nSELECT x FROM t"),
            false));
    assertEquals(
        "different error message",
        expected.mismatch(error("SQLSyntaxErrorException", "Undefined column name x"), false));
  }

  @Test
  void errorAnswersCarryOneMessageLinePerLine() throws SQLException {
    Statement failing =
        (Statement)
            Proxy.newProxyInstance(
                getClass().getClassLoader(),
                new Class<?>[] {Statement.class},
                (proxy, method, args) -> {
                  throw new SQLSyntaxErrorException("Bad thing\nHow to fix it");
                });

    OutputBlock answer = JdbcAnswers.answer(failing, new ScriptStatement("SELECT 1", false, 1));

    assertEquals(
        List.of("ERROR SQLSyntaxErrorException", "# Bad thing", "# How to fix it"), answer.body());
  }

  @Test
  void valuesRenderAsTheOracleRendersThem() throws Exception {
    assertEquals("null", ValueRenderer.render(null));
    assertEquals(
        "1.0E10|-0.0|100|12345678901234567890",
        render(1.0E10f, -0.0d, new BigDecimal("1E+2"), new BigInteger("12345678901234567890")));
    assertEquals("0x|0xcafe", render(new byte[0], new byte[] {(byte) 0xca, (byte) 0xfe}));
    assertEquals(
        "2013-06-13T11:42:12.000Z|1969-12-31T23:59:59.999Z",
        render(Timestamp.from(Instant.parse("2013-06-13T11:42:12Z")), Instant.ofEpochMilli(-1)));
    assertEquals(
        "01:02:03.000000004|+5881580-07-11",
        render(LocalTime.of(1, 2, 3, 4), LocalDate.of(5881580, 7, 11)));
    assertEquals(
        "756716f7-2e54-4715-9f00-91dcbea6cf50|0:0:0:0:0:0:0:1",
        render(
            UUID.fromString("756716F7-2E54-4715-9F00-91DCBEA6CF50"), InetAddress.getByName("::1")));
    Map<String, Object> fields = new LinkedHashMap<>();
    fields.put("x", 1);
    fields.put("label", null);
    assertEquals(
        "{a, b}|[b, a]|{k: [1]}|{x: 1, label: null}|(1, one)",
        render(
            new TreeSet<>(List.of("b", "a")),
            List.of("b", "a"),
            Map.of("k", List.of(1)),
            new UdtValue(fields),
            TupleValue.of(1, "one")));
    assertEquals("|1h30m", render(new CqlDuration(0, 0, 0), CqlDuration.parse("1h30m")));
    assertEquals("[, a]|{: }", render(List.of("", "a"), Map.of("", "")));
    assertEquals("multi\\nline\\r", ValueRenderer.cell("multi\nline\r"));
  }

  private static String render(Object... values) throws SQLException {
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < values.length; i++) {
      text.append(i > 0 ? "|" : "").append(ValueRenderer.render(values[i]));
    }
    return text.toString();
  }

  private static OutputBlock error(String exceptionClass, String message) {
    List<String> body = new ArrayList<>(List.of("ERROR " + exceptionClass));
    message.lines().forEach(line -> body.add("# " + line));
    return new OutputBlock("SELECT x FROM t", body);
  }

  private static OutputBlock answer(List<UnaryOperator<String>> reprints, String row) {
    return new OutputBlock("SELECT f, d, t FROM n", List.of("COLUMNS f|d|t", row), reprints);
  }

  private static OutputBlock block(String header, String... body) {
    return new OutputBlock(header, List.of(body));
  }

  private Path write(String name, String text) throws IOException {
    return Files.writeString(dir.resolve(name), text, StandardCharsets.UTF_8);
  }
}

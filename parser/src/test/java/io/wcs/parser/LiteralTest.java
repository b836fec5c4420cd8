package io.wcs.parser;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wcs.parser.ast.Relation;
import io.wcs.parser.ast.Select;
import io.wcs.parser.ast.Term;
import io.wcs.parser.ast.Term.ConstantKind;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every constant form: its kind, its canonical value, and how it prints. */
class LiteralTest {

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '`',
      value = {
        "'abc'|STRING|abc|'abc'",
        "'it''s'|STRING|it's|'it''s'",
        "''|STRING||''",
        "$$it's $ \"x\"$$|STRING|it's $ \"x\"|'it''s $ \"x\"'",
        "'héllo ✓'|STRING|héllo ✓|'héllo ✓'",
        "42|INTEGER|42|42",
        "-42|INTEGER|-42|-42",
        "- 42|INTEGER|-42|-42",
        "007|INTEGER|007|007",
        "1.5|FLOAT|1.5|1.5",
        "-1.5e10|FLOAT|-1.5e10|-1.5e10",
        "1E-3|FLOAT|1E-3|1E-3",
        "2e+5|FLOAT|2e+5|2e+5",
        "NaN|FLOAT|NaN|NaN",
        "-nan|FLOAT|NaN|NaN",
        "Infinity|FLOAT|Infinity|Infinity",
        "-INFINITY|FLOAT|-Infinity|-Infinity",
        "TRUE|BOOLEAN|TRUE|TRUE",
        "false|BOOLEAN|false|false",
        "0xCAFE|HEX|0xcafe|0xcafe",
        "0X|HEX|0x|0x",
        "123E4567-E89B-12D3-A456-426614174000|UUID|123e4567-e89b-12d3-a456-426614174000|123e4567-e89b-12d3-a456-426614174000",
        "12h30m|DURATION|12h30m|12h30m",
        "1y2mo3w4d5h6m7s8ms9us10ns|DURATION|1y2mo3w4d5h6m7s8ms9us10ns|1y2mo3w4d5h6m7s8ms9us10ns",
        "3µs|DURATION|3µs|3µs",
        "-1d|DURATION|-1d|-1d",
        "P1Y2M|DURATION|P1Y2M|P1Y2M",
        "P1Y2M3DT4H5M6S|DURATION|P1Y2M3DT4H5M6S|P1Y2M3DT4H5M6S",
        "PT10M|DURATION|PT10M|PT10M",
        "P1W|DURATION|P1W|P1W",
        "P0001-02-03T04:05:06|DURATION|P0001-02-03T04:05:06|P0001-02-03T04:05:06",
      })
  void constants(String literal, ConstantKind kind, String value, String printed)
      throws CqlSyntaxException {
    Term term = termOf(literal);
    assertEquals(new Term.Constant(term.span(), kind, value == null ? "" : value), term);
    assertEquals(printed, term.toCql());
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '`',
      value = {
        "null|Null",
        "?|BindMarker",
        ":name|BindMarker",
        "[1, 2]|ListLiteral",
        "[]|ListLiteral",
        "{1, 2}|SetLiteral",
        "{'a': 1, 'b': 2}|MapLiteral",
        "{}|EmptyCollection",
        "{street: 'x', \"Zip\": 1}|UdtLiteral",
        "(1, 'a')|TupleLiteral",
        "(1)|TupleLiteral",
        "('a')|TupleLiteral",
        "(('a'))|TupleLiteral",
        "('my.Type') 'a'|TypeHint",
        "(t) ?|TypeHint",
        "now()|FunctionCall",
        "ks.fn(1, 2)|FunctionCall",
        "token(1)|FunctionCall",
        "(int) ?|TypeHint",
        "(frozen<list<int>>) [1]|TypeHint",
        "CAST(1 AS text)|Cast",
        "1 + 2|Operation",
        "-now()|Negation",
      })
  void termKinds(String text, String kind) throws CqlSyntaxException {
    assertEquals(kind, termOf(text).getClass().getSimpleName(), text);
  }

  private static Term termOf(String text) throws CqlSyntaxException {
    Select select = (Select) CqlParser.parse("SELECT * FROM t WHERE a = " + text);
    return ((Relation.Compare) select.where().get(0)).value();
  }
}

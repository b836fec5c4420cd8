package io.wcs.parser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.parser.ast.ArithmeticOperator;
import io.wcs.parser.ast.ColumnRef;
import io.wcs.parser.ast.CqlType;
import io.wcs.parser.ast.Identifier;
import io.wcs.parser.ast.Insert;
import io.wcs.parser.ast.Operation;
import io.wcs.parser.ast.QualifiedName;
import io.wcs.parser.ast.Relation;
import io.wcs.parser.ast.Select;
import io.wcs.parser.ast.Selector;
import io.wcs.parser.ast.Span;
import io.wcs.parser.ast.Statement;
import io.wcs.parser.ast.Term;
import io.wcs.parser.ast.Update;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The trees built for the cases where the grammar has to choose. */
class AstShapeTest {

  @Test
  void keywordsNameColumnsAndTables() throws CqlSyntaxException {
    Select select = select("SELECT key, TYPE, Count FROM keys.values WHERE ttl = 1");
    assertEquals(new Selector.Column(new Identifier("key")), select.selection().get(0).selector());
    assertEquals(new Selector.Column(new Identifier("type")), select.selection().get(1).selector());
    assertEquals(
        new Selector.Column(new Identifier("count")), select.selection().get(2).selector());
    assertEquals(
        new QualifiedName(new Identifier("keys"), new Identifier("values")), select.table());
    assertEquals(
        new Identifier("ttl"), ((Relation.Compare) select.where().get(0)).target().column());
  }

  @Test
  void unquotedNamesFoldQuotedNamesKeepCase() throws CqlSyntaxException {
    Select select = select("SELECT MyCol, \"MyCol\", \"mycol\", \"a\"\"b\" FROM t");
    List<String> names =
        select.selection().stream()
            .map(s -> ((Selector.Column) s.selector()).name().name())
            .toList();
    assertEquals(List.of("mycol", "MyCol", "mycol", "a\"b"), names);
    assertEquals(select.selection().get(0), select.selection().get(2));
  }

  @Test
  void identifiersAreQuotedOnlyWhenNeeded() {
    assertEquals("abc_1", new Identifier("abc_1").toCql());
    assertEquals("key", new Identifier("key").toCql());
    assertEquals("\"select\"", new Identifier("select").toCql());
    assertEquals("\"true\"", new Identifier("true").toCql());
    assertEquals("\"MyCol\"", new Identifier("MyCol").toCql());
    assertEquals("\"1a\"", new Identifier("1a").toCql());
    assertEquals("\"a\"\"b\"", new Identifier("a\"b").toCql());
  }

  @Test
  void jsonAndDistinctAreModifiersOnlyBeforeASelection() throws CqlSyntaxException {
    assertTrue(select("SELECT JSON a FROM t").json());
    assertTrue(select("SELECT JSON * FROM t").json());
    assertTrue(select("SELECT DISTINCT a FROM t").distinct());
    Select columns = select("SELECT json, distinct FROM t");
    assertEquals(false, columns.json() || columns.distinct());
    assertEquals(2, columns.selection().size());
    assertEquals(false, select("SELECT json AS j FROM t").json());
  }

  @Test
  void minusBeforeANumberIsANegativeLiteralElsewhereSubtraction() throws CqlSyntaxException {
    assertEquals(
        new Term.Constant(Span.NONE, Term.ConstantKind.INTEGER, "-1"),
        value("SELECT * FROM t WHERE a = -1"));
    Term difference = value("SELECT * FROM t WHERE a = 2 -1");
    assertEquals(ArithmeticOperator.SUBTRACT, ((Term.Operation) difference).operator());
    Term product = value("SELECT * FROM t WHERE a = 1 - 2 * 3");
    assertInstanceOf(Term.Operation.class, ((Term.Operation) product).right());
    Selector negated = select("SELECT -a FROM t").selection().get(0).selector();
    assertEquals(new Selector.Negation(new Selector.Column(new Identifier("a"))), negated);
  }

  @Test
  void emptyBracesAreNeitherSetNorMap() throws CqlSyntaxException {
    Insert insert =
        (Insert) CqlParser.parse("INSERT INTO t (a, b, c, d) VALUES ({}, {1}, {1: 2}, {f: 2})");
    assertInstanceOf(Term.EmptyCollection.class, insert.values().get(0));
    assertInstanceOf(Term.SetLiteral.class, insert.values().get(1));
    assertInstanceOf(Term.MapLiteral.class, insert.values().get(2));
    assertInstanceOf(Term.UdtLiteral.class, insert.values().get(3));
  }

  @Test
  void updateOperations() throws CqlSyntaxException {
    Update update =
        (Update)
            CqlParser.parse(
                "UPDATE t SET c = c + 1, l = [1] + l, m['k'] = 2, u.f = 3, s = s - {1} WHERE k = 1");
    Term one = new Term.Constant(Span.NONE, Term.ConstantKind.INTEGER, "1");
    assertEquals(new Operation.Add(new Identifier("c"), one), update.operations().get(0));
    assertInstanceOf(Operation.Prepend.class, update.operations().get(1));
    assertInstanceOf(
        ColumnRef.Element.class, ((Operation.Assign) update.operations().get(2)).target());
    assertInstanceOf(
        ColumnRef.Field.class, ((Operation.Assign) update.operations().get(3)).target());
    assertInstanceOf(Operation.Subtract.class, update.operations().get(4));
  }

  @Test
  void typesAsWritten() throws CqlSyntaxException {
    Term hint = value("SELECT * FROM t WHERE a = (frozen<map<text, vector<float, 3>>>) ?");
    CqlType type = ((Term.TypeHint) hint).type();
    assertEquals("frozen<map<text, vector<float, 3>>>", type.toCql());
    assertInstanceOf(CqlType.Frozen.class, type);
    CqlType udt = new CqlType.UserDefined(new QualifiedName(null, new Identifier("text")));
    assertEquals("\"text\"", udt.toCql());
  }

  @Test
  void positionsAreRecordedButNotCompared() throws CqlSyntaxException {
    Statement spaced = CqlParser.parse("\n  SELECT *\n  FROM t\n  WHERE a = 1  ");
    Statement compact = CqlParser.parse("SELECT * FROM t WHERE a = 1");
    assertEquals(compact, spaced);
    assertEquals(compact.hashCode(), spaced.hashCode());
    Span span = spaced.span();
    assertEquals(
        List.of(2, 3, 4, 13),
        List.of(span.beginLine(), span.beginColumn(), span.endLine(), span.endColumn()));
    Span relation = ((Select) spaced).where().get(0).span();
    assertEquals(
        List.of(4, 9, 4, 13),
        List.of(
            relation.beginLine(),
            relation.beginColumn(),
            relation.endLine(),
            relation.endColumn()));
    assertNotEquals(compact, CqlParser.parse("SELECT * FROM t WHERE a = 2"));
    Term.Operation sum = (Term.Operation) value("SELECT * FROM t WHERE a = -1 + f(2, 3)");
    assertEquals("1:27-1:38", sum.span().toString());
    assertEquals("1:27-1:28", sum.left().span().toString());
    assertEquals("1:32-1:38", sum.right().span().toString());
  }

  @Test
  void namesThatWouldReadAsKeywordsStayQuoted() throws CqlSyntaxException {
    Select select = select("SELECT \"writetime\"(a), \"ttl\"(b), \"expr\"(c) FROM t");
    assertEquals("SELECT \"writetime\"(a), \"ttl\"(b), \"expr\"(c) FROM t", select.toCql());
    assertEquals(select, CqlParser.parse(select.toCql()));
    Statement describe = CqlParser.parse("DESCRIBE \"type\".\"tables\"");
    assertEquals("DESCRIBE \"type\".tables", describe.toCql());
    assertEquals(describe, CqlParser.parse(describe.toCql()));
  }

  @Test
  void scriptsHoldSeveralStatements() throws CqlSyntaxException {
    List<Statement> statements =
        CqlParser.parseScript(
            ";; USE ks; SELECT * FROM t;\n-- done\nBEGIN BATCH INSERT INTO t (a) VALUES (1); APPLY BATCH;");
    assertEquals(3, statements.size());
    assertEquals(List.of(), CqlParser.parseScript(" -- nothing\n"));
    assertNull(select("SELECT * FROM t").limit());
  }

  private static Select select(String cql) throws CqlSyntaxException {
    return (Select) CqlParser.parse(cql);
  }

  private static Term value(String cql) throws CqlSyntaxException {
    return ((Relation.Compare) select(cql).where().get(0)).value();
  }
}

package io.wcs.parser;

import static io.wcs.parser.generated.CqlGrammarConstants.COMMA;
import static io.wcs.parser.generated.CqlGrammarConstants.DOT;
import static io.wcs.parser.generated.CqlGrammarConstants.DURATION;
import static io.wcs.parser.generated.CqlGrammarConstants.EOF;
import static io.wcs.parser.generated.CqlGrammarConstants.K_AS;
import static io.wcs.parser.generated.CqlGrammarConstants.K_FROM;
import static io.wcs.parser.generated.CqlGrammarConstants.MINUS;
import static io.wcs.parser.generated.CqlGrammarConstants.PERCENT;
import static io.wcs.parser.generated.CqlGrammarConstants.PLUS;
import static io.wcs.parser.generated.CqlGrammarConstants.SLASH;

import io.wcs.parser.ast.ArithmeticOperator;
import io.wcs.parser.ast.ColumnRef;
import io.wcs.parser.ast.CqlType;
import io.wcs.parser.ast.Identifier;
import io.wcs.parser.ast.IndexTarget;
import io.wcs.parser.ast.NativeType;
import io.wcs.parser.ast.Operation;
import io.wcs.parser.ast.Operator;
import io.wcs.parser.ast.Permission;
import io.wcs.parser.ast.QualifiedName;
import io.wcs.parser.ast.Selector;
import io.wcs.parser.ast.Span;
import io.wcs.parser.ast.Term;
import io.wcs.parser.ast.Term.ConstantKind;
import io.wcs.parser.generated.CqlGrammarConstants;
import io.wcs.parser.generated.Token;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What the generated grammar (Cql.jj) calls: token-to-node conversions, spans, the nesting guard
 * and the two checks Cassandra makes while parsing. Internal: only the generated parser extends it.
 * Not thread-safe, like the parser instance it belongs to.
 */
public abstract class CqlGrammarBase {
  /**
   * Deepest nesting of brackets, parentheses, types and chained operators or selector modifiers
   * ({@code a + b + c} is a tree three deep). Real statements stay far below it; the limit keeps
   * both this recursive-descent parser and the code walking its trees well inside a thread's stack.
   */
  static final int MAX_NESTING = 100;

  /**
   * Tokens after JSON or DISTINCT showing that the word is a column name, not a modifier: those
   * that cannot start a selector. Cassandra's grammar takes the word as the modifier whenever a
   * selection can follow it, so {@code json - 1} and {@code json(k)} select {@code -1} and {@code
   * (k)} as JSON, while {@code json + 1} adds to the column.
   */
  /** The tokens a '-' makes negative when it touches them. */
  private static final Set<Integer> NUMBERS =
      Set.of(
          CqlGrammarConstants.INTEGER,
          CqlGrammarConstants.FLOAT,
          DURATION,
          CqlGrammarConstants.K_NAN,
          CqlGrammarConstants.K_INFINITY);

  private static final Set<Integer> COLUMN_FOLLOWERS =
      Set.of(K_FROM, COMMA, K_AS, DOT, PLUS, SLASH, PERCENT, EOF);

  /**
   * The shapes of the rarer literals, compiled when the first UUID or duration is parsed: compiled
   * with this class, they cost every JVM's first statement a few milliseconds (docs/PERFORMANCE.md,
   * W6).
   */
  private static final class LiteralShapes {
    /** The lexer matches UUIDs loosely (see Cql.jj); this is the shape they must have. */
    static final Pattern UUID =
        Pattern.compile(
            "\\p{XDigit}{8}-\\p{XDigit}{4}-\\p{XDigit}{4}-\\p{XDigit}{4}-\\p{XDigit}{12}");

    /** ISO 8601 durations: P1Y2M3D, PT4H5M6S, P1Y2DT3H, P2W, P0001-02-03T04:05:06. */
    static final Pattern ISO_DURATION =
        Pattern.compile(
            "P(?:\\d+W|\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}"
                + "|(?=T?\\d)(?:\\d+Y)?(?:\\d+M)?(?:\\d+D)?(?:T(?=\\d)(?:\\d+H)?(?:\\d+M)?(?:\\d+S)?)?)");
  }

  private int nesting;

  protected CqlGrammarBase() {}

  /** The generated parser's token lookup: 0 is the last consumed token, 1 the next one. */
  public abstract Token getToken(int index);

  protected final void enter() {
    if (++nesting > MAX_NESTING) {
      throw new InvalidSyntaxException(
          getToken(1), "statement nested deeper than " + MAX_NESTING + " levels");
    }
  }

  protected final void leave() {
    nesting--;
  }

  /**
   * A user type's name, refused where it is a native type's unquoted ({@code CREATE TYPE ks.int}),
   * as Cassandra's grammar refuses it: {@code "int"} may name a type, {@code int} is the type.
   */
  protected final QualifiedName userTypeName(QualifiedName name) {
    Token last = getToken(0);
    if (!last.image.startsWith("\"") && NativeType.isName(name.name().name())) {
      throw new InvalidSyntaxException(last, "no viable alternative at input '" + last.image + "'");
    }
    return name;
  }

  /** The current depth, to {@link #restore} after a loop that {@link #enter}s once per turn. */
  protected final int depth() {
    return nesting;
  }

  protected final void restore(int depth) {
    nesting = depth;
  }

  /** From the start of {@code first} to the end of the last consumed token. */
  protected final Span span(Token first) {
    Token last = getToken(0);
    return new Span(first.beginLine, first.beginColumn, last.endLine, last.endColumn);
  }

  protected final Span span(Span from) {
    Token last = getToken(0);
    return new Span(from.beginLine(), from.beginColumn(), last.endLine, last.endColumn);
  }

  /**
   * Whether the next token, JSON or DISTINCT, modifies the SELECT rather than names a column:
   * {@code SELECT json FROM t} selects a column, {@code SELECT JSON * FROM t} is a JSON select.
   */
  protected final boolean isModifier(int keyword) {
    if (getToken(1).kind != keyword) {
      return false;
    }
    return !COLUMN_FOLLOWERS.contains(getToken(2).kind);
  }

  /**
   * Whether the next tokens are a '-' touching a number, which Cassandra's lexer reads as one
   * negative constant: in a selection {@code -1} is that constant, which has no type to take, and
   * {@code - 1} the negation of 1, an int. (Elsewhere both are the value -1, and WCS reads both as
   * the constant.)
   */
  protected final boolean signTouchesNumber() {
    Token minus = getToken(1);
    Token number = getToken(2);
    return minus.kind == MINUS
        && NUMBERS.contains(number.kind)
        && number.beginLine == minus.endLine
        && number.beginColumn == minus.endColumn + 1;
  }

  protected static Identifier unquoted(Token t) {
    return new Identifier(t.image.toLowerCase(Locale.ROOT));
  }

  protected static Identifier quoted(Token t) {
    return new Identifier(t.image.substring(1, t.image.length() - 1).replace("\"\"", "\""));
  }

  /** The content of a '…' or $$…$$ string literal. */
  protected static String string(Token t) {
    String image = t.image;
    if (image.startsWith("$$")) {
      return image.substring(2, image.length() - 2);
    }
    return image.substring(1, image.length() - 1).replace("''", "'");
  }

  protected static String lowerCase(Token t) {
    return t.image.toLowerCase(Locale.ROOT);
  }

  protected static boolean bool(Token t) {
    return t.image.equalsIgnoreCase("true");
  }

  protected final Term.Constant constant(Token t) {
    return new Term.Constant(span(t), constantKind(t), constantValue(t));
  }

  /** A number literal preceded by '-'; Cassandra's lexer reads both as one negative literal. */
  protected final Term.Constant negative(Token minus, Token number) {
    String value = constantValue(number);
    return new Term.Constant(
        span(minus), constantKind(number), value.equals("NaN") ? value : "-" + value);
  }

  /** A bare word as a property value ({@code = NONE}): kept as written, as a string. */
  protected final Term.Constant wordValue(Token t) {
    return new Term.Constant(span(t), ConstantKind.STRING, t.image);
  }

  private static ConstantKind constantKind(Token t) {
    return switch (t.kind) {
      case CqlGrammarConstants.STRING_LITERAL -> ConstantKind.STRING;
      case CqlGrammarConstants.INTEGER -> ConstantKind.INTEGER;
      case CqlGrammarConstants.BOOLEAN_LITERAL -> ConstantKind.BOOLEAN;
      case CqlGrammarConstants.DURATION -> ConstantKind.DURATION;
      case CqlGrammarConstants.UUID -> ConstantKind.UUID;
      case CqlGrammarConstants.HEXNUMBER -> ConstantKind.HEX;
      default -> ConstantKind.FLOAT;
    };
  }

  private static String constantValue(Token t) {
    if (t.kind == CqlGrammarConstants.UUID && !LiteralShapes.UUID.matcher(t.image).matches()) {
      throw new InvalidSyntaxException(t, "invalid UUID " + t.image);
    }
    if (t.kind == CqlGrammarConstants.DURATION
        && t.image.startsWith("P")
        && !LiteralShapes.ISO_DURATION.matcher(t.image).matches()) {
      throw new InvalidSyntaxException(t, "invalid ISO 8601 duration " + t.image);
    }
    return switch (t.kind) {
      case CqlGrammarConstants.STRING_LITERAL -> string(t);
      // a boolean keeps its case, as Cassandra's messages quote it: (FALSE)
      case CqlGrammarConstants.UUID -> lowerCase(t);
      case CqlGrammarConstants.HEXNUMBER -> "0x" + lowerCase(t).substring(2);
      case CqlGrammarConstants.K_NAN -> "NaN";
      case CqlGrammarConstants.K_INFINITY -> "Infinity";
      default -> t.image;
    };
  }

  /**
   * The operator of {@code a op b}. Cassandra's lexer reads a '-' touching the duration after it as
   * that duration's sign ({@code 1h-30m} is two durations), so a duration subtraction needs the
   * space Cassandra needs, and is refused as Cassandra refuses it without. (Numbers are kinder
   * here: {@code 2 -1} subtracts, as Cassandra's {@code c = c -1} does.)
   */
  protected static ArithmeticOperator arithmetic(Token t) {
    Token next = t.next;
    if (t.kind == MINUS
        && next != null
        && next.kind == DURATION
        && next.beginLine == t.endLine
        && next.beginColumn == t.endColumn + 1) {
      throw new InvalidSyntaxException(t, "no viable alternative at input '-" + next.image + "'");
    }
    return switch (t.image) {
      case "+" -> ArithmeticOperator.ADD;
      case "-" -> ArithmeticOperator.SUBTRACT;
      case "*" -> ArithmeticOperator.MULTIPLY;
      case "/" -> ArithmeticOperator.DIVIDE;
      default -> ArithmeticOperator.MODULO;
    };
  }

  protected static Operator comparison(Token t) {
    return switch (t.image) {
      case "=" -> Operator.EQ;
      case "!=" -> Operator.NEQ;
      case "<" -> Operator.LT;
      case "<=" -> Operator.LTE;
      case ">" -> Operator.GT;
      default -> Operator.GTE;
    };
  }

  // The keyword tokens below are spelled like their enum constants.

  protected static CqlType nativeType(Token t) {
    return new CqlType.Native(NativeType.valueOf(t.image.toUpperCase(Locale.ROOT)));
  }

  protected static Selector.MetadataKind cellMetadata(Token t) {
    return Selector.MetadataKind.valueOf(t.image.toUpperCase(Locale.ROOT));
  }

  protected static IndexTarget.Kind indexKind(Token t) {
    return IndexTarget.Kind.valueOf(t.image.toUpperCase(Locale.ROOT));
  }

  protected static Permission permission(Token t) {
    return Permission.valueOf(t.image.toUpperCase(Locale.ROOT));
  }

  protected static int dimension(Token t) {
    try {
      return Integer.parseInt(t.image);
    } catch (NumberFormatException e) {
      throw new InvalidSyntaxException(t, "vector dimension " + t.image + " is too large");
    }
  }

  /**
   * Adds a SET operation, refused as Cassandra's grammar refuses it when an earlier one on the same
   * column does not go with it: nothing goes with an assignment of the whole column, and a UDT
   * field is set once. Being the grammar's, this refusal comes before any of the statement's
   * others.
   */
  protected static void addOperation(List<Operation> operations, Operation op, Token at) {
    for (Operation earlier : operations) {
      if (earlier.column().equals(op.column()) && !compatible(earlier, op)) {
        throw InvalidSyntaxException.asCassandraWordsIt(
            at, "Multiple incompatible setting of column " + op.column().name());
      }
    }
    operations.add(op);
  }

  private static boolean compatible(Operation earlier, Operation later) {
    ColumnRef a = earlier instanceof Operation.Assign e ? e.target() : null;
    ColumnRef b = later instanceof Operation.Assign l ? l.target() : null;
    if (a instanceof ColumnRef.Column || b instanceof ColumnRef.Column) {
      return false;
    }
    return !(a instanceof ColumnRef.Field f
        && b instanceof ColumnRef.Field g
        && f.field().equals(g.field()));
  }

  /** {@code c = c + v} or {@code c = c - v}; Cassandra accepts no other column on the right. */
  protected static Operation selfArithmetic(
      Token start, Identifier column, Identifier other, Token sign, Term value) {
    if (!column.equals(other)) {
      throw InvalidSyntaxException.asCassandraWordsIt(
          start, "Only expressions of the form X = X " + sign.image + "<value> are supported.");
    }
    return sign.image.equals("+")
        ? new Operation.Add(column, value)
        : new Operation.Subtract(column, value);
  }

  /** {@code c = v + c}; Cassandra accepts no other column on the right. */
  protected static Operation prepend(Token start, Identifier column, Term value, Identifier other) {
    if (!column.equals(other)) {
      throw InvalidSyntaxException.asCassandraWordsIt(
          start, "Only expressions of the form X = <value> + X are supported.");
    }
    return new Operation.Prepend(column, value);
  }
}

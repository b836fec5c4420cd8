package io.wcs.engine.types;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * Parses a type as Cassandra spells it in {@code system_schema} and in DDL, e.g. {@code map<text,
 * frozen<list<int>>>}, {@code frozen<address>}, {@code vector<float, 3>}. Names of user types go to
 * a resolver (returning null when unknown); a quoted name keeps its case. Tuples, vectors and UDT
 * field types freeze what they contain, as Cassandra does; a non-frozen collection or UDT inside a
 * collection is an error.
 */
public final class CqlTypeParser {
  private final String text;
  private final Function<String, UserType> udtResolver;
  private int pos;

  private CqlTypeParser(String text, Function<String, UserType> udtResolver) {
    this.text = text;
    this.udtResolver = udtResolver;
  }

  public static CqlType parse(String text, Function<String, UserType> udtResolver) {
    CqlTypeParser parser = new CqlTypeParser(text, udtResolver);
    CqlType type = parser.type();
    parser.skipSpaces();
    if (parser.pos != text.length()) {
      throw parser.error("unexpected '" + text.substring(parser.pos) + "'");
    }
    return type;
  }

  /** Parses a type that may only use native types. */
  public static CqlType parse(String text) {
    return parse(text, name -> null);
  }

  private CqlType type() {
    skipSpaces();
    boolean quoted = pos < text.length() && text.charAt(pos) == '"';
    String name = quoted ? quotedName() : bareName();
    if (!quoted) {
      String lower = name.toLowerCase(Locale.ROOT);
      switch (lower) {
        case "frozen":
          return frozen();
        case "list":
          return new ListType(elementOf(lower, single()), false);
        case "set":
          return new SetType(elementOf(lower, single()), false);
        case "map":
          {
            List<CqlType> kv = arguments(2);
            return new MapType(elementOf(lower, kv.get(0)), elementOf(lower, kv.get(1)), false);
          }
        case "tuple":
          return new TupleType(arguments(-1).stream().map(CqlType::freeze).toList());
        case "vector":
          return vector();
        default:
          NativeType nativeType = NativeType.byName(lower);
          if (nativeType != null) {
            return nativeType;
          }
          name = lower;
      }
    }
    UserType udt = udtResolver.apply(name);
    if (udt == null) {
      throw error("unknown type " + name);
    }
    return udt;
  }

  private CqlType frozen() {
    CqlType inner = single();
    if (inner instanceof NativeType) {
      throw error("frozen<> is only allowed on collections, tuples and user-defined types");
    }
    return inner.freeze();
  }

  private CqlType vector() {
    expect('<');
    CqlType element = type();
    expect(',');
    skipSpaces();
    int start = pos;
    while (pos < text.length() && Character.isDigit(text.charAt(pos))) {
      pos++;
    }
    if (start == pos) {
      throw error("expected the vector dimension");
    }
    int dimension = Integer.parseInt(text.substring(start, pos));
    expect('>');
    return new VectorType(element.freeze(), dimension);
  }

  private CqlType elementOf(String collection, CqlType element) {
    if (element.isMultiCell()) {
      throw error(
          "non-frozen collections and user types are not allowed inside a "
              + collection
              + ": use frozen<"
              + element.cqlName()
              + ">");
    }
    return element;
  }

  private CqlType single() {
    return arguments(1).get(0);
  }

  /** Parses {@code <t1, t2, ...>}; {@code count} of -1 means one or more. */
  private List<CqlType> arguments(int count) {
    expect('<');
    List<CqlType> types = new ArrayList<>();
    types.add(type());
    while (peek() == ',') {
      pos++;
      types.add(type());
    }
    expect('>');
    if (count >= 0 && types.size() != count) {
      throw error("expected " + count + " type argument(s), got " + types.size());
    }
    return types;
  }

  private String bareName() {
    int start = pos;
    while (pos < text.length()
        && (Character.isLetterOrDigit(text.charAt(pos)) || text.charAt(pos) == '_')) {
      pos++;
    }
    if (start == pos) {
      throw error("expected a type name");
    }
    return text.substring(start, pos);
  }

  private String quotedName() {
    StringBuilder name = new StringBuilder();
    pos++;
    while (true) {
      if (pos >= text.length()) {
        throw error("unterminated quoted name");
      }
      char c = text.charAt(pos++);
      if (c == '"') {
        if (pos < text.length() && text.charAt(pos) == '"') {
          pos++;
        } else {
          return name.toString();
        }
      }
      name.append(c);
    }
  }

  private char peek() {
    skipSpaces();
    return pos < text.length() ? text.charAt(pos) : '\0';
  }

  private void expect(char c) {
    if (peek() != c) {
      throw error("expected '" + c + "'");
    }
    pos++;
  }

  private void skipSpaces() {
    while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
      pos++;
    }
  }

  private InvalidValueException error(String why) {
    return new InvalidValueException("invalid type '" + text + "' at position " + pos + ": " + why);
  }
}

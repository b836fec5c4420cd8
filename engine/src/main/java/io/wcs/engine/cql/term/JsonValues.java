package io.wcs.engine.cql.term;

import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.InvalidValueException;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.MapType;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.SetType;
import io.wcs.engine.types.TupleType;
import io.wcs.engine.types.TupleValue;
import io.wcs.engine.types.UdtValue;
import io.wcs.engine.types.UserType;
import io.wcs.engine.types.VectorType;
import io.wcs.parser.ast.Term.ConstantKind;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * JSON text read into plain Java values (objects as ordered maps, arrays as lists, numbers as
 * BigDecimal), and JSON values converted to CQL values of a type as {@code INSERT JSON} and {@code
 * fromJson()} do: numbers or strings for numeric types, strings in the CQL literal form for
 * timestamps, uuids, blobs ({@code "0x…"}) and the like, arrays for lists, sets, tuples and
 * vectors, objects for maps (keys as strings, parsed as JSON for non-text key types) and UDTs.
 */
public final class JsonValues {
  private final String text;
  private int pos;

  private JsonValues(String text) {
    this.text = text;
  }

  /** Parses a whole JSON document. */
  public static Object parse(String json) {
    JsonValues reader = new JsonValues(json);
    Object value = reader.value();
    reader.skipSpaces();
    if (reader.pos != json.length()) {
      throw reader.error("unexpected text after the JSON value");
    }
    return value;
  }

  /** The serialized CQL value of a parsed JSON value (null for JSON null). */
  public static byte[] toCql(Object json, CqlType type) {
    Object java = toJava(json, type);
    return java == null ? null : type.serialize(java);
  }

  private static Object toJava(Object json, CqlType type) {
    if (json == null) {
      return null;
    }
    if (type instanceof NativeType nt) {
      return nativeValue(json, nt);
    }
    if (type instanceof ListType l) {
      return elements(json, l.element(), new ArrayList<>(), type);
    }
    if (type instanceof VectorType v) {
      return elements(json, v.element(), new ArrayList<>(), type);
    }
    if (type instanceof SetType s) {
      return elements(json, s.element(), new LinkedHashSet<>(), type);
    }
    if (type instanceof MapType m) {
      Map<Object, Object> out = new LinkedHashMap<>();
      for (Map.Entry<String, Object> e : object(json, type).entrySet()) {
        Object key =
            m.key() == NativeType.TEXT || m.key() == NativeType.ASCII
                ? e.getKey()
                : toJava(parse(e.getKey()), m.key());
        out.put(key, toJava(e.getValue(), m.value()));
      }
      return out;
    }
    if (type instanceof TupleType t) {
      List<?> values = array(json, type);
      if (values.size() > t.types().size()) {
        throw new InvalidValueException(
            "Tuple contains extra items (expected " + t.types().size() + ")");
      }
      List<Object> fields = new ArrayList<>();
      for (int i = 0; i < values.size(); i++) {
        fields.add(toJava(values.get(i), t.types().get(i)));
      }
      return new TupleValue(fields);
    }
    UserType udt = (UserType) type;
    Map<String, Object> fields = new LinkedHashMap<>();
    for (Map.Entry<String, Object> e : object(json, type).entrySet()) {
      String name = fieldName(e.getKey());
      int index = udt.fieldIndex(name);
      if (index < 0) {
        throw new InvalidValueException(
            "Unknown field '" + name + "' in value of user defined type " + udt.name());
      }
      fields.put(name, toJava(e.getValue(), udt.fieldTypes().get(index)));
    }
    return new UdtValue(fields);
  }

  /** A JSON key naming a column or field: case-insensitive unless written with quotes inside. */
  public static String fieldName(String key) {
    if (key.length() > 1 && key.startsWith("\"") && key.endsWith("\"")) {
      return key.substring(1, key.length() - 1).replace("\"\"", "\"");
    }
    return key.toLowerCase(Locale.ROOT);
  }

  private static Object nativeValue(Object json, NativeType type) {
    switch (type) {
      case ASCII, TEXT -> {
        if (!(json instanceof String s)) {
          throw new InvalidValueException(
              "Expected a string for a " + type.cqlName() + " value, but got " + describe(json));
        }
        return s;
      }
      case BOOLEAN -> {
        if (json instanceof Boolean b) {
          return b;
        }
      }
      default -> {
        if (json instanceof Map || json instanceof List || json instanceof Boolean) {
          throw new InvalidValueException(
              "Expected a " + type.cqlName() + " value, but got " + describe(json));
        }
      }
    }
    String literal = json instanceof BigDecimal d ? d.toString() : (String) json;
    if (json instanceof BigDecimal d
        && (type == NativeType.INT
            || type == NativeType.BIGINT
            || type == NativeType.SMALLINT
            || type == NativeType.TINYINT
            || type == NativeType.VARINT
            || type == NativeType.COUNTER)) {
      literal = d.toBigIntegerExact().toString();
    }
    try {
      return Literals.parse(type, literal);
    } catch (InvalidValueException e) {
      ConstantKind kind = json instanceof String ? ConstantKind.STRING : ConstantKind.INTEGER;
      throw new InvalidValueException(Literals.unableToMake(kind, type, literal), e);
    }
  }

  private static <C extends Collection<Object>> C elements(
      Object json, CqlType element, C into, CqlType type) {
    for (Object v : array(json, type)) {
      if (v == null) {
        throw new InvalidValueException("Invalid null element in " + type.cqlName());
      }
      into.add(toJava(v, element));
    }
    return into;
  }

  private static List<?> array(Object json, CqlType type) {
    if (json instanceof String s) {
      return array(decodeString(s), type);
    }
    if (!(json instanceof List<?> list)) {
      String expected =
          type instanceof SetType
              ? "a list (representing a set)"
              : type instanceof TupleType ? "a list representation of a tuple" : "a list";
      throw mismatched(expected, json);
    }
    return list;
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> object(Object json, CqlType type) {
    if (json instanceof String s) {
      return object(decodeString(s), type);
    }
    if (!(json instanceof Map<?, ?>)) {
      throw mismatched("a map", json);
    }
    return (Map<String, Object>) json;
  }

  /**
   * Cassandra's refusal of a JSON value of the wrong shape, which names the Java class its JSON
   * library parsed the value into and prints it as Java prints it: "Expected a map, but got a
   * ArrayList: [1]".
   */
  private static InvalidValueException mismatched(String expected, Object json) {
    return new InvalidValueException(
        "Expected " + expected + ", but got a " + javaClass(json) + ": " + javaText(json));
  }

  private static String javaClass(Object json) {
    if (json instanceof List) {
      return "ArrayList";
    }
    if (json instanceof Map) {
      return "LinkedHashMap";
    }
    return javaNumber(json).getClass().getSimpleName();
  }

  private static String javaText(Object json) {
    if (json instanceof List<?> list) {
      StringBuilder text = new StringBuilder("[");
      for (Object e : list) {
        text.append(text.length() > 1 ? ", " : "").append(javaText(e));
      }
      return text.append(']').toString();
    }
    if (json instanceof Map<?, ?> map) {
      StringBuilder text = new StringBuilder("{");
      for (Map.Entry<?, ?> e : map.entrySet()) {
        text.append(text.length() > 1 ? ", " : "")
            .append(e.getKey())
            .append('=')
            .append(javaText(e.getValue()));
      }
      return text.append('}').toString();
    }
    return String.valueOf(javaNumber(json));
  }

  /**
   * A JSON number as the JSON library reads it: Integer, Long or BigInteger if whole, else Double.
   */
  private static Object javaNumber(Object json) {
    if (!(json instanceof BigDecimal d)) {
      return json;
    }
    try {
      BigInteger whole = d.toBigIntegerExact();
      return whole.bitLength() < 32
          ? (Object) whole.intValue()
          : whole.bitLength() < 64 ? (Object) whole.longValue() : whole;
    } catch (ArithmeticException e) {
      return d.doubleValue();
    }
  }

  /** Cassandra reads a JSON string given for a collection, tuple or UDT as JSON text. */
  private static Object decodeString(String json) {
    try {
      Object decoded = parse(json);
      if (decoded instanceof String) {
        throw new InvalidValueException("a JSON string holding a JSON string: \"" + json + "\"");
      }
      return decoded;
    } catch (InvalidValueException e) {
      throw new InvalidValueException("Error decoding JSON string: " + e.getMessage(), e);
    }
  }

  private static String describe(Object json) {
    return json instanceof String s ? "the string \"" + s + "\"" : String.valueOf(json);
  }

  private Object value() {
    skipSpaces();
    if (pos >= text.length()) {
      throw error("unexpected end of JSON");
    }
    char c = text.charAt(pos);
    switch (c) {
      case '{':
        return object();
      case '[':
        return array();
      case '"':
        return string();
      default:
        break;
    }
    if (text.startsWith("true", pos)) {
      pos += 4;
      return Boolean.TRUE;
    }
    if (text.startsWith("false", pos)) {
      pos += 5;
      return Boolean.FALSE;
    }
    if (text.startsWith("null", pos)) {
      pos += 4;
      return null;
    }
    if (Character.isJavaIdentifierStart(c)) {
      throw unrecognizedToken();
    }
    return number();
  }

  /**
   * A word that is not a JSON value, reported in the words of Jackson, the JSON library whose
   * messages Cassandra passes on: the token, then where it ends (1-based line and column).
   */
  private InvalidValueException unrecognizedToken() {
    int end = pos;
    while (end < text.length() && Character.isJavaIdentifierPart(text.charAt(end))) {
      end++;
    }
    int lineStart = text.lastIndexOf('\n', pos) + 1;
    long line = text.substring(0, pos).chars().filter(ch -> ch == '\n').count() + 1;
    return new InvalidValueException(
        "Unrecognized token '"
            + text.substring(pos, end)
            + "': was expecting (JSON String, Number, Array, Object or token 'null', 'true' or"
            + " 'false')\n at [Source: (String)\""
            + text
            + "\"; line: "
            + line
            + ", column: "
            + (end - lineStart + 1)
            + "]");
  }

  private Map<String, Object> object() {
    Map<String, Object> out = new LinkedHashMap<>();
    pos++;
    skipSpaces();
    if (peek() == '}') {
      pos++;
      return out;
    }
    while (true) {
      skipSpaces();
      if (peek() != '"') {
        throw error("expected a string key");
      }
      String key = string();
      skipSpaces();
      expect(':');
      out.put(key, value());
      skipSpaces();
      if (peek() == ',') {
        pos++;
      } else {
        expect('}');
        return out;
      }
    }
  }

  private List<Object> array() {
    List<Object> out = new ArrayList<>();
    pos++;
    skipSpaces();
    if (peek() == ']') {
      pos++;
      return out;
    }
    while (true) {
      out.add(value());
      skipSpaces();
      if (peek() == ',') {
        pos++;
      } else {
        expect(']');
        return out;
      }
    }
  }

  private String string() {
    StringBuilder out = new StringBuilder();
    pos++;
    while (pos < text.length()) {
      char c = text.charAt(pos++);
      if (c == '"') {
        return out.toString();
      }
      if (c != '\\') {
        out.append(c);
        continue;
      }
      if (pos >= text.length()) {
        break;
      }
      char e = text.charAt(pos++);
      switch (e) {
        case 'b' -> out.append('\b');
        case 'f' -> out.append('\f');
        case 'n' -> out.append('\n');
        case 'r' -> out.append('\r');
        case 't' -> out.append('\t');
        case 'u' -> {
          if (pos + 4 > text.length()) {
            throw error("truncated \\u escape");
          }
          out.append((char) Integer.parseInt(text.substring(pos, pos + 4), 16));
          pos += 4;
        }
        default -> out.append(e);
      }
    }
    throw error("unterminated string");
  }

  private BigDecimal number() {
    int start = pos;
    while (pos < text.length() && "+-0123456789.eE".indexOf(text.charAt(pos)) >= 0) {
      pos++;
    }
    try {
      return new BigDecimal(text.substring(start, pos));
    } catch (NumberFormatException e) {
      pos = start;
      throw error("unexpected character '" + text.charAt(start) + "'");
    }
  }

  private char peek() {
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

  private InvalidValueException error(String what) {
    return new InvalidValueException(what + " at character " + pos);
  }
}

package io.wcs.engine.cql.term;

import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.storage.Bytes;
import io.wcs.engine.types.CqlDuration;
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
import java.time.DateTimeException;
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
  private static final String EXPECTED_VALUE =
      "(JSON String, Number, Array, Object or token 'null', 'true' or 'false')";
  private static final String PARSE_EXCEPTION = "com.fasterxml.jackson.core.JsonParseException";
  private static final String EOF_EXCEPTION = "com.fasterxml.jackson.core.io.JsonEOFException";
  private static final String BETWEEN_OBJECT_ENTRIES =
      "Unexpected end-of-input within/between Object entries";

  /**
   * JSON text that does not parse, in the words of Jackson, the JSON library whose exceptions
   * Cassandra passes on, with the class Cassandra names.
   */
  public static final class SyntaxError extends InvalidValueException {
    private static final long serialVersionUID = 1L;

    private final String jacksonClass;

    SyntaxError(String jacksonClass, String message) {
      super(message);
      this.jacksonClass = jacksonClass;
    }

    /** The message as Cassandra shows it, after the class name of Jackson's exception. */
    public String withClass() {
      return jacksonClass + ": " + getMessage();
    }
  }

  private final String text;
  private int pos;

  private JsonValues(String text) {
    this.text = text;
  }

  /**
   * Parses the JSON value a document starts with; as Jackson reads it, any text after that value is
   * not read.
   */
  public static Object parse(String json) {
    JsonValues reader = new JsonValues(json);
    reader.skipSpaces();
    if (reader.pos == json.length()) {
      throw new SyntaxError(
          "com.fasterxml.jackson.databind.exc.MismatchedInputException",
          "No content to map due to end-of-input\n at [Source: (String)\""
              + json
              + "\"; line: 1, column: 0]");
    }
    return reader.value(null);
  }

  /** The serialized CQL value of a parsed JSON value (null for JSON null). */
  public static byte[] toCql(Object json, CqlType type) {
    if (json instanceof String text && text.isEmpty() && takesEmptyString(type)) {
      return Bytes.EMPTY;
    }
    Object java = toJava(json, type);
    return java == null ? null : type.serialize(java);
  }

  /**
   * Whether Cassandra parses {@code ""} as the type's empty value (no bytes): so do the types that
   * have one, but a varint (refused) and a boolean (false). Others refuse it here, where Cassandra
   * stores an empty value of a smallint, tinyint or duration that reads back as null.
   */
  private static boolean takesEmptyString(CqlType type) {
    return type.isEmptyValue(Bytes.EMPTY)
        && type != NativeType.VARINT
        && type != NativeType.BOOLEAN;
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
      // its size is checked before its elements
      List<?> array = array(json, type);
      if (array.size() != v.dimension()) {
        // Cassandra's words, with the array as its JSON library read it ([-0.9] for [-0.90])
        throw new InvalidValueException(
            "List had incorrect size: expected "
                + v.dimension()
                + " but given "
                + array.size()
                + "; "
                + javaText(array));
      }
      return elements(array, v.element(), new ArrayList<>(), type);
    }
    if (type instanceof SetType s) {
      return elements(json, s.element(), new LinkedHashSet<>(), type);
    }
    if (type instanceof MapType m) {
      Map<Object, Object> out = new LinkedHashMap<>();
      for (Map.Entry<String, Object> e : object(json, type).entrySet()) {
        // a key is a JSON string, read as a string value of the key's type is ("2" for an int)
        Object key = toJava(e.getKey(), m.key());
        if (e.getValue() == null) {
          throw new InvalidValueException("Invalid null value in map");
        }
        out.put(key, toJava(e.getValue(), m.value()));
      }
      return out;
    }
    if (type instanceof TupleType t) {
      List<?> values = array(json, type);
      if (values.size() != t.types().size()) {
        throw new InvalidValueException(
            (values.size() > t.types().size()
                    ? "Tuple contains extra items (expected "
                    : "Tuple is missing items (expected ")
                + t.types().size()
                + "): "
                + values);
      }
      List<Object> fields = new ArrayList<>();
      for (int i = 0; i < values.size(); i++) {
        fields.add(toJava(values.get(i), t.types().get(i)));
      }
      return new TupleValue(fields);
    }
    UserType udt = (UserType) type;
    // as Cassandra: each field's value is read in the type's order, then a name left over refused
    Map<String, Object> byName = namesFolded(object(json, type));
    Map<String, Object> fields = new LinkedHashMap<>();
    for (int i = 0; i < udt.fieldNames().size(); i++) {
      String name = udt.fieldNames().get(i);
      if (byName.containsKey(name)) {
        fields.put(name, toJava(byName.remove(name), udt.fieldTypes().get(i)));
      }
    }
    if (!byName.isEmpty()) {
      throw new InvalidValueException(
          "Unknown field '"
              + byName.keySet().iterator().next()
              + "' in value of user defined type "
              + udt.name());
    }
    return new UdtValue(fields);
  }

  /**
   * A JSON object's entries under the column or field names its keys give (a key in double quotes
   * the name inside them, any other lowercased), renamed as Cassandra renames them: one key after
   * another in the document's order, each renamed entry taken out and put back under its name. So a
   * renamed entry moves behind the others, and where its name is already a key it keeps that key's
   * place with its own value: {"A": 1, "a": 2} sets a to 1, and {"Cased": 1, "nope": 1} leaves nope
   * first among names no column has.
   */
  public static Map<String, Object> namesFolded(Map<String, Object> object) {
    Map<String, Object> folded = new LinkedHashMap<>(object);
    for (String key : object.keySet()) {
      String name = fieldName(key);
      if (!name.equals(key)) {
        folded.put(name, folded.remove(key));
      }
    }
    return folded;
  }

  /** A JSON key naming a column or field: case-insensitive unless written with quotes inside. */
  private static String fieldName(String key) {
    if (key.length() > 1 && key.startsWith("\"") && key.endsWith("\"")) {
      return key.substring(1, key.length() - 1).replace("\"\"", "\"");
    }
    return key.toLowerCase(Locale.ROOT);
  }

  /**
   * A JSON value for a native type, taken and refused as Cassandra 5.0 takes and refuses it. A
   * string is parsed as the type's literal; of the other JSON values, each type takes its own
   * kinds: an int only a whole number that fits an int, a bigint one that fits a long, a smallint,
   * tinyint, float or double any number, a varint or decimal any value whose text is a number, a
   * boolean true or false, a timestamp a whole number beyond the int range (Cassandra reads an
   * int-sized one as a refusal), and the text, time, date, uuid, inet, duration and blob types
   * strings only. A refusal names the value's class as Cassandra's JSON library reads it.
   */
  private static Object nativeValue(Object json, NativeType type) {
    Object java = javaNumber(json);
    String text = javaText(json);
    boolean string = json instanceof String;
    boolean number = json instanceof BigDecimal || json instanceof Double;
    boolean taken =
        switch (type) {
          case ASCII, TEXT, DATE, TIME, UUID, TIMEUUID, INET, DURATION, BLOB -> string;
          case BOOLEAN -> string || json instanceof Boolean;
          case INT -> string || java instanceof Integer;
          case BIGINT, COUNTER -> string || java instanceof Integer || java instanceof Long;
          case TIMESTAMP -> string || java instanceof Long;
          case SMALLINT, TINYINT, FLOAT, DOUBLE -> string || number;
          case VARINT, DECIMAL -> true;
        };
    if (!taken && type == NativeType.BLOB) {
      throw notValid(text, "blob representation: write it as a string such as \"0x0102\"");
    }
    if (!taken) {
      throw new InvalidValueException(
          "Expected " + expectedKind(type) + ", but got a " + javaClass(json) + ": " + text);
    }
    if (type == NativeType.BLOB && !text.startsWith("0x")) {
      throw notValid(
          text, "blob representation: String representation of blob is missing 0x prefix: " + text);
    }
    if (type == NativeType.BOOLEAN && string && text.isEmpty()) {
      return Boolean.FALSE; // Cassandra's boolean parsing takes an empty string as false
    }
    if (number && (type == NativeType.FLOAT || type == NativeType.DOUBLE)) {
      return type == NativeType.FLOAT
          ? (Object) ((Number) json).floatValue()
          : (Object) ((Number) json).doubleValue();
    }
    try {
      Object value = Literals.parse(type, text);
      if (type == NativeType.ASCII) {
        type.serialize(value); // refuses a character ASCII cannot hold, as Cassandra's parsing does
      }
      return value;
    } catch (InvalidValueException
        | NumberFormatException
        | ArithmeticException
        | DateTimeException e) {
      if (type == NativeType.VARINT || type == NativeType.DECIMAL) {
        throw notValid(text, "representation of a " + type.cqlName() + " value");
      }
      ConstantKind kind = string ? ConstantKind.STRING : ConstantKind.INTEGER;
      String why = Literals.unableToMake(kind, type, text);
      if (type == NativeType.DURATION) {
        // Cassandra refuses a duration as a bad request, not as a bad JSON value
        throw new InvalidRequestException(
            e instanceof CqlDuration.RuleBroken ? e.getMessage() : why);
      }
      throw type == NativeType.BLOB
          ? notValid(text, "blob representation: " + why)
          : new InvalidValueException(why, e);
    }
  }

  /** How Cassandra names what a type takes from JSON, in its refusals. */
  private static String expectedKind(NativeType type) {
    return switch (type) {
      case ASCII -> "an ascii string";
      case TEXT -> "a UTF-8 string";
      case INT -> "an int value";
      case SMALLINT -> "a short value";
      case TINYINT -> "a byte value";
      case TIMESTAMP -> "a long or a datestring representation of a timestamp value";
      case DATE, TIME -> "a string representation of a " + type.cqlName() + " value";
      case UUID, TIMEUUID, DURATION -> "a string representation of a " + type.cqlName();
      case INET -> "a string representation of an inet value";
      default -> "a " + type.cqlName() + " value";
    };
  }

  private static InvalidValueException notValid(String text, String what) {
    return new InvalidValueException("Value '" + text + "' is not a valid " + what);
  }

  private static <C extends Collection<Object>> C elements(
      Object json, CqlType element, C into, CqlType type) {
    for (Object v : array(json, type)) {
      if (v == null) {
        String kind =
            type instanceof ListType ? "list" : type instanceof SetType ? "set" : type.cqlName();
        throw new InvalidValueException("Invalid null element in " + kind);
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
   * A JSON number as the JSON library reads it: Integer, Long or BigInteger if written without a
   * fraction or exponent, else Double.
   */
  private static Object javaNumber(Object json) {
    if (!(json instanceof BigDecimal d)) {
      return json;
    }
    if (d.scale() != 0) {
      return d.doubleValue();
    }
    BigInteger whole = d.toBigInteger();
    return whole.bitLength() < 32
        ? (Object) whole.intValue()
        : whole.bitLength() < 64 ? (Object) whole.longValue() : whole;
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

  /** The value at the reading position, {@code within} an Array or Object (or null). */
  private Object value(String within) {
    skipSpaces();
    if (pos >= text.length()) {
      // Jackson's words, and its two exception classes, for a value missing at the end
      throw "Array".equals(within)
          ? new SyntaxError(
              PARSE_EXCEPTION,
              "Unexpected end-of-input within/between Array entries" + location(text.length()))
          : new SyntaxError(EOF_EXCEPTION, BETWEEN_OBJECT_ENTRIES + location(text.length()));
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
   * messages Cassandra passes on: the token, then where it ends (1-based line and column). Jackson
   * names NaN and Infinity as the non-standard numbers it can be told to accept.
   */
  private SyntaxError unrecognizedToken() {
    int end = pos;
    while (end < text.length() && Character.isJavaIdentifierPart(text.charAt(end))) {
      end++;
    }
    String token = text.substring(pos, end);
    String what =
        token.equals("NaN") || token.equals("Infinity")
            ? "Non-standard token '"
                + token
                + "': enable JsonParser.Feature.ALLOW_NON_NUMERIC_NUMBERS to allow"
            : "Unrecognized token '" + token + "': was expecting " + EXPECTED_VALUE;
    return new SyntaxError(PARSE_EXCEPTION, what + location(end));
  }

  /** A character that cannot start a JSON value, in Jackson's words. */
  private SyntaxError unexpectedCharacter() {
    return new SyntaxError(
        PARSE_EXCEPTION,
        unexpected(text.charAt(pos))
            + ": expected a valid value "
            + EXPECTED_VALUE
            + location(pos + 1));
  }

  /** Jackson's location of an error: where the text's {@code end}th character is, on a new line. */
  private String location(int end) {
    return "\n at " + source(end);
  }

  /**
   * Jackson's source reference: the text, and the 1-based line and column of its {@code index}th
   * character.
   */
  private String source(int index) {
    int lineStart = text.lastIndexOf('\n', Math.max(0, index - 1)) + 1;
    long line = text.substring(0, lineStart).chars().filter(ch -> ch == '\n').count() + 1;
    return "[Source: (String)\""
        + text
        + "\"; line: "
        + line
        + ", column: "
        + (index - lineStart + 1)
        + "]";
  }

  private Map<String, Object> object() {
    int start = pos++;
    Map<String, Object> out = new LinkedHashMap<>();
    skipSpaces();
    if (peek() == '}') {
      pos++;
      return out;
    }
    while (true) {
      skipSpaces();
      if (pos >= text.length()) {
        throw closeMarkerMissing("Object", start);
      }
      require('"', "double-quote to start field name");
      String key = stringAfterQuote();
      skipSpaces();
      if (pos >= text.length()) {
        throw new SyntaxError(EOF_EXCEPTION, BETWEEN_OBJECT_ENTRIES + location(text.length()));
      }
      require(':', "a colon to separate field name and value");
      out.put(key, value("Object"));
      if (closes('}', ']', "Object", start)) {
        return out;
      }
      require(',', "comma to separate Object entries");
    }
  }

  private List<Object> array() {
    int start = pos++;
    List<Object> out = new ArrayList<>();
    skipSpaces();
    if (peek() == ']') {
      pos++;
      return out;
    }
    while (true) {
      out.add(value("Array"));
      if (closes(']', '}', "Array", start)) {
        return out;
      }
      require(',', "comma to separate Array entries");
    }
  }

  /**
   * After a value of an object or array begun at {@code start}: whether {@code close} ends it
   * (read); refused, as Jackson refuses them, at the end of the text or on the other kind's closing
   * {@code wrong}.
   */
  private boolean closes(char close, char wrong, String kind, int start) {
    skipSpaces();
    if (pos >= text.length()) {
      throw closeMarkerMissing(kind, start);
    }
    if (text.charAt(pos) == wrong) {
      throw new SyntaxError(
          PARSE_EXCEPTION,
          "Unexpected close marker '"
              + wrong
              + "': expected '"
              + close
              + "' (for "
              + kind
              + " starting at "
              + source(start)
              + ")"
              + location(pos + 1));
    }
    if (text.charAt(pos) == close) {
      pos++;
      return true;
    }
    return false;
  }

  private SyntaxError closeMarkerMissing(String kind, int start) {
    return new SyntaxError(
        EOF_EXCEPTION,
        "Unexpected end-of-input: expected close marker for "
            + kind
            + " (start marker at "
            + source(start)
            + ")"
            + location(text.length()));
  }

  private String string() {
    pos++;
    return stringAfterQuote();
  }

  /** A string's characters up to its closing quote, read from just after its opening quote. */
  private String stringAfterQuote() {
    StringBuilder out = new StringBuilder();
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
    throw new SyntaxError(
        EOF_EXCEPTION,
        "Unexpected end-of-input: was expecting closing quote for a string value"
            + location(text.length()));
  }

  /**
   * A number as a BigDecimal, but a negative zero with a fraction or an exponent, which a
   * BigDecimal cannot hold, as the double -0.0 the JSON library reads.
   */
  private Object number() {
    int start = pos;
    while (pos < text.length() && "+-0123456789.eE".indexOf(text.charAt(pos)) >= 0) {
      pos++;
    }
    String written = text.substring(start, pos);
    BigDecimal value;
    try {
      value = new BigDecimal(written);
    } catch (NumberFormatException e) {
      pos = start;
      if (written.isEmpty()) {
        throw unexpectedCharacter();
      }
      throw error("unexpected character '" + text.charAt(start) + "'");
    }
    boolean fraction =
        written.indexOf('.') >= 0 || written.indexOf('e') >= 0 || written.indexOf('E') >= 0;
    return value.signum() == 0 && written.startsWith("-") && fraction ? (Object) (-0.0) : value;
  }

  private char peek() {
    return pos < text.length() ? text.charAt(pos) : '\0';
  }

  /** Reads {@code c}, or fails as Jackson does on another character, naming what it expected. */
  private void require(char c, String expecting) {
    if (text.charAt(pos) != c) {
      throw new SyntaxError(
          PARSE_EXCEPTION,
          unexpected(text.charAt(pos)) + ": was expecting " + expecting + location(pos + 1));
    }
    pos++;
  }

  private static String unexpected(char c) {
    return "Unexpected character ('" + c + "' (code " + (int) c + "))";
  }

  private void skipSpaces() {
    while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
      pos++;
    }
  }

  private SyntaxError error(String what) {
    return new SyntaxError(PARSE_EXCEPTION, what + " at character " + pos);
  }
}

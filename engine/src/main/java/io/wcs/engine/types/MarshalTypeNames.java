package io.wcs.engine.types;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * Cassandra's other spelling of types: the class names of its {@code db.marshal} package, with
 * their parameters, such as {@code org.apache.cassandra.db.marshal.VectorType(
 * org.apache.cassandra.db.marshal.FloatType,3)}. The native protocol uses them for the types
 * without an id of their own (Custom types: {@code vector}, and {@code duration} before v5), so the
 * server writes them and the remote session reads them. UDT and field names are hex-encoded UTF-8;
 * {@code FrozenType} marks a frozen collection or UDT; {@code ReversedType} (a descending
 * clustering column) is read as the type it reverses, and {@code LegacyTimeUUIDType} as a timeuuid.
 * Stateless.
 */
public final class MarshalTypeNames {
  private static final String PACKAGE = "org.apache.cassandra.db.marshal.";

  /**
   * The type Cassandra 5.0 gives the result of {@code max}, {@code min} and the masking functions
   * of a timeuuid: its values are timeuuids, so they are read as such.
   */
  private static final String LEGACY_TIMEUUID = "LegacyTimeUUIDType";

  private final String text;
  private int pos;

  private MarshalTypeNames(String text) {
    this.text = text;
  }

  /** The marshal class name of a type, with its parameters. */
  public static String of(CqlType type) {
    if (type instanceof NativeType nativeType) {
      return PACKAGE + nativeName(nativeType);
    }
    if (type instanceof VectorType vector) {
      return PACKAGE + "VectorType(" + of(vector.element()) + "," + vector.dimension() + ")";
    }
    if (type instanceof TupleType tuple) {
      return parameterized("TupleType", tuple.types().stream().map(MarshalTypeNames::of).toList());
    }
    String name;
    boolean frozen;
    if (type instanceof ListType list) {
      name = parameterized("ListType", List.of(of(list.element())));
      frozen = list.frozen();
    } else if (type instanceof SetType set) {
      name = parameterized("SetType", List.of(of(set.element())));
      frozen = set.frozen();
    } else if (type instanceof MapType map) {
      name = parameterized("MapType", List.of(of(map.key()), of(map.value())));
      frozen = map.frozen();
    } else {
      UserType udt = (UserType) type;
      List<String> parameters = new ArrayList<>();
      parameters.add(udt.keyspace());
      parameters.add(hex(udt.name()));
      for (int i = 0; i < udt.fieldNames().size(); i++) {
        parameters.add(hex(udt.fieldNames().get(i)) + ":" + of(udt.fieldTypes().get(i)));
      }
      name = parameterized("UserType", parameters);
      frozen = udt.frozen();
    }
    return frozen ? parameterized("FrozenType", List.of(name)) : name;
  }

  /**
   * Reads a marshal class name back into a type.
   *
   * @throws InvalidValueException if the text is not a marshal type WCS knows
   */
  public static CqlType parse(String text) {
    MarshalTypeNames parser = new MarshalTypeNames(text);
    CqlType type = parser.type();
    if (parser.pos != text.length()) {
      throw parser.error();
    }
    return type;
  }

  private CqlType type() {
    String name = word();
    if (name.startsWith(PACKAGE)) {
      name = name.substring(PACKAGE.length());
    }
    for (NativeType nativeType : NativeType.values()) {
      if (nativeName(nativeType).equals(name)) {
        return nativeType;
      }
    }
    if (name.equals(LEGACY_TIMEUUID)) {
      return NativeType.TIMEUUID;
    }
    expect('(');
    CqlType type =
        switch (name) {
          case "FrozenType" -> type().freeze();
          case "ReversedType" -> type();
          case "ListType" -> new ListType(type(), false);
          case "SetType" -> new SetType(type(), false);
          case "MapType" -> new MapType(type(), next(), false);
          case "TupleType" -> tuple();
          case "VectorType" -> new VectorType(type(), Integer.parseInt(next(",")));
          case "UserType" -> userType();
          default -> throw error();
        };
    expect(')');
    return type;
  }

  private CqlType next() {
    expect(',');
    return type();
  }

  private String next(String separator) {
    expect(separator.charAt(0));
    return word();
  }

  private TupleType tuple() {
    List<CqlType> items = new ArrayList<>();
    items.add(type().freeze());
    while (peek() == ',') {
      items.add(next().freeze());
    }
    return new TupleType(items);
  }

  private UserType userType() {
    String keyspace = word();
    String name = unhex(next(","));
    List<String> fieldNames = new ArrayList<>();
    List<CqlType> fieldTypes = new ArrayList<>();
    while (peek() == ',') {
      pos++;
      fieldNames.add(unhex(word()));
      expect(':');
      fieldTypes.add(type().freeze());
    }
    return new UserType(keyspace, name, fieldNames, fieldTypes, false);
  }

  /** A class name, keyspace, hex name or number: up to the next delimiter. */
  private String word() {
    int start = pos;
    while (pos < text.length() && "(),:".indexOf(text.charAt(pos)) < 0) {
      pos++;
    }
    if (start == pos) {
      throw error();
    }
    return text.substring(start, pos).strip();
  }

  /** The next delimiter, spaces before it skipped: Cassandra writes "…(…) , 2)" for a vector. */
  private char peek() {
    while (pos < text.length() && text.charAt(pos) == ' ') {
      pos++;
    }
    return pos < text.length() ? text.charAt(pos) : 0;
  }

  private void expect(char c) {
    if (peek() != c) {
      throw error();
    }
    pos++;
  }

  private InvalidValueException error() {
    return new InvalidValueException(
        "not a Cassandra marshal type WCS knows: " + text + " (at character " + pos + ")");
  }

  private static String parameterized(String marshalClass, List<String> parameters) {
    return PACKAGE + marshalClass + "(" + String.join(",", parameters) + ")";
  }

  private static String hex(String name) {
    return HexFormat.of().formatHex(name.getBytes(StandardCharsets.UTF_8));
  }

  private String unhex(String hex) {
    try {
      return new String(HexFormat.of().parseHex(hex), StandardCharsets.UTF_8);
    } catch (IllegalArgumentException e) {
      throw error();
    }
  }

  private static String nativeName(NativeType type) {
    return switch (type) {
      case ASCII -> "AsciiType";
      case BIGINT -> "LongType";
      case BLOB -> "BytesType";
      case BOOLEAN -> "BooleanType";
      case COUNTER -> "CounterColumnType";
      case DATE -> "SimpleDateType";
      case DECIMAL -> "DecimalType";
      case DOUBLE -> "DoubleType";
      case DURATION -> "DurationType";
      case FLOAT -> "FloatType";
      case INET -> "InetAddressType";
      case INT -> "Int32Type";
      case SMALLINT -> "ShortType";
      case TEXT -> "UTF8Type";
      case TIME -> "TimeType";
      case TIMESTAMP -> "TimestampType";
      case TIMEUUID -> "TimeUUIDType";
      case TINYINT -> "ByteType";
      case UUID -> "UUIDType";
      case VARINT -> "IntegerType";
    };
  }
}

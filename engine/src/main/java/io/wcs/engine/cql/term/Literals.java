package io.wcs.engine.cql.term;

import io.wcs.engine.cql.ColumnSpec;
import io.wcs.engine.error.FixHints;
import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.storage.Bytes;
import io.wcs.engine.types.CqlDuration;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.InvalidValueException;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.MarshalMessages;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.TupleType;
import io.wcs.parser.ast.Term.ConstantKind;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.time.DateTimeException;
import java.util.EnumSet;
import java.util.HexFormat;
import java.util.Set;
import java.util.UUID;
import java.util.regex.Pattern;

/**
 * Constants of the CQL text converted to the type that receives them, with Cassandra's rules of
 * which constant kinds a type accepts (a string for a timestamp, an integer for a float…) and its
 * messages. Dates and times without a zone are UTC.
 */
public final class Literals {
  /**
   * An IPv4 literal, or an IPv6 one (a colon in it), in brackets or not, with a scope or not;
   * compiled when the first inet literal is read, not with this class, which every statement with a
   * literal loads (docs/PERFORMANCE.md, W6).
   */
  private static final class IpLiteral {
    static final Pattern PATTERN =
        Pattern.compile("[0-9.]+|\\[?[0-9a-fA-F.]*:[0-9a-fA-F.:]*(%[0-9A-Za-z_.-]+)?]?");
  }

  private static final Set<NativeType> STRING_TYPES =
      EnumSet.of(
          NativeType.ASCII,
          NativeType.TEXT,
          NativeType.INET,
          NativeType.DATE,
          NativeType.TIME,
          NativeType.TIMESTAMP);
  private static final Set<NativeType> INTEGER_TYPES =
      EnumSet.of(
          NativeType.BIGINT,
          NativeType.COUNTER,
          NativeType.DATE,
          NativeType.DECIMAL,
          NativeType.DOUBLE,
          NativeType.DURATION,
          NativeType.FLOAT,
          NativeType.INT,
          NativeType.SMALLINT,
          NativeType.TIME,
          NativeType.TIMESTAMP,
          NativeType.TINYINT,
          NativeType.VARINT);
  private static final Set<NativeType> FLOAT_TYPES =
      EnumSet.of(NativeType.DECIMAL, NativeType.DOUBLE, NativeType.FLOAT);

  private Literals() {}

  /** Whether a constant of this kind may be assigned to the type (Cassandra's testAssignment). */
  public static boolean accepts(ConstantKind kind, CqlType type) {
    if (type instanceof TupleType) {
      // read as the tuple's text form (TupleText); a blob constant Cassandra would store as the
      // tuple's bytes, unread, which WCS refuses
      return kind != ConstantKind.HEX;
    }
    if (!(type instanceof NativeType nt)) {
      return false;
    }
    return switch (kind) {
      case STRING -> STRING_TYPES.contains(nt);
      case INTEGER -> INTEGER_TYPES.contains(nt);
      case FLOAT -> FLOAT_TYPES.contains(nt);
      case BOOLEAN -> nt == NativeType.BOOLEAN;
      case DURATION -> nt == NativeType.DURATION;
      case UUID -> nt == NativeType.UUID || nt == NativeType.TIMEUUID;
      // Cassandra takes a blob constant for a tinyint too, as the byte it is
      case HEX -> nt == NativeType.BLOB || nt == NativeType.TINYINT;
    };
  }

  /**
   * The type a constant takes when nothing else decides (Cassandra's preferred type): an integer is
   * an int, a bigint or a varint, whichever holds it first; a float a double unless only a decimal
   * holds it exactly.
   */
  public static NativeType preferredType(ConstantKind kind, String text) {
    return switch (kind) {
      case STRING -> NativeType.TEXT;
      case INTEGER -> integerType(text);
      case FLOAT -> floatType(text);
      case BOOLEAN -> NativeType.BOOLEAN;
      case DURATION -> NativeType.DURATION;
      case UUID -> NativeType.UUID;
      case HEX -> NativeType.BLOB;
    };
  }

  /**
   * A double when the double holds the literal exactly (or it is NaN or Infinity), else decimal.
   */
  private static NativeType floatType(String text) {
    if (text.endsWith("NaN") || text.endsWith("Infinity")) {
      return NativeType.DOUBLE;
    }
    BigDecimal exact = new BigDecimal(text);
    double approximate = exact.doubleValue();
    boolean fits =
        !Double.isInfinite(approximate) && exact.compareTo(BigDecimal.valueOf(approximate)) == 0;
    return fits ? NativeType.DOUBLE : NativeType.DECIMAL;
  }

  private static NativeType integerType(String digits) {
    int bits = new BigInteger(digits).bitLength();
    if (bits < Integer.SIZE) {
      return NativeType.INT;
    }
    return bits < Long.SIZE ? NativeType.BIGINT : NativeType.VARINT;
  }

  /** The constant serialized for the receiver, or the error Cassandra gives. */
  public static byte[] serialize(ConstantKind kind, String text, ColumnSpec receiver) {
    if (!accepts(kind, receiver.type())) {
      throw new InvalidRequestException(
          "Invalid "
              + kind
              + " constant ("
              + text
              + ") for \""
              + receiver.name()
              + "\" of type "
              + receiver.type().cqlName());
    }
    if (receiver.type() instanceof TupleType tuple) {
      return TupleText.parse(tuple, text);
    }
    NativeType type = (NativeType) receiver.type();
    if (kind == ConstantKind.HEX && type == NativeType.TINYINT) {
      return tinyintOfHex(text, receiver);
    }
    if (kind == ConstantKind.STRING && text.isEmpty() && type.isEmptyValue(Bytes.EMPTY)) {
      return Bytes.EMPTY; // '' for a timestamp, uuid, timeuuid or inet: Cassandra's empty value
    }
    try {
      return type.serialize(parse(type, text));
    } catch (CqlDuration.RuleBroken e) {
      throw new InvalidRequestException(e.getMessage());
    } catch (InvalidValueException | DateTimeException | ArithmeticException e) {
      throw new InvalidRequestException(unableToMake(kind, type, text));
    }
  }

  /**
   * Checks that bound bytes are a valid value of the receiver's type.
   *
   * @param nullElements whether the value, a list, may hold nulls: the list bound to {@code IN ?},
   *     whose restriction or condition judges its null elements itself
   */
  public static void validate(byte[] value, ColumnSpec receiver, boolean nullElements) {
    CqlType type = receiver.type();
    // Fixed-length values are valid whatever their bits, except times (a range) and timeuuids
    // (a version): checking the length spares the hot path a deserialization.
    if (type.fixedLength() == value.length
        && type != NativeType.TIME
        && type != NativeType.TIMEUUID) {
      return;
    }
    try {
      if (nullElements) {
        ((ListType) type).validateAllowingNulls(value);
      } else {
        type.validate(value);
      }
    } catch (InvalidValueException e) {
      String ours =
          "Invalid value for \""
              + receiver.name()
              + "\" of type "
              + receiver.type().cqlName()
              + ": "
              + e.getMessage();
      String cassandras = MarshalMessages.of(type, value, e);
      throw new InvalidRequestException(
          cassandras == null ? ours : FixHints.withHint(cassandras, ours));
    }
  }

  /**
   * A blob constant given for a tinyint: its one byte. Cassandra stores any other length as it is,
   * a tinyint no client can read back (or, empty, one only some read as null); WCS refuses it
   * (docs/cassandra-differences.md).
   */
  private static byte[] tinyintOfHex(String text, ColumnSpec receiver) {
    byte[] bytes;
    try {
      bytes = HexFormat.of().parseHex(text.substring(2));
    } catch (IllegalArgumentException e) {
      throw new InvalidRequestException(unableToMake(ConstantKind.HEX, NativeType.BLOB, text));
    }
    if (bytes.length != 1) {
      throw new InvalidRequestException(
          "Invalid HEX constant ("
              + text
              + ") for \""
              + receiver.name()
              + "\" of type tinyint: a tinyint is one byte, this is "
              + bytes.length);
    }
    return bytes;
  }

  /** A native type's value read from its CQL text form (the text of a constant or a string). */
  public static Object parse(NativeType type, String text) {
    try {
      return switch (type) {
        case ASCII, TEXT -> text;
        case BIGINT, COUNTER -> Long.parseLong(text);
        case INT -> Integer.parseInt(text);
        case SMALLINT -> Short.parseShort(text);
        case TINYINT -> Byte.parseByte(text);
        case VARINT -> new BigInteger(text);
        case DECIMAL -> new BigDecimal(text);
        case DOUBLE -> Double.parseDouble(text);
        case FLOAT -> Float.parseFloat(text);
        case BOOLEAN -> parseBoolean(text);
        case BLOB -> ByteBuffer.wrap(HexFormat.of().parseHex(text.substring(2)));
        case UUID, TIMEUUID -> UUID.fromString(text);
        case DURATION -> CqlDuration.parse(text);
        case TIMESTAMP -> TimeLiterals.parseTimestamp(text);
        case DATE -> TimeLiterals.parseDate(text);
        case TIME -> TimeLiterals.parseTime(text);
        case INET -> parseInet(text);
      };
    } catch (InvalidValueException e) {
      throw e;
    } catch (IllegalArgumentException | StringIndexOutOfBoundsException e) {
      throw new InvalidValueException(e.getMessage(), e);
    }
  }

  /**
   * Cassandra's message for a constant its type cannot parse: each type's own wording, naming the
   * Java type behind bigint, smallint and tinyint as Cassandra does.
   */
  public static String unableToMake(ConstantKind kind, NativeType type, String text) {
    return switch (type) {
      case TIMESTAMP ->
          TimeLiterals.isDigits(text)
              ? "Unable to make long (for date) from: '" + text + "'"
              : "Unable to parse a date/time from '" + text + "'";
      case DATE ->
          TimeLiterals.isDigits(text)
              ? "Unable to make unsigned int (for date) from: '" + text + "'"
              : "Unable to coerce '" + text + "' to a formatted date (long)";
      case TIME ->
          TimeLiterals.isDigits(text)
              ? "Unable to make long (for time) from: '" + text + "'"
              : "(TimeType) Unable to coerce '" + text + "' to a formatted time (long)";
      case BLOB -> "cannot parse '" + text.substring(2) + "' as hex bytes";
      case DECIMAL -> "unable to make BigDecimal from '" + text + "'";
      case INET -> "Unable to make inet address from '" + text + "'";
      // Cassandra names a negative duration without its sign
      case DURATION ->
          "Unable to convert '"
              + (text.startsWith("-") ? text.substring(1) : text)
              + "' to a duration";
      case TIMEUUID ->
          isUuid(text)
              ? "TimeUUID supports only version 1 UUIDs"
              : "Unknown timeuuid representation: " + text;
      case ASCII -> "Invalid ASCII character in string literal: " + asciiEncodingError(text);
      case UUID -> "Unable to make UUID from '" + text + "'";
      case BIGINT, COUNTER -> "Unable to make long from '" + text + "'";
      case SMALLINT -> "Unable to make short from '" + text + "'";
      case TINYINT -> "Unable to make byte from '" + text + "'";
      default -> "Unable to make " + type.cqlName() + " from '" + text + "'";
    };
  }

  private static boolean isUuid(String text) {
    try {
      UUID.fromString(text);
      return true;
    } catch (IllegalArgumentException e) {
      return false;
    }
  }

  /** The JDK's own report of the first character ASCII cannot hold, which Cassandra quotes. */
  private static String asciiEncodingError(String text) {
    try {
      StandardCharsets.US_ASCII
          .newEncoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .encode(CharBuffer.wrap(text));
      return "not ASCII";
    } catch (CharacterCodingException e) {
      return e.toString();
    }
  }

  private static Boolean parseBoolean(String text) {
    if (text.equalsIgnoreCase("true") || text.equalsIgnoreCase("false")) {
      return Boolean.valueOf(text);
    }
    throw new IllegalArgumentException("not a boolean: " + text);
  }

  private static InetAddress parseInet(String text) {
    // Only address literals: a host name would make the parse a DNS lookup.
    if (!IpLiteral.PATTERN.matcher(text).matches()) {
      throw new IllegalArgumentException("not an IP address: " + text);
    }
    try {
      return InetAddress.getByName(text);
    } catch (UnknownHostException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
  }
}

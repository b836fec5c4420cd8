package io.wcs.engine.types;

import java.nio.ByteBuffer;
import java.util.HexFormat;
import java.util.List;
import java.util.function.IntFunction;

/**
 * Cassandra's words for a bound value its type cannot read (its serializers' validation messages),
 * so that a client that binds malformed bytes reads the error a Cassandra node gives. Where
 * Cassandra's message would not tell what was wrong, or WCS finds a fault Cassandra does not, the
 * caller keeps WCS's own description.
 */
public final class MarshalMessages {
  private MarshalMessages() {}

  /**
   * Cassandra's message for {@code value}, found invalid for {@code type} with {@code cause}; null
   * when Cassandra has none for that fault.
   */
  public static String of(CqlType type, byte[] value, InvalidValueException cause) {
    int n = value.length;
    if (type instanceof NativeType nativeType) {
      return switch (nativeType) {
        case ASCII -> "Invalid byte for ascii: " + firstNonAscii(value);
        case BIGINT, COUNTER -> "Expected 8 or 0 byte long (" + n + ")";
        case BOOLEAN -> "Expected 1 or 0 byte value (" + n + ")";
        case DATE -> "Expected 4 byte long for date (" + n + ")";
        case DECIMAL -> n < 4 ? "Expected 0 or at least 4 bytes (" + n + ")" : null;
        case DOUBLE -> "Expected 8 or 0 byte value for a double (" + n + ")";
        case DURATION -> n < 3 ? "Expected at least 3 bytes for a duration (" + n + ")" : null;
        case FLOAT -> "Expected 4 or 0 byte value for a float (" + n + ")";
        case INET -> "Expected 4 or 16 byte inetaddress; got " + HexFormat.of().formatHex(value);
        case INT -> "Expected 4 or 0 byte int (" + n + ")";
        case SMALLINT -> "Expected 2 bytes for a smallint (" + n + ")";
        case TEXT -> "String didn't validate.";
        case TIME -> n != 8 ? "Expected 8 byte long for time (" + n + ")" : null;
        case TIMESTAMP -> "Expected 8 or 0 byte long for date (" + n + ")";
        // Cassandra names the version nibble of the first byte, not of the seventh it checks
        case TIMEUUID ->
            n != 16
                ? "UUID should be 16 or 0 bytes (" + n + ")"
                : "Invalid version for TimeUUID type: 0x"
                    + Integer.toHexString((value[0] >> 4) & 0xF);
        case TINYINT -> "Expected 1 byte for a tinyint (" + n + ")";
        case UUID -> "UUID should be 16 or 0 bytes (" + n + ")";
        case BLOB, VARINT -> null;
      };
    }
    if (type instanceof ListType list) {
      return collection(value, "list", i -> list.element());
    }
    if (type instanceof SetType set) {
      return collection(value, "set", i -> set.element());
    }
    if (type instanceof MapType map) {
      return collection(value, "map", i -> i % 2 == 0 ? map.key() : map.value());
    }
    if (type instanceof VectorType vector) {
      return "Not enough bytes to read a " + vector.cqlName();
    }
    if (type instanceof TupleType tuple) {
      return fields(value, tuple.types(), "tuple");
    }
    if (type instanceof UserType udt) {
      return fields(value, udt.fieldTypes(), "UDT");
    }
    return null;
  }

  /**
   * A collection's fault as Cassandra reads one: an element count, then each element's size and
   * bytes, each element checked as its type checks it.
   */
  private static String collection(byte[] value, String kind, IntFunction<CqlType> typeAt) {
    ByteBuffer in = ByteBuffer.wrap(value);
    String tooShort = "Not enough bytes to read a " + kind;
    if (in.remaining() < 4) {
      return tooShort;
    }
    int perElement = kind.equals("map") ? 2 : 1;
    long components = (long) in.getInt() * perElement;
    for (int i = 0; i < components; i++) {
      if (in.remaining() < 4) {
        return tooShort;
      }
      int size = in.getInt();
      if (size < 0) {
        return "Null value read when not allowed";
      }
      if (in.remaining() < size) {
        return tooShort;
      }
      String fault = component(typeAt.apply(i), in, size);
      if (fault != null) {
        return fault;
      }
    }
    return null;
  }

  /** A tuple's or user type's fault: its fields, then nothing after them. */
  private static String fields(byte[] value, List<CqlType> types, String kind) {
    ByteBuffer in = ByteBuffer.wrap(value);
    for (int i = 0; i < types.size() && in.hasRemaining(); i++) {
      if (in.remaining() < 4) {
        return "Not enough bytes to read size of " + i + "th component";
      }
      int size = in.getInt();
      if (size < 0) {
        continue;
      }
      if (in.remaining() < size) {
        return "Not enough bytes to read " + i + "th component";
      }
      String fault = component(types.get(i), in, size);
      if (fault != null) {
        return fault;
      }
    }
    return in.hasRemaining() ? "Invalid remaining data after end of " + kind + " value" : null;
  }

  /** The next {@code size} bytes checked as {@code type}: Cassandra's message, or null if valid. */
  private static String component(CqlType type, ByteBuffer in, int size) {
    byte[] component = new byte[size];
    in.get(component);
    try {
      type.validate(component);
      return null;
    } catch (InvalidValueException e) {
      return of(type, component, e);
    }
  }

  /** The first byte above 127, as Java's signed byte. */
  private static int firstNonAscii(byte[] value) {
    for (byte b : value) {
      if (b < 0) {
        return b;
      }
    }
    return 0;
  }
}

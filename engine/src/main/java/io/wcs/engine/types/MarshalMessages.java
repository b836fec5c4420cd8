package io.wcs.engine.types;

import java.util.HexFormat;

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
    if (type instanceof ElementCollectionType || type instanceof MapType) {
      return cause.getMessage().contains("null")
          ? "Null value read when not allowed"
          : "Not enough bytes to read a " + collectionKind(type);
    }
    if (type instanceof VectorType vector) {
      return "Not enough bytes to read a " + vector.cqlName();
    }
    return null;
  }

  private static String collectionKind(CqlType type) {
    return type instanceof ListType ? "list" : type instanceof SetType ? "set" : "map";
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

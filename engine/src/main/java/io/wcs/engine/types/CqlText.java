package io.wcs.engine.types;

import java.util.HexFormat;

/**
 * A serialized value written as a CQL literal, as Cassandra writes values into the text of a query
 * it reports (a read's text in its tombstone warning): numbers and booleans bare, text quoted,
 * blobs in hex, other values quoted in their text form.
 */
public final class CqlText {
  private CqlText() {}

  public static String literal(CqlType type, byte[] value) {
    if (value == null) {
      return "null";
    }
    if (!(type instanceof NativeType n)) {
      return "0x" + HexFormat.of().formatHex(value);
    }
    return switch (n) {
      case BLOB -> "0x" + HexFormat.of().formatHex(value);
      case BIGINT,
          BOOLEAN,
          COUNTER,
          DECIMAL,
          DOUBLE,
          FLOAT,
          INT,
          SMALLINT,
          TINYINT,
          VARINT,
          UUID,
          TIMEUUID ->
          String.valueOf(n.deserialize(value));
      default -> "'" + String.valueOf(n.deserialize(value)).replace("'", "''") + "'";
    };
  }
}

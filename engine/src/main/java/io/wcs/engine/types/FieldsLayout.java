package io.wcs.engine.types;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * The serialized form shared by tuples and UDTs: each field as a 4-byte length (-1 for null) and
 * its bytes; a value may stop early, missing trailing fields being null. A value never holds more
 * fields than its type.
 *
 * <p>Ordered field by field, null before any value, an empty value after them. Byte-comparable
 * layout: one byte per field, {@link #NULL}, {@link #EMPTY} for an {@link CqlType#isEmptyValue
 * empty value}, or {@link #PRESENT} followed by the field's encoding; the field count is fixed by
 * the type, so no terminator is needed. Marker values are on disk: never renumber. NULL and PRESENT
 * left no byte between them, so in these encodings (tuples and UDTs inside clustering keys, set
 * elements and map keys) an empty field sorts after the field's values, where Cassandra sorts it
 * before them.
 */
final class FieldsLayout {
  static final int NULL = 0x3F;
  static final int PRESENT = 0x40;
  static final int EMPTY = 0x41;

  private FieldsLayout() {}

  /** The fields of a value, padded with nulls to {@code types.size()}. */
  static List<byte[]> read(byte[] bytes, List<CqlType> types, String typeName) {
    ValueReader in = new ValueReader(bytes, typeName);
    List<byte[]> fields = new ArrayList<>(types.size());
    while (in.hasRemaining()) {
      if (fields.size() == types.size()) {
        throw new InvalidValueException(
            "a " + typeName + " value has more than " + types.size() + " fields");
      }
      fields.add(in.readSized());
    }
    while (fields.size() < types.size()) {
      fields.add(null);
    }
    return fields;
  }

  static byte[] write(List<byte[]> fields) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (byte[] f : fields) {
      CollectionLayout.writeInt(out, f == null ? -1 : f.length);
      if (f != null) {
        out.write(f, 0, f.length);
      }
    }
    return out.toByteArray();
  }

  /** Validates each field that is not null with its type. */
  static void validate(List<byte[]> fields, List<CqlType> types) {
    for (int i = 0; i < fields.size(); i++) {
      if (fields.get(i) != null) {
        types.get(i).validate(fields.get(i));
      }
    }
  }

  static List<Object> deserialize(List<byte[]> fields, List<CqlType> types) {
    List<Object> out = new ArrayList<>(fields.size());
    for (int i = 0; i < fields.size(); i++) {
      out.add(fields.get(i) == null ? null : types.get(i).deserialize(fields.get(i)));
    }
    return out;
  }

  static byte[] serialize(List<?> values, List<CqlType> types, String typeName) {
    if (values.size() > types.size()) {
      throw new InvalidValueException(
          "a " + typeName + " has " + types.size() + " fields, got " + values.size() + " values");
    }
    List<byte[]> fields = new ArrayList<>(values.size());
    for (int i = 0; i < values.size(); i++) {
      fields.add(values.get(i) == null ? null : types.get(i).serialize(values.get(i)));
    }
    return write(fields);
  }

  static int compare(byte[] a, byte[] b, List<CqlType> types, String typeName) {
    List<byte[]> x = read(a, types, typeName);
    List<byte[]> y = read(b, types, typeName);
    for (int i = 0; i < types.size(); i++) {
      CqlType type = types.get(i);
      byte[] p = x.get(i);
      byte[] q = y.get(i);
      int c = Integer.compare(rank(type, p), rank(type, q));
      if (c == 0 && rank(type, p) == PRESENT) {
        c = type.compare(p, q);
      }
      if (c != 0) {
        return c;
      }
    }
    return 0;
  }

  /** A field's place before any comparison of values: its byte-comparable marker. */
  private static int rank(CqlType type, byte[] field) {
    return field == null ? NULL : type.isEmptyValue(field) ? EMPTY : PRESENT;
  }

  static void writeComparable(
      byte[] value, List<CqlType> types, String typeName, ComparableWriter out) {
    List<byte[]> fields = read(value, types, typeName);
    for (int i = 0; i < types.size(); i++) {
      int marker = rank(types.get(i), fields.get(i));
      out.write(marker);
      if (marker == PRESENT) {
        types.get(i).writeComparable(fields.get(i), out);
      }
    }
  }

  static byte[] readComparable(ComparableReader in, List<CqlType> types) {
    List<byte[]> fields = new ArrayList<>(types.size());
    for (CqlType type : types) {
      int marker = in.read();
      if (marker == NULL) {
        fields.add(null);
      } else if (marker == EMPTY) {
        fields.add(new byte[0]);
      } else if (marker == PRESENT) {
        fields.add(type.readComparable(in));
      } else {
        throw new InvalidValueException(
            "malformed byte-comparable field marker 0x" + Integer.toHexString(marker));
      }
    }
    return write(fields);
  }

  static boolean isByteComparable(List<CqlType> types) {
    return CollectionLayout.isByteComparable(types.toArray(new CqlType[0]));
  }
}

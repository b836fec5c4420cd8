package io.wcs.engine.types;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A user-defined type {@code keyspace.name} with named fields, frozen or not. Java value: {@link
 * UdtValue}. Values written before fields were added simply lack the trailing fields.
 */
public record UserType(
    String keyspace, String name, List<String> fieldNames, List<CqlType> fieldTypes, boolean frozen)
    implements CqlType {

  public UserType {
    fieldNames = List.copyOf(fieldNames);
    fieldTypes = List.copyOf(fieldTypes);
    if (fieldNames.size() != fieldTypes.size() || fieldNames.isEmpty()) {
      throw new InvalidValueException(
          "user type " + name + " needs as many field names as field types, and at least one");
    }
  }

  /**
   * Cell path of a field of a non-frozen UDT value: the field's index as 2 unsigned big-endian
   * bytes (as Cassandra stores it), so fields sort in declaration order.
   */
  public static byte[] fieldPath(int fieldIndex) {
    if (fieldIndex < 0 || fieldIndex > 0xFFFF) {
      throw new IllegalArgumentException("field index out of range: " + fieldIndex);
    }
    return new byte[] {(byte) (fieldIndex >>> 8), (byte) fieldIndex};
  }

  /** Inverse of {@link #fieldPath}. */
  public static int fieldIndexOfPath(byte[] path) {
    if (path.length != 2) {
      throw new InvalidValueException("a UDT field path is 2 bytes, got " + path.length);
    }
    return ((path[0] & 0xFF) << 8) | (path[1] & 0xFF);
  }

  /** The field's index, or -1. */
  public int fieldIndex(String fieldName) {
    return fieldNames.indexOf(fieldName);
  }

  @Override
  public String cqlName() {
    String quoted = Identifiers.quoteIfNeeded(name);
    return frozen ? "frozen<" + quoted + ">" : quoted;
  }

  @Override
  public String toString() {
    return cqlName();
  }

  @Override
  public boolean isMultiCell() {
    return !frozen;
  }

  @Override
  public CqlType freeze() {
    return new UserType(
        keyspace, name, fieldNames, fieldTypes.stream().map(CqlType::freeze).toList(), true);
  }

  @Override
  public byte[] serialize(Object value) {
    if (!(value instanceof UdtValue udt)) {
      throw NativeCodec.wrongClass(cqlName(), UdtValue.class, value);
    }
    List<Object> ordered = new ArrayList<>(fieldNames.size());
    for (int i = 0; i < fieldNames.size(); i++) {
      ordered.add(null);
    }
    for (Map.Entry<String, Object> e : udt.fields().entrySet()) {
      int index = fieldIndex(e.getKey());
      if (index < 0) {
        throw new InvalidValueException(
            "unknown field "
                + e.getKey()
                + " for user type "
                + name
                + "; fields are "
                + fieldNames);
      }
      ordered.set(index, e.getValue());
    }
    return FieldsLayout.serialize(ordered, fieldTypes, cqlName());
  }

  /** The serialized fields of a value of this type, in field order, null where a field is. */
  public List<byte[]> fields(byte[] value) {
    return FieldsLayout.read(value, fieldTypes, cqlName());
  }

  /** The value made of one serialized field per field of the type, in order, null where unset. */
  public byte[] fromFields(List<byte[]> fields) {
    if (fields.size() != fieldTypes.size()) {
      throw new InvalidValueException(
          "a " + cqlName() + " has " + fieldTypes.size() + " fields, got " + fields.size());
    }
    return FieldsLayout.write(fields);
  }

  @Override
  public Object deserialize(byte[] bytes) {
    List<Object> values =
        FieldsLayout.deserialize(FieldsLayout.read(bytes, fieldTypes, cqlName()), fieldTypes);
    Map<String, Object> fields = new LinkedHashMap<>();
    for (int i = 0; i < fieldNames.size(); i++) {
      fields.put(fieldNames.get(i), values.get(i));
    }
    return new UdtValue(fields);
  }

  @Override
  public void validate(byte[] bytes) {
    FieldsLayout.validate(FieldsLayout.read(bytes, fieldTypes, cqlName()), fieldTypes);
  }

  @Override
  public int compare(byte[] a, byte[] b) {
    return FieldsLayout.compare(a, b, fieldTypes, cqlName());
  }

  @Override
  public boolean isByteComparable() {
    return FieldsLayout.isByteComparable(fieldTypes);
  }

  @Override
  public boolean isComparableFormExact() {
    return fieldTypes.stream().allMatch(CqlType::isComparableFormExact);
  }

  @Override
  public void writeComparable(byte[] value, ComparableWriter out) {
    FieldsLayout.writeComparable(value, fieldTypes, cqlName(), out);
  }

  @Override
  public byte[] readComparable(ComparableReader in) {
    return FieldsLayout.readComparable(in, fieldTypes);
  }
}

package io.wcs.engine.types;

import java.util.List;
import java.util.stream.Collectors;

/** {@code tuple<...>}: always frozen. Java value: {@link TupleValue}. */
public record TupleType(List<CqlType> types) implements CqlType {

  public TupleType {
    types = List.copyOf(types);
    if (types.isEmpty()) {
      throw new InvalidValueException("a tuple type needs at least one field");
    }
  }

  @Override
  public String cqlName() {
    return "frozen<tuple<"
        + types.stream().map(CqlType::cqlName).collect(Collectors.joining(", "))
        + ">>";
  }

  @Override
  public String toString() {
    return cqlName();
  }

  @Override
  public CqlType freeze() {
    return new TupleType(types.stream().map(CqlType::freeze).toList());
  }

  @Override
  public byte[] serialize(Object value) {
    if (!(value instanceof TupleValue tuple)) {
      throw NativeCodec.wrongClass(cqlName(), TupleValue.class, value);
    }
    return FieldsLayout.serialize(tuple.values(), types, cqlName());
  }

  /**
   * The value made of these serialized fields (null where a field is null; fewer than the type's
   * fields leaves the rest null).
   */
  public byte[] fromFields(List<byte[]> fields) {
    if (fields.size() > types.size()) {
      throw new InvalidValueException(
          "a " + cqlName() + " has " + types.size() + " fields, got " + fields.size() + " values");
    }
    return FieldsLayout.write(fields);
  }

  @Override
  public Object deserialize(byte[] bytes) {
    return new TupleValue(
        FieldsLayout.deserialize(FieldsLayout.read(bytes, types, cqlName()), types));
  }

  @Override
  public void validate(byte[] bytes) {
    FieldsLayout.validate(FieldsLayout.read(bytes, types, cqlName()), types);
  }

  @Override
  public int compare(byte[] a, byte[] b) {
    return FieldsLayout.compare(a, b, types, cqlName());
  }

  @Override
  public boolean isByteComparable() {
    return FieldsLayout.isByteComparable(types);
  }

  @Override
  public boolean isComparableFormExact() {
    return types.stream().allMatch(CqlType::isComparableFormExact);
  }

  @Override
  public void writeComparable(byte[] value, ComparableWriter out) {
    FieldsLayout.writeComparable(value, types, cqlName(), out);
  }

  @Override
  public byte[] readComparable(ComparableReader in) {
    return FieldsLayout.readComparable(in, types);
  }
}

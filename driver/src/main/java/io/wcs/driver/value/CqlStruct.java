package io.wcs.driver.value;

import io.wcs.driver.error.SqlExceptions;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.Identifiers;
import io.wcs.engine.types.UserType;
import java.sql.SQLException;
import java.sql.Struct;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * A tuple or user-defined type value as {@code getObject} returns it (JDBC type STRUCT), and as
 * {@code Connection.createStruct} builds one to bind. Attributes come in the type's field order,
 * each as {@code getObject} shows a nested value; {@link #toString} is the value's CQL literal
 * ({@code (1, 'a')}, {@code {street: 'Main', no: 3}}). Immutable.
 */
public final class CqlStruct implements Struct {

  private final CqlType type;
  private final Object[] attributes;

  /** {@code type} is a tuple or user type; {@code attributes} has one value per field. */
  CqlStruct(CqlType type, Object[] attributes) {
    this.type = type;
    this.attributes = attributes;
  }

  /**
   * A user type's keyspace-qualified name, e.g. {@code shop.address} (JDBC asks for the fully
   * qualified name); a tuple's CQL type, e.g. {@code frozen<tuple<int, text>>}.
   */
  @Override
  public String getSQLTypeName() {
    if (type instanceof UserType udt) {
      return Identifiers.quoteIfNeeded(udt.keyspace())
          + "."
          + Identifiers.quoteIfNeeded(udt.name());
    }
    return type.cqlName();
  }

  @Override
  public Object[] getAttributes() {
    return attributes.clone();
  }

  @Override
  public Object[] getAttributes(Map<String, Class<?>> map) throws SQLException {
    if (map != null && !map.isEmpty()) {
      throw SqlExceptions.notSupported("custom type maps");
    }
    return getAttributes();
  }

  /** A user type's field names, in the order of {@link #getAttributes}; empty for a tuple. */
  public List<String> attributeNames() {
    return type instanceof UserType udt ? udt.fieldNames() : List.of();
  }

  Object attribute(int index) {
    return attributes[index];
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof CqlStruct other
        && getSQLTypeName().equals(other.getSQLTypeName())
        && Arrays.equals(attributes, other.attributes);
  }

  @Override
  public int hashCode() {
    return getSQLTypeName().hashCode() * 31 + Arrays.hashCode(attributes);
  }

  @Override
  public String toString() {
    return CqlLiterals.format(type, this);
  }
}

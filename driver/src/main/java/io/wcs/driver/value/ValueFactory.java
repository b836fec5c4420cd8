package io.wcs.driver.value;

import io.wcs.driver.error.WcsSqlState;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.CqlTypeParser;
import io.wcs.engine.types.InvalidValueException;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.TupleType;
import io.wcs.engine.types.UserType;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.DateTimeException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Values built by {@code Connection.createStruct} and {@code createArrayOf}. Types are named as in
 * CQL: a native type, a collection or tuple type such as {@code tuple<int, text>}, or a user type
 * as {@code keyspace.type} or {@code type} (in the connection's keyspace), read from {@code
 * system_schema.types} through the connection, so this works on every kind of session. Attributes
 * and elements convert at once, as a setter would convert them, so a wrong value fails here with
 * its position named.
 */
public final class ValueFactory {

  /** An optional keyspace prefix, bare or quoted, before the type itself. */
  private static final Pattern QUALIFIED =
      Pattern.compile("\\s*(\"(?:[^\"]|\"\")+\"|[A-Za-z0-9_]+)\\s*\\.(.+)", Pattern.DOTALL);

  private ValueFactory() {}

  /** A {@link CqlStruct} of a tuple or user type. */
  public static CqlStruct struct(Connection connection, String typeName, Object[] attributes)
      throws SQLException {
    CqlType type = resolve(connection, typeName);
    List<CqlType> fieldTypes;
    if (type instanceof UserType udt) {
      fieldTypes = udt.fieldTypes();
    } else if (type instanceof TupleType tuple) {
      fieldTypes = tuple.types();
    } else {
      throw WcsSqlState.INVALID_VALUE.exception(
          "createStruct needs a user type or a tuple type, got " + typeName);
    }
    if (attributes == null) {
      throw WcsSqlState.INVALID_VALUE.exception(
          "createStruct needs an array of attributes, got null");
    }
    if (attributes.length > fieldTypes.size()) {
      throw WcsSqlState.INVALID_VALUE.exception(
          typeName + " has " + fieldTypes.size() + " fields, got " + attributes.length);
    }
    Object[] values = new Object[fieldTypes.size()];
    for (int i = 0; i < attributes.length; i++) {
      values[i] = attribute(fieldTypes.get(i), attributes[i], typeName, i);
    }
    return new CqlStruct(type, values);
  }

  /** The element type named for {@code createArrayOf}. */
  public static CqlType elementType(Connection connection, String typeName) throws SQLException {
    return resolve(connection, typeName);
  }

  /**
   * The elements of {@code createArrayOf}, as {@code getArray} would show them: a list printed as
   * its CQL literal.
   */
  public static List<Object> elements(CqlType elementType, Object[] elements) throws SQLException {
    if (elements == null) {
      throw WcsSqlState.INVALID_VALUE.exception(
          "createArrayOf needs an array of elements, got null");
    }
    List<Object> shown = new ArrayList<>(elements.length);
    for (int i = 0; i < elements.length; i++) {
      shown.add(converted(elementType, elements[i], "element " + (i + 1) + " of the array"));
    }
    return new CqlList(new ListType(elementType.freeze(), true), shown);
  }

  private static Object attribute(CqlType type, Object value, String typeName, int index)
      throws SQLException {
    return converted(type, value, "attribute " + (index + 1) + " of " + typeName);
  }

  private static Object converted(CqlType type, Object value, String what) throws SQLException {
    if (value == null) {
      return null;
    }
    try {
      return JavaValues.of(type, BindValues.convert(type, value));
    } catch (IllegalArgumentException | ArithmeticException | DateTimeException e) {
      throw WcsSqlState.INVALID_VALUE.exception(what + ": " + e.getMessage(), e);
    }
  }

  private static CqlType resolve(Connection connection, String typeName) throws SQLException {
    if (typeName == null) {
      throw WcsSqlState.INVALID_VALUE.exception("a CQL type name is needed, got null");
    }
    String keyspace = connection.getSchema();
    String type = typeName;
    Matcher qualified = QUALIFIED.matcher(typeName);
    if (qualified.matches()) {
      keyspace = identifier(qualified.group(1));
      type = qualified.group(2);
    }
    String inKeyspace = keyspace;
    try {
      return CqlTypeParser.parse(type.strip(), name -> userType(connection, inKeyspace, name));
    } catch (InvalidValueException e) {
      throw WcsSqlState.INVALID_VALUE.exception(
          "cannot use type " + typeName + ": " + e.getMessage(), e);
    }
  }

  private static String identifier(String name) {
    return name.startsWith("\"")
        ? name.substring(1, name.length() - 1).replace("\"\"", "\"")
        : name.toLowerCase(Locale.ROOT);
  }

  /** The user type, or null when the keyspace has none of that name. */
  private static UserType userType(Connection connection, String keyspace, String name) {
    if (keyspace == null) {
      throw new InvalidValueException("no keyspace is in use: name the type as keyspace." + name);
    }
    try (PreparedStatement ps =
        connection.prepareStatement(
            "SELECT field_names, field_types FROM system_schema.types"
                + " WHERE keyspace_name = ? AND type_name = ?")) {
      ps.setString(1, keyspace);
      ps.setString(2, name);
      try (ResultSet rs = ps.executeQuery()) {
        if (!rs.next()) {
          return null;
        }
        List<String> fieldNames = stringList(rs.getObject(1, List.class));
        List<CqlType> fieldTypes = new ArrayList<>();
        for (String fieldType : stringList(rs.getObject(2, List.class))) {
          fieldTypes.add(
              CqlTypeParser.parse(fieldType, udt -> userType(connection, keyspace, udt)));
        }
        return new UserType(keyspace, name, fieldNames, fieldTypes, true);
      }
    } catch (SQLException e) {
      throw new InvalidValueException("cannot read type " + name + ": " + e.getMessage(), e);
    }
  }

  private static List<String> stringList(List<?> values) {
    return values.stream().map(String::valueOf).toList();
  }
}

package io.wcs.driver;

import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.CqlTypeParser;
import io.wcs.engine.types.InvalidValueException;
import io.wcs.engine.types.UserType;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns the type names {@code system_schema} shows ({@code map<text, int>}, {@code
 * frozen<address>}) back into {@link CqlType}s, resolving user-defined types from {@code
 * system_schema.types} of the column's keyspace, read once per keyspace. Used for one metadata
 * call; not thread-safe.
 */
final class SchemaTypes {

  private final SchemaReader reader;
  private final Map<String, Map<String, SchemaReader.Udt>> definitions = new HashMap<>();
  private final Map<String, UserType> resolved = new HashMap<>();

  SchemaTypes(SchemaReader reader) {
    this.reader = reader;
  }

  /** The type, or null when it names something this driver cannot resolve. */
  CqlType parse(String keyspace, String typeName) throws SQLException {
    if (!definitions.containsKey(keyspace)) {
      Map<String, SchemaReader.Udt> byName = new HashMap<>();
      for (SchemaReader.Udt udt : reader.types(NamePattern.exactly(keyspace), NamePattern.ANY)) {
        byName.put(udt.name(), udt);
      }
      definitions.put(keyspace, byName);
    }
    try {
      return CqlTypeParser.parse(typeName, name -> userType(keyspace, name));
    } catch (InvalidValueException e) {
      return null;
    }
  }

  /** A UDT with its field types resolved (recursively: a field may be another UDT). */
  private UserType userType(String keyspace, String name) {
    String key = keyspace + "." + name;
    UserType known = resolved.get(key);
    if (known != null) {
      return known;
    }
    SchemaReader.Udt definition = definitions.get(keyspace).get(name);
    if (definition == null) {
      return null;
    }
    List<CqlType> fields =
        definition.fieldTypes().stream()
            .map(field -> CqlTypeParser.parse(field, inner -> userType(keyspace, inner)))
            .toList();
    UserType type = new UserType(keyspace, name, definition.fieldNames(), fields, false);
    resolved.put(key, type);
    return type;
  }
}

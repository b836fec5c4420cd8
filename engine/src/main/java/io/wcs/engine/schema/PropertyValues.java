package io.wcs.engine.schema;

import io.wcs.engine.error.SyntaxException;
import io.wcs.parser.ast.Property;
import io.wcs.parser.ast.Term;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The {@code name = value} pairs of a WITH clause, checked against the names a statement accepts
 * and read as Cassandra's PropertyDefinitions reads them: any constant as its text, maps of
 * constants as string maps, numbers and booleans parsed on demand with Cassandra's messages.
 */
final class PropertyValues {
  private final Map<String, Term> values = new LinkedHashMap<>();

  PropertyValues(List<Property> properties, Set<String> known) {
    for (Property p : properties) {
      String name = p.name().name();
      if (!known.contains(name)) {
        throw new SyntaxException("Unknown property '" + name + "'");
      }
      if (values.put(name, p.value()) != null) {
        throw new SyntaxException("Multiple definitions for property '" + name + "'");
      }
    }
  }

  boolean has(String name) {
    return values.containsKey(name);
  }

  Set<String> names() {
    return values.keySet();
  }

  String string(String name, String otherwise) {
    Term value = values.get(name);
    if (value == null) {
      return otherwise;
    }
    if (!(value instanceof Term.Constant c)) {
      throw new SyntaxException("Invalid value for property '" + name + "'. It should be a string");
    }
    return c.value();
  }

  /** The map's entries in the order written; null when the property is absent. */
  Map<String, String> map(String name) {
    Term value = values.get(name);
    if (value == null) {
      return null;
    }
    Map<String, String> map = new HashMap<>();
    if (value instanceof Term.MapLiteral literal) {
      for (Term.Entry e : literal.entries()) {
        if (!(e.key() instanceof Term.Constant k) || !(e.value() instanceof Term.Constant v)) {
          throw new SyntaxException(
              "Invalid value for property '" + name + "'. It should be a map.");
        }
        map.put(k.value(), v.value());
      }
    } else if (!(value instanceof Term.EmptyCollection)) {
      throw new SyntaxException("Invalid value for property '" + name + "'. It should be a map.");
    }
    return map;
  }

  int integer(String name, int otherwise) {
    String text = string(name, null);
    if (text == null) {
      return otherwise;
    }
    try {
      return Integer.parseInt(text);
    } catch (NumberFormatException e) {
      throw new SyntaxException("Invalid integer value " + text + " for '" + name + "'");
    }
  }

  double decimal(String name, double otherwise) {
    String text = string(name, null);
    if (text == null) {
      return otherwise;
    }
    try {
      return Double.parseDouble(text);
    } catch (NumberFormatException e) {
      throw new SyntaxException("Invalid double value " + text + " for '" + name + "'");
    }
  }

  boolean bool(String name, boolean otherwise) {
    String text = string(name, null);
    return text == null ? otherwise : parseBoolean(name, text);
  }

  static boolean parseBoolean(String name, String text) {
    return switch (text.toLowerCase(Locale.ROOT)) {
      case "true", "yes", "1" -> true;
      case "false", "no", "0" -> false;
      default ->
          throw new SyntaxException(
              "Invalid boolean value "
                  + text
                  + " for '"
                  + name
                  + "'. Positive values can be '1', 'true' or 'yes'. Negative values can be '0',"
                  + " 'false' or 'no'.");
    };
  }
}

package io.wcs.driver.value;

import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.InvalidValueException;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.MapType;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.SetType;
import io.wcs.engine.types.TupleType;
import io.wcs.engine.types.TupleValue;
import io.wcs.engine.types.UdtValue;
import io.wcs.engine.types.UserType;
import io.wcs.engine.types.VectorType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Reads the CQL literal of a collection, tuple or UDT value, as {@code getString} prints it and as
 * a tool sends it back after a user edited a cell's text: {@code ['a', 'b']}, {@code {1: 'x'}},
 * {@code (1, null)}, {@code {street: 'Main'}}. The expected type directs the reading, so each
 * element is read as its own type wants (a quoted timestamp, a bare number, a nested literal), and
 * the result is the Java value the type serializes. Not thread-safe: one reader per literal.
 */
final class LiteralReader {

  private final String text;
  private final CqlType type;
  private int pos;

  private LiteralReader(String text, CqlType type) {
    this.text = text;
    this.type = type;
  }

  /** The value the literal writes; {@link InvalidValueException} says where it went wrong. */
  static Object read(CqlType type, String literal) {
    LiteralReader reader = new LiteralReader(literal, type);
    Object value = reader.value(type);
    reader.skipSpaces();
    if (reader.pos != literal.length()) {
      throw reader.error("unexpected text after the value");
    }
    return value;
  }

  private Object value(CqlType expected) {
    skipSpaces();
    if (startsWithWord("null")) {
      pos += 4;
      return null;
    }
    if (expected instanceof ListType list) {
      return elements('[', list.element(), ']', new ArrayList<>());
    }
    if (expected instanceof VectorType vector) {
      return elements('[', vector.element(), ']', new ArrayList<>());
    }
    if (expected instanceof SetType set) {
      return elements('{', set.element(), '}', new LinkedHashSet<>());
    }
    if (expected instanceof MapType map) {
      return map(map);
    }
    if (expected instanceof TupleType tuple) {
      return new TupleValue(elements('(', tuple.types(), ')'));
    }
    if (expected instanceof UserType udt) {
      return udt(udt);
    }
    return nativeValue((NativeType) expected);
  }

  private <C extends java.util.Collection<Object>> C elements(
      char open, CqlType element, char close, C out) {
    expect(open);
    if (!closes(close)) {
      do {
        out.add(value(element));
      } while (separated(close));
    }
    return out;
  }

  /** A tuple's values, each of its own type. */
  private List<Object> elements(char open, List<CqlType> types, char close) {
    expect(open);
    List<Object> out = new ArrayList<>();
    if (!closes(close)) {
      do {
        skipSpaces();
        if (out.size() == types.size()) {
          throw error("more values than the " + types.size() + " fields of " + type.cqlName());
        }
        out.add(value(types.get(out.size())));
      } while (separated(close));
    }
    return out;
  }

  private Map<Object, Object> map(MapType map) {
    expect('{');
    Map<Object, Object> out = new LinkedHashMap<>();
    if (!closes('}')) {
      do {
        Object key = value(map.key());
        expect(':');
        out.put(key, value(map.value()));
      } while (separated('}'));
    }
    return out;
  }

  private UdtValue udt(UserType udt) {
    expect('{');
    Map<String, Object> fields = new LinkedHashMap<>();
    if (!closes('}')) {
      do {
        skipSpaces();
        String field = fieldName();
        int index = udt.fieldIndex(field);
        if (index < 0) {
          throw error("type " + udt.name() + " has no field " + field);
        }
        expect(':');
        fields.put(field, value(udt.fieldTypes().get(index)));
      } while (separated('}'));
    }
    return new UdtValue(fields);
  }

  /** A quoted name keeps its case, with {@code ""} for a quote; a bare one is lower-cased. */
  private String fieldName() {
    if (pos < text.length() && text.charAt(pos) == '"') {
      return quoted('"');
    }
    int start = pos;
    while (pos < text.length()
        && (Character.isLetterOrDigit(text.charAt(pos)) || text.charAt(pos) == '_')) {
      pos++;
    }
    if (start == pos) {
      throw error("expected a field name");
    }
    return text.substring(start, pos).toLowerCase(Locale.ROOT);
  }

  /**
   * A quoted string, or a bare constant (number, UUID, blob, duration, boolean) up to a delimiter.
   */
  private Object nativeValue(NativeType expected) {
    if (pos < text.length() && text.charAt(pos) == '\'') {
      String string = quoted('\'');
      return expected == NativeType.TEXT || expected == NativeType.ASCII
          ? string
          : BindValues.parse(expected, string);
    }
    int start = pos;
    while (pos < text.length() && ",:]})".indexOf(text.charAt(pos)) < 0) {
      pos++;
    }
    String constant = text.substring(start, pos).strip();
    if (constant.isEmpty()) {
      throw error("expected a " + expected.cqlName() + " value");
    }
    try {
      return BindValues.parse(expected, constant);
    } catch (IllegalArgumentException e) {
      throw error(e.getMessage());
    }
  }

  private String quoted(char quote) {
    StringBuilder out = new StringBuilder();
    pos++;
    while (true) {
      if (pos >= text.length()) {
        throw error("unterminated " + (quote == '\'' ? "string" : "name"));
      }
      char c = text.charAt(pos++);
      if (c == quote) {
        if (pos < text.length() && text.charAt(pos) == quote) {
          pos++;
        } else {
          return out.toString();
        }
      }
      out.append(c);
    }
  }

  /** After an element: true after a comma, false after the closing character. */
  private boolean separated(char close) {
    skipSpaces();
    if (pos < text.length() && text.charAt(pos) == ',') {
      pos++;
      return true;
    }
    expect(close);
    return false;
  }

  /** Consumes {@code close} if it comes next: an empty collection. */
  private boolean closes(char close) {
    skipSpaces();
    if (pos < text.length() && text.charAt(pos) == close) {
      pos++;
      return true;
    }
    return false;
  }

  private void expect(char c) {
    skipSpaces();
    if (pos >= text.length() || text.charAt(pos) != c) {
      throw error("expected '" + c + "'");
    }
    pos++;
  }

  private boolean startsWithWord(String word) {
    int end = pos + word.length();
    return text.regionMatches(true, pos, word, 0, word.length())
        && (end == text.length() || !Character.isLetterOrDigit(text.charAt(end)));
  }

  private void skipSpaces() {
    while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
      pos++;
    }
  }

  private InvalidValueException error(String what) {
    return new InvalidValueException(
        "cannot read '"
            + text
            + "' as a "
            + type.cqlName()
            + " literal: "
            + what
            + " at offset "
            + pos);
  }
}

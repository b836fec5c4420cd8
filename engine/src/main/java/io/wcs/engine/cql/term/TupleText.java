package io.wcs.engine.cql.term;

import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.TupleType;
import io.wcs.parser.ast.Term.ConstantKind;
import java.nio.ByteBuffer;
import java.time.DateTimeException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * A constant given where a tuple is expected, read as Cassandra reads it: as the tuple's text form.
 * Cassandra takes any constant but a blob for a tuple so, {@code 5} writing {@code (5, null)} to a
 * {@code tuple<int, text>} and {@code '1:a\:b'} writing {@code (1, 'a:b')}: components are
 * separated by {@code :} ({@code \:} inside one), {@code @} is a null component, components left
 * out are null, an empty one is its type's empty value, and the empty text is the empty tuple
 * value, which reads as all nulls.
 */
final class TupleText {
  private TupleText() {}

  static byte[] parse(TupleType type, String text) {
    if (text.isEmpty()) {
      return new byte[0];
    }
    List<String> parts = split(text);
    if (parts.size() > type.types().size()) {
      throw new InvalidRequestException(
          "Invalid tuple literal: too many elements. Type "
              + type.cqlName()
              + " expects "
              + type.types().size()
              + " but got "
              + parts.size());
    }
    List<byte[]> fields = new ArrayList<>(parts.size());
    for (int i = 0; i < parts.size(); i++) {
      String part = parts.get(i);
      fields.add(
          part.equals("@")
              ? null
              : component(type.types().get(i), part.replace("\\:", ":").replace("\\@", "@")));
    }
    return type.fromFields(fields);
  }

  /** The text split at each colon not escaped by a backslash, escapes kept. */
  private static List<String> split(String text) {
    List<String> parts = new ArrayList<>();
    int start = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '\\') {
        i++;
      } else if (c == ':') {
        parts.add(text.substring(start, i));
        start = i + 1;
      }
    }
    parts.add(text.substring(start));
    return parts;
  }

  private static byte[] component(CqlType type, String text) {
    if (type instanceof TupleType tuple) {
      return parse(tuple, text);
    }
    if (!(type instanceof NativeType n)) {
      throw new InvalidRequestException(
          "Unable to make " + type.cqlName() + " from '" + text + "'");
    }
    if (text.isEmpty() && n != NativeType.TEXT && n != NativeType.ASCII) {
      return new byte[0];
    }
    try {
      // a blob's text form is its hex digits, without the 0x of a blob constant
      return n.serialize(
          n == NativeType.BLOB
              ? ByteBuffer.wrap(HexFormat.of().parseHex(text))
              : Literals.parse(n, text));
    } catch (IllegalArgumentException // an InvalidValueException or NumberFormatException too
        | DateTimeException
        | ArithmeticException e) {
      String written = n == NativeType.BLOB ? "0x" + text : text;
      throw new InvalidRequestException(Literals.unableToMake(ConstantKind.STRING, n, written));
    }
  }
}

package io.wcs.engine.cql.restrictions;

import io.wcs.engine.error.InvalidRequestException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

/**
 * Splits serialized lists and tuples (native protocol format) into their elements: a list is a
 * 4-byte count then per element a 4-byte length and the bytes; a tuple is per component a 4-byte
 * length (-1 for null) and the bytes.
 */
final class SerializedValues {
  private SerializedValues() {}

  static List<byte[]> listElements(byte[] list) {
    return collectionComponents(list, 1);
  }

  /** A list's or set's elements (1 per element), or a map's keys and values alternating (2). */
  static List<byte[]> collectionComponents(byte[] collection, int perElement) {
    ByteBuffer in = ByteBuffer.wrap(collection);
    int count = in.getInt();
    List<byte[]> out = new ArrayList<>(Math.min(count, 1024) * perElement);
    for (long i = 0; i < (long) count * perElement; i++) {
      out.add(sized(in));
    }
    return out;
  }

  /** A tuple's components, as many as it holds. */
  static byte[][] tupleComponents(byte[] tuple) {
    ByteBuffer in = ByteBuffer.wrap(tuple);
    List<byte[]> out = new ArrayList<>();
    while (in.hasRemaining()) {
      out.add(sized(in));
    }
    return out.toArray(new byte[0][]);
  }

  private static byte[] sized(ByteBuffer in) {
    int length = in.getInt();
    if (length < 0) {
      return null;
    }
    if (length > in.remaining()) {
      throw new InvalidRequestException("Invalid serialized value: truncated element");
    }
    byte[] b = new byte[length];
    in.get(b);
    return b;
  }
}

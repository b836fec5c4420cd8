package io.wcs.engine.cql.term;

import io.wcs.engine.types.CollectionType;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.MapType;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.SetType;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Cassandra 5.0's collection functions, typed by their argument: {@code map_keys(map<k, v>)} is a
 * {@code frozen<set<k>>}, {@code map_values} a {@code frozen<list<v>>}, {@code collection_count} an
 * int, and {@code collection_min/max/sum/avg} of a set or list have its element's type (sum and avg
 * only of numbers, computed as the sum and avg aggregates are). A null collection gives null. They
 * work on the serialized form: a 4-byte count, then each element (a map entry: key then value) as a
 * 4-byte length and its bytes.
 */
public final class CollectionFunctions {
  private static final Set<String> NAMES =
      Set.of(
          "map_keys",
          "map_values",
          "collection_count",
          "collection_min",
          "collection_max",
          "collection_sum",
          "collection_avg");

  private CollectionFunctions() {}

  public static boolean isCollectionFunction(String name) {
    return NAMES.contains(name);
  }

  /**
   * What the function's parameter accepts, as Cassandra names it in its messages (it calls the
   * parameter of min and max, which take any set or list, numeric too).
   */
  public static String parameter(String name) {
    return switch (name) {
      case "map_keys", "map_values" -> "map";
      case "collection_count" -> "collection";
      default -> "numeric_set_or_list";
    };
  }

  /** The function {@code name} for an argument of type {@code type}, labelled {@code arg}. */
  public static NativeFunction function(String name, CqlType type, String arg) {
    return switch (name) {
      case "map_keys" -> {
        MapType map = map(name, type, arg);
        yield function(name, type, new SetType(map.key(), true), v -> write(every(v, 2, 0)));
      }
      case "map_values" -> {
        MapType map = map(name, type, arg);
        yield function(name, type, new ListType(map.value(), true), v -> write(every(v, 2, 1)));
      }
      case "collection_count" -> {
        if (!(type instanceof CollectionType)) {
          throw NativeFunction.wrongArgumentKind(name, "a collection argument", arg, type);
        }
        yield function(name, type, NativeType.INT, v -> NativeType.INT.serialize(count(v)));
      }
      case "collection_min", "collection_max" -> {
        CqlType element = collection(name, type, arg);
        boolean min = name.equals("collection_min");
        yield function(name, type, element, v -> extreme(element, elements(v), min));
      }
      default -> {
        CqlType element = elementOf(type);
        if (element == null
            || !(element instanceof NativeType n && NumericFunctions.isNumeric(n))) {
          throw NativeFunction.wrongArgumentKind(name, "a numeric set/list argument", arg, type);
        }
        boolean average = name.equals("collection_avg");
        yield function(name, type, element, v -> sum((NativeType) element, elements(v), average));
      }
    };
  }

  private static NativeFunction function(
      String name, CqlType arg, CqlType result, java.util.function.Function<byte[], byte[]> body) {
    return new NativeFunction(
        name,
        List.of(arg),
        result,
        true,
        args -> args.get(0) == null ? null : body.apply(args.get(0)));
  }

  private static MapType map(String name, CqlType type, String arg) {
    if (type instanceof MapType m) {
      return m;
    }
    throw NativeFunction.wrongArgumentKind(name, "a map argument", arg, type);
  }

  /** The element type of a set or list, or null for any other type. */
  private static CqlType elementOf(CqlType type) {
    if (type instanceof SetType s) {
      return s.element();
    }
    return type instanceof ListType l ? l.element() : null;
  }

  /** The element type of a set or list; any other type is refused. */
  private static CqlType collection(String name, CqlType type, String arg) {
    CqlType element = elementOf(type);
    if (element != null) {
      return element;
    }
    throw NativeFunction.wrongArgumentKind(name, "a set or list argument", arg, type);
  }

  private static int count(byte[] value) {
    return ByteBuffer.wrap(value).getInt();
  }

  private static List<byte[]> elements(byte[] value) {
    return every(value, 1, 0);
  }

  /**
   * Component {@code offset} of every element of {@code width} components (map entries: 2). A null
   * element, which a list built in the selection may hold ({@code [v, 1]} with {@code v} null), is
   * left out, as Cassandra's functions leave it out of a minimum, maximum, sum or average.
   */
  private static List<byte[]> every(byte[] value, int width, int offset) {
    ByteBuffer in = ByteBuffer.wrap(value);
    int count = in.getInt();
    List<byte[]> out = new ArrayList<>(count);
    for (int i = 0; i < count * width; i++) {
      int length = in.getInt();
      if (length < 0) {
        continue;
      }
      byte[] component = new byte[length];
      in.get(component);
      if (i % width == offset) {
        out.add(component);
      }
    }
    return out;
  }

  private static byte[] write(List<byte[]> elements) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.writeBytes(ByteBuffer.allocate(4).putInt(elements.size()).array());
    for (byte[] e : elements) {
      out.writeBytes(ByteBuffer.allocate(4).putInt(e.length).array());
      out.writeBytes(e);
    }
    return out.toByteArray();
  }

  private static byte[] extreme(CqlType type, List<byte[]> elements, boolean min) {
    byte[] best = null;
    for (byte[] e : elements) {
      if (best == null || (min ? type.compare(e, best) < 0 : type.compare(e, best) > 0)) {
        best = e;
      }
    }
    return best;
  }

  private static byte[] sum(NativeType type, List<byte[]> elements, boolean average) {
    NumberSum sum = new NumberSum(type, average);
    elements.forEach(sum::add);
    return sum.result();
  }
}

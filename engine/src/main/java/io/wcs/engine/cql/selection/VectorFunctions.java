package io.wcs.engine.cql.selection;

import io.wcs.engine.cql.term.NativeFunction;
import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.VectorType;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.Set;

/**
 * Cassandra 5.0's vector similarity functions of two {@code vector<float, n>}s, each a float score
 * that grows with the similarity: {@code similarity_cosine} is (1 + cos) / 2, {@code
 * similarity_euclidean} 1 / (1 + the squared distance) and {@code similarity_dot_product} (1 + dot)
 * / 2, computed in float, as the vector search scores them. A null vector gives null.
 */
public final class VectorFunctions {
  private static final Set<String> NAMES =
      Set.of("similarity_cosine", "similarity_euclidean", "similarity_dot_product");

  private VectorFunctions() {}

  static boolean isVectorFunction(String name) {
    return NAMES.contains(name);
  }

  /** The function {@code name} of {@code arity} arguments, the first of type {@code type}. */
  static NativeFunction function(String name, int arity, CqlType type, String arg) {
    if (arity != 2) {
      throw new InvalidRequestException(
          "Invalid number of arguments for function system."
              + name
              + "(vector<float, n>, vector<float, n>)");
    }
    if (!(type instanceof VectorType vector) || vector.element() != NativeType.FLOAT) {
      throw new InvalidRequestException(
          "Function system."
              + name
              + " requires a float vector argument, but found argument "
              + arg
              + " of type "
              + type.cqlName());
    }
    return new NativeFunction(
        name,
        List.of(type, type),
        NativeType.FLOAT,
        true,
        args -> {
          if (args.get(0) == null || args.get(1) == null) {
            return null;
          }
          return NativeType.FLOAT.serialize(similarity(name, args.get(0), args.get(1)));
        });
  }

  /**
   * Refuses arguments of different dimensions, given as the number of elements of each vector
   * argument, or -1 where an argument is not a vector (the type check names that one).
   */
  static void checkDimensions(List<Integer> dimensions) {
    if (dimensions.stream().filter(d -> d >= 0).distinct().count() > 1) {
      throw new InvalidRequestException("All arguments must have the same vector dimensions");
    }
  }

  /**
   * The similarity {@code name} ({@code similarity_cosine}, {@code similarity_euclidean} or {@code
   * similarity_dot_product}) of two serialized float vectors of one dimension.
   */
  public static float similarity(String name, byte[] a, byte[] b) {
    return score(name, floats(a), floats(b));
  }

  private static float score(String name, float[] a, float[] b) {
    float dot = 0;
    float normA = 0;
    float normB = 0;
    float squareDistance = 0;
    for (int i = 0; i < a.length; i++) {
      dot += a[i] * b[i];
      normA += a[i] * a[i];
      normB += b[i] * b[i];
      float d = a[i] - b[i];
      squareDistance += d * d;
    }
    return switch (name) {
      case "similarity_cosine" -> {
        if (normA == 0 || normB == 0) {
          throw new InvalidRequestException(
              "Function system.similarity_cosine doesn't support all-zero vectors.");
        }
        yield (1 + dot / (float) Math.sqrt(normA * normB)) / 2;
      }
      case "similarity_euclidean" -> 1 / (1 + squareDistance);
      default -> Math.max((1 + dot) / 2, 0);
    };
  }

  /** A serialized {@code vector<float, n>}: n big-endian floats. */
  private static float[] floats(byte[] vector) {
    ByteBuffer in = ByteBuffer.wrap(vector);
    float[] out = new float[vector.length / Float.BYTES];
    for (int i = 0; i < out.length; i++) {
      out[i] = in.getFloat();
    }
    return out;
  }
}

package io.wcs.engine.cql.term;

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
 * / 2, computed in float (but the cosine's division), as jvector scores them. A null vector gives
 * null.
 */
public final class VectorFunctions {
  private static final Set<String> NAMES =
      Set.of("similarity_cosine", "similarity_euclidean", "similarity_dot_product");

  private static final String PARAMETERS = "vector<float, n>, vector<float, n>";

  private VectorFunctions() {}

  public static boolean isVectorFunction(String name) {
    return NAMES.contains(name);
  }

  /**
   * The function {@code name} of arguments with the types they have of their own ({@code own}, null
   * where an argument has none, which takes the other's) and the labels Cassandra's refusals name
   * them by, after Cassandra's checks in its order: the count, a type for the first, float vectors,
   * one dimension.
   */
  public static NativeFunction function(String name, List<CqlType> own, List<String> labels) {
    if (own.size() != 2) {
      throw NativeFunction.wrongArgumentCount(name, PARAMETERS);
    }
    CqlType first = own.get(0) != null ? own.get(0) : own.get(1);
    CqlType second = own.get(1) != null ? own.get(1) : own.get(0);
    if (first == null) {
      throw NativeFunction.cannotInferArgument(labels.get(0), name, PARAMETERS);
    }
    List<CqlType> types = List.of(first, second);
    for (int i = 0; i < types.size(); i++) {
      if (!(types.get(i) instanceof VectorType vector) || vector.element() != NativeType.FLOAT) {
        throw NativeFunction.wrongArgumentKind(
            name, "a float vector argument", labels.get(i), types.get(i));
      }
    }
    if (((VectorType) first).dimension() != ((VectorType) second).dimension()) {
      throw new InvalidRequestException("All arguments must have the same vector dimensions");
    }
    return new NativeFunction(
        name,
        List.of(first, first),
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
   * The similarity {@code name} ({@code similarity_cosine}, {@code similarity_euclidean} or {@code
   * similarity_dot_product}) of two serialized float vectors of one dimension.
   */
  private static float similarity(String name, byte[] a, byte[] b) {
    return score(name, floats(a), floats(b), true);
  }

  /**
   * The score a vector search orders a row by: the similarity, but a vector whose norm is zero in
   * float (one of tiny elements) scores NaN or infinity, as in jvector, rather than being refused.
   */
  public static float searchScore(String name, byte[] a, byte[] b) {
    return score(name, floats(a), floats(b), false);
  }

  private static float score(String name, float[] a, float[] b, boolean refuseZero) {
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
        if (refuseZero && (normA == 0 || normB == 0)) {
          throw new InvalidRequestException(
              "Function system.similarity_cosine doesn't support all-zero vectors.");
        }
        // the cosine divided in double, as jvector's
        float cosine = (float) (dot / Math.sqrt((double) normA * (double) normB));
        yield (1 + cosine) / 2;
      }
      case "similarity_euclidean" -> 1 / (1 + squareDistance);
      default -> (1 + dot) / 2;
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

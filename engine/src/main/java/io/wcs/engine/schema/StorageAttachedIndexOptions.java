package io.wcs.engine.schema;

import io.wcs.engine.error.ConfigurationException;
import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.MapType;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.VectorType;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Checks a storage-attached index's {@code OPTIONS} as Cassandra 5.0.2 does: the analyzer options
 * ({@code case_sensitive}, {@code normalize}, {@code ascii}) on text terms only, the vector options
 * ({@code similarity_function}, {@code optimize_for}) on vectors only, the graph's tuning options
 * refused as Cassandra refuses them without its system property, and any other option as one it
 * does not understand. Stateless.
 */
final class StorageAttachedIndexOptions {
  private static final Set<String> ANALYZER = Set.of("case_sensitive", "normalize", "ascii");
  private static final Set<String> VECTOR = Set.of("similarity_function", "optimize_for");
  private static final Map<String, String> GRAPH_TUNING =
      Map.of(
          "maximum_node_connections", "Maximum node connections",
          "construction_beam_width", "Construction beam width");
  private static final Set<String> SIMILARITY_FUNCTIONS =
      Set.of("EUCLIDEAN", "DOT_PRODUCT", "COSINE");

  private StorageAttachedIndexOptions() {}

  /**
   * @param options the options as given, without {@code target} and {@code class_name}
   * @param termType the type of the terms the index holds
   * @param entries whether it indexes a map's entries, whose keys and values are both its terms
   */
  static void check(Map<String, String> options, CqlType termType, boolean entries) {
    Set<String> unknown = new TreeSet<>(options.keySet());
    unknown.removeAll(ANALYZER);
    unknown.removeAll(VECTOR);
    unknown.removeAll(GRAPH_TUNING.keySet());
    if (!unknown.isEmpty()) {
      throw new ConfigurationException(
          "Properties specified " + unknown + " are not understood by StorageAttachedIndex");
    }
    for (Map.Entry<String, String> tuning : GRAPH_TUNING.entrySet()) {
      if (options.containsKey(tuning.getKey())) {
        throw new InvalidRequestException(
            tuning.getValue()
                + " cannot be set without enabling SAI_VECTOR_ALLOW_CUSTOM_PARAMETERS");
      }
    }
    for (String option : ANALYZER) {
      String value = options.get(option);
      if (value == null) {
        continue;
      }
      if (termType != NativeType.TEXT && termType != NativeType.ASCII) {
        throw new InvalidRequestException(
            "CQL type " + termType.cqlName() + " cannot be analyzed.");
      }
      if (!value.equalsIgnoreCase("true") && !value.equalsIgnoreCase("false")) {
        throw new InvalidRequestException(
            "Illegal value for boolean option '" + option + "': " + value);
      }
    }
    if (VECTOR.stream().anyMatch(options::containsKey) && !(termType instanceof VectorType)) {
      throw new InvalidRequestException(
          "CQL type " + termType.cqlName() + " cannot have vector options");
    }
    String similarity = options.get("similarity_function");
    if (similarity != null && !SIMILARITY_FUNCTIONS.contains(similarity.toUpperCase(Locale.ROOT))) {
      // Cassandra names the index null: it checks before the index has its name
      throw new InvalidRequestException(
          "Similarity function "
              + similarity.toUpperCase(Locale.ROOT)
              + " was not recognized for index null. Valid values are: EUCLIDEAN, DOT_PRODUCT,"
              + " COSINE");
    }
    if (termType instanceof VectorType vector && vector.element() != NativeType.FLOAT) {
      throw new InvalidRequestException(
          "SAI ANN indexes are only allowed on vector columns with float elements");
    }
    List<CqlType> terms =
        entries && termType instanceof MapType map
            ? List.of(map.key(), map.value())
            : List.of(termType);
    if (terms.contains(NativeType.BLOB)) {
      throw new InvalidRequestException("Unsupported type: blob");
    }
  }
}

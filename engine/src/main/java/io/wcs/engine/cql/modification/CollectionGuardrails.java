package io.wcs.engine.cql.modification;

import io.wcs.engine.error.InvalidRequestException;
import java.util.List;

/**
 * Cassandra 5.0's guardrails on the collections a write adds, off by default as in Cassandra (0
 * turns a threshold off): {@code collection_size_warn_threshold} and {@code
 * collection_size_fail_threshold} on the data size of the elements one operation writes to one
 * collection (per element 16 bytes of timestamp, TTL and deletion time plus its path and value; a
 * frozen collection is one cell), {@code items_per_collection_warn_threshold} and {@code
 * items_per_collection_fail_threshold} on their count. Like Cassandra, only the elements a write
 * adds count, not those already stored (that would need a read before every write). Above a warn
 * threshold the client gets a warning; above a fail threshold the write is refused before anything
 * is written. Immutable.
 */
public record CollectionGuardrails(
    long sizeWarnBytes, long sizeFailBytes, long itemsWarn, long itemsFail) {

  /** Every threshold off: Cassandra 5.0's default configuration. */
  public static final CollectionGuardrails DISABLED = new CollectionGuardrails(0, 0, 0, 0);

  public CollectionGuardrails {
    checkPair(sizeWarnBytes, sizeFailBytes, "collection_size");
    checkPair(itemsWarn, itemsFail, "items_per_collection");
  }

  /** Cassandra's check when both thresholds of a guardrail are on: warn at most fail. */
  private static void checkPair(long warn, long fail, String name) {
    if (warn < 0 || fail < 0) {
      throw new IllegalArgumentException(
          name + " thresholds must be 0 (off) or positive, got " + warn + " and " + fail);
    }
    if (warn > 0 && fail > 0 && warn > fail) {
      throw new IllegalArgumentException(
          "The warn threshold "
              + warn
              + " for "
              + name
              + "_warn_threshold should be lower than the fail threshold "
              + fail);
    }
  }

  /**
   * Checks the elements one operation writes to {@code column}: the item count first, then the
   * size, each adding a warning to {@code warnings} or refusing with Cassandra's messages. Builds
   * no message unless a threshold is exceeded.
   *
   * @throws InvalidRequestException above a fail threshold
   */
  void check(String column, long items, long dataSize, List<String> warnings) {
    if (exceeds(items, itemsWarn, itemsFail)) {
      report(
          "items_per_collection",
          column + " with " + items + " items",
          items,
          itemsWarn,
          itemsFail,
          warnings);
    }
    if (exceeds(dataSize, sizeWarnBytes, sizeFailBytes)) {
      report(
          "collection_size",
          column + " of size " + dataSize,
          dataSize,
          sizeWarnBytes,
          sizeFailBytes,
          warnings);
    }
  }

  private static boolean exceeds(long value, long warn, long fail) {
    return (warn > 0 && value > warn) || (fail > 0 && value > fail);
  }

  private static void report(
      String name, String what, long value, long warn, long fail, List<String> warnings) {
    if (fail > 0 && value > fail) {
      throw new InvalidRequestException(message(name, what, "failure", fail));
    }
    warnings.add(message(name, what, "warning", warn));
  }

  private static String message(String name, String what, String level, long threshold) {
    return "Guardrail "
        + name
        + " violated: Detected collection "
        + what
        + ", this exceeds the "
        + level
        + " threshold of "
        + threshold
        + ".";
  }
}

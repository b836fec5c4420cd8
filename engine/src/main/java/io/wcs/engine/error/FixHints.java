package io.wcs.engine.error;

import java.util.List;

/**
 * How to fix a refused statement, where Cassandra's message says what is wrong but not what to do.
 * The hint follows Cassandra's message on a line of its own, so the message still reads as
 * Cassandra's, and tools that show one line show Cassandra's. Every hint is written here.
 */
public final class FixHints {
  private static final String HINT_LINE = "\nHint: ";

  private FixHints() {}

  /** {@code message}, then the hint on its own line. */
  public static String withHint(String message, String hint) {
    return message + HINT_LINE + hint;
  }

  /** A refusal's message without the hint {@link #withHint} added, as Cassandra words it. */
  public static String withoutHint(String message) {
    int hint = message.indexOf(HINT_LINE);
    return hint < 0 ? message : message.substring(0, hint);
  }

  /** An UPDATE or DELETE must name whole partitions: each partition key column by = or IN. */
  public static String restrictEveryPartitionKeyColumn(String table, List<String> partitionKey) {
    return "restrict every partition key column of "
        + table
        + " with = or IN, as in WHERE "
        + String.join(" = ? AND ", partitionKey)
        + " = ?";
  }

  /** ORDER BY orders inside partitions, so it needs the partitions named. */
  public static String orderInsideNamedPartitions(String table, List<String> partitionKey) {
    return "rows are ordered by their clustering columns inside each partition only: "
        + restrictEveryPartitionKeyColumn(table, partitionKey)
        + ", or keep the rows this query orders in one partition of a table keyed for it";
  }

  /**
   * Clustering columns narrow a partition's rows in their declared order, so {@code column} can be
   * restricted only after {@code preceding} is restricted by equality.
   */
  public static String restrictClusteringInOrder(
      String column, String preceding, boolean precedingIsRange) {
    return "a partition's rows are sorted by their clustering columns in declared order, so "
        + (precedingIsRange
            ? "only the last restricted one may take a range: restrict " + preceding + " with ="
            : "restrict " + preceding + " with = or IN")
        + " to restrict "
        + column
        + ", or query a table whose clustering columns start with "
        + column;
  }

  /**
   * A query that would filter: the table's partition key, and that a table keyed for the query is
   * the better model than a scan.
   */
  public static String keyTheTableForTheQuery(String table, List<String> partitionKey) {
    return table
        + " is partitioned by ("
        + String.join(", ", partitionKey)
        + "), so this query would read rows it then drops. A table keyed for this query (the"
        + " columns it restricts by = first in its PRIMARY KEY) answers it directly; add ALLOW"
        + " FILTERING only if scanning is intended.";
  }
}

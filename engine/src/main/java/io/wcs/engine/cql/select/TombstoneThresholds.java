package io.wcs.engine.cql.select;

import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.error.FixHints;
import io.wcs.engine.error.ReadFailureException;
import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.LivePartition;
import io.wcs.engine.trace.TraceSession;
import io.wcs.engine.trace.Tracing;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Cassandra's two tombstone thresholds. A read that passed over more tombstones than {@value
 * #WARN_THRESHOLD} (its {@code tombstone_warn_threshold}) is answered with a client warning in its
 * words: the live rows and tombstones read, the read's text and the token of the partition last
 * read. A read that passes more than {@value #FAILURE_THRESHOLD} ({@code
 * tombstone_failure_threshold}) fails, as Cassandra's does, rather than read on through them. A
 * query by key reads each partition as a read of its own, so each partition is counted apart; a
 * scan counts all it passes.
 */
public final class TombstoneThresholds {
  public static final int WARN_THRESHOLD = 1000;
  public static final int FAILURE_THRESHOLD = 100_000;

  /** Cassandra cuts the read's text at this many characters. */
  private static final int MAX_QUERY_CHARS = 512;

  private final SelectStatement statement;
  private final QueryOptions options;
  private final int limit;
  private final int perPartitionLimit;
  // made at the first warning: most reads have none, and a read by key is often a few microseconds
  private List<String> warnings;
  private int live;
  private int tombstones;
  private DecoratedKey last;

  TombstoneThresholds(
      SelectStatement statement, QueryOptions options, int limit, int perPartitionLimit) {
    this.statement = statement;
    this.options = options;
    this.limit = limit;
    this.perPartitionLimit = perPartitionLimit;
  }

  /**
   * Fails the read when the tombstones counted so far and {@code inPartition} more, those met in
   * the partition being read, are over the failure threshold.
   */
  void failIfOver(int inPartition, DecoratedKey partition) {
    if (tombstones + inPartition > FAILURE_THRESHOLD) {
      throw failure(tombstones + inPartition, partition);
    }
  }

  private ReadFailureException failure(int passed, DecoratedKey partition) {
    last = partition; // the read's text names the restrictions of the partition it failed in
    return new ReadFailureException(
        FixHints.withHint(
            "Scanned over "
                + passed
                + " tombstones during query '"
                + readText()
                + "' (last scanned row token was "
                + partition.token()
                + "); query aborted",
            "read fewer rows at a time (a smaller page, a LIMIT or a narrower slice), or"
                + " delete less often in the same place; tombstones are purged by compaction once"
                + " gc_grace_seconds has passed (tombstone_failure_threshold is "
                + FAILURE_THRESHOLD
                + ")"),
        options.consistency().code());
  }

  /** Counts a partition read, with its live rows; warns of it when read by key. */
  void partitionRead(LivePartition partition, int liveRows) {
    live += liveRows;
    tombstones += partition.tombstonesRead();
    last = partition.key();
    failIfOver(0, last);
    if (statement.where().isKeyed()) {
      traceRead();
      warnIfOver();
      live = 0;
      tombstones = 0;
    }
  }

  /**
   * Counts partitions a read skipped as nothing in them was live; warns of one read by key, as
   * Cassandra does of a read that found no live row.
   */
  void partitionsSkipped(DecoratedKey lastKey, int skippedTombstones) {
    if (statement.where().isKeyed()) {
      // by key each partition is a read of its own: no count is carried between them
      tombstones = skippedTombstones;
      last = lastKey;
      failIfOver(0, lastKey);
      traceRead();
      warnIfOver();
      tombstones = 0;
      return;
    }
    tombstones += skippedTombstones;
    if (last == null || lastKey.compareTo(last) > 0) {
      last = lastKey;
    }
    failIfOver(0, last);
  }

  /** Counts a read by key that found nothing at all: for its trace, a read of nothing. */
  void nothingRead() {
    if (statement.where().isKeyed()) {
      traceRead();
    }
  }

  /** The warnings of the page, the scan's once it ended. */
  List<String> warnings() {
    if (!statement.where().isKeyed()) {
      traceRead();
      warnIfOver();
    }
    return warnings == null ? List.of() : warnings;
  }

  /** Cassandra's trace of what a read passed over: a partition's, or a scan's page's. */
  private void traceRead() {
    TraceSession trace = Tracing.current();
    if (trace != null) {
      trace.event("Read " + live + " live rows and " + tombstones + " tombstone cells");
    }
  }

  private void warnIfOver() {
    if (tombstones <= WARN_THRESHOLD) {
      return;
    }
    String query = readText();
    if (warnings == null) {
      warnings = new ArrayList<>();
    }
    warnings.add(
        "Read "
            + live
            + " live rows and "
            + tombstones
            + " tombstone cells for query "
            + (query.length() > MAX_QUERY_CHARS ? query.substring(0, MAX_QUERY_CHARS) : query)
            + "; token "
            + last.token()
            + " (see tombstone_warn_threshold)");
  }

  /**
   * The read as Cassandra writes it: the columns read beyond the key ({@code *} for all or none),
   * the restrictions with their values, the order, the limits, and ALLOW FILTERING always.
   */
  private String readText() {
    TableMetadata table = statement.table();
    StringBuilder text =
        new StringBuilder("SELECT ")
            .append(columns(table))
            .append(" FROM ")
            .append(table.keyspace())
            .append('.')
            .append(table.name())
            .append(statement.where().readRestrictions(last, options));
    if (statement.isReversed()) {
      List<String> order = new ArrayList<>();
      for (ColumnMetadata c : table.clustering()) {
        // the read runs against each column's own order
        order.add(c.name() + (c.clusteringOrder().equals("desc") ? " ASC" : " DESC"));
      }
      text.append(" ORDER BY ").append(String.join(", ", order));
    }
    if (limit != Integer.MAX_VALUE) {
      text.append(" LIMIT ").append(limit);
    }
    if (perPartitionLimit != Integer.MAX_VALUE) {
      text.append(" PER PARTITION LIMIT ").append(perPartitionLimit);
    }
    return text.append(" ALLOW FILTERING").toString();
  }

  private String columns(TableMetadata table) {
    Set<String> read = new TreeSet<>();
    for (ColumnMetadata c : statement.selection().columnsRead()) {
      if (!c.isPrimaryKey()) {
        read.add(c.name());
      }
    }
    return read.isEmpty() || read.size() == table.nonKeyColumns().size()
        ? "*"
        : String.join(", ", read);
  }
}

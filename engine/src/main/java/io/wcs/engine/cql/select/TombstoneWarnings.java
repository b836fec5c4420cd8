package io.wcs.engine.cql.select;

import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.LivePartition;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Cassandra's client warning for a read that passed over more tombstones than {@value #THRESHOLD}
 * (its {@code tombstone_warn_threshold}), in its words: the live rows and tombstones read, the
 * read's text and the token of the partition last read. A query by key reads each partition as a
 * read of its own, so each partition is counted apart; a scan counts all it passes.
 */
final class TombstoneWarnings {
  static final int THRESHOLD = 1000;

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

  TombstoneWarnings(
      SelectStatement statement, QueryOptions options, int limit, int perPartitionLimit) {
    this.statement = statement;
    this.options = options;
    this.limit = limit;
    this.perPartitionLimit = perPartitionLimit;
  }

  /** Counts a partition read, with its live rows; warns of it when read by key. */
  void partitionRead(LivePartition partition, int liveRows) {
    live += liveRows;
    tombstones += partition.tombstonesRead();
    last = partition.key();
    if (statement.where().isKeyed()) {
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
      warnIfOver();
      tombstones = 0;
      return;
    }
    tombstones += skippedTombstones;
    if (last == null || lastKey.compareTo(last) > 0) {
      last = lastKey;
    }
  }

  /** The warnings of the page, the scan's once it ended. */
  List<String> warnings() {
    if (!statement.where().isKeyed()) {
      warnIfOver();
    }
    return warnings == null ? List.of() : warnings;
  }

  private void warnIfOver() {
    if (tombstones <= THRESHOLD) {
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

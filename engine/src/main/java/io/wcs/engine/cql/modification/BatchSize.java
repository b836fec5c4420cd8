package io.wcs.engine.cql.modification;

import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.storage.Cell;
import io.wcs.engine.storage.Mutation;
import io.wcs.engine.storage.Row;
import io.wcs.engine.storage.TableMutation;
import java.util.List;
import java.util.Optional;

/**
 * Cassandra's limits on the data size of a batch that writes more than one partition: above
 * batch_size_warn_threshold (5 KiB) the client gets a warning, above batch_size_fail_threshold (50
 * KiB) the batch is refused before anything is written. The size is Cassandra's "data size" of the
 * rows written, not their encoded size: per row its clustering bytes, 8 bytes of row marker (16
 * with a TTL) and 12 of row deletion; per cell 16 bytes of timestamp, TTL and deletion time plus
 * its value and path; 12 bytes per collection deletion. Stateless.
 */
public final class BatchSize {
  public static final long WARN_THRESHOLD = 5 * 1024;
  public static final long FAIL_THRESHOLD = 50 * 1024;

  private static final int TIMESTAMP = 8;
  private static final int TTL_AND_EXPIRY = 8;
  private static final int DELETION = 12;

  /** A cell's timestamp, TTL and local deletion time, in Cassandra's data size. */
  static final int CELL_METADATA = TIMESTAMP + TTL_AND_EXPIRY;

  private BatchSize() {}

  /**
   * The warning for a batch over the warn threshold, if any.
   *
   * @param collector where the mutations were collected, asked for the tables' names only when the
   *     warning needs them
   * @throws InvalidRequestException "Batch too large" above the fail threshold
   */
  static Optional<String> check(List<TableMutation> mutations, MutationCollector collector) {
    if (mutations.size() <= 1) {
      return Optional.empty();
    }
    long size = dataSize(mutations);
    if (size <= WARN_THRESHOLD) {
      return Optional.empty();
    }
    if (size > FAIL_THRESHOLD) {
      throw new InvalidRequestException("Batch too large");
    }
    return Optional.of(
        "Batch for "
            + collector.tables()
            + " is of size "
            + size
            + ", exceeding specified threshold of "
            + WARN_THRESHOLD
            + " by "
            + (size - WARN_THRESHOLD)
            + ".");
  }

  /**
   * A method of its own, not a loop in {@link #check}: C2 compiles a method for an entry in the
   * middle of a loop that runs many times a call (an on-stack replacement), and for W4's batches of
   * a hundred partitions this loop's had compiled check once more with its warning's text.
   */
  private static long dataSize(List<TableMutation> mutations) {
    long size = 0;
    for (TableMutation m : mutations) {
      size += dataSize(m.mutation());
    }
    return size;
  }

  static long dataSize(Mutation mutation) {
    long size = mutation.staticRow() == null ? 0 : dataSize(mutation.staticRow());
    for (Row row : mutation.rows()) {
      size += dataSize(row);
    }
    return size;
  }

  private static long dataSize(Row row) {
    long size = row.clustering().length + DELETION + DELETION * row.complexDeletions().length;
    if (!row.marker().isEmpty()) {
      size += TIMESTAMP + (row.marker().isExpiring() ? TTL_AND_EXPIRY : 0);
    }
    for (int i = 0; i < row.cellCount(); i++) {
      Cell cell = row.cell(i);
      size += CELL_METADATA + cell.value().length + (cell.path() == null ? 0 : cell.path().length);
    }
    return size;
  }
}

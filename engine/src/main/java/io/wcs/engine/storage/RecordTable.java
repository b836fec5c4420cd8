package io.wcs.engine.storage;

import io.wcs.engine.partition.Murmur3Partitioner;
import java.io.IOException;
import java.util.Iterator;
import java.util.List;
import java.util.function.BiConsumer;

/**
 * A storage table of records, for the engine's own durable metadata (the schema, the roles): one
 * partition per record, keyed by its name's bytes, holding one row whose cells are the record. Its
 * writes are ordinary mutations, so they go through the commit log like any write. Timestamps are
 * strictly increasing, later than every one read back, so a later change always wins over an
 * earlier one even when the clock went back.
 *
 * <p>Not thread-safe: its owner makes one change at a time.
 */
public final class RecordTable {
  private static final byte[] NO_CLUSTERING = new byte[0];

  private final int tableId;
  private long lastTimestamp = Long.MIN_VALUE;

  private RecordTable(int tableId) {
    this.tableId = tableId;
  }

  /**
   * Creates the table in an opened engine (its commit log already replayed) and reads every record
   * back: {@code record} gets each one's key and row, in token order.
   */
  public static RecordTable load(
      StorageEngine engine, int tableId, int nowInSeconds, BiConsumer<byte[], Row> record)
      throws IOException {
    engine.createTable(tableId, TableLayout.NONE, TableOptions.DEFAULT);
    RecordTable table = new RecordTable(tableId);
    try (PartitionIterator it =
        engine.scan(tableId, PartitionRange.ALL, Slices.ALL, nowInSeconds)) {
      while (it.hasNext()) {
        LivePartition p = it.next();
        Iterator<Row> rows = p.rows();
        if (!rows.hasNext()) {
          continue;
        }
        Row row = rows.next();
        for (Cell c : row.cells()) {
          table.lastTimestamp = Math.max(table.lastTimestamp, c.timestamp());
        }
        record.accept(p.key().key(), row);
      }
    }
    return table;
  }

  /** A cell of a record's row; a record without it is corrupt. */
  public static byte[] cell(Row row, int columnId, String what) {
    Cell c = row.cell(columnId, null);
    if (c == null) {
      throw new MalformedDataException(what + " lacks cell " + columnId);
    }
    return c.value();
  }

  /** The timestamp of the next change: {@code requested}, or just after the last one if later. */
  public long nextTimestamp(long requested) {
    lastTimestamp = Math.max(requested, lastTimestamp + 1);
    return lastTimestamp;
  }

  /** The write of a record: its row, cells {@code cells}, at {@code ts}. */
  public TableMutation put(byte[] key, long ts, List<Cell> cells) {
    Row row = Row.of(NO_CLUSTERING, LivenessInfo.live(ts), DeletionTime.LIVE, List.of(), cells);
    return new TableMutation(tableId, Mutation.builder(decorate(key)).addRow(row).build());
  }

  /** The deletion of a record, at {@code ts}. */
  public TableMutation delete(byte[] key, long ts) {
    DeletionTime deletion = new DeletionTime(ts, (int) (ts / 1_000_000));
    return new TableMutation(
        tableId, Mutation.builder(decorate(key)).deletePartition(deletion).build());
  }

  private static DecoratedKey decorate(byte[] key) {
    return new DecoratedKey(Murmur3Partitioner.token(key), key);
  }
}

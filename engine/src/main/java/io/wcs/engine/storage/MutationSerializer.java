package io.wcs.engine.storage;

import io.wcs.engine.commitlog.CommitLogEntry;
import io.wcs.engine.commitlog.RecordFrame;
import java.util.ArrayList;
import java.util.List;

/**
 * The commit log body of a {@link Mutation}:
 *
 * <pre>
 * u8 version (2) | i64 token | vint len, key | u8 flags (1 = partition deletion, 2 = static row)
 * | [deletion] | range tombstones | [static row] | vint n | n x row
 * </pre>
 *
 * Rows, deletions and range tombstones as in {@link RowSerializer}; rows in {@link #ROW_ENCODING}
 * since version 2, plain in version 1, which replay still reads. Values are on disk: never
 * renumber.
 */
public final class MutationSerializer {
  static final int VERSION = 2;

  /** The version before {@link #ROW_ENCODING}: rows plain. */
  private static final int PLAIN_ROWS_VERSION = 1;

  /**
   * How the log encodes rows: compact, with markers relative to 0 (whole), since the log cannot
   * know the base of the memtable a row will go to. A memtable keeps its large rows in this same
   * encoding, copied from the log's record ({@link EncodedRows}) rather than encoded a second time;
   * compact rows also spare an INSERT's cells their own flags, column and timestamp (35 bytes of a
   * W1 row's 1,075).
   */
  public static final RowEncoding ROW_ENCODING = RowEncoding.compact(0);

  private static final int PARTITION_DELETION = 0x01;
  private static final int STATIC_ROW = 0x02;

  private MutationSerializer() {}

  /**
   * A thread's buffer starts large enough for any batch Cassandra accepts (its default
   * batch_size_fail_threshold is 50 KiB of data), so that a new writer thread does not grow it: the
   * growth branch, never taken while the JIT profiled the load before, is compiled as a trap, and
   * taking it threw the compiled write path away just as a four-thread load began.
   */
  private static final int FIRST_BUFFER_BYTES = 64 * 1024;

  /**
   * Each thread's buffer for serializing: growing a fresh buffer by doubling, then trimming it,
   * allocated four times a mutation's size and was half of all the bytes a bulk load allocated. A
   * buffer grown past {@value #KEPT_BUFFER_BYTES} bytes by a rare large write is replaced at the
   * thread's next one.
   */
  private static final ThreadLocal<ByteWriter> BUFFER =
      ThreadLocal.withInitial(() -> new ByteWriter(FIRST_BUFFER_BYTES));

  private static final int KEPT_BUFFER_BYTES = 1 << 20;

  /**
   * Serializes the mutations one after the other into the calling thread's buffer, valid until its
   * next call, as the commit log's record of the write lays them out ({@link RecordFrame}), and
   * adds an entry for each to {@code entries}, in order: the log appends that buffer as the record,
   * with no copy of the bodies. Returns where each of their rows lies in the buffer.
   */
  static EncodedRows serializeAll(List<TableMutation> mutations, List<CommitLogEntry> entries) {
    ByteWriter out = threadBuffer();
    int count = mutations.size();
    int[] firstRows = new int[count + 1];
    for (int i = 0; i < count; i++) {
      firstRows[i + 1] = firstRows[i] + mutations.get(i).mutation().rows().size();
    }
    int[] bounds = new int[2 * firstRows[count]];
    int[] starts = new int[count];
    int[] ends = new int[count];
    out.skip(RecordFrame.firstBody(count));
    for (int i = 0; i < count; i++) {
      if (i > 0) {
        out.skip(RecordFrame.ENTRY_HEADER);
      }
      starts[i] = out.size();
      write(mutations.get(i).mutation(), out, bounds, 2 * firstRows[i]);
      ends[i] = out.size();
    }
    // The array only now: writing may have grown it.
    byte[] bytes = out.array();
    for (int i = 0; i < count; i++) {
      entries.add(
          new CommitLogEntry(mutations.get(i).tableId(), bytes, starts[i], ends[i] - starts[i]));
    }
    return new EncodedRows(bytes, bounds, firstRows);
  }

  private static ByteWriter threadBuffer() {
    ByteWriter out = BUFFER.get();
    if (out.array().length > KEPT_BUFFER_BYTES) {
      out = new ByteWriter(FIRST_BUFFER_BYTES);
      BUFFER.set(out);
    }
    out.reset();
    return out;
  }

  /**
   * Writes {@code m}, and the start and end of each of its rows into {@code bounds} from {@code
   * at}.
   */
  private static void write(Mutation m, ByteWriter out, int[] bounds, int at) {
    out.writeByte(VERSION);
    out.writeLong(m.key().token());
    out.writeBlob(m.key().key());
    int flags =
        (m.partitionDeletion().isLive() ? 0 : PARTITION_DELETION)
            | (m.staticRow() == null ? 0 : STATIC_ROW);
    out.writeByte(flags);
    if (!m.partitionDeletion().isLive()) {
      RowSerializer.writeDeletion(m.partitionDeletion(), out);
    }
    RowSerializer.writeRangeTombstones(m.rangeTombstones(), out);
    if (m.staticRow() != null) {
      RowSerializer.writeRow(m.staticRow(), ROW_ENCODING, out);
    }
    out.writeUnsignedVInt(m.rows().size());
    for (Row r : m.rows()) {
      bounds[at++] = out.size();
      RowSerializer.writeRow(r, ROW_ENCODING, out);
      bounds[at++] = out.size();
    }
  }

  public static Mutation deserialize(byte[] body, String source) {
    ArrayByteReader in = new ArrayByteReader(body, source);
    int version = in.readByte();
    if (version != VERSION && version != PLAIN_ROWS_VERSION) {
      throw new MalformedDataException(
          "unknown mutation format version " + version + " in " + source);
    }
    RowEncoding encoding = version == PLAIN_ROWS_VERSION ? RowEncoding.PLAIN : ROW_ENCODING;
    DecoratedKey key = new DecoratedKey(in.readLong(), in.readBlob());
    int flags = in.readByte();
    DeletionTime pd =
        (flags & PARTITION_DELETION) != 0 ? RowSerializer.readDeletion(in) : DeletionTime.LIVE;
    List<RangeTombstone> rts = RowSerializer.readRangeTombstones(in);
    Row staticRow =
        (flags & STATIC_ROW) != 0 ? RowSerializer.readRow(in.readByte(), encoding, in) : null;
    long n = in.readUnsignedVInt();
    List<Row> rows = new ArrayList<>();
    for (long i = 0; i < n; i++) {
      rows.add(RowSerializer.readRow(in.readByte(), encoding, in));
    }
    if (in.hasRemaining()) {
      throw new MalformedDataException("trailing bytes after mutation at " + in.where());
    }
    return new Mutation(key, pd, List.copyOf(rts), staticRow, List.copyOf(rows));
  }
}

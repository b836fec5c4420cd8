package io.wcs.engine.storage;

import java.util.ArrayList;
import java.util.List;

/**
 * The binary form of rows, deletions and range tombstones, shared by the commit log (through {@link
 * MutationSerializer}) and the SSTable data file. Layout (vint = unsigned LEB128 varint, zvint =
 * zig-zag varint):
 *
 * <pre>
 * row:       flags u8 | clustering (vint len, bytes)
 *            | [vint len, written clustering values] if WRITTEN_CLUSTERING
 *            | [marker: zvint (timestamp - base), [vint ttl, vint localExpirationTime] if MARKER_TTL]
 *            | [deletion] if ROW_DELETION
 *            | [vint n, n x (vint columnId, deletion)] if COMPLEX_DELETIONS
 *            | [vint n, n x cell] if CELLS and not UNIFORM_CELLS
 *            | [vint n, vint first columnId, zvint (timestamp - first cell anchor), n x (vint len, value)]
 *              if UNIFORM_CELLS (compact encoding only): n live cells of columns first.. first+n-1
 * cell:      flags u8 | vint columnId | [vint len, path] if PATH
 *            | zvint (timestamp - previous cell's timestamp; the first's from its anchor: the marker's
 *              timestamp in a compact row with a marker, else the base)
 *            | [vint ttl] if EXPIRING | [vint localDeletionTime] if EXPIRING or TOMBSTONE
 *            | [vint len, value] unless TOMBSTONE
 * deletion:  zvint markedForDeleteAt | vint localDeletionTime
 * range tombstone: vint len, start | u8 hasEnd | [vint len, end] | deletion
 * </pre>
 *
 * The base, and whether the encoding is compact, are the {@link RowEncoding} a caller passes:
 * compact with a base of 0 for the commit log and a memtable's slabs ({@link
 * MutationSerializer#ROW_ENCODING}), compact with a base of its own for an SSTable, plain for
 * SSTable format 2 and the commit log's mutation version 1.
 *
 * <p>Flag values are on disk: never renumber.
 */
public final class RowSerializer {
  /** Row flags. */
  static final int MARKER = 0x01;

  static final int MARKER_TTL = 0x02;
  static final int ROW_DELETION = 0x04;
  static final int COMPLEX_DELETIONS = 0x08;
  static final int CELLS = 0x10;
  static final int WRITTEN_CLUSTERING = 0x20;

  /** Compact encoding only: the cells are one run (see {@link RowEncoding}). */
  static final int UNIFORM_CELLS = 0x40;

  /** Written instead of a row's flags after the last row of an SSTable partition. */
  public static final int END_OF_PARTITION = 0x80;

  /** Cell flags. */
  static final int CELL_PATH = 0x01;

  static final int CELL_EXPIRING = 0x02;
  static final int CELL_TOMBSTONE = 0x04;

  private RowSerializer() {}

  public static void writeRow(Row row, RowEncoding encoding, ByteWriter out) {
    LivenessInfo marker = row.marker();
    Row.ComplexDeletion[] cds = row.complexDeletions();
    boolean uniform = encoding.compact() && hasUniformCells(row);
    int flags =
        (marker.isEmpty() ? 0 : MARKER)
            | (marker.isExpiring() ? MARKER_TTL : 0)
            | (row.deletion().isLive() ? 0 : ROW_DELETION)
            | (cds.length == 0 ? 0 : COMPLEX_DELETIONS)
            | (row.cellCount() == 0 ? 0 : CELLS)
            | (row.writtenClustering() == null ? 0 : WRITTEN_CLUSTERING)
            | (uniform ? UNIFORM_CELLS : 0);
    out.writeByte(flags);
    out.writeBlob(row.clustering());
    if (row.writtenClustering() != null) {
      out.writeBlob(row.writtenClustering());
    }
    writeMarker(marker, encoding, out);
    if (!row.deletion().isLive()) {
      writeDeletion(row.deletion(), out);
    }
    if (cds.length > 0) {
      out.writeUnsignedVInt(cds.length);
      for (Row.ComplexDeletion cd : cds) {
        out.writeUnsignedVInt(cd.columnId());
        writeDeletion(cd.deletion(), out);
      }
    }
    if (row.cellCount() > 0) {
      out.writeUnsignedVInt(row.cellCount());
      long previous = encoding.firstCellAnchor(marker);
      if (uniform) {
        out.writeUnsignedVInt(row.cell(0).columnId());
        out.writeVLong(row.cell(0).timestamp() - previous);
        for (int i = 0; i < row.cellCount(); i++) {
          out.writeBlob(row.cell(i).value());
        }
        return;
      }
      for (int i = 0; i < row.cellCount(); i++) {
        Cell c = row.cell(i);
        writeCell(c, previous, out);
        previous = c.timestamp();
      }
    }
  }

  private static void writeMarker(LivenessInfo marker, RowEncoding encoding, ByteWriter out) {
    if (!marker.isEmpty()) {
      out.writeVLong(marker.timestamp() - encoding.timestampBase());
      if (marker.isExpiring()) {
        out.writeUnsignedVInt(marker.ttl());
        out.writeUnsignedVInt(marker.localExpirationTime() & 0xFFFFFFFFL);
      }
    }
  }

  /**
   * Whether the cells are what an INSERT of whole columns writes: simple, live, not expiring, of
   * one timestamp, in consecutive columns.
   */
  private static boolean hasUniformCells(Row row) {
    if (row.cellCount() == 0) {
      return false;
    }
    Cell first = row.cell(0);
    for (int i = 0; i < row.cellCount(); i++) {
      Cell c = row.cell(i);
      if (c.path() != null
          || c.isExpiring()
          || c.isTombstone()
          || c.timestamp() != first.timestamp()
          || c.columnId() != first.columnId() + i) {
        return false;
      }
    }
    return true;
  }

  private static void writeCell(Cell c, long previousTimestamp, ByteWriter out) {
    int flags =
        (c.path() == null ? 0 : CELL_PATH)
            | (c.isExpiring() ? CELL_EXPIRING : 0)
            | (c.isTombstone() ? CELL_TOMBSTONE : 0);
    out.writeByte(flags);
    out.writeUnsignedVInt(c.columnId());
    if (c.path() != null) {
      out.writeBlob(c.path());
    }
    out.writeVLong(c.timestamp() - previousTimestamp);
    if (c.isExpiring()) {
      out.writeUnsignedVInt(c.ttl());
    }
    if (c.isExpiring() || c.isTombstone()) {
      out.writeUnsignedVInt(c.localDeletionTime() & 0xFFFFFFFFL);
    }
    if (!c.isTombstone()) {
      out.writeBlob(c.value());
    }
  }

  /** Reads a row whose flags byte the caller has already read (it may be END_OF_PARTITION). */
  public static Row readRow(int flags, RowEncoding encoding, ByteReader in) {
    return readRowAfterClustering(flags, readClustering(flags, encoding, in), encoding, in);
  }

  /**
   * Reads the clustering of a row whose flags byte the caller has already read; the caller then
   * reads the rest with {@link #readRowAfterClustering} or moves past it with {@link
   * #skipRowAfterClustering}, so that a slice reader does not build the rows before its start.
   */
  public static byte[] readClustering(int flags, RowEncoding encoding, ByteReader in) {
    checkFlags(flags, encoding, in);
    return in.readBlob();
  }

  /**
   * Moves past a whole row whose flags byte the caller has already read, building nothing of it (a
   * compaction copying rows only needs to know where each ends).
   */
  public static void skipRow(int flags, RowEncoding encoding, ByteReader in) {
    checkFlags(flags, encoding, in);
    in.skipBlob();
    skipRowAfterClustering(flags, in);
  }

  private static void checkFlags(int flags, RowEncoding encoding, ByteReader in) {
    int known =
        MARKER
            | MARKER_TTL
            | ROW_DELETION
            | COMPLEX_DELETIONS
            | CELLS
            | WRITTEN_CLUSTERING
            | (encoding.compact() ? UNIFORM_CELLS : 0);
    if ((flags & ~known) != 0 || (flags & (UNIFORM_CELLS | CELLS)) == UNIFORM_CELLS) {
      throw new MalformedDataException("invalid row flags " + flags + " at " + in.where());
    }
  }

  /** The rest of the row whose flags and clustering {@link #readClustering} read. */
  public static Row readRowAfterClustering(
      int flags, byte[] clustering, RowEncoding encoding, ByteReader in) {
    byte[] writtenClustering = (flags & WRITTEN_CLUSTERING) != 0 ? in.readBlob() : null;
    LivenessInfo marker = readMarker(flags, encoding, in);
    DeletionTime deletion = (flags & ROW_DELETION) != 0 ? readDeletion(in) : DeletionTime.LIVE;
    Row.ComplexDeletion[] cds = Row.NO_COMPLEX_DELETIONS;
    if ((flags & COMPLEX_DELETIONS) != 0) {
      cds = new Row.ComplexDeletion[readCount(in)];
      for (int i = 0; i < cds.length; i++) {
        cds[i] = new Row.ComplexDeletion(in.readUnsignedVInt32(), readDeletion(in));
      }
    }
    Cell[] cells = new Cell[(flags & CELLS) != 0 ? readCount(in) : 0];
    long previous = encoding.firstCellAnchor(marker);
    if ((flags & UNIFORM_CELLS) != 0) {
      readUniformCells(cells, previous, in);
    } else {
      for (int i = 0; i < cells.length; i++) {
        cells[i] = readCell(previous, in);
        previous = cells[i].timestamp();
      }
    }
    return Row.ofSorted(clustering, writtenClustering, marker, deletion, cds, cells);
  }

  private static LivenessInfo readMarker(int flags, RowEncoding encoding, ByteReader in) {
    if ((flags & MARKER) == 0) {
      return LivenessInfo.EMPTY;
    }
    long ts = in.readVLong() + encoding.timestampBase();
    return (flags & MARKER_TTL) != 0
        ? new LivenessInfo(ts, in.readUnsignedVInt32(), in.readUnsignedVInt32())
        : LivenessInfo.live(ts);
  }

  /**
   * Whether the encoded row whose flags byte is {@code bytes[offset]} is one {@link #copyPlainRow}
   * copies: no deletion, cells in one uniform run (what an INSERT of whole columns writes).
   */
  public static boolean isPlainRow(byte[] bytes, int offset, RowEncoding encoding) {
    int flags = bytes[offset] & 0xFF;
    int plain = MARKER | MARKER_TTL | WRITTEN_CLUSTERING | CELLS | UNIFORM_CELLS;
    return encoding.compact() && (flags & ~plain) == 0 && (flags & UNIFORM_CELLS) != 0;
  }

  /**
   * Writes the encoded row {@code bytes[offset, offset + length)}, flags byte first, in encoding
   * {@code to} without decoding its cells, and returns what an SSTable's statistics and row index
   * need of it; null, writing nothing, unless it is a plain row ({@link #isPlainRow}). The bytes
   * are copied as they are when {@code to} is {@code from}; else the one timestamp written relative
   * to the base (the marker's, or the cells' in a row without one) is written relative to the new.
   */
  public static PlainRow copyPlainRow(
      byte[] bytes, int offset, int length, RowEncoding from, RowEncoding to, ByteWriter out) {
    if (!isPlainRow(bytes, offset, from) || !to.compact()) {
      return null;
    }
    ArrayByteReader in = new ArrayByteReader(bytes, offset, length, "encoded row");
    int flags = in.readByte();
    byte[] clustering = readClustering(flags, from, in);
    byte[] writtenClustering = (flags & WRITTEN_CLUSTERING) != 0 ? in.readBlob() : null;
    LivenessInfo marker = readMarker(flags, from, in);
    int cells = readCount(in);
    int firstColumn = in.readUnsignedVInt32();
    long cellTimestamp = from.firstCellAnchor(marker) + in.readVLong();
    if (from.equals(to)) {
      out.writeBytes(bytes, offset, length);
    } else {
      out.writeByte(flags);
      out.writeBlob(clustering);
      if (writtenClustering != null) {
        out.writeBlob(writtenClustering);
      }
      writeMarker(marker, to, out);
      out.writeUnsignedVInt(cells).writeUnsignedVInt(firstColumn);
      out.writeVLong(cellTimestamp - to.firstCellAnchor(marker));
      int values = in.position();
      out.writeBytes(bytes, values, offset + length - values);
    }
    return new PlainRow(clustering, marker, cells, cellTimestamp);
  }

  /**
   * A row as {@link #copyPlainRow} summarizes it: its cells are {@code cellCount} live cells of
   * timestamp {@code cellTimestamp}.
   */
  public record PlainRow(
      byte[] clustering, LivenessInfo marker, int cellCount, long cellTimestamp) {}

  private static void readUniformCells(Cell[] cells, long anchor, ByteReader in) {
    int firstColumn = in.readUnsignedVInt32();
    long timestamp = anchor + in.readVLong();
    for (int i = 0; i < cells.length; i++) {
      cells[i] = Cell.live(firstColumn + i, null, timestamp, in.readBlob());
    }
  }

  /** Moves past the rest of the row whose flags and clustering {@link #readClustering} read. */
  public static void skipRowAfterClustering(int flags, ByteReader in) {
    if ((flags & WRITTEN_CLUSTERING) != 0) {
      in.skipBlob();
    }
    if ((flags & MARKER) != 0) {
      in.readUnsignedVInt();
      if ((flags & MARKER_TTL) != 0) {
        in.readUnsignedVInt();
        in.readUnsignedVInt();
      }
    }
    if ((flags & ROW_DELETION) != 0) {
      skipDeletion(in);
    }
    if ((flags & COMPLEX_DELETIONS) != 0) {
      for (int i = readCount(in); i > 0; i--) {
        in.readUnsignedVInt();
        skipDeletion(in);
      }
    }
    int cells = (flags & CELLS) != 0 ? readCount(in) : 0;
    if ((flags & UNIFORM_CELLS) != 0) {
      in.readUnsignedVInt();
      in.readUnsignedVInt();
      for (int i = 0; i < cells; i++) {
        in.skipBlob();
      }
      return;
    }
    for (int i = 0; i < cells; i++) {
      int cellFlags = readCellFlags(in);
      in.readUnsignedVInt();
      if ((cellFlags & CELL_PATH) != 0) {
        in.skipBlob();
      }
      in.readUnsignedVInt();
      if ((cellFlags & CELL_EXPIRING) != 0) {
        in.readUnsignedVInt();
      }
      if ((cellFlags & (CELL_EXPIRING | CELL_TOMBSTONE)) != 0) {
        in.readUnsignedVInt();
      }
      if ((cellFlags & CELL_TOMBSTONE) == 0) {
        in.skipBlob();
      }
    }
  }

  private static void skipDeletion(ByteReader in) {
    in.readUnsignedVInt();
    in.readUnsignedVInt();
  }

  private static int readCellFlags(ByteReader in) {
    int flags = in.readByte();
    if ((flags & ~(CELL_PATH | CELL_EXPIRING | CELL_TOMBSTONE)) != 0
        || (flags & (CELL_EXPIRING | CELL_TOMBSTONE)) == (CELL_EXPIRING | CELL_TOMBSTONE)) {
      throw new MalformedDataException("unknown cell flags " + flags + " at " + in.where());
    }
    return flags;
  }

  private static Cell readCell(long previousTimestamp, ByteReader in) {
    int flags = readCellFlags(in);
    int columnId = in.readUnsignedVInt32();
    byte[] path = (flags & CELL_PATH) != 0 ? in.readBlob() : null;
    long timestamp = previousTimestamp + in.readVLong();
    int ttl = (flags & CELL_EXPIRING) != 0 ? in.readUnsignedVInt32() : Cell.NO_TTL;
    int ldt =
        (flags & (CELL_EXPIRING | CELL_TOMBSTONE)) != 0
            ? in.readUnsignedVInt32()
            : Cell.NO_DELETION_TIME;
    byte[] value = (flags & CELL_TOMBSTONE) != 0 ? Bytes.EMPTY : in.readBlob();
    return new Cell(columnId, path, timestamp, ttl, ldt, value);
  }

  private static int readCount(ByteReader in) {
    long n = in.readUnsignedVInt();
    if (n > 1 << 24) {
      throw new MalformedDataException("count " + n + " is not plausible at " + in.where());
    }
    return (int) n;
  }

  public static void writeDeletion(DeletionTime d, ByteWriter out) {
    out.writeVLong(d.markedForDeleteAt());
    out.writeUnsignedVInt(d.localDeletionTime() & 0xFFFFFFFFL);
  }

  public static DeletionTime readDeletion(ByteReader in) {
    return new DeletionTime(in.readVLong(), in.readUnsignedVInt32());
  }

  public static void writeRangeTombstones(List<RangeTombstone> rts, ByteWriter out) {
    out.writeUnsignedVInt(rts.size());
    for (RangeTombstone rt : rts) {
      out.writeBlob(rt.start());
      out.writeByte(rt.end() == null ? 0 : 1);
      if (rt.end() != null) {
        out.writeBlob(rt.end());
      }
      writeDeletion(rt.deletion(), out);
    }
  }

  public static List<RangeTombstone> readRangeTombstones(ByteReader in) {
    int n = readCount(in);
    List<RangeTombstone> rts = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      byte[] start = in.readBlob();
      byte[] end = in.readByte() != 0 ? in.readBlob() : null;
      rts.add(new RangeTombstone(start, end, readDeletion(in)));
    }
    return rts;
  }
}

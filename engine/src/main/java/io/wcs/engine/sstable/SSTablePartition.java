package io.wcs.engine.sstable;

import io.wcs.engine.storage.Bytes;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.DeletionTime;
import io.wcs.engine.storage.EncodedPartition;
import io.wcs.engine.storage.LazyIterator;
import io.wcs.engine.storage.MalformedDataException;
import io.wcs.engine.storage.RangeTombstone;
import io.wcs.engine.storage.Row;
import io.wcs.engine.storage.RowEncoding;
import io.wcs.engine.storage.RowSerializer;
import io.wcs.engine.storage.Slice;
import io.wcs.engine.storage.Slices;
import io.wcs.engine.storage.SourceRow;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * One partition read from an SSTable. The header (deletion, range tombstones, static row) is read
 * when the partition is opened; rows are read as iterated. Forward slices seek through the row
 * index to the stretch holding the slice start; reversed slices read one indexed stretch at a time
 * (a partition without a row index is smaller than one stretch) and return it backwards, so memory
 * stays bounded by the row index interval. Threading: one thread (the cursor is shared with the
 * read or scan that opened it; every iterator re-seeks before reading).
 */
final class SSTablePartition implements EncodedPartition {
  private final SSTableReader sstable;
  private final DataCursor cursor;
  private final IndexEntry entry;
  private final DeletionTime deletion;
  private final List<RangeTombstone> rangeTombstones;
  private final Row staticRow;
  private final long rowsStart;

  /** The partition an index entry points at; another key there is damage. */
  static SSTablePartition indexed(SSTableReader sstable, DataCursor cursor, IndexEntry entry) {
    byte[] key = keyAt(sstable, cursor, entry.position());
    if (!Arrays.equals(key, entry.key().key())) {
      throw new MalformedDataException(
          "index entry for "
              + entry.key()
              + " points at another partition (key "
              + Bytes.toHex(key)
              + ") at "
              + cursor.where());
    }
    return new SSTablePartition(sstable, cursor, entry);
  }

  /**
   * The partition at a position recorded for {@code key}'s token, or null when it is another key's:
   * two keys may share a token.
   */
  static SSTablePartition ifKeyAt(
      SSTableReader sstable, DataCursor cursor, DecoratedKey key, long position) {
    return Arrays.equals(keyAt(sstable, cursor, position), key.key())
        ? new SSTablePartition(sstable, cursor, new IndexEntry(key, position, RowIndex.NONE))
        : null;
  }

  /**
   * Reads the key of the partition starting at {@code position} and leaves the cursor after it, and
   * after the token format 2 repeated there (the index entry has it; the block checksums guard it).
   */
  private static byte[] keyAt(SSTableReader sstable, DataCursor cursor, long position) {
    cursor.seek(position);
    byte[] key = cursor.readBlob();
    if (!sstable.hasCompactRows()) {
      cursor.readLong();
    }
    return key;
  }

  /** Reads the partition's header from the cursor, which is just after the key. */
  private SSTablePartition(SSTableReader sstable, DataCursor cursor, IndexEntry entry) {
    this.sstable = sstable;
    this.cursor = cursor;
    this.entry = entry;
    int flags = cursor.readByte();
    deletion =
        (flags & SSTableWriter.HAS_DELETION) != 0
            ? RowSerializer.readDeletion(cursor)
            : DeletionTime.LIVE;
    rangeTombstones =
        (flags & SSTableWriter.HAS_RANGE_TOMBSTONES) != 0
            ? RowSerializer.readRangeTombstones(cursor)
            : List.of();
    staticRow =
        (flags & SSTableWriter.HAS_STATIC_ROW) != 0
            ? RowSerializer.readRow(cursor.readByte(), sstable.rowEncoding(), cursor)
            : null;
    rowsStart = cursor.position();
  }

  @Override
  public DecoratedKey key() {
    return entry.key();
  }

  @Override
  public DeletionTime partitionDeletion() {
    return deletion;
  }

  @Override
  public List<RangeTombstone> rangeTombstones() {
    return rangeTombstones;
  }

  @Override
  public Row staticRow() {
    return staticRow;
  }

  @Override
  public boolean holdsOnlyLiveData() {
    return sstable.stats().holdsOnlyLiveData();
  }

  @Override
  public RowEncoding rowEncoding() {
    return sstable.rowEncoding();
  }

  /** Each row's bytes, read past without being decoded (its flags are checked). */
  @Override
  public Iterator<SourceRow> encodedRows() {
    return new LazyIterator<>() {
      private long position = rowsStart;

      @Override
      protected SourceRow computeNext() {
        cursor.seek(position);
        int flags = cursor.readByte();
        if (flags == RowSerializer.END_OF_PARTITION) {
          return null;
        }
        RowSerializer.skipRow(flags, sstable.rowEncoding(), cursor);
        byte[] row = new byte[Math.toIntExact(cursor.position() - position)];
        cursor.seek(position);
        cursor.readFully(row, 0, row.length);
        position = cursor.position();
        return SourceRow.encoded(row, 0, row.length);
      }
    };
  }

  @Override
  public Iterator<Row> rows(Slices slices, boolean reversed) {
    if (!sstable.mayHaveRowsIn(slices)) {
      return Collections.emptyIterator();
    }
    return reversed ? new ReverseRows(slices) : new ForwardRows(slices);
  }

  private long blockStart(int block) {
    return entry.rowIndex().size() > 0
        ? entry.position() + entry.rowIndex().offset(block)
        : rowsStart;
  }

  private long blockEnd(int block) {
    return block + 1 < entry.rowIndex().size()
        ? entry.position() + entry.rowIndex().offset(block + 1)
        : Long.MAX_VALUE;
  }

  /**
   * The first row from the cursor on that is not before {@code from}, moving past earlier ones
   * without building them (a seek through the row index lands up to an index interval before the
   * slice); null at the end of the partition or once the cursor reaches {@code end}. {@code from}
   * is null once a row at or after the slice's start was read: rows are in order, so the ones after
   * it need no comparison.
   */
  private Row nextRowFrom(byte[] from, long end) {
    while (cursor.position() < end) {
      int flags = cursor.readByte();
      if (flags == RowSerializer.END_OF_PARTITION) {
        return null;
      }
      byte[] clustering = RowSerializer.readClustering(flags, sstable.rowEncoding(), cursor);
      if (from == null || Arrays.compareUnsigned(clustering, from) >= 0) {
        return RowSerializer.readRowAfterClustering(
            flags, clustering, sstable.rowEncoding(), cursor);
      }
      RowSerializer.skipRowAfterClustering(flags, cursor);
    }
    return null;
  }

  private final class ForwardRows extends LazyIterator<Row> {
    private final Slices slices;
    private int sliceIndex;
    private long position = rowsStart;
    private boolean positioned;
    // Whether a row of the current slice was read: the rows after it are all past its start.
    private boolean startReached;
    private Row pending;

    ForwardRows(Slices slices) {
      this.slices = slices;
    }

    @Override
    protected Row computeNext() {
      while (sliceIndex < slices.size()) {
        Slice slice = slices.get(sliceIndex);
        Row row = pending;
        pending = null;
        if (row == null) {
          row = read(slice);
        } else if (Arrays.compareUnsigned(row.clustering(), slice.start()) < 0) {
          // The row that ended the previous slice falls before this one: read on from after it.
          continue;
        }
        if (row == null) {
          sliceIndex = slices.size();
        } else if (!slice.isBeforeEnd(row.clustering())) {
          pending = row;
          sliceIndex++;
          positioned = false;
        } else {
          return row;
        }
      }
      return null;
    }

    private Row read(Slice slice) {
      if (!positioned) {
        position = Math.max(position, blockStart(entry.rowIndex().blockFor(slice.start())));
        positioned = true;
        startReached = false;
      }
      cursor.seek(position);
      Row row = nextRowFrom(startReached ? null : slice.start(), Long.MAX_VALUE);
      position = cursor.position();
      startReached = row != null;
      return row;
    }
  }

  private final class ReverseRows implements Iterator<Row> {
    private final Slices slices;
    private int sliceIndex;
    private int block;
    private int firstBlock;
    private final List<Row> buffered = new ArrayList<>();
    private int bufferedIndex;

    ReverseRows(Slices slices) {
      this.slices = slices;
      this.sliceIndex = slices.size();
      this.block = -1;
      this.firstBlock = 0;
    }

    @Override
    public boolean hasNext() {
      while (bufferedIndex == 0) {
        if (block >= firstBlock && block >= 0) {
          load(slices.get(sliceIndex), block--);
        } else if (sliceIndex > 0) {
          Slice slice = slices.get(--sliceIndex);
          block = entry.rowIndex().lastBlockBefore(slice.end());
          firstBlock = entry.rowIndex().blockFor(slice.start());
        } else {
          return false;
        }
      }
      return true;
    }

    /** Buffers the rows of one indexed stretch that fall in the slice. */
    private void load(Slice slice, int b) {
      buffered.clear();
      cursor.seek(blockStart(b));
      long end = blockEnd(b);
      byte[] from = slice.start();
      Row row;
      while ((row = nextRowFrom(from, end)) != null && slice.isBeforeEnd(row.clustering())) {
        buffered.add(row);
        from = null;
      }
      bufferedIndex = buffered.size();
    }

    @Override
    public Row next() {
      if (!hasNext()) {
        throw new NoSuchElementException();
      }
      return buffered.get(--bufferedIndex);
    }
  }
}

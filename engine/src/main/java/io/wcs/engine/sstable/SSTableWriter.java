package io.wcs.engine.sstable;

import io.wcs.engine.sstable.io.BlockCompression;
import io.wcs.engine.sstable.io.BloomFilter;
import io.wcs.engine.storage.ArrayByteReader;
import io.wcs.engine.storage.ByteWriter;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.DeletionTime;
import io.wcs.engine.storage.PartitionSink;
import io.wcs.engine.storage.RangeTombstone;
import io.wcs.engine.storage.Row;
import io.wcs.engine.storage.RowEncoding;
import io.wcs.engine.storage.RowSerializer;
import io.wcs.engine.storage.Slices;
import io.wcs.engine.storage.SourceRow;
import io.wcs.engine.storage.UnfilteredPartition;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Iterator;
import java.util.List;

/**
 * Writes one SSTable generation from partitions appended in key order; see FORMAT.md. Files are
 * written under temporary names and published by {@link #finish}: each component is forced to disk,
 * the TOC is written under its temporary name and the directory forced, then the components are
 * renamed, the TOC renamed last, and the directory forced again. A generation without its TOC is
 * garbage and is deleted at open while a temporary file of it remains (see {@link SSTableFiles}).
 *
 * <pre>
 * Data:  header | partition* ;  partition = blob key | i64 token | u8 flags (1 deletion, 2 static
 *        row, 4 range tombstones) | [deletion] | [range tombstones] | [static row]
 *        | row* | u8 END_OF_PARTITION    (a row is its flags byte then RowSerializer's body)
 * Index: header | entry* ;  entry = i64 token | blob key | vint data position
 *        | vint n | [row index of n stretches, see RowIndex]
 * Summary: every 16th index entry's key and position, see IndexSummary
 * </pre>
 *
 * Threading: one thread.
 */
public final class SSTableWriter implements PartitionSink, AutoCloseable {
  /** Cassandra's default bloom_filter_fp_chance. */
  static final double BLOOM_FILTER_FP_CHANCE = 0.01;

  static final int HAS_DELETION = 0x01;
  static final int HAS_STATIC_ROW = 0x02;
  static final int HAS_RANGE_TOMBSTONES = 0x04;

  private final Descriptor descriptor;
  private final BlockFiles files;
  private final int rowIndexInterval;
  private final int level;
  private final BlockSink data;
  private final BlockSink index;
  private final BloomFilter filter;
  private final StatsCollector stats = new StatsCollector();
  private final ByteWriter buffer = new ByteWriter(4096);
  private final ByteWriter indexBuffer = new ByteWriter(256);
  private final RowIndex.Builder rowIndex = new RowIndex.Builder();
  private final IndexSummary.Builder summary;
  private final PartitionPositions.Builder partitionPositions;
  private DecoratedKey lastKey;
  private long partitionStart;
  private long lastIndexed;
  // Compact, based at the first timestamp written; chosen at the first row that has one to write,
  // the rows before it writing none, unless set by encodeRelativeTo or taken from the first row
  // copied in its encoding.
  private RowEncoding encoding;
  private boolean done;
  // The summary of the generation finish published, for open; null until then, or if none was.
  private IndexSummary published;

  /**
   * Starts a generation. {@code compression}: how its data and index are cut into blocks and
   * compressed; {@code rowIndexInterval}: bytes of partition between two entries of its row index;
   * {@code level}: the leveled-compaction level recorded in the statistics.
   */
  public SSTableWriter(
      Descriptor descriptor,
      BlockFiles files,
      BlockCompression compression,
      int rowIndexInterval,
      int level,
      long expectedKeys)
      throws IOException {
    this.descriptor = descriptor;
    this.files = files;
    this.rowIndexInterval = rowIndexInterval;
    this.level = level;
    this.summary = new IndexSummary.Builder(expectedKeys);
    this.partitionPositions = new PartitionPositions.Builder(expectedKeys);
    this.data = files.create(descriptor.temporaryPath(Component.DATA), compression);
    this.index = files.create(descriptor.temporaryPath(Component.INDEX), compression);
    this.filter = BloomFilter.create(expectedKeys, BLOOM_FILTER_FP_CHANCE);
    ByteWriter header = new ByteWriter(ComponentHeader.SIZE);
    ComponentHeader.write(Component.DATA, header);
    data.write(header.array(), 0, header.size());
    header.reset();
    ComponentHeader.write(Component.INDEX, header);
    index.write(header.array(), 0, header.size());
  }

  public Descriptor descriptor() {
    return descriptor;
  }

  /** Bytes of data written so far (uncompressed). */
  public long dataLength() {
    return data.position();
  }

  /** Appends a partition (keys strictly increasing); a partition with nothing in it is skipped. */
  @Override
  public void append(UnfilteredPartition p) throws IOException {
    Iterator<Row> rows = p.rows(Slices.ALL, false);
    if (!startPartition(
        p.key(), p.partitionDeletion(), p.rangeTombstones(), p.staticRow(), rows.hasNext())) {
      return;
    }
    while (rows.hasNext()) {
      appendRow(rows.next());
    }
    endPartition(p.key());
  }

  /**
   * Appends a partition without deletions (keys strictly increasing). Its plain encoded rows are
   * copied without being decoded: as they are when this writer's encoding is theirs (the first
   * copied row's becomes this writer's, unless a flush set one with {@link #encodeRelativeTo}),
   * else moved to this writer's timestamp base. Other encoded rows are decoded and encoded again.
   */
  @Override
  public void append(DecoratedKey key, Row staticRow, Iterator<SourceRow> rows, RowEncoding rowsIn)
      throws IOException {
    if (!startPartition(key, DeletionTime.LIVE, List.of(), staticRow, rows.hasNext())) {
      return;
    }
    while (rows.hasNext()) {
      SourceRow r = rows.next();
      if (r.row() != null) {
        appendRow(r.row());
        continue;
      }
      if (encoding == null && rowsIn.compact()) {
        encoding = rowsIn;
      }
      buffer.reset();
      RowSerializer.PlainRow plain =
          encoding == null
              ? null
              : RowSerializer.copyPlainRow(
                  r.bytes(), r.offset(), r.length(), rowsIn, encoding, buffer);
      if (plain == null) {
        ArrayByteReader in = new ArrayByteReader(r.bytes(), r.offset(), r.length(), "copied row");
        appendRow(RowSerializer.readRow(in.readByte(), rowsIn, in));
      } else {
        startRow(plain.clustering());
        data.write(buffer.array(), 0, buffer.size());
        stats.plainRow(plain);
      }
    }
    endPartition(key);
  }

  /**
   * Writes a partition's key, flags, deletion, range tombstones and static row, unless it has
   * nothing to write; returns whether it had.
   */
  private boolean startPartition(
      DecoratedKey key,
      DeletionTime deletion,
      List<RangeTombstone> rts,
      Row staticRow,
      boolean hasRows)
      throws IOException {
    if (lastKey != null && key.compareTo(lastKey) <= 0) {
      throw new IllegalStateException(
          "partitions out of order in " + descriptor + ": " + key + " after " + lastKey);
    }
    if (deletion.isLive() && rts.isEmpty() && staticRow == null && !hasRows) {
      return false;
    }
    lastKey = key;
    partitionStart = data.position();
    lastIndexed = Long.MIN_VALUE;
    stats.partition(key, deletion);
    filter.add(key.key());
    buffer.reset();
    buffer.writeBlob(key.key());
    int flags =
        (deletion.isLive() ? 0 : HAS_DELETION)
            | (staticRow == null ? 0 : HAS_STATIC_ROW)
            | (rts.isEmpty() ? 0 : HAS_RANGE_TOMBSTONES);
    buffer.writeByte(flags);
    if (!deletion.isLive()) {
      RowSerializer.writeDeletion(deletion, buffer);
    }
    if (!rts.isEmpty()) {
      RowSerializer.writeRangeTombstones(rts, buffer);
      rts.forEach(stats::rangeTombstone);
    }
    if (staticRow != null) {
      RowSerializer.writeRow(staticRow, encodingFor(staticRow), buffer);
      stats.row(staticRow, true);
    }
    data.write(buffer.array(), 0, buffer.size());
    return true;
  }

  private void appendRow(Row row) throws IOException {
    startRow(row.clustering());
    buffer.reset();
    RowSerializer.writeRow(row, encodingFor(row), buffer);
    data.write(buffer.array(), 0, buffer.size());
    stats.row(row, false);
  }

  /** Adds the row starting here to the row index when an index interval has passed. */
  private void startRow(byte[] clustering) {
    long position = data.position();
    if (lastIndexed == Long.MIN_VALUE || position - lastIndexed >= rowIndexInterval) {
      rowIndex.add(clustering, position - partitionStart);
      lastIndexed = position;
    }
  }

  private void endPartition(DecoratedKey key) throws IOException {
    buffer.reset();
    buffer.writeByte(RowSerializer.END_OF_PARTITION);
    data.write(buffer.array(), 0, buffer.size());
    long entryStart = index.position();
    boolean wide = rowIndex.writesIndex();
    indexBuffer.reset();
    indexBuffer.writeLong(key.token()).writeBlob(key.key()).writeUnsignedVInt(partitionStart);
    rowIndex.writeTo(indexBuffer);
    index.write(indexBuffer.array(), 0, indexBuffer.size());
    summary.add(key, entryStart);
    partitionPositions.add(key.token(), wide ? entryStart : partitionStart, wide);
  }

  /**
   * Writes rows with timestamps relative to {@code timestampBase}: a flush passes its memtable's
   * creation time, around which most of its rows were written, so that their timestamps take a few
   * bytes each (a memtable encodes its rows relative to 0, as the commit log does). Before the
   * first append only.
   */
  public void encodeRelativeTo(long timestampBase) {
    if (lastKey != null) {
      throw new IllegalStateException("the encoding of " + descriptor + " is already chosen");
    }
    encoding = RowEncoding.compact(timestampBase);
  }

  /**
   * The SSTable's row encoding: compact, with timestamps relative to the first one written, its
   * rows having most often been written around the same time.
   */
  private RowEncoding encodingFor(Row row) {
    if (encoding == null) {
      if (!row.marker().isEmpty()) {
        encoding = RowEncoding.compact(row.marker().timestamp());
      } else if (row.cellCount() > 0) {
        encoding = RowEncoding.compact(row.cell(0).timestamp());
      } else {
        return RowEncoding.compact(0);
      }
    }
    return encoding;
  }

  /**
   * Publishes the generation and returns its statistics. {@code replaces} lists the generations
   * this one supersedes (compaction inputs), recorded in the TOC so that a crash between publishing
   * and deleting them is finished at the next open. When nothing was appended (a compaction that
   * purged everything) only the TOC is published, as a record of the replacement, and this returns
   * null; the next open deletes the inputs and the record.
   */
  public SSTableStats finish(List<Long> replaces) throws IOException {
    data.finish();
    index.finish();
    data.close();
    index.close();
    SSTableStats result = null;
    IndexSummary kept = null;
    if (stats.isEmpty()) {
      Files.delete(descriptor.temporaryPath(Component.DATA));
      Files.delete(descriptor.temporaryPath(Component.INDEX));
    } else {
      result = stats.build(level, data.position(), encoding == null ? 0 : encoding.timestampBase());
      SmallComponent.write(
          descriptor.temporaryPath(Component.STATISTICS), Component.STATISTICS, result.serialize());
      SmallComponent.write(
          descriptor.temporaryPath(Component.FILTER), Component.FILTER, filter.toBytes());
      kept = summary.build();
      SmallComponent.write(
          descriptor.temporaryPath(Component.SUMMARY), Component.SUMMARY, kept.serialize());
    }
    if (result != null || !replaces.isEmpty()) {
      Path toc = descriptor.temporaryPath(Component.TOC);
      Toc.write(toc, result != null, replaces);
      // On disk before any component takes its published name: components without a TOC are
      // then this writer's leftovers only while the temporary TOC is there, and recovery can
      // refuse the ones without either as a lost TOC rather than delete a live generation.
      DirectorySync.force(descriptor.directory());
      if (result != null) {
        for (Component c : Component.values()) {
          if (c != Component.TOC) {
            Files.move(
                descriptor.temporaryPath(c), descriptor.path(c), StandardCopyOption.ATOMIC_MOVE);
          }
        }
      }
      Files.move(toc, descriptor.path(Component.TOC), StandardCopyOption.ATOMIC_MOVE);
    }
    DirectorySync.force(descriptor.directory());
    done = true;
    published = kept;
    return result;
  }

  /**
   * Opens the generation {@link #finish} published, with the summary and partition positions this
   * writer built: it reads none of its index to open.
   */
  public SSTableReader open() throws IOException {
    if (published == null) {
      throw new IllegalStateException(descriptor + " was not published with rows to read");
    }
    return SSTableReader.open(descriptor, files, published, partitionPositions.build());
  }

  /** Deletes the temporary files unless {@link #finish} succeeded. */
  @Override
  public void close() throws IOException {
    if (done) {
      return;
    }
    done = true;
    data.close();
    index.close();
    for (Component c : Component.values()) {
      Files.deleteIfExists(descriptor.temporaryPath(c));
    }
  }
}

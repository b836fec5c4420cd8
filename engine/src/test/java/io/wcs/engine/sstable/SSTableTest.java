package io.wcs.engine.sstable;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.memtable.Memtable;
import io.wcs.engine.sstable.io.BlockCompression;
import io.wcs.engine.sstable.io.CompressedBlockFiles;
import io.wcs.engine.storage.Cell;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.DeletionTime;
import io.wcs.engine.storage.EncodedPartition;
import io.wcs.engine.storage.KeyMergeIterator;
import io.wcs.engine.storage.LivePartition;
import io.wcs.engine.storage.LivenessInfo;
import io.wcs.engine.storage.MalformedDataException;
import io.wcs.engine.storage.MergedPartition;
import io.wcs.engine.storage.ModelCheck;
import io.wcs.engine.storage.ModelTable;
import io.wcs.engine.storage.Mutation;
import io.wcs.engine.storage.PartitionRange;
import io.wcs.engine.storage.Row;
import io.wcs.engine.storage.Slice;
import io.wcs.engine.storage.Slices;
import io.wcs.engine.storage.UnfilteredPartition;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

@ExtendWith(FilesCacheRead.class)
class SSTableTest {
  /**
   * Small blocks, so that rows and index entries straddle block boundaries, and a cache of only 16
   * of them, so that reads both hit it and evict from it.
   */
  static final BlockFiles FILES = new CompressedBlockFiles(BlockCache.ofCapacity(16 * 256, 256));

  static final BlockCompression SMALL_BLOCKS = BlockCompression.DEFAULT.withBlockSize(256);

  @TempDir Path dir;

  /** The ways an SSTable opens, each with or without the partition positions reads probe. */
  enum Opening {
    /** As flushes and compactions open what they wrote: with the writer's summary and positions. */
    BY_ITS_WRITER(true),
    /** As a database opens: from the summary component, the positions not read yet. */
    FROM_ITS_SUMMARY(false),
    /** As a database opens, once the positions are read in the background. */
    FROM_ITS_SUMMARY_THEN_POSITIONS(true),
    /** A generation without its summary (written before it existed): from the whole index. */
    FROM_ITS_INDEX(true);

    final boolean withPositions;

    Opening(boolean withPositions) {
      this.withPositions = withPositions;
    }
  }

  static SSTableReader write(
      Descriptor d, BlockFiles files, Memtable memtable, int rowIndexInterval) throws IOException {
    return write(d, files, memtable, rowIndexInterval, Opening.BY_ITS_WRITER);
  }

  static SSTableReader write(
      Descriptor d, BlockFiles files, Memtable memtable, int rowIndexInterval, Opening opening)
      throws IOException {
    SSTableReader r;
    try (SSTableWriter w = new SSTableWriter(d, files, SMALL_BLOCKS, rowIndexInterval, 0, 16)) {
      Iterator<UnfilteredPartition> it = memtable.scan(PartitionRange.ALL);
      while (it.hasNext()) {
        w.append(new MergedPartition(List.of(it.next())));
      }
      w.finish(List.of());
      r = opening == Opening.BY_ITS_WRITER ? w.open() : null;
    }
    if (opening == Opening.FROM_ITS_INDEX) {
      Files.delete(d.path(Component.SUMMARY));
    }
    if (r == null) {
      r = SSTableReader.open(d, files);
    }
    if (opening == Opening.FROM_ITS_SUMMARY_THEN_POSITIONS) {
      assertFalse(r.hasPartitionPositions(), "opened from its summary");
      r.loadPartitionPositions();
    }
    assertEquals(opening.withPositions, r.hasPartitionPositions(), opening.toString());
    return r;
  }

  /** Everything written so far goes to a fresh SSTable at each check; reads come from it alone. */
  final class SSTableTarget implements ModelCheck.Target {
    final Memtable memtable = new Memtable();
    final Opening opening;
    SSTableReader sstable;
    long generation;

    SSTableTarget(Opening opening) {
      this.opening = opening;
    }

    @Override
    public void apply(Mutation m) {
      memtable.apply(m);
    }

    @Override
    public void maintain(int step, int now) {
      try {
        if (sstable != null) {
          sstable.markObsolete();
        }
        sstable =
            memtable.isEmpty()
                ? null
                : write(new Descriptor(dir, ++generation), FILES, memtable, 64, opening);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }

    @Override
    public ModelTable.Observed read(DecoratedKey key, Slices slices, boolean reversed, int now) {
      UnfilteredPartition p = sstable == null ? null : sstable.partition(key);
      return p == null
          ? null
          : ModelTable.observe(
              LivePartition.of(new MergedPartition(List.of(p)), slices, reversed, now));
    }

    @Override
    public List<DecoratedKey> scanKeys(int now) {
      List<DecoratedKey> keys = new ArrayList<>();
      if (sstable != null) {
        Iterator<UnfilteredPartition> it = sstable.scan(PartitionRange.ALL);
        while (it.hasNext()) {
          UnfilteredPartition p = it.next();
          if (!LivePartition.of(new MergedPartition(List.of(p)), Slices.ALL, false, now)
              .isEmpty()) {
            keys.add(p.key());
          }
        }
      }
      return keys;
    }
  }

  @ParameterizedTest
  @EnumSource(Opening.class)
  void matchesTheModel(Opening opening) {
    for (long seed = 1; seed <= 10; seed++) {
      ModelCheck.run(seed, 400, 40, new SSTableTarget(opening));
    }
  }

  private static Mutation wideRow(DecoratedKey key, int c) {
    return Mutation.builder(key)
        .addRow(
            Row.of(
                new byte[] {(byte) (c >> 8), (byte) c},
                LivenessInfo.live(c),
                DeletionTime.LIVE,
                List.of(),
                List.of(Cell.live(0, null, c, new byte[40]))))
        .build();
  }

  @Test
  void wideSlicesUseTheRowIndexForwardAndReversed() throws IOException {
    Memtable memtable = new Memtable();
    DecoratedKey key = new DecoratedKey(5, new byte[] {5});
    for (int c = 0; c < 3000; c++) {
      memtable.apply(wideRow(key, c));
    }
    SSTableReader r = write(new Descriptor(dir, 1), FILES, memtable, 1024);
    Slices slices =
        Slices.of(
            new Slice(new byte[] {1, 0}, new byte[] {1, 10}), new Slice(new byte[] {11}, null));
    for (boolean reversed : new boolean[] {false, true}) {
      List<Integer> seen = new ArrayList<>();
      Iterator<Row> rows = r.partition(key).rows(slices, reversed);
      rows.forEachRemaining(
          row -> seen.add(((row.clustering()[0] & 0xFF) << 8) | (row.clustering()[1] & 0xFF)));
      List<Integer> expected = new ArrayList<>();
      for (int c = 256; c < 266; c++) {
        expected.add(c);
      }
      for (int c = 11 * 256; c < 3000; c++) {
        expected.add(c);
      }
      if (reversed) {
        java.util.Collections.reverse(expected);
      }
      assertEquals(expected, seen);
    }
    assertNull(r.partition(new DecoratedKey(5, new byte[] {6})));
    assertEquals(3000, r.stats().rowCount());
    r.release();
  }

  @Test
  void pointReadsFindEveryKeyWhenTokensCollide() throws IOException {
    Memtable memtable = new Memtable();
    // Keys 1 and 2 share token 7 (their slot is ambiguous); key 3 has token 9 alone.
    List<DecoratedKey> stored =
        List.of(
            new DecoratedKey(7, new byte[] {1}),
            new DecoratedKey(7, new byte[] {2}),
            new DecoratedKey(9, new byte[] {3}));
    for (int k = 0; k < stored.size(); k++) {
      memtable.apply(wideRow(stored.get(k), k));
    }
    SSTableReader r = write(new Descriptor(dir, 1), FILES, memtable, 1024);
    for (int k = 0; k < stored.size(); k++) {
      Iterator<Row> rows = r.partition(stored.get(k)).rows(Slices.ALL, false);
      assertEquals(k, rows.next().clustering()[1], "the row of " + stored.get(k));
      assertFalse(rows.hasNext());
    }
    assertNull(r.partition(new DecoratedKey(7, new byte[] {4})), "an ambiguous token");
    assertNull(r.partition(new DecoratedKey(9, new byte[] {4})), "another key's token");
    assertNull(r.partition(new DecoratedKey(8, new byte[] {3})), "a token nobody has");
    r.release();
  }

  /**
   * A memtable of every kind of row a flush meets: large rows as an INSERT writes them (kept
   * encoded, copied as they are), one with a TTL, large rows under small updates (deltas), large
   * rows with a row deletion, small rows, a static row, a deleted partition and one with a range
   * tombstone.
   */
  private static Memtable everyKindOfFlushedRow() {
    Memtable memtable = new Memtable();
    long now = System.currentTimeMillis() * 1000;
    for (int k = 0; k < 60; k++) {
      DecoratedKey key = new DecoratedKey(k * 7919L, new byte[] {(byte) k});
      Mutation.Builder m = Mutation.builder(key);
      for (int c = 0; c < 1 + k % 4; c++) {
        List<Cell> cells = new ArrayList<>();
        int columns = k % 3 == 0 ? 2 : 10;
        for (int col = 0; col < columns; col++) {
          cells.add(Cell.live(col, null, now + k, new byte[60 + col]));
        }
        LivenessInfo marker =
            k % 5 == 0 ? new LivenessInfo(now + k, 3600, 2_000_000_000) : LivenessInfo.live(now);
        DeletionTime deletion = k % 7 == 0 ? new DeletionTime(now + 30, 1_000) : DeletionTime.LIVE;
        m.addRow(Row.of(new byte[] {(byte) c}, marker, deletion, List.of(), cells));
      }
      if (k % 11 == 0) {
        m.staticRow(
            Row.of(
                new byte[0],
                LivenessInfo.EMPTY,
                DeletionTime.LIVE,
                List.of(),
                List.of(Cell.live(20, null, now, new byte[] {1}))));
      }
      if (k % 13 == 0) {
        m.deletePartition(new DeletionTime(now - 100, 1_000));
      }
      memtable.apply(m.build());
      if (k % 4 == 1) {
        memtable.apply(
            Mutation.builder(key)
                .addRow(
                    Row.of(
                        new byte[] {0},
                        LivenessInfo.EMPTY,
                        DeletionTime.LIVE,
                        List.of(),
                        List.of(Cell.live(3, null, now + 100, new byte[] {9}))))
                .build());
      }
    }
    return memtable;
  }

  @Test
  void aFlushCopyingEncodedRowsWritesWhatDecodingThemWould() throws IOException {
    Memtable memtable = everyKindOfFlushedRow();
    long base = memtable.flushTimestampBase();
    SSTableStats copied;
    try (SSTableWriter w =
        new SSTableWriter(new Descriptor(dir, 1), FILES, SMALL_BLOCKS, 256, 0, 8)) {
      w.encodeRelativeTo(base);
      memtable.flushTo(w);
      copied = w.finish(List.of());
    }
    SSTableStats decoded;
    try (SSTableWriter w =
        new SSTableWriter(new Descriptor(dir, 2), FILES, SMALL_BLOCKS, 256, 0, 8)) {
      w.encodeRelativeTo(base);
      Iterator<UnfilteredPartition> it = memtable.scan(PartitionRange.ALL);
      while (it.hasNext()) {
        w.append(new MergedPartition(List.of(it.next())));
      }
      decoded = w.finish(List.of());
    }
    assertSameGeneration(2, decoded, 1, copied);
  }

  /** Generations {@code a} and {@code b} hold the same data, index and statistics. */
  private void assertSameGeneration(int a, SSTableStats aStats, int b, SSTableStats bStats)
      throws IOException {
    for (Component c : List.of(Component.DATA, Component.INDEX)) {
      assertArrayEquals(
          Files.readAllBytes(new Descriptor(dir, a).path(c)),
          Files.readAllBytes(new Descriptor(dir, b).path(c)),
          c.toString());
    }
    assertArrayEquals(aStats.serialize(), bStats.serialize());
  }

  /**
   * Flushed rows of keys {@code from, from + 2, ...}: plain rows with a marker (as an INSERT
   * writes), plain rows without one (as an UPDATE of consecutive columns writes), and rows whose
   * cells are no uniform run, which are copied by decoding them.
   */
  private SSTableReader flushedRows(int generation, int from, long timestamp) throws IOException {
    Memtable memtable = new Memtable();
    for (int k = from; k < 120; k += 2) {
      List<Cell> cells = new ArrayList<>();
      for (int col = 0; col < 8; col++) {
        cells.add(Cell.live(k % 3 == 2 ? 2 * col : col, null, timestamp + k, new byte[70]));
      }
      LivenessInfo marker = k % 3 == 1 ? LivenessInfo.EMPTY : LivenessInfo.live(timestamp);
      memtable.apply(
          Mutation.builder(new DecoratedKey(k * 104729L, new byte[] {(byte) k}))
              .addRow(Row.of(new byte[] {1}, marker, DeletionTime.LIVE, List.of(), cells))
              .build());
    }
    Descriptor d = new Descriptor(dir, generation);
    try (SSTableWriter w = new SSTableWriter(d, FILES, SMALL_BLOCKS, 256, 0, 8)) {
      w.encodeRelativeTo(timestamp - 1_000_000L * generation);
      memtable.flushTo(w);
      w.finish(List.of());
    }
    return SSTableReader.open(d, FILES);
  }

  @Test
  void aCompactionCopyingRowsWritesWhatDecodingThemWould() throws IOException {
    long now = System.currentTimeMillis() * 1000;
    // Two inputs encoded relative to different bases: the rows of one are moved to the other's.
    List<SSTableReader> inputs = List.of(flushedRows(1, 0, now), flushedRows(2, 1, now + 7));
    SSTableStats copied;
    try (SSTableWriter w =
        new SSTableWriter(new Descriptor(dir, 3), FILES, SMALL_BLOCKS, 256, 1, 8)) {
      KeyMergeIterator groups =
          new KeyMergeIterator(List.of(inputs.get(0).scanOnce(), inputs.get(1).scanOnce()));
      while (groups.hasNext()) {
        EncodedPartition p = (EncodedPartition) groups.next().get(0);
        assertTrue(p.holdsOnlyLiveData());
        w.append(p.key(), p.staticRow(), p.encodedRows(), p.rowEncoding());
      }
      copied = w.finish(List.of());
    }
    SSTableStats decoded;
    try (SSTableWriter w =
        new SSTableWriter(new Descriptor(dir, 4), FILES, SMALL_BLOCKS, 256, 1, 8)) {
      w.encodeRelativeTo(copied.timestampBase());
      KeyMergeIterator groups =
          new KeyMergeIterator(List.of(inputs.get(0).scanOnce(), inputs.get(1).scanOnce()));
      while (groups.hasNext()) {
        w.append(new MergedPartition(groups.next()));
      }
      decoded = w.finish(List.of());
    }
    assertSameGeneration(4, decoded, 3, copied);
    assertEquals(120, copied.rowCount());
    inputs.forEach(SSTableReader::release);
  }

  /** Block files whose sources count the blocks they load. */
  private static final class CountingFiles implements BlockFiles {
    private final BlockFiles files = new CompressedBlockFiles(BlockCache.ofCapacity(1 << 20, 256));
    int loads;

    @Override
    public BlockSink create(Path file, BlockCompression compression) throws IOException {
      return files.create(file, compression);
    }

    @Override
    public BlockSource open(Path file) throws IOException {
      return new ForwardingBlockSource(files.open(file)) {
        @Override
        public Block blockAt(long position) throws IOException {
          loads++;
          return source.blockAt(position);
        }
      };
    }

    @Override
    public BlockCache cache() {
      return files.cache();
    }
  }

  @Test
  void aScanOnceLeavesTheBlockCacheToReads() throws IOException {
    Memtable memtable = new Memtable();
    for (int k = 0; k < 200; k++) {
      memtable.apply(wideRow(new DecoratedKey(k, new byte[] {(byte) k}), k));
    }
    CountingFiles files = new CountingFiles();
    int read = files.cache().beginRead();
    SSTableReader r = write(new Descriptor(dir, 1), files, memtable, 1024);
    assertEquals(200, readAll(r.scanOnce()));
    int loads = files.loads;
    readAll(r.scan(PartitionRange.ALL));
    assertTrue(files.loads > loads, "the cached scan found nothing the scan once left");
    loads = files.loads;
    readAll(r.scan(PartitionRange.ALL));
    assertEquals(loads, files.loads, "a second cached scan is served by the cache");
    files.cache().endRead(read);
    r.release();
  }

  /** Reads every row of the partitions; returns how many partitions there were. */
  private static int readAll(Iterator<UnfilteredPartition> partitions) {
    int count = 0;
    while (partitions.hasNext()) {
      partitions.next().rows(Slices.ALL, false).forEachRemaining(row -> {});
      count++;
    }
    return count;
  }

  /** Generations 1 and 2 (flushes), and 3, whose TOC says it replaces 1. */
  private void writeTwoFlushesAndACompactionOfTheFirst() throws IOException {
    Memtable memtable = new Memtable();
    memtable.apply(wideRow(new DecoratedKey(1, new byte[] {1}), 1));
    write(new Descriptor(dir, 1), FILES, memtable, 1024).release();
    write(new Descriptor(dir, 2), FILES, memtable, 1024).release();
    try (SSTableWriter w =
        new SSTableWriter(new Descriptor(dir, 3), FILES, SMALL_BLOCKS, 1024, 0, 1)) {
      w.append(
          new MergedPartition(
              List.of(memtable.partition(new DecoratedKey(1, new byte[] {1}), Slices.ALL))));
      w.finish(List.of(1L));
    }
  }

  /**
   * Leftovers of a crash: generation 2 as a writer leaves it between renaming its components and
   * its TOC (or a deletion after turning its TOC into a temporary one), 4 as a writer leaves it
   * before renaming, and 5 as a build before 2026-12-03 left it while renaming.
   */
  @Test
  void unpublishedAndReplacedGenerationsAreRemovedAtOpen() throws IOException {
    writeTwoFlushesAndACompactionOfTheFirst();
    Descriptor two = new Descriptor(dir, 2);
    Files.move(two.path(Component.TOC), two.temporaryPath(Component.TOC));
    Files.writeString(dir.resolve("tmp-4-Data.db"), "partial");
    Files.copy(two.path(Component.DATA), new Descriptor(dir, 5).path(Component.DATA));
    Files.copy(two.path(Component.INDEX), new Descriptor(dir, 5).path(Component.INDEX));
    List<Descriptor> live = SSTableFiles.recover(dir);
    assertEquals(List.of(new Descriptor(dir, 3)), live);
    try (var files = Files.list(dir)) {
      assertTrue(files.allMatch(f -> f.getFileName().toString().startsWith("3-")));
    }
    assertEquals(3, SSTableFiles.maxGeneration(dir));
  }

  /** Components without a TOC of either name may be the only copy of their rows: never deleted. */
  @Test
  void aLostTocIsAnErrorAndDeletesNothing() throws IOException {
    writeTwoFlushesAndACompactionOfTheFirst();
    Descriptor two = new Descriptor(dir, 2);
    byte[] toc = Files.readAllBytes(two.path(Component.TOC));
    Files.delete(two.path(Component.TOC));
    MalformedDataException e =
        assertThrows(MalformedDataException.class, () -> SSTableFiles.recover(dir));
    assertTrue(e.getMessage().contains("2-TOC.txt"), e.getMessage());
    assertTrue(e.getMessage().contains(two.toString()), e.getMessage());
    try (var files = Files.list(dir)) {
      assertEquals(3 * Component.values().length - 1, files.count());
    }
    Files.write(two.path(Component.TOC), toc);
    assertEquals(List.of(two, new Descriptor(dir, 3)), SSTableFiles.recover(dir));
  }

  @Test
  void aDeletionCutShortIsFinishedAtOpen() throws IOException {
    writeTwoFlushesAndACompactionOfTheFirst();
    Descriptor two = new Descriptor(dir, 2);
    Files.move(two.path(Component.TOC), two.temporaryPath(Component.TOC));
    Files.delete(two.path(Component.DATA));
    assertEquals(List.of(new Descriptor(dir, 3)), SSTableFiles.recover(dir));
    SSTableFiles.delete(new Descriptor(dir, 3));
    try (var files = Files.list(dir)) {
      assertFalse(files.findAny().isPresent());
    }
  }

  @Test
  void aReplacementRecordIsResolvedAtOpenButAMissingDataFileIsAnError() throws IOException {
    Memtable memtable = new Memtable();
    memtable.apply(wideRow(new DecoratedKey(1, new byte[] {1}), 1));
    write(new Descriptor(dir, 1), FILES, memtable, 1024).release();
    try (SSTableWriter w =
        new SSTableWriter(new Descriptor(dir, 2), FILES, SMALL_BLOCKS, 1024, 0, 1)) {
      assertNull(w.finish(List.of(1L)));
    }
    assertEquals(List.of(), SSTableFiles.recover(dir));
    try (var files = Files.list(dir)) {
      assertFalse(files.findAny().isPresent());
    }
    write(new Descriptor(dir, 3), FILES, memtable, 1024).release();
    Files.delete(new Descriptor(dir, 3).path(Component.DATA));
    MalformedDataException e =
        assertThrows(MalformedDataException.class, () -> SSTableFiles.recover(dir));
    assertTrue(e.getMessage().contains("3-Data.db is missing"), e.getMessage());
    assertTrue(e.getMessage().contains("3-TOC.txt"), e.getMessage());
  }

  /**
   * A compaction's output without its data file is no record of a replacement: resolving it as one
   * would delete its inputs, or leave them alone where they already are, and lose its rows.
   */
  @Test
  void aCompactionOutputWithoutItsDataIsAnErrorAndDeletesNothing() throws IOException {
    writeTwoFlushesAndACompactionOfTheFirst();
    Files.delete(new Descriptor(dir, 3).path(Component.DATA));
    MalformedDataException e =
        assertThrows(MalformedDataException.class, () -> SSTableFiles.recover(dir));
    assertTrue(e.getMessage().contains("3-Data.db is missing"), e.getMessage());
    try (var files = Files.list(dir)) {
      assertEquals(3 * Component.values().length - 1, files.count());
    }
  }

  /** A record written by a build before 2026-12-03 listed every component, and had none of them. */
  @Test
  void anOlderBuildsReplacementRecordIsStillResolved() throws IOException {
    writeTwoFlushesAndACompactionOfTheFirst();
    Descriptor three = new Descriptor(dir, 3);
    for (Component c : Component.values()) {
      if (c != Component.TOC) {
        Files.delete(three.path(c));
      }
    }
    assertEquals(List.of(new Descriptor(dir, 2)), SSTableFiles.recover(dir));
  }

  /**
   * Recovery deletes what a TOC names, so a TOC whose checksum line is damaged, missing or does not
   * match is an error naming it, and no file is deleted.
   */
  @Test
  void aTocThatDoesNotVerifyIsAnErrorAndDeletesNothing() throws IOException {
    writeTwoFlushesAndACompactionOfTheFirst();
    Path toc = new Descriptor(dir, 3).path(Component.TOC);
    String sound = Files.readString(toc, StandardCharsets.US_ASCII);
    assertTrue(sound.contains("replaces=1\ncrc32c="), sound);
    List<String> damaged =
        List.of(
            sound.replace("replaces=1", "replaces=2"),
            sound.replace("replaces=1", "replaces=\u00e9"),
            sound.substring(0, sound.indexOf("crc32c=")),
            sound.replace("crc32c=", "crc32c=0"));
    for (String text : damaged) {
      Files.writeString(toc, text, StandardCharsets.ISO_8859_1);
      MalformedDataException e =
          assertThrows(MalformedDataException.class, () -> SSTableFiles.recover(dir), text);
      assertTrue(e.getMessage().contains("3-TOC.txt"), e.getMessage());
      try (var files = Files.list(dir)) {
        assertEquals(3 * Component.values().length, files.count(), text);
      }
    }
    Files.writeString(toc, sound, StandardCharsets.US_ASCII);
    assertEquals(
        List.of(new Descriptor(dir, 2), new Descriptor(dir, 3)), SSTableFiles.recover(dir));
  }

  @Test
  void outOfOrderAppendIsRefusedAndAbortLeavesNothing() throws IOException {
    Memtable memtable = new Memtable();
    memtable.apply(wideRow(new DecoratedKey(2, new byte[] {1}), 1));
    memtable.apply(wideRow(new DecoratedKey(1, new byte[] {1}), 1));
    try (SSTableWriter w =
        new SSTableWriter(new Descriptor(dir, 1), FILES, SMALL_BLOCKS, 1024, 0, 1)) {
      w.append(
          new MergedPartition(
              List.of(memtable.partition(new DecoratedKey(2, new byte[] {1}), Slices.ALL))));
      UnfilteredPartition earlier =
          memtable.partition(new DecoratedKey(1, new byte[] {1}), Slices.ALL);
      assertThrows(
          IllegalStateException.class, () -> w.append(new MergedPartition(List.of(earlier))));
    }
    try (var files = Files.list(dir)) {
      assertFalse(files.findAny().isPresent());
    }
  }
}

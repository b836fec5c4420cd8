package io.wcs.engine.sstable;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.memtable.Memtable;
import io.wcs.engine.storage.ArrayByteReader;
import io.wcs.engine.storage.Cell;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.DeletionTime;
import io.wcs.engine.storage.LivenessInfo;
import io.wcs.engine.storage.MalformedDataException;
import io.wcs.engine.storage.Mutation;
import io.wcs.engine.storage.Row;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

@ExtendWith(FilesCacheRead.class)
class IndexSummaryTest {
  @TempDir Path dir;

  /** An SSTable of {@link #memtable}. */
  private Descriptor writeSSTable() throws IOException {
    Descriptor d = new Descriptor(dir, 1);
    SSTableTest.write(d, SSTableTest.FILES, memtable(), 64).release();
    return d;
  }

  /**
   * Partitions of keys from 1 to 40 bytes, every seventh one wide enough for a row index, for an
   * SSTable of 256-byte blocks: index entries, and their tokens, straddle block boundaries.
   */
  private static Memtable memtable() {
    Memtable memtable = new Memtable();
    Random random = new Random(7);
    for (int k = 0; k < 1000; k++) {
      byte[] key = new byte[1 + random.nextInt(40)];
      random.nextBytes(key);
      Mutation.Builder m = Mutation.builder(new DecoratedKey(random.nextLong(), key));
      for (int c = 0; c < (k % 7 == 0 ? 20 : 1); c++) {
        m.addRow(
            Row.of(
                new byte[] {(byte) c},
                LivenessInfo.live(c),
                DeletionTime.LIVE,
                List.of(),
                List.of(Cell.live(0, null, c, new byte[30]))));
      }
      memtable.apply(m.build());
    }
    return memtable;
  }

  private static DataCursor indexAfterHeader(Descriptor d) throws IOException {
    DataCursor in = new DataCursor(SSTableTest.FILES.open(d.path(Component.INDEX)));
    ComponentHeader.check(Component.INDEX, in);
    return in;
  }

  private record Decoded(long start, IndexEntry entry) {}

  /** Every entry, decoded in full: what point reads and scans read. */
  private static List<Decoded> decodeAll(Descriptor d) throws IOException {
    DataCursor in = indexAfterHeader(d);
    List<Decoded> all = new ArrayList<>();
    while (!in.atEnd()) {
      long start = in.position();
      all.add(new Decoded(start, IndexEntry.read(in)));
    }
    return all;
  }

  @Test
  void keepsEveryIntervalthKeyAndRecordsEveryPartitionAsAFullDecodeFindsThem() throws IOException {
    Descriptor d = writeSSTable();
    List<Decoded> entries = decodeAll(d);
    PartitionPositions positions = PartitionPositions.reserve(entries.size());
    assertNotNull(positions);
    IndexSummary summary = IndexSummary.scan(indexAfterHeader(d), entries.size(), positions);
    int wide = 0;
    for (int i = 0; i < entries.size(); i++) {
      Decoded e = entries.get(i);
      DecoratedKey key = e.entry().key();
      int slot = i / IndexSummary.INTERVAL;
      assertEquals(slot, summary.slot(key, true), "the summary slot of entry " + i);
      assertEquals(
          entries.get(slot * IndexSummary.INTERVAL).start(),
          summary.position(slot),
          "where the summary's key of entry " + i + " starts");
      if (i % IndexSummary.INTERVAL == 0) {
        assertEquals(slot - 1, summary.slot(key, false), "the slot before entry " + i);
      }
      long found = positions.find(key.token());
      boolean isWide = e.entry().rowIndex().size() > 0;
      wide += isWide ? 1 : 0;
      assertEquals(isWide, PartitionPositions.isIndexEntry(found), "entry " + i + " is wide");
      assertEquals(
          isWide ? e.start() : e.entry().position(),
          PartitionPositions.position(found),
          "the recorded position of entry " + i);
    }
    assertEquals(143, wide, "partitions with a row index");
    DecoratedKey first = entries.get(0).entry().key();
    assertEquals(
        -1, summary.slot(new DecoratedKey(first.token() - 1, first.key()), true), "before all");
  }

  @Test
  void aStatedPartitionCountOnlySizesTheFirstArrays() throws IOException {
    Descriptor d = writeSSTable();
    List<Decoded> entries = decodeAll(d);
    for (long stated : new long[] {0, 1, Long.MAX_VALUE / 2}) {
      IndexSummary summary = IndexSummary.scan(indexAfterHeader(d), stated, null);
      int lastSlot = (entries.size() - 1) / IndexSummary.INTERVAL;
      DecoratedKey last = entries.get(entries.size() - 1).entry().key();
      assertEquals(lastSlot, summary.slot(last, true), "stated " + stated);
      assertEquals(
          entries.get(lastSlot * IndexSummary.INTERVAL).start(),
          summary.position(lastSlot),
          "stated " + stated);
    }
  }

  @Test
  void theWritersPartitionPositionsAreTheOnesAScanOfItsIndexRecords() throws IOException {
    Descriptor d = new Descriptor(dir, 1);
    SSTableReader written = SSTableTest.write(d, SSTableTest.FILES, memtable(), 64);
    try {
      List<Decoded> entries = decodeAll(d);
      PartitionPositions scanned = PartitionPositions.reserve(entries.size());
      assertNotNull(scanned);
      IndexSummary.scan(indexAfterHeader(d), entries.size(), scanned);
      for (Decoded e : entries) {
        long token = e.entry().key().token();
        assertEquals(
            scanned.find(token), written.partitionPositions().find(token), "entry at " + e.start());
      }
      scanned.release();
    } finally {
      written.release();
    }
  }

  @Test
  void theWritersSummaryIsTheOneAScanOfItsIndexKeeps() throws IOException {
    Descriptor d = writeSSTable();
    byte[] written = SmallComponent.read(d.path(Component.SUMMARY), Component.SUMMARY);
    byte[] scanned = IndexSummary.scan(indexAfterHeader(d), 0, null).serialize();
    assertArrayEquals(scanned, written);
    IndexSummary read =
        IndexSummary.deserialize(
            new ArrayByteReader(written, d.path(Component.SUMMARY).toString()));
    assertArrayEquals(written, read.serialize());
  }

  /** The summary is derived from the index: a damaged one is read from the index instead. */
  @Test
  void aDamagedSummaryIsReadFromTheIndexInstead() throws IOException {
    Descriptor d = writeSSTable();
    List<Decoded> entries = decodeAll(d);
    Path file = d.path(Component.SUMMARY);
    byte[] bytes = Files.readAllBytes(file);
    bytes[ComponentHeader.SIZE + 3] ^= 0x01;
    Files.write(file, bytes);
    SSTableReader r = SSTableReader.open(d, SSTableTest.FILES);
    try {
      assertTrue(r.hasPartitionPositions(), "read from the index, positions and all");
      for (Decoded e : entries) {
        assertNotNull(r.partition(e.entry().key()), "entry at " + e.start());
      }
    } finally {
      r.release();
    }
  }

  @Test
  void aSummaryBodyThatIsNotOneIsRefused() {
    byte[][] bodies = {
      {8, 0}, // kept at another interval
      {IndexSummary.INTERVAL, 100, 0, 0}, // more keys than bytes
      {IndexSummary.INTERVAL, 0, 7}, // bytes after the summary
    };
    for (byte[] body : bodies) {
      assertThrows(
          MalformedDataException.class,
          () -> IndexSummary.deserialize(new ArrayByteReader(body, "summary")),
          java.util.Arrays.toString(body));
    }
  }
}

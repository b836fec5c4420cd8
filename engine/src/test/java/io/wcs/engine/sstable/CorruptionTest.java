package io.wcs.engine.sstable;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.wcs.engine.memtable.Memtable;
import io.wcs.engine.storage.Cell;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.DeletionTime;
import io.wcs.engine.storage.LivenessInfo;
import io.wcs.engine.storage.MalformedDataException;
import io.wcs.engine.storage.Mutation;
import io.wcs.engine.storage.PartitionRange;
import io.wcs.engine.storage.Row;
import io.wcs.engine.storage.Slices;
import io.wcs.engine.storage.UnfilteredPartition;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Flips bytes in each component of an SSTable (LevelDB's corruption_test idea): opening or reading
 * must fail with a message naming the damaged file, and must never return rows that differ from
 * what was written. The verifier must report the same damage.
 */
@ExtendWith(FilesCacheRead.class)
class CorruptionTest {
  @TempDir Path dir;

  private static Memtable content() {
    Memtable m = new Memtable();
    for (int k = 0; k < 40; k++) {
      Mutation.Builder b = Mutation.builder(new DecoratedKey(k * 7919L, new byte[] {(byte) k}));
      for (int c = 0; c < 30; c++) {
        b.addRow(
            Row.of(
                new byte[] {(byte) c},
                LivenessInfo.live(k * 100 + c),
                DeletionTime.LIVE,
                List.of(),
                List.of(Cell.live(0, null, k * 100 + c, new byte[] {(byte) k, (byte) c, 42}))));
      }
      m.apply(b.build());
    }
    return m;
  }

  /** Every row of the SSTable in order, as text. */
  private static List<String> readAll(Descriptor d) throws IOException {
    SSTableReader r = SSTableReader.open(d, SSTableTest.FILES);
    try {
      List<String> rows = new ArrayList<>();
      Iterator<UnfilteredPartition> it = r.scan(PartitionRange.ALL);
      while (it.hasNext()) {
        UnfilteredPartition p = it.next();
        p.rows(Slices.ALL, false).forEachRemaining(row -> rows.add(p.key() + " " + row));
        UnfilteredPartition point = r.partition(p.key());
        point.rows(Slices.ALL, true).forEachRemaining(row -> rows.add("reversed " + row));
      }
      return rows;
    } finally {
      r.release();
    }
  }

  @Test
  void everyFlippedByteIsReportedWithItsFileAndNeverReturnsWrongRows() throws IOException {
    Path pristineDir = Files.createDirectories(dir.resolve("pristine"));
    Descriptor pristine = new Descriptor(pristineDir, 1);
    SSTableTest.write(pristine, SSTableTest.FILES, content(), 512).release();
    List<String> expected = readAll(pristine);
    int trial = 0;
    for (Component component :
        List.of(Component.DATA, Component.INDEX, Component.STATISTICS, Component.FILTER)) {
      long size = Files.size(pristine.path(component));
      for (int i = 0; i < 12; i++) {
        long offset = size * i / 12 + (i % 3);
        Path trialDir = Files.createDirectories(dir.resolve("trial" + trial++));
        for (Component c : Component.values()) {
          Files.copy(pristine.path(c), new Descriptor(trialDir, 1).path(c));
        }
        Descriptor damaged = new Descriptor(trialDir, 1);
        Path file = damaged.path(component);
        byte[] bytes = Files.readAllBytes(file);
        bytes[(int) offset] ^= 0x5A;
        Files.write(file, bytes);
        String where = component + " offset " + offset;
        try {
          List<String> rows = readAll(damaged);
          assertEquals(expected, rows, "damage not detected but rows changed: " + where);
          fail(where + " went unnoticed");
        } catch (IOException | RuntimeException e) {
          assertTrue(
              String.valueOf(e.getMessage()).contains(file.getFileName().toString()),
              where + ": message should name the file: " + e.getMessage());
        }
      }
    }
  }

  @Test
  void verifierReportsADamagedDataBlock() throws IOException {
    Descriptor d = new Descriptor(dir, 1);
    SSTableTest.write(d, SSTableTest.FILES, content(), 512).release();
    SSTableReader sound = SSTableReader.open(d, SSTableTest.FILES);
    assertEquals(List.of(), SSTableVerifier.verify(sound));
    sound.release();
    Path data = d.path(Component.DATA);
    byte[] bytes = Files.readAllBytes(data);
    bytes[bytes.length / 2] ^= 1;
    Files.write(data, bytes);
    SSTableReader damaged = SSTableReader.open(d, SSTableTest.FILES);
    List<String> problems = SSTableVerifier.verify(damaged);
    damaged.release();
    assertEquals(1, problems.size(), problems.toString());
    assertTrue(problems.get(0).contains(data.toString()) && problems.get(0).contains("offset"));
    assertFalse(problems.get(0).isBlank());
  }

  /**
   * The summary is derived from the index: a flipped byte anywhere in it leaves every row as it
   * was, read through the index instead, and the verifier names the file.
   */
  @Test
  void aDamagedSummaryChangesNoRowAndIsReportedByTheVerifier() throws IOException {
    Descriptor d = new Descriptor(dir, 1);
    SSTableTest.write(d, SSTableTest.FILES, content(), 512).release();
    List<String> expected = readAll(d);
    Path summary = d.path(Component.SUMMARY);
    byte[] pristine = Files.readAllBytes(summary);
    for (int i = 0; i < 12; i++) {
      int offset = pristine.length * i / 12 + (i % 3);
      byte[] bytes = pristine.clone();
      bytes[offset] ^= 0x5A;
      Files.write(summary, bytes);
      assertEquals(expected, readAll(d), "summary offset " + offset);
      SSTableReader damaged = SSTableReader.open(d, SSTableTest.FILES);
      List<String> problems = SSTableVerifier.verify(damaged);
      damaged.release();
      assertEquals(1, problems.size(), problems.toString());
      assertTrue(problems.get(0).contains(summary.toString()), problems.get(0));
    }
  }

  @Test
  void aMissingComponentIsNamedWithTheTocThatPublishesIt() throws IOException {
    for (Component missing :
        List.of(Component.DATA, Component.INDEX, Component.FILTER, Component.STATISTICS)) {
      Descriptor d = new Descriptor(Files.createDirectories(dir.resolve(missing.name())), 1);
      SSTableTest.write(d, SSTableTest.FILES, content(), 512).release();
      Files.delete(d.path(missing));
      MalformedDataException e =
          assertThrows(
              MalformedDataException.class, () -> SSTableReader.open(d, SSTableTest.FILES));
      assertEquals(
          d.path(missing) + " is missing, though the TOC of " + d + " publishes it",
          e.getMessage());
    }
  }
}

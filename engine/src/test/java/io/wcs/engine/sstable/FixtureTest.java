package io.wcs.engine.sstable;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.memtable.Memtable;
import io.wcs.engine.sstable.io.CompressedBlockFiles;
import io.wcs.engine.storage.Cell;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.DeletionTime;
import io.wcs.engine.storage.LivenessInfo;
import io.wcs.engine.storage.MergedPartition;
import io.wcs.engine.storage.Mutation;
import io.wcs.engine.storage.PartitionRange;
import io.wcs.engine.storage.RangeTombstone;
import io.wcs.engine.storage.Row;
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
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Checked-in SSTables of every format version this build reads (src/test/resources/sstable-v2, -v3,
 * -v4): one sound, one with a damaged data block, each. A reader must keep reading every sound one
 * exactly as {@link #content()} describes, and must report the damaged ones by file and offset; the
 * writer must produce the fixture of the current version. If this fails after a format change, bump
 * the format version and add its fixtures instead of editing existing ones.
 */
class FixtureTest {
  private static final Path RESOURCES = Path.of("src/test/resources");

  private static Path fixtures(int version) {
    return RESOURCES.resolve("sstable-v" + version);
  }

  @TempDir Path dir;

  /** What the sound fixture holds: every kind of data and deletion. */
  static Memtable content() {
    Memtable m = new Memtable();
    for (int k = 0; k < 5; k++) {
      Mutation.Builder b =
          Mutation.builder(new DecoratedKey(k * 1_000_000_007L - 2, new byte[] {'k', (byte) k}));
      b.staticRow(
          Row.of(
              new byte[0],
              LivenessInfo.EMPTY,
              DeletionTime.LIVE,
              List.of(),
              List.of(Cell.live(9, null, 5, "static".getBytes(StandardCharsets.UTF_8)))));
      for (int c = 0; c < 50; c++) {
        b.addRow(
            Row.of(
                new byte[] {(byte) c},
                c % 7 == 0
                    ? LivenessInfo.expiring(100 + c, 3600, 1_700_000_000)
                    : LivenessInfo.live(100 + c),
                c % 11 == 0 ? new DeletionTime(90, 1_700_000_000) : DeletionTime.LIVE,
                c % 5 == 0
                    ? List.of(new Row.ComplexDeletion(2, new DeletionTime(99, 1_700_000_000)))
                    : List.of(),
                List.of(
                    Cell.live(0, null, 100 + c, new byte[] {(byte) k, (byte) c}),
                    Cell.tombstone(1, null, 100 + c, 1_700_000_000),
                    Cell.live(2, new byte[] {(byte) (c % 3)}, 100 + c, new byte[] {1}))));
      }
      if (k == 3) {
        b.addRangeTombstone(
            new RangeTombstone(
                new byte[] {10}, new byte[] {20}, new DeletionTime(200, 1_700_000_000)));
        b.deletePartition(new DeletionTime(50, 1_700_000_000));
      }
      m.apply(b.build());
    }
    return m;
  }

  private static List<String> describe(Iterator<UnfilteredPartition> partitions) {
    List<String> out = new ArrayList<>();
    while (partitions.hasNext()) {
      UnfilteredPartition p = partitions.next();
      out.add(
          p.key() + " " + p.partitionDeletion() + " " + p.rangeTombstones() + " " + p.staticRow());
      p.rows(Slices.ALL, false).forEachRemaining(r -> out.add(r.toString()));
    }
    return out;
  }

  private static List<String> expected() {
    List<String> out = new ArrayList<>();
    Iterator<UnfilteredPartition> it = content().scan(PartitionRange.ALL);
    List<UnfilteredPartition> merged = new ArrayList<>();
    it.forEachRemaining(p -> merged.add(new MergedPartition(List.of(p))));
    out.addAll(describe(merged.iterator()));
    return out;
  }

  private Descriptor copy(int version, String fixture) throws IOException {
    Path source = fixtures(version).resolve(fixture);
    Path target = Files.createDirectories(dir.resolve("v" + version).resolve(fixture));
    try (var files = Files.list(source)) {
      files.forEach(
          f -> {
            try {
              Files.copy(f, target.resolve(f.getFileName()));
            } catch (IOException e) {
              throw new UncheckedIOException(e);
            }
          });
    }
    return new Descriptor(target, 1);
  }

  @ParameterizedTest(name = "version {0}")
  @ValueSource(ints = {2, 3, 4})
  void theSoundFixtureStillRecoversAndReads(int version) throws IOException {
    Descriptor d = copy(version, "sound");
    assertEquals(List.of(d), SSTableFiles.recover(d.directory()));
    SSTableReader r = SSTableReader.open(d, new CompressedBlockFiles());
    try {
      assertEquals(expected(), describe(r.scan(PartitionRange.ALL)));
      assertEquals(List.of(), SSTableVerifier.verify(r));
    } finally {
      r.release();
    }
  }

  @ParameterizedTest(name = "version {0}")
  @ValueSource(ints = {2, 3, 4})
  void theCorruptFixtureIsReportedByFileAndOffset(int version) throws IOException {
    Descriptor d = copy(version, "corrupt");
    SSTableReader r = SSTableReader.open(d, new CompressedBlockFiles());
    try {
      List<String> problems = SSTableVerifier.verify(r);
      assertEquals(1, problems.size(), problems.toString());
      assertTrue(problems.get(0).contains(d.path(Component.DATA).toString()), problems.get(0));
      assertTrue(problems.get(0).contains("offset"), problems.get(0));
      assertThrows(UncheckedIOException.class, () -> describe(r.scan(PartitionRange.ALL)));
    } finally {
      r.release();
    }
  }

  /** What compaction does to an old SSTable: its partitions, rewritten now, read back unchanged. */
  @Test
  void aVersion2SSTableRewrittenInTheCurrentVersionReadsTheSame() throws IOException {
    SSTableReader old = SSTableReader.open(copy(2, "sound"), new CompressedBlockFiles());
    Descriptor rewritten = new Descriptor(Files.createDirectories(dir.resolve("rewritten")), 2);
    try (SSTableWriter w =
        new SSTableWriter(
            rewritten, new CompressedBlockFiles(), SSTableTest.SMALL_BLOCKS, 1024, 0, 16)) {
      Iterator<UnfilteredPartition> it = old.scan(PartitionRange.ALL);
      while (it.hasNext()) {
        w.append(new MergedPartition(List.of(it.next())));
      }
      w.finish(List.of());
    } finally {
      old.release();
    }
    SSTableReader r = SSTableReader.open(rewritten, new CompressedBlockFiles());
    try {
      assertEquals(ComponentHeader.FORMAT_VERSION, r.formatVersion());
      assertEquals(expected(), describe(r.scan(PartitionRange.ALL)));
      assertEquals(List.of(), SSTableVerifier.verify(r));
    } finally {
      r.release();
    }
  }

  /**
   * The writer must still produce the sound fixture: the same logical bytes in the block streams
   * (compressed bytes may differ between LZ4 implementations) and the same small components.
   */
  @Test
  void theWriterStillProducesTheFixture() throws IOException {
    Path fresh = dir.resolve("fresh");
    writeFixtures(fresh);
    Descriptor expected =
        new Descriptor(fixtures(ComponentHeader.FORMAT_VERSION).resolve("sound"), 1);
    Descriptor actual = new Descriptor(fresh.resolve("sound"), 1);
    for (Component c : Component.values()) {
      boolean blocks = c == Component.DATA || c == Component.INDEX;
      assertArrayEquals(
          blocks ? logicalBytes(expected.path(c)) : Files.readAllBytes(expected.path(c)),
          blocks ? logicalBytes(actual.path(c)) : Files.readAllBytes(actual.path(c)),
          c.toString());
    }
  }

  private static byte[] logicalBytes(Path file) throws IOException {
    try (BlockSource source = new CompressedBlockFiles().open(file)) {
      java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
      for (long position = 0; position < source.length(); ) {
        BlockSource.Block b = source.blockAt(position);
        out.write(b.data(), 0, b.length());
        position = b.end();
      }
      return out.toByteArray();
    }
  }

  /** Writes both fixtures under {@code root} (how the checked-in ones were made). */
  static void writeFixtures(Path root) throws IOException {
    Descriptor sound = new Descriptor(Files.createDirectories(root.resolve("sound")), 1);
    SSTableTest.write(sound, new CompressedBlockFiles(), content(), 1024).release();
    Path corrupt = Files.createDirectories(root.resolve("corrupt"));
    for (Component c : Component.values()) {
      Files.copy(sound.path(c), new Descriptor(corrupt, 1).path(c));
    }
    Path data = new Descriptor(corrupt, 1).path(Component.DATA);
    byte[] bytes = Files.readAllBytes(data);
    bytes[bytes.length / 2] ^= 0x10;
    Files.write(data, bytes);
  }
}

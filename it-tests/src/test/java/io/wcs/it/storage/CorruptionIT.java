package io.wcs.it.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.commitlog.SyncMode;
import io.wcs.engine.sstable.Component;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.StorageEngine;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Flips single bits in every kind of file the engine keeps (each SSTable component, a commit log
 * segment, the replay floors), deletes them and cuts them short, then opens the damaged copy and
 * reads everything. The engine must report the damage with an error that names the file (and the
 * offset, for block files and the log) or, for bytes it does not depend on, return every row
 * intact: it must never return a wrong row or lose one silently.
 *
 * <p>The block-level checks themselves are unit-tested in the engine; this test covers what the
 * whole engine does with them: opening, recovery, scans, point reads and {@code verify}.
 */
class CorruptionIT {
  private static final int ROWS_PER_ROUND = 200;
  private static final int RANDOM_FLIPS_PER_FILE = 12;

  @TempDir Path dir;
  private final Random random = new Random(0xC0FFEE);
  private Path pristine;
  private Set<WrittenRow> written;

  /**
   * Three rounds of rows, each flushed (small memtables add background flushes); the first two are
   * compacted into one generation, whose TOC lists the generations it replaced. The tests damage
   * that generation, the oldest live one, and the newest, a flush.
   */
  @BeforeEach
  void writePristineTable() throws IOException {
    pristine = dir.resolve("pristine");
    written = new HashSet<>();
    try (StorageEngine engine = TestTable.open(pristine, SyncMode.PERIODIC)) {
      for (int round = 0; round < 3; round++) {
        for (int seq = 0; seq < ROWS_PER_ROUND; seq++) {
          WrittenRow row = new WrittenRow(round, 0, seq);
          engine.apply(TestTable.ID, row.mutation(1_000 + seq));
          written.add(row);
        }
        engine.flush(TestTable.ID);
        if (round == 1) {
          engine.compact(TestTable.ID);
        }
      }
    }
  }

  /**
   * Damage to a component is an error naming its file. A damaged summary is read around (the open
   * reads the index instead) and named by the verifier: every row must still be read.
   */
  @Test
  void damageInAnyChecksummedComponentIsReportedWithItsFile() throws IOException {
    List<String> problems = new ArrayList<>();
    Set<Component> kinds = new TreeSet<>();
    for (Path file : sstableFiles(pristine)) {
      Component kind = componentOf(file);
      if (kind != Component.TOC) {
        kinds.add(kind);
        boolean offsetExpected = kind == Component.DATA || kind == Component.INDEX;
        for (Flip flip : sampledFlips(Files.size(file))) {
          Outcome outcome = openAndReadAll(damagedCopy(file, flip));
          String where = pristine.relativize(file) + " " + flip;
          if (outcome.error == null) {
            problems.add(where + ": damage to a checksummed file went unnoticed");
          } else {
            checkError(where, outcome.error, file, offsetExpected, problems);
          }
          // Derived from the index, which the open reads instead: every row is still there.
          if (kind == Component.SUMMARY && !written.equals(outcome.rows)) {
            problems.add(where + ": a damaged summary lost rows");
          }
        }
      }
    }
    assertEquals(
        Set.of(
            Component.DATA,
            Component.INDEX,
            Component.FILTER,
            Component.STATISTICS,
            Component.SUMMARY),
        kinds);
    assertEquals(List.of(), problems);
  }

  /**
   * The engine reads two lines of a TOC: {@code replaces=<g>,...}, the generations recovery
   * deletes, and the checksum line after it. Every single-bit flip of either must fail naming the
   * TOC or leave every row readable: a damaged TOC must never make recovery delete a live SSTable.
   */
  @Test
  void damageToATocNeverLosesRowsSilently() throws IOException {
    List<String> problems = new ArrayList<>();
    for (Path file : sstableFiles(pristine)) {
      if (componentOf(file) == Component.TOC) {
        for (Flip flip : everyFlipOfTheLastTwoLines(file)) {
          Outcome outcome = openAndReadAll(damagedCopy(file, flip));
          String where = pristine.relativize(file) + " " + flip;
          if (outcome.error == null && !outcome.rows.equals(written)) {
            problems.add(
                where
                    + ": unnoticed, but "
                    + (written.size() - outcome.rows.size())
                    + " rows lost");
          } else if (outcome.error != null) {
            checkError(where, outcome.error, file, false, problems);
          }
        }
      }
    }
    assertEquals(List.of(), problems);
  }

  @Test
  void damageToSyncedCommitLogRecordsIsAnErrorWithFileAndOffset() throws IOException {
    Path image = dir.resolve("crash-image");
    try (StorageEngine engine = TestTable.open(dir.resolve("live"), SyncMode.BATCH)) {
      for (int seq = 0; seq < 60; seq++) {
        engine.apply(TestTable.ID, new WrittenRow(9, 0, seq).mutation(1_000 + seq));
      }
      // In BATCH mode every record is on disk with a sync marker after it: a copy now is what a
      // crash would leave.
      TestDirectories.copyTree(dir.resolve("live"), image);
    }
    Path segment = onlyFile(image.resolve("commitlog"));
    List<String> problems = new ArrayList<>();
    // The first half of the segment is followed by later sync markers: damage there was synced,
    // so it cannot be a torn write and must not be skipped quietly.
    for (Flip flip : sampledFlips(Files.size(segment) / 2)) {
      String where = "commit log segment " + flip;
      Outcome outcome = openAndReadAll(damagedCopy(segment, flip));
      if (outcome.error == null) {
        problems.add(where + ": damage to synced records went unnoticed");
      } else {
        checkError(where, outcome.error, segment, true, problems);
      }
    }
    assertEquals(List.of(), problems);
  }

  private static void checkError(
      String where, String error, Path file, boolean offsetExpected, List<String> problems) {
    if (!error.contains(file.getFileName().toString())) {
      problems.add(where + ": the error does not name the file: " + error);
    } else if (offsetExpected && !error.contains("offset")) {
      problems.add(where + ": the error does not give the offset: " + error);
    }
  }

  /**
   * A file deleted or cut short is an error naming it, whichever file it is: a lost TOC too, whose
   * generation may hold the only copy of its rows. Only the summary, derived from the index, may go
   * without a word, every row still read.
   */
  @Test
  void aFileDeletedOrCutShortIsReportedWithItsName() throws IOException {
    List<String> problems = new ArrayList<>();
    for (Path file : sstableFiles(pristine)) {
      long size = Files.size(file);
      for (Damage damage : List.of(new Removal(), new Cut(size / 2), new Cut(size - 1))) {
        Outcome outcome = openAndReadAll(damagedCopy(file, damage));
        String where = pristine.relativize(file) + " " + damage;
        if (componentOf(file) == Component.SUMMARY) {
          if (!written.equals(outcome.rows)) {
            problems.add(where + ": a damaged summary lost rows");
          }
        } else if (outcome.error == null) {
          problems.add(where + ": went unnoticed");
        } else {
          checkError(where, outcome.error, file, false, problems);
        }
      }
    }
    assertEquals(List.of(), problems);
  }

  /**
   * The replay floors say, per table, which log records its SSTables already hold: a floor raised
   * by damage would skip records, and lose them, without a word. Any damage is an error naming the
   * file.
   */
  @Test
  void damageToTheReplayFloorsIsReportedWithItsName() throws IOException {
    Path floors = pristine.resolve("replay-floors");
    long size = Files.size(floors);
    List<Damage> damages = new ArrayList<>(sampledFlips(size));
    damages.addAll(List.of(new Cut(size / 2), new Cut(size - 1)));
    List<String> problems = new ArrayList<>();
    for (Damage damage : damages) {
      Outcome outcome = openAndReadAll(damagedCopy(floors, damage));
      String where = "replay-floors " + damage;
      if (outcome.error == null) {
        problems.add(where + ": went unnoticed");
      } else {
        checkError(where, outcome.error, floors, false, problems);
      }
    }
    assertEquals(List.of(), problems);
  }

  /** What a test does to one file of a copy of the database. */
  private sealed interface Damage permits Flip, Cut, Removal {
    void apply(Path file) throws IOException;
  }

  /** One bit to flip in a file. */
  private record Flip(long at, int bit) implements Damage {
    @Override
    public void apply(Path file) throws IOException {
      try (FileChannel ch =
          FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
        ByteBuffer b = ByteBuffer.allocate(1);
        ch.read(b, at);
        b.put(0, (byte) (b.get(0) ^ (1 << bit)));
        b.rewind();
        ch.write(b, at);
      }
    }

    @Override
    public String toString() {
      return "bit " + bit + " flipped at " + at;
    }
  }

  /** The file cut to its first {@code keep} bytes. */
  private record Cut(long keep) implements Damage {
    @Override
    public void apply(Path file) throws IOException {
      try (FileChannel ch = FileChannel.open(file, StandardOpenOption.WRITE)) {
        ch.truncate(keep);
      }
    }

    @Override
    public String toString() {
      return "cut to " + keep + " bytes";
    }
  }

  private record Removal() implements Damage {
    @Override
    public void apply(Path file) throws IOException {
      Files.delete(file);
    }

    @Override
    public String toString() {
      return "deleted";
    }
  }

  /** A random bit of each of the first and the last 8 bytes, and of a few random bytes. */
  private List<Flip> sampledFlips(long size) {
    List<Flip> flips = new ArrayList<>();
    for (long p = 0; p < Math.min(size, 8); p++) {
      flips.add(new Flip(p, random.nextInt(8)));
      flips.add(new Flip(size - 1 - p, random.nextInt(8)));
    }
    for (int i = 0; i < RANDOM_FLIPS_PER_FILE; i++) {
      flips.add(new Flip(random.nextInt((int) size), random.nextInt(8)));
    }
    return flips;
  }

  private static List<Flip> everyFlipOfTheLastTwoLines(Path file) throws IOException {
    byte[] bytes = Files.readAllBytes(file);
    int start = bytes.length - 1;
    int newlinesPassed = 0;
    while (start > 0 && !(bytes[start - 1] == '\n' && ++newlinesPassed == 2)) {
      start--;
    }
    List<Flip> flips = new ArrayList<>();
    for (int at = start; at < bytes.length; at++) {
      for (int bit = 0; bit < 8; bit++) {
        flips.add(new Flip(at, bit));
      }
    }
    return flips;
  }

  /** A copy of the engine directory holding {@code file}, with that file damaged. */
  private Path damagedCopy(Path file, Damage damage) throws IOException {
    Path source = file.startsWith(pristine) ? pristine : file.getParent().getParent();
    Path copy = dir.resolve("damaged");
    TestDirectories.copyTree(source, copy);
    damage.apply(copy.resolve(source.relativize(file).toString()));
    return copy;
  }

  /** What opening the engine, scanning, reading every partition and verifying produced. */
  private record Outcome(Set<WrittenRow> rows, String error) {}

  private Outcome openAndReadAll(Path database) throws IOException {
    try {
      return readAll(database);
    } finally {
      TestDirectories.deleteTree(database);
    }
  }

  /**
   * Never-written rows and wrong values fail at once (assertion errors pass through); engine errors
   * end the reading and become the outcome.
   */
  private Outcome readAll(Path database) {
    Set<WrittenRow> rows = new HashSet<>();
    String error;
    try (StorageEngine engine = TestTable.open(database, SyncMode.BATCH)) {
      TestTable.scanInto(engine, rows);
      Set<WrittenRow> read = new HashSet<>();
      Set<DecoratedKey> partitions = new HashSet<>();
      for (WrittenRow row : rows) {
        if (partitions.add(row.partitionKey())) {
          TestTable.readInto(engine, row.partitionKey(), read);
        }
      }
      assertEquals(rows, read, "point reads and the scan disagree");
      List<String> problems = engine.verify();
      error = problems.isEmpty() ? null : String.join("\n", problems);
    } catch (IOException | RuntimeException e) {
      error = messages(e);
    }
    assertTrue(written.containsAll(rows), "read rows that were never written");
    return new Outcome(rows, error);
  }

  /** The messages of the exception and its causes: the file may be named at any level. */
  private static String messages(Throwable e) {
    StringBuilder sb = new StringBuilder();
    for (Throwable t = e; t != null; t = t.getCause()) {
      sb.append(t.getClass().getSimpleName()).append(": ").append(t.getMessage()).append('\n');
    }
    return sb.toString();
  }

  /** The files of the oldest live generation (the compaction's) and of the newest (a flush). */
  private static List<Path> sstableFiles(Path database) throws IOException {
    Path table = database.resolve("data").resolve(Integer.toString(TestTable.ID));
    List<Path> all;
    try (Stream<Path> files = Files.list(table)) {
      all = files.sorted().toList();
    }
    long oldest = all.stream().mapToLong(CorruptionIT::generationOf).min().orElseThrow();
    long newest = all.stream().mapToLong(CorruptionIT::generationOf).max().orElseThrow();
    return all.stream()
        .filter(f -> generationOf(f) == oldest || generationOf(f) == newest)
        .toList();
  }

  private static long generationOf(Path file) {
    String name = file.getFileName().toString();
    return Long.parseLong(name.substring(0, name.indexOf('-')));
  }

  private static Component componentOf(Path file) {
    String name = file.getFileName().toString();
    Component c = Component.ofSuffix(name.substring(name.indexOf('-') + 1));
    if (c == null) {
      throw new IllegalStateException("not an SSTable component: " + file);
    }
    return c;
  }

  private static Path onlyFile(Path directory) throws IOException {
    try (Stream<Path> files = Files.list(directory)) {
      List<Path> all = files.toList();
      assertEquals(1, all.size(), "files in " + directory + ": " + all);
      return all.get(0);
    }
  }
}

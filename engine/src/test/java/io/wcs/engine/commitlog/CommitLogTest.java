package io.wcs.engine.commitlog;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import java.util.zip.CRC32C;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

class CommitLogTest {
  @TempDir Path dir;

  private record Entry(int tableId, byte[] body, CommitLogPosition position) {}

  private static CommitLogConfig config(SyncMode mode) {
    return CommitLogConfig.defaults(mode)
        .withSegmentSize(16 * 1024)
        .withGroupWindow(Duration.ofMillis(1))
        .withPeriodicInterval(Duration.ofMillis(5));
  }

  private List<Entry> reopenAndReplay(CommitLogConfig config) throws IOException {
    List<Entry> entries = new ArrayList<>();
    try (CommitLog log = CommitLog.open(dir, config)) {
      log.replay((table, body, position) -> entries.add(new Entry(table, body, position)));
    }
    return entries;
  }

  @ParameterizedTest
  @EnumSource(SyncMode.class)
  void everySyncModeReplaysWhatWasAppendedWithTheSamePositions(SyncMode mode) throws IOException {
    List<Entry> written = new ArrayList<>();
    try (CommitLog log = CommitLog.open(dir, config(mode))) {
      for (int i = 0; i < 300; i++) {
        byte[] body = body(i % 3, i, 40 + i % 100);
        written.add(new Entry(i % 3, body, log.append(i % 3, body)));
      }
      assertTrue(log.segmentFiles().size() > 1, "small segments roll over");
    }
    List<Entry> replayed = reopenAndReplay(config(mode));
    assertEquals(written.size(), replayed.size());
    for (int i = 0; i < written.size(); i++) {
      assertEquals(written.get(i).tableId(), replayed.get(i).tableId());
      assertArrayEquals(written.get(i).body(), replayed.get(i).body());
      assertEquals(written.get(i).position(), replayed.get(i).position());
    }
  }

  @ParameterizedTest
  @EnumSource(SyncMode.class)
  void aLogCopiedWhileOpenReplaysEveryAcknowledgedRecord(SyncMode mode) throws IOException {
    Path copy = dir.resolve("copy");
    try (CommitLog log = CommitLog.open(dir.resolve("live"), config(mode))) {
      for (int i = 0; i < 50; i++) {
        log.append(3, body(3, i, 100));
      }
      if (mode == SyncMode.PERIODIC) {
        log.sync();
      }
      // What a crash right now would leave: the files as they are, never closed.
      Files.createDirectories(copy);
      for (Path segment : log.segmentFiles()) {
        Files.copy(segment, copy.resolve(segment.getFileName()));
      }
    }
    List<Entry> replayed = new ArrayList<>();
    try (CommitLog log = CommitLog.open(copy, config(mode))) {
      log.replay((table, body, position) -> replayed.add(new Entry(table, body, position)));
    }
    assertEquals(50, replayed.size());
  }

  @ParameterizedTest
  @EnumSource(SyncMode.class)
  void concurrentWritersAreReplayedExactlyOnceInPerThreadOrder(SyncMode mode) throws Exception {
    int threads = 6;
    int perThread = 250;
    try (CommitLog log = CommitLog.open(dir, config(mode))) {
      ExecutorService pool = Executors.newFixedThreadPool(threads);
      List<Future<?>> futures = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        int thread = t;
        futures.add(
            pool.submit(
                () -> {
                  CommitLogPosition last = CommitLogPosition.NONE;
                  for (int i = 0; i < perThread; i++) {
                    CommitLogPosition p = log.append(thread, body(thread, i, 1 + i % 40));
                    assertTrue(p.isAfter(last));
                    last = p;
                  }
                  return null;
                }));
      }
      for (Future<?> f : futures) {
        f.get();
      }
      pool.shutdown();
    }
    int[] next = new int[threads];
    CommitLogPosition previous = CommitLogPosition.NONE;
    for (Entry e : reopenAndReplay(config(mode))) {
      int seq = ByteBuffer.wrap(e.body()).getInt(4);
      assertEquals(next[e.tableId()]++, seq, "thread " + e.tableId());
      assertTrue(e.position().isAfter(previous));
      previous = e.position();
    }
    for (int t = 0; t < threads; t++) {
      assertEquals(perThread, next[t]);
    }
  }

  @Test
  void aTornLastRecordIsDroppedAndTruncated() throws IOException {
    Path last;
    try (CommitLog log = CommitLog.open(dir, config(SyncMode.BATCH))) {
      for (int i = 0; i < 5; i++) {
        log.append(1, body(1, i, 20));
      }
      last = log.segmentFiles().get(log.segmentFiles().size() - 1);
    }
    long cleanSize = Files.size(last);
    // A record header that promises 100 bytes, followed by only 10: a write cut off by a crash.
    ByteBuffer torn = ByteBuffer.allocate(18).putInt(100).putInt(12345).putInt(1);
    Files.write(last, torn.array(), java.nio.file.StandardOpenOption.APPEND);
    assertEquals(5, reopenAndReplay(config(SyncMode.BATCH)).size());
    assertEquals(cleanSize, Files.size(last), "the torn tail is cut off");

    // A whole record whose body was only partly written (checksum fails), again at the tail.
    try (CommitLog log = CommitLog.open(dir, config(SyncMode.PERIODIC))) {
      log.replay((t, b, p) -> {});
      log.append(1, body(1, 5, 20));
      log.append(1, body(1, 6, 20));
      last = log.segmentFiles().get(log.segmentFiles().size() - 1);
    }
    long size = Files.size(last);
    truncateAndFlip(last, size - 8, size - 12);
    List<Entry> replayed = reopenAndReplay(config(SyncMode.BATCH));
    assertEquals(6, replayed.size(), "earlier records survive, the damaged last one goes");
  }

  @Test
  void corruptionBeforeASyncMarkerIsAnErrorNamingFileAndOffset() throws IOException {
    Path first;
    try (CommitLog log = CommitLog.open(dir, config(SyncMode.BATCH))) {
      for (int i = 0; i < 10; i++) {
        log.append(2, body(2, i, 30));
      }
      first = log.segmentFiles().get(0);
    }
    int recordSize = SegmentFormat.RECORD_OVERHEAD + 30 + SegmentFormat.MARKER_SIZE;
    long damaged = SegmentFormat.HEADER_SIZE + 3L * recordSize;
    flip(first, damaged + SegmentFormat.RECORD_OVERHEAD + 5);
    CommitLogReplayException e =
        assertThrows(CommitLogReplayException.class, () -> reopenAndReplay(config(SyncMode.BATCH)));
    assertEquals(first, e.file());
    assertEquals(damaged, e.offset());
    assertTrue(
        e.getMessage().contains(first.toString()) && e.getMessage().contains("offset " + damaged));

    List<Entry> salvaged = reopenAndReplay(config(SyncMode.BATCH).withIgnoreReplayErrors(true));
    assertEquals(3, salvaged.size(), "records before the damage are still delivered");
  }

  @Test
  void segmentsAreDeletedOnceEveryTableFlushedThem() throws IOException {
    CommitLogPosition flushed;
    try (CommitLog log = CommitLog.open(dir, config(SyncMode.GROUP))) {
      for (int i = 0; i < 200; i++) {
        log.append(i % 2, body(i % 2, i, 300));
      }
      int segments = log.segmentFiles().size();
      assertTrue(segments >= 3, segments + " segments");
      flushed = log.currentPosition();
      log.discardCompletedSegments(0, flushed);
      assertEquals(segments, log.segmentFiles().size(), "table 1 still needs them");
      log.append(1, body(1, 999, 10));
      log.discardCompletedSegments(1, flushed);
      assertEquals(1, log.segmentFiles().size(), "only the active segment is left");
    }
    // The active segment is kept whole: replay delivers its records again, and the storage layer
    // skips those at or before each table's flushed position. The later record is there.
    List<Entry> replayed = reopenAndReplay(config(SyncMode.GROUP));
    Entry last = replayed.get(replayed.size() - 1);
    assertEquals(999, ByteBuffer.wrap(last.body()).getInt(4));
    assertTrue(last.position().isAfter(flushed));
    for (Entry e : replayed.subList(0, replayed.size() - 1)) {
      assertTrue(!e.position().isAfter(flushed));
    }
  }

  @Test
  void replayedSegmentsStayUntilTheirTablesFlush() throws IOException {
    try (CommitLog log = CommitLog.open(dir, config(SyncMode.BATCH))) {
      log.append(7, body(7, 0, 10));
    }
    try (CommitLog log = CommitLog.open(dir, config(SyncMode.BATCH))) {
      log.discardCompletedSegments(7, log.currentPosition());
      assertEquals(2, log.segmentFiles().size(), "not replayed yet: kept");
      log.replay((t, b, p) -> {});
      assertEquals(2, log.segmentFiles().size(), "replayed but not flushed: kept");
      log.discardCompletedSegments(7, log.currentPosition());
      assertEquals(1, log.segmentFiles().size());
    }
  }

  @Test
  void oversizedRecordsAreRefused() throws IOException {
    try (CommitLog log = CommitLog.open(dir, config(SyncMode.BATCH))) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> log.append(1, new byte[9000]));
      assertTrue(e.getMessage().contains("half the segment size"), e.getMessage());
      log.append(1, new byte[config(SyncMode.BATCH).maxRecordBody()]);
    }
    assertEquals(1, reopenAndReplay(config(SyncMode.BATCH)).size());
  }

  @ParameterizedTest
  @EnumSource(
      value = SyncMode.class,
      names = {"BATCH", "GROUP"})
  void recordsAppendedWithoutWaitingBecomeDurableInOneSync(SyncMode mode) throws IOException {
    try (CommitLog log = CommitLog.open(dir, config(mode))) {
      long syncsBefore = log.syncCount();
      CommitLogPosition last = CommitLogPosition.NONE;
      for (int i = 0; i < 50; i++) {
        last = log.appendWithoutWaiting(1, body(0, i, 40));
      }
      assertTrue(log.syncedPosition().compareTo(last) < 0, "not durable before the wait");
      log.awaitDurable(last);
      assertTrue(log.syncedPosition().compareTo(last) >= 0, "durable after the wait");
      assertEquals(syncsBefore + 1, log.syncCount());
    }
    assertEquals(50, reopenAndReplay(config(mode)).size());
  }

  @Test
  void recordsTheConsumerNoLongerWantsAreSkippedAndDoNotKeepTheirSegments() throws IOException {
    try (CommitLog log = CommitLog.open(dir, config(SyncMode.BATCH))) {
      for (int i = 0; i < 400; i++) {
        log.append(1, body(1, i, 100));
      }
      log.appendWithoutWaiting(
          List.of(new CommitLogEntry(1, body(1, 400, 10)), new CommitLogEntry(2, body(2, 0, 10))));
      log.sync();
    }
    List<Entry> delivered = new ArrayList<>();
    try (CommitLog log = CommitLog.open(dir, config(SyncMode.BATCH))) {
      int segmentsBefore = log.segmentFiles().size();
      log.replay(
          new RecordConsumer() {
            @Override
            public boolean wants(int tableId, CommitLogPosition position) {
              return tableId != 1;
            }

            @Override
            public void accept(int tableId, byte[] body, CommitLogPosition position) {
              delivered.add(new Entry(tableId, body, position));
            }
          });
      assertEquals(1, delivered.size());
      assertEquals(2, delivered.get(0).tableId());
      assertArrayEquals(body(2, 0, 10), delivered.get(0).body());
      // Only the segment with table 2's entry, and the new active one, are still needed.
      assertTrue(segmentsBefore > 3, "the appends filled several segments");
      assertEquals(2, log.segmentFiles().size());
    }
  }

  @Test
  void rollingToANewSegmentLeavesTheFsyncToTheNextSync() throws IOException {
    CommitLogPosition last = CommitLogPosition.NONE;
    CommitLogConfig hourly = config(SyncMode.PERIODIC).withPeriodicInterval(Duration.ofHours(1));
    try (CommitLog log = CommitLog.open(dir, hourly)) {
      long syncsBefore = log.syncCount();
      for (int i = 0; i < 600; i++) {
        last = log.appendWithoutWaiting(1, body(0, i, 100));
      }
      assertTrue(log.segmentFiles().size() > 3, "the appends filled several segments");
      assertEquals(syncsBefore, log.syncCount(), "no writer paid for an fsync");
      log.sync();
      assertTrue(log.syncedPosition().compareTo(last) >= 0);
    }
    assertEquals(600, reopenAndReplay(config(SyncMode.PERIODIC)).size());
  }

  @Test
  void flushedSegmentsGoBeforeTheirSealAndACleanCloseEmptiesTheActiveOne() throws IOException {
    CommitLogConfig hourly = config(SyncMode.PERIODIC).withPeriodicInterval(Duration.ofHours(1));
    try (CommitLog log = CommitLog.open(dir, hourly)) {
      CommitLogPosition last = CommitLogPosition.NONE;
      for (int i = 0; i < 600; i++) {
        last = log.appendWithoutWaiting(1, body(1, i, 100));
      }
      int segments = log.segmentFiles().size();
      assertTrue(segments > 3, "the appends filled several segments");
      log.discardCompletedSegments(1, last);
      assertEquals(1, log.segmentFiles().size(), "flushed, though not sealed: only the active one");
      log.sync();
      assertEquals(1, log.segmentFiles().size());
    }
    assertEquals(1, fileCount(dir), "a close deletes the files kept for reuse");
    try (var files = Files.list(dir)) {
      Path active = files.findFirst().orElseThrow();
      assertEquals(
          SegmentFormat.HEADER_SIZE,
          Files.size(active),
          "a clean close leaves the next run nothing to replay");
    }
    assertEquals(0, reopenAndReplay(config(SyncMode.PERIODIC)).size());
    try (CommitLog log = CommitLog.open(dir, config(SyncMode.BATCH))) {
      log.replay((t, b, p) -> {});
      CommitLogPosition next = log.append(1, body(1, 0, 10));
      assertTrue(next.segmentId() > 1, "segment ids keep increasing across runs: " + next);
    }
  }

  @Test
  void aGroupWriteInANewSegmentIsDurableWithTheSegmentsBeforeIt() throws IOException {
    try (CommitLog log = CommitLog.open(dir, config(SyncMode.GROUP))) {
      for (int i = 0; i < 400; i++) {
        CommitLogPosition end = log.append(1, body(0, i, 100));
        assertTrue(log.syncedPosition().compareTo(end) >= 0, "append " + i + " returned unsynced");
      }
      assertTrue(log.segmentFiles().size() > 2);
    }
    assertEquals(400, reopenAndReplay(config(SyncMode.GROUP)).size());
  }

  @Test
  void aLoneGroupWriterIsDurableWhenEachAppendReturns() throws IOException {
    try (CommitLog log = CommitLog.open(dir, config(SyncMode.GROUP))) {
      long syncsBefore = log.syncCount();
      for (int i = 0; i < 5; i++) {
        CommitLogPosition end = log.append(1, body(0, i, 40));
        assertTrue(log.syncedPosition().compareTo(end) >= 0, "append " + i + " returned unsynced");
      }
      assertEquals(syncsBefore + 5, log.syncCount());
    }
  }

  @Test
  void aGroupWindowGathersWritersThatArriveWhileTheLeaderWaits() throws Exception {
    CommitLogConfig windowed = config(SyncMode.GROUP).withGroupWindow(Duration.ofSeconds(2));
    try (CommitLog log = CommitLog.open(dir, windowed)) {
      long syncsBefore = log.syncCount();
      CommitLogPosition first = log.appendWithoutWaiting(1, body(0, 0, 40));
      Thread leader =
          new Thread(
              () -> {
                try {
                  log.awaitDurable(first);
                } catch (IOException e) {
                  throw new AssertionError(e);
                }
              });
      leader.start();
      while (leader.getState() != Thread.State.TIMED_WAITING && leader.isAlive()) {
        Thread.onSpinWait();
      }
      CommitLogPosition second = log.appendWithoutWaiting(1, body(0, 1, 40));
      leader.join();

      assertTrue(log.syncedPosition().compareTo(second) >= 0, "the leader's fsync covers both");
      assertEquals(syncsBefore + 1, log.syncCount());
    }
  }

  @ParameterizedTest
  @EnumSource(SyncMode.class)
  void aGroupRecordReplaysEveryEntryAtItsOnePosition(SyncMode mode) throws IOException {
    List<Entry> written = new ArrayList<>();
    try (CommitLog log = CommitLog.open(dir, config(mode))) {
      for (int i = 0; i < 120; i++) {
        List<CommitLogEntry> group =
            List.of(
                new CommitLogEntry(1, body(1, i, 30)),
                new CommitLogEntry(2, body(2, i, 50 + i)),
                new CommitLogEntry(1, body(1, i + 1000, 10)));
        CommitLogPosition end = log.appendWithoutWaiting(group);
        log.awaitDurable(end);
        group.forEach(e -> written.add(new Entry(e.tableId(), bodyOf(e), end)));
        byte[] single = body(3, i, 20);
        written.add(new Entry(3, single, log.append(3, single)));
      }
      assertTrue(log.segmentFiles().size() > 1, "groups roll over to new segments too");
    }
    List<Entry> replayed = reopenAndReplay(config(mode));
    assertEquals(written.size(), replayed.size());
    for (int i = 0; i < written.size(); i++) {
      assertEquals(written.get(i).tableId(), replayed.get(i).tableId());
      assertArrayEquals(written.get(i).body(), replayed.get(i).body());
      assertEquals(written.get(i).position(), replayed.get(i).position());
    }
  }

  @Test
  void groupsLargerAndSmallerThanTheLastReplayWhole() throws IOException {
    CommitLogConfig config = config(SyncMode.BATCH).withSegmentSize(8 << 20);
    List<Entry> written = new ArrayList<>();
    // A writer thread reuses one buffer for its groups: each must be written at its own length,
    // whether the buffer grew for it, keeps bytes of a larger one before, or is not kept after.
    int[] entryLengths = {40_000, 30, 1_500_000, 7, 20_000, 90_000};
    try (CommitLog log = CommitLog.open(dir, config)) {
      for (int i = 0; i < entryLengths.length; i++) {
        List<CommitLogEntry> group =
            List.of(
                new CommitLogEntry(1, body(1, i, entryLengths[i])),
                new CommitLogEntry(2, body(2, i, entryLengths[i] / 2 + 1)));
        CommitLogPosition end = log.appendWithoutWaiting(group);
        log.awaitDurable(end);
        group.forEach(e -> written.add(new Entry(e.tableId(), bodyOf(e), end)));
      }
    }
    List<Entry> replayed = reopenAndReplay(config);
    assertEquals(written.size(), replayed.size());
    for (int i = 0; i < written.size(); i++) {
      assertArrayEquals(written.get(i).body(), replayed.get(i).body(), "entry " + i);
      assertEquals(written.get(i).position(), replayed.get(i).position());
    }
  }

  @Test
  void entriesCutFromOneBufferAreLoggedAsTheirSlices() throws IOException {
    byte[] shared = new byte[300];
    for (int i = 0; i < shared.length; i++) {
      shared[i] = (byte) (i * 7);
    }
    List<Entry> written = new ArrayList<>();
    try (CommitLog log = CommitLog.open(dir, config(SyncMode.BATCH))) {
      CommitLogEntry alone = new CommitLogEntry(5, shared, 10, 90);
      CommitLogPosition end = log.appendWithoutWaiting(List.of(alone));
      written.add(new Entry(5, bodyOf(alone), end));
      List<CommitLogEntry> group =
          List.of(new CommitLogEntry(1, shared, 0, 100), new CommitLogEntry(2, shared, 100, 200));
      CommitLogPosition groupEnd = log.appendWithoutWaiting(group);
      group.forEach(e -> written.add(new Entry(e.tableId(), bodyOf(e), groupEnd)));
    }
    List<Entry> replayed = reopenAndReplay(config(SyncMode.BATCH));
    assertEquals(written.size(), replayed.size());
    for (int i = 0; i < written.size(); i++) {
      assertEquals(written.get(i).tableId(), replayed.get(i).tableId());
      assertArrayEquals(written.get(i).body(), replayed.get(i).body(), "entry " + i);
      assertEquals(written.get(i).position(), replayed.get(i).position());
    }
    assertThrows(IllegalArgumentException.class, () -> new CommitLogEntry(1, shared, 250, 51));
  }

  /**
   * A write built in place, as the storage engine builds it, is written as it stands, its headers
   * filled in: the segment holds exactly the records FORMAT.md describes, a small one written
   * through the mapping and a large group with a write call. Entries not laid out as {@link
   * RecordFrame} says are refused before anything is written.
   */
  @Test
  void framedEntriesAreWrittenAsTheFormatsRecords() throws IOException {
    List<List<CommitLogEntry>> writes =
        List.of(
            List.of(new CommitLogEntry(3, body(3, 0, 50))),
            List.of(
                new CommitLogEntry(1, body(1, 1, 700)),
                new CommitLogEntry(2, body(2, 1, 20)),
                new CommitLogEntry(1, body(1, 2, 900))));
    ByteBuffer expected = ByteBuffer.allocate(4096);
    Path segment;
    try (CommitLog log = CommitLog.open(dir, config(SyncMode.BATCH))) {
      segment = log.segmentFiles().get(0);
      long id = SegmentFormat.parse(segment.getFileName().toString()).id();
      int mask = SegmentFormat.crcMask(id, SegmentFormat.VERSION);
      expected.position(SegmentFormat.HEADER_SIZE);
      for (List<CommitLogEntry> write : writes) {
        CommitLogPosition end = log.appendFramed(framed(write));
        ByteBuffer payload = ByteBuffer.allocate(4096);
        if (write.size() == 1) {
          payload.putInt(write.get(0).tableId()).put(bodyOf(write.get(0)));
        } else {
          payload.putInt(SegmentFormat.GROUP).putInt(write.size());
          write.forEach(e -> payload.putInt(e.tableId()).putInt(e.length()).put(bodyOf(e)));
        }
        CRC32C crc = new CRC32C();
        crc.update(ByteBuffer.allocate(4).putInt(payload.position()).array());
        crc.update(payload.array(), 0, payload.position());
        expected.putInt(payload.position()).putInt((int) crc.getValue() ^ mask);
        expected.put(payload.array(), 0, payload.position());
        assertEquals(expected.position(), end.offset());
      }
      List<CommitLogEntry> framed = framed(writes.get(1));
      CommitLogEntry first = framed.get(0);
      List<CommitLogEntry> misplaced =
          List.of(
              new CommitLogEntry(1, first.bytes(), first.offset() + 1, first.length() - 1),
              framed.get(1),
              framed.get(2));
      CommitLogPosition before = log.currentPosition();
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> log.appendFramed(misplaced));
      assertTrue(e.getMessage().contains("as RecordFrame lays them out"), e.getMessage());
      assertEquals(before, log.currentPosition(), "nothing was written");
      log.sync();
      byte[] file = Files.readAllBytes(segment);
      assertArrayEquals(
          Arrays.copyOfRange(expected.array(), SegmentFormat.HEADER_SIZE, expected.position()),
          Arrays.copyOfRange(file, SegmentFormat.HEADER_SIZE, expected.position()));
    }
  }

  /** The entries copied into an array of their own, laid out as {@link RecordFrame} says. */
  private static List<CommitLogEntry> framed(List<CommitLogEntry> entries) {
    return RecordFrame.copyOf(entries, (int) RecordFrame.sizeOf(entries));
  }

  @Test
  void aOneEntryWriteIsAPlainRecord() throws IOException {
    try (CommitLog log = CommitLog.open(dir, config(SyncMode.BATCH))) {
      CommitLogPosition before = log.currentPosition();
      CommitLogPosition end =
          log.appendWithoutWaiting(List.of(new CommitLogEntry(4, body(4, 0, 40))));
      assertEquals(before.offset() + SegmentFormat.RECORD_OVERHEAD + 40, end.offset());
    }
  }

  @Test
  void aGroupRecordKeepsItsSegmentUntilEveryTableInItFlushed() throws IOException {
    try (CommitLog log = CommitLog.open(dir, config(SyncMode.BATCH))) {
      log.append(1, body(1, 0, 10));
      Path first = log.segmentFiles().get(0);
      CommitLogPosition group =
          log.appendWithoutWaiting(
              List.of(
                  new CommitLogEntry(1, body(1, 1, 10)), new CommitLogEntry(2, body(2, 1, 10))));
      log.awaitDurable(group);
      while (log.segmentFiles().size() == 1) {
        log.append(1, body(1, 2, 1000));
      }
      log.discardCompletedSegments(1, log.currentPosition());
      assertTrue(log.segmentFiles().contains(first), "table 2 has not flushed its entry");
      log.discardCompletedSegments(2, group);
      assertTrue(!log.segmentFiles().contains(first), "both tables flushed the group");
    }
  }

  @Test
  void aTornGroupRecordDeliversNoneOfItsEntries() throws IOException {
    Path last;
    long beforeGroup;
    try (CommitLog log = CommitLog.open(dir, config(SyncMode.BATCH))) {
      log.append(1, body(1, 0, 20));
      beforeGroup = log.currentPosition().offset();
      List<CommitLogEntry> group = new ArrayList<>();
      for (int i = 0; i < 5; i++) {
        group.add(new CommitLogEntry(1 + i % 2, body(1 + i % 2, i, 100)));
      }
      log.awaitDurable(log.appendWithoutWaiting(group));
      last = log.segmentFiles().get(log.segmentFiles().size() - 1);
    }
    long full = Files.size(last);
    // A crash at any point while the group record was being written: from its first byte to its
    // last, and a whole record whose last entry did not reach the disk intact.
    for (long cut :
        new long[] {beforeGroup + 3, beforeGroup + 200, full - SegmentFormat.MARKER_SIZE - 1}) {
      Path copy = dir.resolve("cut-" + cut);
      Files.createDirectories(copy);
      Path segment = copy.resolve(last.getFileName());
      Files.copy(last, segment);
      try (RandomAccessFile raf = new RandomAccessFile(segment.toFile(), "rw")) {
        raf.setLength(cut);
      }
      List<Entry> replayed = new ArrayList<>();
      try (CommitLog log = CommitLog.open(copy, config(SyncMode.BATCH))) {
        log.replay((t, b, p) -> replayed.add(new Entry(t, b, p)));
      }
      assertEquals(1, replayed.size(), "cut at " + cut + ": only the record before the group");
      assertEquals(beforeGroup, Files.size(segment), "the torn group is cut off");
    }
    truncateAndFlip(last, full - SegmentFormat.MARKER_SIZE, full - SegmentFormat.MARKER_SIZE - 5);
    assertEquals(1, reopenAndReplay(config(SyncMode.BATCH)).size(), "a damaged last entry");
  }

  @Test
  void negativeTableIdsAndOversizedGroupsAreRefused() throws IOException {
    try (CommitLog log = CommitLog.open(dir, config(SyncMode.BATCH))) {
      CommitLogPosition before = log.currentPosition();
      assertThrows(IllegalArgumentException.class, () -> log.append(-1, body(0, 0, 10)));
      List<CommitLogEntry> negative =
          List.of(new CommitLogEntry(1, body(1, 0, 10)), new CommitLogEntry(-1, body(1, 0, 10)));
      assertThrows(IllegalArgumentException.class, () -> log.appendWithoutWaiting(negative));
      List<CommitLogEntry> large =
          List.of(new CommitLogEntry(1, new byte[5000]), new CommitLogEntry(2, new byte[5000]));
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> log.appendWithoutWaiting(large));
      assertTrue(
          e.getMessage().startsWith("a write of 2 mutations takes")
              && e.getMessage().contains("half the segment size"),
          e.getMessage());
      assertEquals(before, log.currentPosition(), "nothing was written");
    }
  }

  /** Segments as versions 1 and 2 wrote them: record checksums that do not name the segment. */
  @ParameterizedTest
  @ValueSource(ints = {1, 2})
  void segmentsOfAnOlderVersionAreReplayedAndNewerOnesRefused(int version) throws IOException {
    ByteBuffer segment = ByteBuffer.allocate(1024);
    segment.putInt(SegmentFormat.MAGIC).putInt(version).putLong(7);
    segment.putInt(SegmentFormat.crc(segment.array(), 0, 16));
    for (int table : new int[] {5, 6}) {
      byte[] body = body(table, 0, 30);
      int start = segment.position();
      segment.putInt(4 + body.length).putInt(0).putInt(table).put(body);
      segment.putInt(start + 4, SegmentFormat.recordCrc(segment.array(), start, 4 + body.length));
    }
    segment
        .putInt(SegmentFormat.SYNC_MARKER)
        .putInt(SegmentFormat.markerCrc(7, segment.position()));
    Files.write(
        dir.resolve("CommitLog-" + version + "-7.log"),
        Arrays.copyOf(segment.array(), segment.position()));
    List<Entry> replayed = reopenAndReplay(config(SyncMode.BATCH));
    assertEquals(List.of(5, 6), replayed.stream().map(Entry::tableId).toList());

    Files.write(dir.resolve("CommitLog-4-99.log"), new byte[0]);
    IllegalStateException e =
        assertThrows(
            IllegalStateException.class, () -> CommitLog.open(dir, config(SyncMode.BATCH)));
    assertTrue(
        e.getMessage().contains("CommitLog-4-99.log has format version 4")
            && e.getMessage().contains("reads versions 1 to 3")
            && e.getMessage().contains("newer WCS"),
        e.getMessage());
  }

  /**
   * Flushed segments' files become later segments', and what a crash leaves replays exactly the
   * records written after the flush: none of the older records still in a reused file, nor the
   * files kept for reuse, whose records are all flushed.
   */
  @Test
  void flushedSegmentsFilesAreReusedAndReplayOnlyTheirNewRecords() throws IOException {
    CommitLogConfig hourly = config(SyncMode.PERIODIC).withPeriodicInterval(Duration.ofHours(1));
    Path live = dir.resolve("live");
    Path copy = dir.resolve("copy");
    CommitLogPosition flushed = CommitLogPosition.NONE;
    Map<CommitLogPosition, byte[]> after = new LinkedHashMap<>();
    try (CommitLog log = CommitLog.open(live, hourly)) {
      for (int i = 0; i < 600; i++) {
        flushed = log.appendWithoutWaiting(1, body(1, i, 100));
      }
      Set<Object> flushedFiles = new HashSet<>();
      for (Path segment : log.segmentFiles()) {
        flushedFiles.add(fileKey(segment));
      }
      log.discardCompletedSegments(1, flushed);
      assertEquals(1, log.segmentFiles().size(), "flushed: only the active one is left");
      assertEquals(3, fileCount(live), "the active segment and two files kept for reuse");
      // Records as long as the old ones, so that the last new one ends where an old one starts,
      // until the second reused file is partly written.
      for (int i = 0; log.segmentFiles().size() < 3 || i % 20 != 0; i++) {
        byte[] body = body(2, i, 100);
        after.put(log.appendWithoutWaiting(1, body), body);
      }
      List<Path> segments = log.segmentFiles();
      assertEquals(3, segments.size(), "the segment active at the flush, then two reused files");
      assertTrue(flushedFiles.contains(fileKey(segments.get(1))), "a flushed segment's file");
      assertTrue(flushedFiles.contains(fileKey(segments.get(2))), "and another");
      // What a crash right now would leave: every file as it is, never closed.
      Files.createDirectories(copy);
      try (var files = Files.list(live)) {
        for (Path f : (Iterable<Path>) files::iterator) {
          Files.copy(f, copy.resolve(f.getFileName()));
        }
      }
    }
    try (var files = Files.list(live)) {
      assertEquals(
          after.keySet().stream().map(CommitLogPosition::segmentId).distinct().count(),
          files.count(),
          "a close deletes the files kept for reuse");
    }
    Map<CommitLogPosition, byte[]> replayed = new LinkedHashMap<>();
    CommitLogPosition floor = flushed;
    try (CommitLog log = CommitLog.open(copy, hourly)) {
      log.replay(
          new RecordConsumer() {
            @Override
            public void accept(int tableId, byte[] body, CommitLogPosition position) {
              replayed.put(position, body);
            }

            @Override
            public boolean wants(int tableId, CommitLogPosition position) {
              return position.isAfter(floor); // what the storage layer's flushed position says
            }
          });
    }
    assertEquals(after.size(), replayed.size(), "records replayed");
    for (Map.Entry<CommitLogPosition, byte[]> e : after.entrySet()) {
      assertArrayEquals(e.getValue(), replayed.get(e.getKey()), "record at " + e.getKey());
    }
  }

  /**
   * A reused file renamed for its new segment, whose new header a crash kept from the disk, still
   * holds the old header: the sync that would have made its records durable never returned, and
   * replay passes over it quietly, though a sync marker of the new segment follows.
   */
  @Test
  void aReusedFileWhoseNewHeaderNeverReachedTheDiskReplaysNothing() throws IOException {
    CommitLogConfig hourly = config(SyncMode.PERIODIC).withPeriodicInterval(Duration.ofHours(1));
    Path reused;
    long oldId;
    try (CommitLog log = CommitLog.open(dir, hourly)) {
      CommitLogPosition last = CommitLogPosition.NONE;
      for (int i = 0; i < 300; i++) {
        last = log.appendWithoutWaiting(1, body(1, i, 100));
      }
      oldId = SegmentFormat.parse(log.segmentFiles().get(0).getFileName().toString()).id();
      log.discardCompletedSegments(1, last);
      log.sync();
      long active = last.segmentId();
      while (log.appendWithoutWaiting(1, body(1, 0, 100)).segmentId() == active) {
        // fill the active segment until the next one starts in a reused file
      }
      reused = log.segmentFiles().get(1);
      // A crash during the sync that follows: its marker reached the disk, the header did not.
      log.sync();
      try (RandomAccessFile raf = new RandomAccessFile(reused.toFile(), "rw")) {
        raf.write(SegmentFormat.header(oldId).array());
      }
      Files.copy(reused, dir.resolve("reused"));
    }
    Files.move(dir.resolve("reused"), reused, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    List<Entry> replayed = reopenAndReplay(hourly);
    long newId = SegmentFormat.parse(reused.getFileName().toString()).id();
    assertTrue(replayed.stream().noneMatch(e -> e.position().segmentId() == newId));
    assertTrue(!Files.exists(reused), "deleted once replayed: nothing in it was needed");
  }

  /** Mapped segments, where the file is sized ahead and ends in zeros, and unmapped ones. */
  @ParameterizedTest
  @ValueSource(booleans = {true, false})
  void everyAppendIsInTheFileWhenItReturnsAndAZeroTailEndsTheSegment(boolean mapped)
      throws IOException {
    CommitLogConfig hourly =
        config(SyncMode.PERIODIC)
            .withSegmentSize(1024 * 1024)
            .withPeriodicInterval(Duration.ofHours(1))
            .withMappedSegments(mapped);
    List<Entry> written = new ArrayList<>();
    Path copy = dir.resolve("copy");
    long fileSize;
    try (CommitLog log = CommitLog.open(dir.resolve("live"), hourly)) {
      for (int i = 0; i < 20; i++) {
        byte[] body = body(1, i, i % 2 == 0 ? 100 : 5_000);
        written.add(new Entry(1, body, log.appendWithoutWaiting(1, body)));
      }
      // What a process killed right now leaves (no sync, no close): the file as it is, a mapped
      // one's tail still the zeros it was sized with.
      Path segment = log.segmentFiles().get(0);
      fileSize = Files.size(segment);
      assertEquals(mapped ? 1024 * 1024 : written.get(19).position().offset(), fileSize);
      Files.createDirectories(copy);
      Files.copy(segment, copy.resolve(segment.getFileName()));
    }
    List<Entry> replayed = new ArrayList<>();
    Path copied;
    try (CommitLog log = CommitLog.open(copy, hourly)) {
      copied = log.segmentFiles().get(0);
      log.replay((table, body, position) -> replayed.add(new Entry(table, body, position)));
      assertEquals(
          fileSize,
          Files.size(copied),
          "replay cuts nothing: a mapped file's zeros are an end, not damage");
    }
    assertEquals(written.size(), replayed.size());
    for (int i = 0; i < written.size(); i++) {
      assertArrayEquals(written.get(i).body(), replayed.get(i).body(), "record " + i);
    }
  }

  static Stream<Arguments> syncModesMappedAndNot() {
    return Arrays.stream(SyncMode.values())
        .flatMap(mode -> Stream.of(Arguments.of(mode, true), Arguments.of(mode, false)));
  }

  @ParameterizedTest
  @MethodSource("syncModesMappedAndNot")
  void mappedAndWrittenRecordsReplayInOrderAndCloseCutsTheFile(SyncMode mode, boolean mapped)
      throws IOException {
    CommitLogConfig config = config(mode).withSegmentSize(1024 * 1024).withMappedSegments(mapped);
    int mappedMost = CommitLogSegment.MAPPED_RECORD_BYTES - SegmentFormat.RECORD_OVERHEAD - 1;
    int[] lengths = {100, 100_000, 30, mappedMost, mappedMost + 1, 70_000, 10, 2_000};
    List<Entry> written = new ArrayList<>();
    try (CommitLog log = CommitLog.open(dir, config)) {
      for (int i = 0; i < 40; i++) {
        byte[] body = body(2, i, lengths[i % lengths.length]);
        written.add(new Entry(2, body, log.appendWithoutWaiting(2, body)));
      }
    }
    CommitLogPosition last = written.get(written.size() - 1).position();
    try (var files = Files.list(dir)) {
      Path lastSegment =
          files
              .filter(f -> f.getFileName().toString().endsWith("-" + last.segmentId() + ".log"))
              .findFirst()
              .orElseThrow();
      byte[] content = Files.readAllBytes(lastSegment);
      assertEquals(
          last.offset() + SegmentFormat.MARKER_SIZE,
          content.length,
          "closed: the file ends with the close's sync marker after the last record");
      ByteBuffer marker = ByteBuffer.wrap(content, last.offset(), SegmentFormat.MARKER_SIZE);
      assertEquals(SegmentFormat.SYNC_MARKER, marker.getInt());
      assertEquals(SegmentFormat.markerCrc(last.segmentId(), last.offset()), marker.getInt());
    }
    List<Entry> replayed = reopenAndReplay(config);
    assertEquals(written.size(), replayed.size());
    for (int i = 0; i < written.size(); i++) {
      assertArrayEquals(written.get(i).body(), replayed.get(i).body(), "record " + i);
      assertEquals(written.get(i).position(), replayed.get(i).position(), "record " + i);
    }
  }

  private static Object fileKey(Path file) throws IOException {
    return Files.readAttributes(file, BasicFileAttributes.class).fileKey();
  }

  private static long fileCount(Path dir) throws IOException {
    try (var files = Files.list(dir)) {
      return files.count();
    }
  }

  private static byte[] bodyOf(CommitLogEntry e) {
    return Arrays.copyOfRange(e.bytes(), e.offset(), e.offset() + e.length());
  }

  private static byte[] body(int thread, int seq, int length) {
    ByteBuffer b = ByteBuffer.allocate(Math.max(8, length));
    b.putInt(thread).putInt(seq);
    while (b.hasRemaining()) {
      b.put((byte) (seq + b.position()));
    }
    return b.array();
  }

  private static void truncateAndFlip(Path file, long newLength, long flipAt) throws IOException {
    try (RandomAccessFile raf = new RandomAccessFile(file.toFile(), "rw")) {
      raf.setLength(newLength);
    }
    flip(file, flipAt);
  }

  private static void flip(Path file, long at) throws IOException {
    try (RandomAccessFile raf = new RandomAccessFile(file.toFile(), "rw")) {
      raf.seek(at);
      int b = raf.read();
      raf.seek(at);
      raf.write(b ^ 0x01);
    }
  }
}

package io.wcs.engine.commitlog;

import java.io.Closeable;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.TreeMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;
import java.util.stream.Stream;

/**
 * The write-ahead log: every mutation is appended here before it is applied to a memtable, and
 * replayed into memtables when the database opens. Records go to segment files of a bounded size
 * (layout in FORMAT.md beside this class); a segment is deleted once every table with records in it
 * has flushed them ({@link #discardCompletedSegments}), or its file kept, up to {@value
 * #MAX_SPARE_FILES} of them, to be written over by a later segment ({@link
 * CommitLogSegment#recycle}).
 *
 * <p>Durability follows {@link SyncMode}: after a sync-mode append returns, its record and every
 * record before it survive a crash. A write of several mutations that must survive a crash all
 * together or not at all (a batch) is logged as one group record with {@link
 * #appendWithoutWaiting(List)}, or {@link #appendFramed} when the writer built the record in place:
 * replay delivers all its entries, or none when the record was torn.
 *
 * <p>Group commit is leader-based: a writer that finds no fsync running starts one at once (a lone
 * writer never waits for company); writers that arrive while it runs wait for it to finish, and the
 * first of them not yet covered then syncs for all of them. The fsync itself is the gathering
 * window, so under load one fsync covers everything appended while the previous one ran; a leader
 * waits longer only when {@link CommitLogConfig#groupWindow} asks it to. Each fsync is preceded by
 * a sync marker, which lets replay tell a write cut off by a crash (dropped quietly) from damage to
 * synced data (an error); see {@link SegmentReplayer}. Any I/O error while writing or syncing makes
 * the log unusable: later appends fail rather than acknowledge writes that might not be durable.
 *
 * <p>A segment copies small records into its file through a memory mapping rather than with a write
 * call each ({@link CommitLogSegment}); either way a record is in the operating system's cache of
 * the file when its append returns, so a killed process loses nothing that a sync would have kept.
 *
 * <p>Threading: all public methods are thread-safe. Appends serialize on one lock while they write
 * (not while they wait for their fsync); fsyncs serialize on a second lock, always taken before the
 * append lock.
 */
public final class CommitLog implements Closeable {
  /**
   * How often an append tries the lock before it queues: a few microseconds, about what its holder
   * takes to copy a record into the mapping or write a batch.
   */
  private static final int APPEND_SPINS = 200;

  /**
   * How many flushed segments' files are kept for later segments: the two a flush of a default
   * memtable (64 MiB) frees at a time. Each is a whole segment of disk until it is reused or the
   * log closes.
   */
  private static final int MAX_SPARE_FILES = 2;

  private final Path dir;
  private final CommitLogConfig config;
  private final ReentrantLock appendLock = new ReentrantLock();
  private final ReentrantLock syncLock = new ReentrantLock();

  /** Live segments by id, oldest first. Guarded by appendLock. */
  private final TreeMap<Long, CommitLogSegment> segments = new TreeMap<>();

  /**
   * Segments of earlier runs not yet replayed; never deleted before replay. Guarded by appendLock.
   */
  private final List<CommitLogSegment> unreplayed = new ArrayList<>();

  /**
   * Segments sealed by a roll whose last records are not yet forced, oldest first, and whether a
   * segment was created since the directory was last synced. The next sync forces them before the
   * active segment, since a synced position vouches for every record before it. Guarded by
   * appendLock.
   */
  private final List<CommitLogSegment> unforced = new ArrayList<>();

  private boolean directoryUnsynced;

  /** Files of flushed segments, oldest first, for new segments to reuse. Guarded by appendLock. */
  private final ArrayDeque<Path> spareFiles = new ArrayDeque<>();

  private final AtomicReference<CommitLogPosition> synced =
      new AtomicReference<>(CommitLogPosition.NONE);
  private final AtomicLong syncCount = new AtomicLong();
  private final Object groupMonitor = new Object();
  private final ScheduledExecutorService periodicSync;

  private CommitLogSegment active;
  private boolean groupLeaderRunning;
  private boolean closed;
  private volatile IOException failure;

  private CommitLog(Path dir, CommitLogConfig config) {
    this.dir = dir;
    this.config = config;
    this.periodicSync =
        config.syncMode() == SyncMode.PERIODIC
            ? Executors.newSingleThreadScheduledExecutor(
                r -> {
                  Thread t = new Thread(r, "wcs-commitlog-sync " + dir);
                  t.setDaemon(true);
                  return t;
                })
            : null;
  }

  /**
   * Opens the log in {@code dir} (created if missing). Segments left by an earlier run are kept for
   * {@link #replay}; new records go to a new segment.
   *
   * @throws IllegalStateException if a segment has a format version this code cannot read
   */
  public static CommitLog open(Path dir, CommitLogConfig config) throws IOException {
    Files.createDirectories(dir);
    CommitLog log = new CommitLog(dir, config);
    long nextId = 1;
    try (Stream<Path> files = Files.list(dir)) {
      for (Path file : (Iterable<Path>) files::iterator) {
        SegmentFormat.SegmentName name = SegmentFormat.parse(file.getFileName().toString());
        if (name != null) {
          log.segments.put(name.id(), CommitLogSegment.existing(file, name.id(), name.version()));
          nextId = Math.max(nextId, name.id() + 1);
        }
      }
    }
    log.unreplayed.addAll(log.segments.values());
    log.active = CommitLogSegment.create(dir, nextId, config);
    log.segments.put(nextId, log.active);
    syncDirectory(dir);
    if (log.periodicSync != null) {
      long interval = config.periodicInterval().toNanos();
      log.periodicSync.scheduleWithFixedDelay(
          log::periodicSync, interval, interval, TimeUnit.NANOSECONDS);
    }
    return log;
  }

  /**
   * Appends a record and returns its position once it is as durable as the sync mode promises.
   *
   * @throws RecordTooLargeException if the body is larger than half a segment
   * @throws IOException if the record could not be written or synced (the log is then unusable)
   */
  public CommitLogPosition append(int tableId, byte[] body) throws IOException {
    CommitLogPosition end = appendWithoutWaiting(tableId, body);
    awaitDurable(end);
    return end;
  }

  /**
   * Appends a record and returns its position at once, before it is durable; pass the position (or
   * a later one) to {@link #awaitDurable} before acknowledging the write.
   *
   * @throws IllegalArgumentException if the table id is negative ({@link RecordTooLargeException}
   *     if the body is larger than half a segment)
   * @throws IOException if the record could not be written (the log is then unusable)
   */
  public CommitLogPosition appendWithoutWaiting(int tableId, byte[] body) throws IOException {
    return appendWithoutWaiting(List.of(new CommitLogEntry(tableId, body)));
  }

  /**
   * Appends the entries of one write as one record, so that replay delivers all of them or none,
   * and returns its position (every entry's replay position) at once, before it is durable. A
   * single entry is logged as a plain record, exactly as {@link #appendWithoutWaiting(int, byte[])}
   * logs it. The entries are copied into a record first; a writer on a hot path builds them in
   * place instead, for {@link #appendFramed}.
   *
   * @throws IllegalArgumentException if a table id is negative ({@link RecordTooLargeException} if
   *     the entries together are larger than half a segment)
   * @throws IOException if the record could not be written (the log is then unusable)
   */
  public CommitLogPosition appendWithoutWaiting(List<CommitLogEntry> entries) throws IOException {
    if (entries.isEmpty()) {
      throw new IllegalArgumentException("nothing to log: a write needs at least one entry");
    }
    // Refused before the copy: a write too large for the log is not worth an array of its size.
    long size = RecordFrame.sizeOf(entries);
    checkSize(size - SegmentFormat.RECORD_OVERHEAD, entries.size());
    return appendFramed(RecordFrame.copyOf(entries, (int) size));
  }

  /**
   * As {@link #appendWithoutWaiting(List)}, for entries that lie in one array as {@link
   * RecordFrame} lays them out: the array becomes the record as it stands, its headers filled in by
   * the log, and nothing is copied before the write to the segment. The caller must not touch the
   * array until this returns.
   *
   * @throws IllegalArgumentException if there are no entries, a table id is negative, or the
   *     entries are not laid out as {@link RecordFrame} says ({@link RecordTooLargeException} if
   *     they together are larger than half a segment)
   * @throws IOException if the record could not be written (the log is then unusable)
   */
  public CommitLogPosition appendFramed(List<CommitLogEntry> entries) throws IOException {
    if (entries.isEmpty()) {
      throw new IllegalArgumentException("nothing to log: a write needs at least one entry");
    }
    int size = RecordFrame.fillHeaders(entries);
    checkSize(size - SegmentFormat.RECORD_OVERHEAD, entries.size());
    byte[] record = entries.get(0).bytes();
    int crc = SegmentFormat.recordCrc(record, 0, size - SegmentFormat.RECORD_HEADER);
    lockForAppend();
    try {
      checkUsable();
      if (!active.hasRoomFor(size - SegmentFormat.RECORD_OVERHEAD, config.segmentSize())) {
        roll();
      }
      int end = active.append(record, size, crc);
      // A group's entries usually share one table: mark it once, not once per entry.
      int lastMarked = -1;
      for (CommitLogEntry e : entries) {
        if (e.tableId() != lastMarked) {
          active.markDirty(e.tableId(), end);
          lastMarked = e.tableId();
        }
      }
      return new CommitLogPosition(active.id, end);
    } catch (IOException e) {
      throw fail(e);
    } finally {
      appendLock.unlock();
    }
  }

  /**
   * Takes the append lock, spinning briefly before queueing for it. Its holder copies one record
   * into the segment's mapping, or makes one write call for a large one, so a spinning writer
   * usually gets it within microseconds, where a queued one is parked, and unparked by the holder's
   * unlock: on our virtual machines that wake-up cost the holder more than its write (W5's four
   * writers, when every record was a write call: 45 % of their wall-clock time waiting for this
   * lock, 10 % in the unlock's wake-up, 18 % in the write call).
   */
  private void lockForAppend() {
    for (int spin = 0; spin < APPEND_SPINS; spin++) {
      if (appendLock.tryLock()) {
        return;
      }
      Thread.onSpinWait();
    }
    appendLock.lock();
  }

  /** The message is built only for a refusal: appends are a hot path. */
  private void checkSize(long bodyLength, int entries) {
    if (bodyLength > config.maxRecordBody()) {
      String what = entries == 1 ? "a commit log record" : "a write of " + entries + " mutations";
      throw new RecordTooLargeException(what, bodyLength, config.maxRecordBody());
    }
  }

  /**
   * Returns once every record up to {@code position} is as durable as the sync mode promises: on
   * disk in {@link SyncMode#BATCH} and {@link SyncMode#GROUP}, at once in {@link
   * SyncMode#PERIODIC}.
   *
   * @throws IOException if the log could not sync (it is then unusable)
   */
  public void awaitDurable(CommitLogPosition position) throws IOException {
    switch (config.syncMode()) {
      case BATCH -> syncUpTo(position);
      case GROUP -> awaitGroupSync(position);
      case PERIODIC -> {}
    }
  }

  /** The position up to which every record is known to be on disk. */
  public CommitLogPosition syncedPosition() {
    return synced.get();
  }

  /** How many syncs of records the log has made since it opened (each seals full segments too). */
  public long syncCount() {
    return syncCount.get();
  }

  /** The position after the last record appended so far. */
  public CommitLogPosition currentPosition() {
    appendLock.lock();
    try {
      return new CommitLogPosition(active.id, active.position());
    } finally {
      appendLock.unlock();
    }
  }

  /**
   * Delivers the records of the segments found at open, oldest first, each segment in order. Call
   * once, before relying on {@link #discardCompletedSegments} to free those segments.
   *
   * @throws CommitLogReplayException if synced data is damaged (see {@link SegmentReplayer})
   */
  public void replay(RecordConsumer consumer) throws IOException {
    List<CommitLogSegment> toReplay;
    appendLock.lock();
    try {
      toReplay = new ArrayList<>(unreplayed);
    } finally {
      appendLock.unlock();
    }
    for (CommitLogSegment segment : toReplay) {
      new SegmentReplayer(segment, config.ignoreReplayErrors()).replay(consumer);
      appendLock.lock();
      try {
        unreplayed.remove(segment);
      } finally {
        appendLock.unlock();
      }
    }
    deleteCleanSegments();
  }

  /**
   * Records that {@code tableId} has flushed everything up to {@code flushedUpTo} (inclusive), and
   * deletes the segments no table needs any more.
   */
  public void discardCompletedSegments(int tableId, CommitLogPosition flushedUpTo)
      throws IOException {
    appendLock.lock();
    try {
      for (CommitLogSegment s : segments.headMap(flushedUpTo.segmentId(), true).values()) {
        s.markClean(
            tableId, s.id < flushedUpTo.segmentId() ? Integer.MAX_VALUE : flushedUpTo.offset());
      }
    } finally {
      appendLock.unlock();
    }
    deleteCleanSegments();
  }

  /** Forces every record appended so far to disk, whatever the sync mode. */
  public void sync() throws IOException {
    syncUpTo(currentPosition());
  }

  /** The segment files currently kept, oldest first. */
  public List<Path> segmentFiles() {
    appendLock.lock();
    try {
      return segments.values().stream().map(s -> s.file).toList();
    } finally {
      appendLock.unlock();
    }
  }

  /**
   * Syncs what was appended and closes the files; segments stay for the next replay, except the
   * records of an active segment no table needs any more and the files kept for reuse.
   */
  @Override
  public void close() throws IOException {
    appendLock.lock();
    try {
      if (closed) {
        return;
      }
    } finally {
      appendLock.unlock();
    }
    if (periodicSync != null) {
      periodicSync.shutdown();
    }
    IOException error = null;
    if (failure == null) {
      try {
        sync();
      } catch (IOException e) {
        error = e;
      }
    }
    syncLock.lock();
    appendLock.lock();
    try {
      closed = true;
      if (error == null && failure == null && active.isClean()) {
        // Every table flushed what it holds (a clean shutdown): the next run has nothing to
        // replay. The emptied file stays, so segment ids keep increasing across runs.
        try {
          active.discardRecords();
        } catch (IOException e) {
          error = e;
        }
      }
      for (CommitLogSegment s : segments.values()) {
        try {
          s.close();
        } catch (IOException e) {
          error = error == null ? e : error;
        }
      }
      for (Path spare : spareFiles) {
        try {
          Files.deleteIfExists(spare);
        } catch (IOException e) {
          error = error == null ? e : error;
        }
      }
      spareFiles.clear();
    } finally {
      appendLock.unlock();
      syncLock.unlock();
    }
    if (error != null) {
      throw error;
    }
  }

  /**
   * Starts the next segment. Under appendLock, which every writer waits for, so sealing the old one
   * (its last sync marker and fsync) is left to the next sync: forcing a whole segment here stalled
   * every writer for as long as the disk took to write it (W1's slowest batches: 15-45 ms). The
   * marker waits too, so that it never reaches the disk long before the records it vouches for.
   */
  private void roll() throws IOException {
    CommitLogSegment old = active;
    unforced.add(old);
    Path spare = spareFiles.poll();
    active =
        spare == null
            ? CommitLogSegment.create(dir, old.id + 1, config)
            : CommitLogSegment.recycle(spare, old.id + 1, config);
    segments.put(active.id, active);
    directoryUnsynced = true;
  }

  /**
   * Makes everything up to {@code target} durable, sharing one fsync among concurrent callers. Then
   * deletes the segments it sealed that no table needs any more: one no table had records in when
   * it rolled would otherwise stay until the next flush, or, after the last flush before close,
   * until the next run replayed it.
   */
  private void syncUpTo(CommitLogPosition target) throws IOException {
    boolean sealedAny = false;
    syncLock.lock();
    try {
      if (synced.get().compareTo(target) < 0) {
        CommitLogSegment segment;
        int end;
        List<CommitLogSegment> sealed;
        boolean newSegments;
        appendLock.lock();
        try {
          checkUsable();
          segment = active;
          end = segment.writeSyncMarker();
          sealed = List.copyOf(unforced);
          unforced.clear();
          newSegments = directoryUnsynced;
          directoryUnsynced = false;
        } finally {
          appendLock.unlock();
        }
        // No append reaches a sealed segment any more: only this thread, under syncLock, writes.
        for (CommitLogSegment s : sealed) {
          s.writeSyncMarker();
          s.force();
        }
        sealedAny = !sealed.isEmpty();
        if (newSegments) {
          syncDirectory(dir);
        }
        segment.force();
        syncCount.incrementAndGet();
        advanceSynced(new CommitLogPosition(segment.id, end));
      }
    } catch (IOException e) {
      throw fail(e);
    } finally {
      syncLock.unlock();
    }
    if (sealedAny) {
      deleteCleanSegments();
    }
  }

  /**
   * Group commit: a waiter that finds no leader becomes one and fsyncs at once for everything
   * appended so far; the others wait for that fsync, and those it did not cover elect the next
   * leader as soon as it ends.
   */
  private void awaitGroupSync(CommitLogPosition end) throws IOException {
    while (true) {
      synchronized (groupMonitor) {
        while (true) {
          checkFailure();
          if (synced.get().compareTo(end) >= 0) {
            return;
          }
          if (!groupLeaderRunning) {
            groupLeaderRunning = true;
            break;
          }
          try {
            groupMonitor.wait();
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while waiting for the commit log sync");
          }
        }
      }
      try {
        gatherForGroupWindow();
        syncUpTo(currentPosition());
      } finally {
        synchronized (groupMonitor) {
          groupLeaderRunning = false;
          groupMonitor.notifyAll();
        }
      }
    }
  }

  /** The leader's wait for more writers to join its fsync, when a group window is configured. */
  private void gatherForGroupWindow() throws InterruptedIOException {
    long windowNanos = config.groupWindow().toNanos();
    if (windowNanos > 0) {
      LockSupport.parkNanos(windowNanos);
      if (Thread.interrupted()) {
        Thread.currentThread().interrupt();
        throw new InterruptedIOException(
            "interrupted while gathering writers for a commit log sync");
      }
    }
  }

  private void periodicSync() {
    try {
      sync();
    } catch (IOException e) {
      // Recorded by fail(): the next append reports it.
    } catch (RuntimeException e) {
      fail(new IOException("periodic commit log sync failed", e));
    }
  }

  private void advanceSynced(CommitLogPosition position) {
    synced.accumulateAndGet(position, CommitLogPosition::max);
  }

  /**
   * Deletes segments that are neither active, awaiting replay, nor needed by any table, or keeps
   * their files for reuse. A rolled segment goes too before the sync that would seal it: its
   * records are all flushed, so nothing needs them durable. Waiting for that sync kept every
   * segment a load filled past the flushes of periodic mode, whose syncs are seconds apart, and so
   * every load's new segment in a new file.
   */
  private void deleteCleanSegments() throws IOException {
    syncLock.lock();
    appendLock.lock();
    try {
      Iterator<CommitLogSegment> it = segments.values().iterator();
      while (it.hasNext()) {
        CommitLogSegment s = it.next();
        if (s != active && s.isClean() && !unreplayed.contains(s)) {
          unforced.remove(s);
          if (s.recyclable() && spareFiles.size() < MAX_SPARE_FILES) {
            s.release();
            spareFiles.add(s.file);
          } else {
            s.delete();
          }
          it.remove();
        }
      }
    } finally {
      appendLock.unlock();
      syncLock.unlock();
    }
  }

  private IOException fail(IOException e) {
    if (failure == null) {
      failure = e;
    }
    synchronized (groupMonitor) {
      groupMonitor.notifyAll();
    }
    return e;
  }

  private void checkUsable() throws IOException {
    if (closed) {
      throw new IOException("commit log " + dir + " is closed");
    }
    checkFailure();
  }

  private void checkFailure() throws IOException {
    IOException f = failure;
    if (f != null) {
      throw new IOException(
          "commit log " + dir + " is unusable after an earlier I/O error: " + f.getMessage(), f);
    }
  }

  /** Makes a new segment file's directory entry durable (not supported on every platform). */
  private static void syncDirectory(Path dir) {
    try (FileChannel ch = FileChannel.open(dir, StandardOpenOption.READ)) {
      ch.force(true);
    } catch (IOException e) {
      // Windows cannot open directories; NTFS journals the entry itself.
    }
  }
}

package io.wcs.engine.storage;

import io.wcs.engine.commitlog.CommitLog;
import io.wcs.engine.commitlog.CommitLogPosition;
import io.wcs.engine.compaction.strategy.CompactionStrategy;
import io.wcs.engine.memtable.Memtable;
import io.wcs.engine.sstable.Descriptor;
import io.wcs.engine.sstable.SSTableFiles;
import io.wcs.engine.sstable.SSTableReader;
import io.wcs.engine.sstable.SSTableStats;
import io.wcs.engine.sstable.SSTableVerifier;
import io.wcs.engine.sstable.SSTableWriter;
import io.wcs.engine.trace.TraceSession;
import io.wcs.engine.trace.Tracing;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.concurrent.locks.StampedLock;
import java.util.function.Consumer;

/**
 * The storage of one table: the active memtable, memtables being flushed, and the live SSTables.
 *
 * <p>Threading: all methods are thread-safe. The set of memtables and SSTables is an immutable
 * {@link View} swapped under {@code viewLock}; readers take the current view and reference its
 * parts ({@link ReadView}). Writers hold the read side of {@code switchLock} while they append to
 * the log and apply to the memtable; switching the memtable for a flush takes the write side, so
 * every log record before the switch is in the old memtable and none after it is, which makes
 * "discard the log up to the switch" exact. Flushes of one table are serialised by {@code
 * flushLock}, which also guards {@code unflushed}. Compactions hold the read side of {@code
 * compactionGate} and reserve disjoint inputs ({@link #markCompacting}); truncation takes its write
 * side. Lock order: compactionGate, flushLock, switchLock, viewLock; a write to several tables
 * takes their switchLocks in table id order ({@link StorageEngine#apply(List)}).
 */
public final class TableStore {
  private static final long WRITES_IN_FLIGHT_POLL_NANOS = 20_000;

  /** SSTables by their newest write, newest first: the order a read consults them. */
  private static final Comparator<SSTableReader> NEWEST_FIRST =
      (a, b) -> Long.compare(b.stats().maxTimestamp(), a.stats().maxTimestamp());

  private record View(Memtable active, List<Memtable> flushing, List<SSTableReader> sstables) {
    List<Memtable> memtables() {
      List<Memtable> all = new ArrayList<>(flushing.size() + 1);
      all.add(active);
      all.addAll(flushing);
      return all;
    }
  }

  private final int tableId;
  private final Path directory;
  private final StorageContext context;
  // A StampedLock: its read side, taken by every write, keeps no per-thread hold count (the
  // ReentrantReadWriteLock's ThreadLocal bookkeeping was ~5% of a 4-thread overwrite workload). It
  // is not reentrant, and needs not be: no thread takes it while holding it.
  private final StampedLock switchLock = new StampedLock();
  // Its read view, made once here: StampedLock makes it on first use, and that one-time branch,
  // taken by the first write to every new table, made C2 throw away the compiled write path.
  private final Lock writeLock = switchLock.asReadLock();
  private final ReentrantLock flushLock = new ReentrantLock();
  private final ReentrantReadWriteLock compactionGate = new ReentrantReadWriteLock();
  private final Object viewLock = new Object();
  private final AtomicLong lastGeneration;
  private final AtomicBoolean flushRequested = new AtomicBoolean();
  private final Set<SSTableReader> compacting = ConcurrentHashMap.newKeySet();

  /** Memtables switched out but not yet written, oldest first, with the log they cover. */
  private final Map<Memtable, CommitLogPosition> unflushed = new LinkedHashMap<>();

  private volatile View view;
  private volatile boolean closed;
  private volatile boolean truncating;
  private volatile TableLayout layout = TableLayout.NONE;
  private volatile TableOptions options = TableOptions.DEFAULT;
  private volatile CompactionStrategy strategy = CompactionStrategy.defaultStrategy();

  private TableStore(
      int tableId,
      Path directory,
      StorageContext context,
      List<SSTableReader> live,
      long lastGeneration) {
    this.tableId = tableId;
    this.directory = directory;
    this.context = context;
    this.view = new View(new Memtable(0, context.slabs()), List.of(), List.copyOf(live));
    this.lastGeneration = new AtomicLong(lastGeneration);
  }

  /** Opens the table's directory (recovering it) or, with a null directory, an in-memory table. */
  static TableStore open(int tableId, Path directory, StorageContext context) throws IOException {
    if (directory == null) {
      return new TableStore(tableId, null, context, List.of(), 0);
    }
    Files.createDirectories(directory);
    List<SSTableReader> live = new ArrayList<>();
    try {
      for (Descriptor d : SSTableFiles.recover(directory)) {
        live.add(SSTableReader.open(d, context.blockFiles(), context.positionsLoader()::request));
      }
    } catch (IOException | RuntimeException e) {
      live.forEach(SSTableReader::release);
      throw e;
    }
    return new TableStore(tableId, directory, context, live, SSTableFiles.maxGeneration(directory));
  }

  public int tableId() {
    return tableId;
  }

  public TableOptions options() {
    return options;
  }

  /**
   * Sets the layout and options.
   *
   * @throws IllegalArgumentException for a bad compaction map (Cassandra's messages)
   */
  void configure(TableLayout layout, TableOptions options) {
    this.strategy = CompactionStrategy.fromOptions(options.compaction());
    this.layout = layout;
    this.options = options;
  }

  public CompactionStrategy compactionStrategy() {
    return strategy;
  }

  /** Checks a mutation against the table's layout, before anything of it is logged. */
  void validate(Mutation m) {
    layout.validate(tableId, m);
  }

  /**
   * The lock a writer holds while it logs its mutations and chooses the memtable they go to ({@link
   * #startWrite}), so that a flush's memtable switch falls between whole appends (it is the read
   * side of {@code switchLock}).
   */
  Lock writeLock() {
    return writeLock;
  }

  /**
   * Applies a logged (or, in memory, unlogged) mutation to the memtable its write chose ({@link
   * #startWrite}), once the log has it durable; true when that memtable, still the active one, has
   * passed its flush threshold and the caller should schedule {@link #flush} (returned once per
   * memtable).
   *
   * @param to the memtable {@link #startWrite} chose for the write
   * @param encoded where the log encoded the write's rows, or null when it was not logged
   * @param mutation which of the write's mutations {@code m} is
   */
  boolean applyLogged(Memtable to, Mutation m, EncodedRows encoded, int mutation) {
    long size = to.apply(m, encoded, mutation);
    return directory != null
        && size >= options.memtableFlushThresholdBytes()
        && to == view.active
        && flushRequested.compareAndSet(false, true);
  }

  /**
   * The memtable a write logged in this hold of {@link #writeLock} goes to, counted in flight there
   * until the writer calls {@link Memtable#writeEnded}. The writer may let go of the lock before it
   * applies (to wait for its sync): a flush waits for the writes in flight on the memtable it
   * writes, and the memtable a write chose covers its log record (see {@link #logEnd}).
   */
  Memtable startWrite() {
    Memtable m = view.active;
    m.writeStarted();
    return m;
  }

  /**
   * Holds a writer back while the active memtable has reached twice its flush threshold. It gets
   * there while a flush is still writing the previous memtable (the next flush switches it out only
   * once that one is done); writers that outrun the flushes would otherwise grow it until the heap
   * runs out. Called after the write, outside every lock: the write is done and durable, so an
   * interrupt ends the wait (and is kept for the caller).
   */
  void awaitFlushBacklog() {
    long limit = 2 * options.memtableFlushThresholdBytes();
    // Every write passes here: the monitor, which flushes and compactions publish under, only when
    // there may be something to wait for.
    if (directory == null || view.active.sizeInBytes() < limit) {
      return;
    }
    synchronized (viewLock) {
      while (view.active.sizeInBytes() >= limit && !closed) {
        try {
          viewLock.wait();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          return;
        }
      }
    }
  }

  /** Applies a replayed log record (the log already holds it). */
  void applyReplayed(Mutation m) {
    view.active.apply(m);
  }

  /**
   * Writes the active memtable to a new SSTable, publishes it, then records that the log it covered
   * need not be replayed and may be discarded. Memtables a failed flush left behind are written
   * first, oldest first, so the replay floor never passes unwritten data. No-op for an empty
   * memtable or an in-memory table.
   */
  public void flush() throws IOException {
    if (directory == null) {
      return;
    }
    flushLock.lock();
    try {
      if (closed) {
        return;
      }
      switchActive();
      while (!unflushed.isEmpty()) {
        Map.Entry<Memtable, CommitLogPosition> oldest = unflushed.entrySet().iterator().next();
        awaitWritesInFlight(oldest.getKey());
        SSTableReader written = writeMemtable(oldest.getKey());
        synchronized (viewLock) {
          List<Memtable> flushing = new ArrayList<>(view.flushing);
          flushing.remove(oldest.getKey());
          List<SSTableReader> sstables = new ArrayList<>(view.sstables);
          if (written != null) {
            sstables.add(written);
          }
          view = new View(view.active, List.copyOf(flushing), List.copyOf(sstables));
        }
        unflushed.remove(oldest.getKey());
        CommitLogPosition upTo = oldest.getValue();
        if (context.log() != null && !upTo.equals(CommitLogPosition.NONE)) {
          context.floors().raise(tableId, upTo);
          context.log().discardCompletedSegments(tableId, upTo);
        }
      }
    } finally {
      flushLock.unlock();
    }
  }

  /** Moves a non-empty active memtable to the flushing ones, with writes blocked meanwhile. */
  private void switchActive() {
    switchLock.asWriteLock().lock();
    try {
      flushRequested.set(false);
      Memtable old = view.active;
      if (old.isEmpty()) {
        return;
      }
      unflushed.put(old, logEnd());
      synchronized (viewLock) {
        List<Memtable> flushing = new ArrayList<>(view.flushing);
        flushing.add(old);
        view =
            new View(
                new Memtable(old.partitionCount(), context.slabs()),
                List.copyOf(flushing),
                view.sstables);
        viewLock.notifyAll();
      }
    } finally {
      switchLock.asWriteLock().unlock();
    }
  }

  /**
   * The log's end, which a memtable switched out now covers: a writer holds {@link #writeLock} from
   * before its log append until it has chosen its memtable, so under the switch's exclusive hold
   * every record of this table before the end goes to that memtable or an older one (whose flush
   * waits for it, {@link #awaitWritesInFlight}), and every later one to the next. Read once a
   * switch, not kept up to date by every write: that had been a contended compare-and-set a write,
   * and its comparison of segments, first taken at the log's first new segment, made C2 throw away
   * the compiled write path.
   */
  private CommitLogPosition logEnd() {
    CommitLog log = context.log();
    return log == null ? CommitLogPosition.NONE : log.currentPosition();
  }

  /**
   * Waits for the writes that chose a switched-out memtable to apply to it: writers waiting for
   * their sync, a millisecond or so. Polled, not signalled: each write would otherwise have to ask
   * whether it was the last.
   */
  private static void awaitWritesInFlight(Memtable m) {
    while (m.hasWritesInFlight()) {
      LockSupport.parkNanos(WRITES_IN_FLIGHT_POLL_NANOS);
    }
  }

  /** The SSTable of the memtable; null when its partitions had nothing to write (no SSTable). */
  private SSTableReader writeMemtable(Memtable memtable) throws IOException {
    try (SSTableWriter w = newWriter(0, memtable.partitionCount())) {
      // Flushed memtables take no more writes: switchActive moved writers to a new one, and the
      // flush waited for those in flight.
      w.encodeRelativeTo(memtable.flushTimestampBase());
      memtable.flushTo(w);
      return w.finish(List.of()) == null ? null : w.open();
    }
  }

  /** A writer for a new generation of this table (flush and compaction). */
  public SSTableWriter newWriter(int level, long expectedKeys) throws IOException {
    Descriptor d = new Descriptor(directory, lastGeneration.incrementAndGet());
    return new SSTableWriter(
        d,
        context.blockFiles(),
        options.compression(),
        context.rowIndexInterval(),
        level,
        expectedKeys);
  }

  /** How many memtables are switched out and not yet written, for tests. */
  int switchedOutMemtables() {
    return view.flushing.size();
  }

  /** The SSTables currently live (no reference taken: for selection, not for reading). */
  public List<SSTableReader> liveSSTables() {
    return view.sstables;
  }

  /**
   * Held (shared) by each compaction for its whole run: truncate and drop take it exclusively, so
   * no compaction output can bring back what they removed.
   */
  public Lock compactionLock() {
    return compactionGate.readLock();
  }

  /** True while a truncate or drop waits for compactions: they should stop at once. */
  public boolean truncating() {
    return truncating;
  }

  /** Reserves inputs for a compaction; false if one of them is already being compacted. */
  public boolean markCompacting(List<SSTableReader> inputs) {
    synchronized (viewLock) {
      for (SSTableReader r : inputs) {
        if (compacting.contains(r) || !view.sstables.contains(r)) {
          return false;
        }
      }
      compacting.addAll(inputs);
      return true;
    }
  }

  public void unmarkCompacting(List<SSTableReader> inputs) {
    compacting.removeAll(inputs);
  }

  public boolean isCompacting(SSTableReader r) {
    return compacting.contains(r);
  }

  /** Makes {@code outputs} (empty when everything was purged) live instead of the inputs. */
  public void replace(List<SSTableReader> inputs, List<SSTableReader> outputs) {
    synchronized (viewLock) {
      List<SSTableReader> sstables = new ArrayList<>(view.sstables);
      sstables.removeAll(inputs);
      sstables.addAll(outputs);
      view = new View(view.active, view.flushing, List.copyOf(sstables));
    }
    inputs.forEach(SSTableReader::markObsolete);
  }

  /**
   * The oldest timestamp this partition may have outside {@code compacted}: a tombstone written
   * before it shadows nothing else and may be purged (once gc_grace_seconds has passed).
   */
  public long purgeableBelow(DecoratedKey key, List<SSTableReader> compacted) {
    View v = view;
    long min = Long.MAX_VALUE;
    for (Memtable m : v.memtables()) {
      if (m.contains(key)) {
        min = Math.min(min, m.minTimestamp());
      }
    }
    for (SSTableReader r : v.sstables) {
      if (!compacted.contains(r) && r.mayContain(key)) {
        min = Math.min(min, r.stats().minTimestamp());
      }
    }
    return min;
  }

  public int gcBefore() {
    return context.clock().getAsInt() - options.gcGraceSeconds();
  }

  public int nowInSeconds() {
    return context.clock().getAsInt();
  }

  private ReadView acquire() {
    while (true) {
      View v = view;
      ReadView rv = ReadView.acquire(v.memtables(), v.sstables, context.blockCache());
      if (rv != null) {
        return rv;
      }
    }
  }

  /** One partition's live rows in the slices; empty when it shows nothing. Close it. */
  public PartitionIterator read(
      DecoratedKey key, Slices slices, boolean reversed, int nowInSeconds) {
    ReadView rv = acquire();
    try {
      TraceSession trace = Tracing.current();
      if (trace != null) {
        trace.event("Acquiring sstable references");
      }
      List<UnfilteredPartition> sources = sources(rv, key, slices, true);
      if (trace != null) {
        traceSources(trace, rv, key, slices, sources);
      }
      Iterator<List<UnfilteredPartition>> groups =
          sources.isEmpty()
              ? List.<List<UnfilteredPartition>>of().iterator()
              : List.of(sources).iterator();
      return new ViewPartitionIterator(groups, slices, reversed, nowInSeconds, rv);
    } catch (RuntimeException e) {
      rv.close();
      throw e;
    }
  }

  /**
   * Cassandra's trace of a partition read's sources. A read by row name merges the memtables, then
   * the SSTables newest first. A slice counts the SSTables whose key range holds the key and skips
   * those whose clustering bounds miss the slices; when some source remains, it merges the
   * memtables with the SSTables that hold the partition. (Cassandra also skips, and then includes,
   * SSTables whose partition deletion is all they hold for the slices; WCS reads those as they
   * come.)
   */
  private void traceSources(
      TraceSession trace,
      ReadView rv,
      DecoratedKey key,
      Slices slices,
      List<UnfilteredPartition> sources) {
    if (trace.readsByName()) {
      trace.event("Merging memtable contents");
      return;
    }
    boolean prunable = prunesByClusteringBounds();
    int inKeyRange = 0;
    int skipped = 0;
    for (SSTableReader r : rv.sstables()) {
      SSTableStats stats = r.stats();
      if (stats.keyRangeHolds(key)) {
        inKeyRange++;
        if (prunable && stats.holdsNothingFor(slices)) {
          skipped++;
        }
      }
    }
    trace.event(
        "Skipped "
            + skipped
            + "/"
            + inKeyRange
            + " non-slice-intersecting sstables, included 0 due to tombstones");
    // a memtable holding the partition is merged even when no row of it is in the slices
    boolean inMemtables = false;
    int fromMemtables = 0;
    for (Memtable m : rv.memtables()) {
      inMemtables |= m.contains(key);
      if (m.partition(key, slices) != null) {
        fromMemtables++;
      }
    }
    if (inMemtables || inKeyRange > skipped) {
      trace.event(
          "Merged data from memtables and " + (sources.size() - fromMemtables) + " sstables");
    }
  }

  /**
   * Whether a read may pass over an SSTable whose clustering bounds miss its slices: not when the
   * table has static columns, as a static row lies outside the bounds but is part of every read of
   * its partition.
   */
  private boolean prunesByClusteringBounds() {
    return layout.staticColumns().isEmpty();
  }

  /**
   * Passes {@code action} one partition as all sources merged hold it, unless none holds it: its
   * partition deletion, range tombstones and rows, where what deletions shadow is removed but cell
   * tombstones, row deletions and expired cells stay. For read-before-write (materialized views),
   * which must see what a write deletes, not only what is live. The partition is valid during the
   * call only.
   */
  public void readUnfiltered(DecoratedKey key, Consumer<UnfilteredPartition> action) {
    try (ReadView rv = acquire()) {
      List<UnfilteredPartition> sources = sources(rv, key, Slices.ALL, false);
      if (!sources.isEmpty()) {
        action.accept(new MergedPartition(sources));
      }
    }
  }

  /**
   * The sources holding the partition: every memtable, then SSTables newest first until one is
   * older than a partition deletion already seen, leaving out SSTables that hold nothing the slices
   * need (as Cassandra skips SSTables by their clustering bounds): a time series spread over
   * flushes then reads a range slice from the one or two sources holding its stretch. With {@code
   * defer}, an SSTable that can only add rows (no tombstone, no static row) and whose rows have
   * clusterings is looked up only when the merge reaches its clustering bounds ({@link
   * DeferredPartition}): the latest rows of a series, in the memtable, are read without it.
   */
  private List<UnfilteredPartition> sources(
      ReadView rv, DecoratedKey key, Slices slices, boolean defer) {
    boolean prunable = prunesByClusteringBounds();
    List<UnfilteredPartition> sources = new ArrayList<>();
    DeletionTime deletion = DeletionTime.LIVE;
    for (Memtable m : rv.memtables()) {
      UnfilteredPartition p = m.partition(key, slices);
      if (p != null) {
        sources.add(p);
        deletion = DeletionTime.max(deletion, p.partitionDeletion());
      }
    }
    List<SSTableReader> newestFirst = new ArrayList<>(rv.sstables());
    newestFirst.sort(NEWEST_FIRST);
    for (SSTableReader r : newestFirst) {
      SSTableStats stats = r.stats();
      if (deletion.deletes(stats.maxTimestamp())) {
        break;
      }
      if (prunable && stats.holdsNothingFor(slices)) {
        continue;
      }
      if (defer && prunable && stats.tombstoneCount() == 0 && stats.maxClustering().length > 0) {
        if (r.mayContain(key)) {
          sources.add(
              new DeferredPartition(
                  key,
                  stats.minClustering(),
                  stats.maxClustering(),
                  () -> r.partition(key),
                  stats.holdsOnlyLiveData()));
        }
        continue;
      }
      UnfilteredPartition p = r.partition(key);
      if (p != null) {
        sources.add(p);
        deletion = DeletionTime.max(deletion, p.partitionDeletion());
      }
    }
    return sources;
  }

  /** The live partitions of a range in token order, each restricted to the slices. Close it. */
  public PartitionIterator scan(PartitionRange range, Slices slices, int nowInSeconds) {
    ReadView rv = acquire();
    try {
      TraceSession trace = Tracing.current();
      if (trace != null) {
        trace.event(
            "Executing seq scan across "
                + rv.sstables().size()
                + " sstables for "
                + range.describeTokens());
      }
      List<Iterator<UnfilteredPartition>> sources = new ArrayList<>();
      for (Memtable m : rv.memtables()) {
        sources.add(m.scan(range));
      }
      for (SSTableReader r : rv.sstables()) {
        sources.add(r.scan(range));
      }
      return new ViewPartitionIterator(
          new KeyMergeIterator(sources), slices, false, nowInSeconds, rv);
    } catch (RuntimeException e) {
      rv.close();
      throw e;
    }
  }

  /** Problems found reading every block and row of every live SSTable (empty when sound). */
  List<String> verify() {
    List<String> problems = new ArrayList<>();
    try (ReadView rv = acquire()) {
      for (SSTableReader r : rv.sstables()) {
        problems.addAll(SSTableVerifier.verify(r));
      }
    }
    return problems;
  }

  /** Work that must happen while no write to the table is in flight. */
  interface Barrier {
    void run() throws IOException;
  }

  /**
   * Drops the table's content: waits for a running flush, then, with writes blocked, runs {@code
   * whileBlocked} (which records the log position replay must skip up to) and empties the memtable
   * and the SSTable set.
   */
  void truncate(Barrier whileBlocked) throws IOException {
    truncating = true;
    compactionGate.writeLock().lock();
    flushLock.lock();
    try {
      switchLock.asWriteLock().lock();
      try {
        whileBlocked.run();
        flushRequested.set(false);
        unflushed.clear();
        List<SSTableReader> old;
        synchronized (viewLock) {
          old = view.sstables;
          view = new View(new Memtable(0, context.slabs()), List.of(), List.of());
          viewLock.notifyAll();
        }
        old.forEach(SSTableReader::markObsolete);
      } finally {
        switchLock.asWriteLock().unlock();
      }
    } finally {
      flushLock.unlock();
      compactionGate.writeLock().unlock();
      truncating = false;
    }
  }

  /**
   * Releases the SSTables (deleting their files when {@code delete}); later flushes do nothing. The
   * caller has stopped writes to the table.
   */
  void close(boolean delete) {
    flushLock.lock();
    try {
      closed = true;
    } finally {
      flushLock.unlock();
    }
    synchronized (viewLock) {
      for (SSTableReader r : view.sstables) {
        if (delete) {
          r.markObsolete();
        } else {
          r.release();
        }
      }
      view = new View(new Memtable(0, context.slabs()), List.of(), List.of());
      viewLock.notifyAll();
    }
  }
}

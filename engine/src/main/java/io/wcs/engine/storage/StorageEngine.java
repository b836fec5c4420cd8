package io.wcs.engine.storage;

import io.wcs.engine.commitlog.CommitLog;
import io.wcs.engine.commitlog.CommitLogEntry;
import io.wcs.engine.commitlog.CommitLogPosition;
import io.wcs.engine.commitlog.RecordConsumer;
import io.wcs.engine.compaction.CompactionScheduler;
import io.wcs.engine.memtable.Memtable;
import io.wcs.engine.memtable.SlabSupply;
import io.wcs.engine.sstable.BlockCache;
import io.wcs.engine.sstable.io.CompressedBlockFiles;
import io.wcs.engine.trace.Tracing;
import io.wcs.engine.util.DirectoryLock;
import io.wcs.engine.util.LazyLogger;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

/**
 * The storage engine: tables of partitions addressed by int ids, written through the commit log
 * into memtables, flushed to SSTables and compacted in the background. {@link #open} takes a
 * directory (layout: {@code commitlog/}, {@code data/<tableId>/}, {@code replay-floors}, {@code
 * wcs.lock}); {@link #inMemory} makes an engine without files, log or flushes.
 *
 * <p>Threading: every method is thread-safe. Reads return iterators that hold references to what
 * they read until closed, so flushes, compactions, truncations and even {@link #close} never pull
 * files from under them. Writes after close fail.
 */
public final class StorageEngine implements AutoCloseable {
  private static final System.Logger LOG = LazyLogger.of(StorageEngine.class);

  // The block cache has slots for its capacity in blocks of this size, a table's chunk_length_in_kb
  // of 4 (the unit of RocksDB's blocks and SQLite's pages, a choice for small random reads); the
  // default 16 KiB fill a quarter of the slots, and smaller chunks leave part of the capacity
  // unused.
  private static final int SMALLEST_CACHED_BLOCK = 4 << 10;

  private final Path dataDirectory;
  private final StorageContext context;
  private final Map<Integer, TableStore> tables = new ConcurrentHashMap<>();
  private final ThreadPoolExecutor flushExecutor;
  private final CompactionScheduler compactions;
  private final OperationGate gate = new OperationGate();
  private final Object shutDownMonitor = new Object();
  private final AutoCloseable directoryLock;

  private StorageEngine(
      Path dataDirectory,
      StorageContext context,
      int compactionThreads,
      AutoCloseable directoryLock) {
    this.dataDirectory = dataDirectory;
    this.context = context;
    this.directoryLock = directoryLock;
    this.compactions = new CompactionScheduler(compactionThreads);
    this.flushExecutor =
        new ThreadPoolExecutor(
            1,
            1,
            0,
            TimeUnit.MILLISECONDS,
            new LinkedBlockingQueue<>(),
            r -> {
              Thread t = new Thread(r, "wcs-flush");
              t.setDaemon(true);
              return t;
            });
  }

  /** An in-memory engine: no files, no log, memtables only. */
  public static StorageEngine inMemory(StorageOptions options) {
    StorageContext context =
        new StorageContext(
            null,
            null,
            null,
            null,
            options.clock(),
            options.rowIndexInterval(),
            SlabSupply.ahead());
    return new StorageEngine(null, context, 0, () -> {});
  }

  /**
   * Opens (creating if needed) the engine in {@code directory}, owned by this process alone:
   * recovers every table's SSTables, then replays the commit log into memtables.
   */
  public static StorageEngine open(Path directory, StorageOptions options) throws IOException {
    Files.createDirectories(directory);
    DirectoryLock lock = DirectoryLock.acquire(directory);
    StorageEngine engine = null;
    try {
      Path data = directory.resolve("data");
      Files.createDirectories(data);
      ReplayFloors floors = ReplayFloors.load(directory);
      CommitLog log = CommitLog.open(directory.resolve("commitlog"), options.commitLog());
      StorageContext context =
          new StorageContext(
              new CompressedBlockFiles(
                  BlockCache.ofCapacity(options.blockCacheBytes(), SMALLEST_CACHED_BLOCK)),
              log,
              floors,
              new PartitionPositionsLoader(),
              options.clock(),
              options.rowIndexInterval(),
              SlabSupply.ahead());
      engine = new StorageEngine(data, context, options.compactionThreads(), lock);
      engine.openTables();
      engine.replay();
      return engine;
    } catch (IOException | RuntimeException e) {
      if (engine != null) {
        engine.shutDown(false);
      } else {
        closeQuietly(lock);
      }
      throw e;
    }
  }

  private void openTables() throws IOException {
    try (DirectoryStream<Path> dirs = Files.newDirectoryStream(dataDirectory)) {
      for (Path d : dirs) {
        int id = parseTableId(d);
        if (context.floors().skips(id, ReplayFloors.EVERYTHING)) {
          deleteTree(d);
        } else {
          tables.put(id, TableStore.open(id, d, context));
        }
      }
    }
  }

  private static int parseTableId(Path dir) {
    try {
      return Integer.parseInt(dir.getFileName().toString());
    } catch (NumberFormatException e) {
      throw new MalformedDataException(dir + " is not a table directory of this engine", e);
    }
  }

  private void replay() throws IOException {
    context
        .log()
        .replay(
            new RecordConsumer() {
              @Override
              public boolean wants(int tableId, CommitLogPosition position) {
                return !context.floors().skips(tableId, position);
              }

              @Override
              public void accept(int tableId, byte[] body, CommitLogPosition position)
                  throws IOException {
                Mutation m = MutationSerializer.deserialize(body, "commit log at " + position);
                store(tableId, true).applyReplayed(m);
              }
            });
  }

  private TableStore store(int tableId, boolean create) throws IOException {
    TableStore t = tables.get(tableId);
    if (t == null && create) {
      try {
        t =
            tables.computeIfAbsent(
                tableId,
                id -> {
                  try {
                    return TableStore.open(
                        id,
                        dataDirectory == null ? null : dataDirectory.resolve(Integer.toString(id)),
                        context);
                  } catch (IOException e) {
                    throw new UncheckedIOException(e);
                  }
                });
      } catch (UncheckedIOException e) {
        throw e.getCause();
      }
    }
    if (t == null) {
      throw new IllegalArgumentException("no table with id " + tableId + " in the storage engine");
    }
    return t;
  }

  /** A table's store, for compaction and diagnostics (its SSTables, its options). */
  public TableStore tableStore(int tableId) {
    gate.enter();
    try {
      return store(tableId, false);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } finally {
      gate.exit();
    }
  }

  /**
   * What the table's live SSTables hold; {@link SSTableTotals#NONE} for a table the engine does not
   * have (the system tables, or one dropped since the caller's schema snapshot).
   */
  public SSTableTotals sstableTotals(int tableId) {
    gate.enter();
    try {
      TableStore t = tables.get(tableId);
      return t == null ? SSTableTotals.NONE : SSTableTotals.of(t.liveSSTables());
    } finally {
      gate.exit();
    }
  }

  /**
   * The engine's background pools by Cassandra's names, as {@code system_views.thread_pools} lists
   * them: memtable flushes, and compactions when they run in the background.
   */
  public Map<String, ThreadPoolExecutor> threadPools() {
    Map<String, ThreadPoolExecutor> pools = new TreeMap<>();
    pools.put("MemtableFlushWriter", flushExecutor);
    compactions.threadPool().ifPresent(p -> pools.put("CompactionExecutor", p));
    return pools;
  }

  /** Creates the table, or reconfigures it when it exists (also after a restart). */
  public void createTable(int tableId, TableLayout layout, TableOptions options)
      throws IOException {
    gate.enter();
    try {
      if (context.floors() != null) {
        context.floors().recreate(tableId, context.log().currentPosition());
      }
      store(tableId, true).configure(layout, options);
    } finally {
      gate.exit();
    }
  }

  /** Removes the table and its files; replay will not bring its data back. */
  public void dropTable(int tableId) throws IOException {
    gate.enter();
    try {
      TableStore t = store(tableId, false);
      if (context.floors() != null) {
        context.floors().raise(tableId, ReplayFloors.EVERYTHING);
      }
      tables.remove(tableId);
      t.truncate(() -> {});
      t.close(true);
      if (context.log() != null) {
        context.log().discardCompletedSegments(tableId, context.log().currentPosition());
      }
      if (dataDirectory != null) {
        deleteTree(dataDirectory.resolve(Integer.toString(tableId)));
      }
    } finally {
      gate.exit();
    }
  }

  /**
   * Empties the table; replay will not bring the truncated data back, and the log segments it alone
   * kept are freed.
   */
  public void truncate(int tableId) throws IOException {
    gate.enter();
    try {
      TableStore t = store(tableId, false);
      AtomicReference<CommitLogPosition> truncatedAt = new AtomicReference<>();
      t.truncate(
          () -> {
            if (context.floors() != null) {
              truncatedAt.set(context.log().currentPosition());
              context.floors().raise(tableId, truncatedAt.get());
            }
          });
      if (truncatedAt.get() != null) {
        context.log().discardCompletedSegments(tableId, truncatedAt.get());
      }
    } finally {
      gate.exit();
    }
  }

  /**
   * Logs and applies the mutation; durable as the commit log's sync mode promises on return.
   *
   * <p>The list is an ArrayList, as every other caller's is: the compiled write path assumes the
   * one list class it has seen, and the schema writes of a new table, when they passed another,
   * made C2 throw it away and compile it again while a load was running.
   */
  public void apply(int tableId, Mutation m) throws IOException {
    List<TableMutation> one = new ArrayList<>(1);
    one.add(new TableMutation(tableId, m));
    apply(one);
  }

  /**
   * Logs and applies several mutations as one write: one commit log record holds them all (see
   * {@link CommitLog#appendFramed(List)}), so after a crash replay brings back every one of them or
   * none, and the write waits for one commit log sync. On return every one is durable as the sync
   * mode promises. Nothing is logged unless every table exists and every mutation fits its layout.
   *
   * <p>The tables' write locks are held, in table id order, from the append until the last memtable
   * apply, across the sync wait: a flush switches memtables between whole writes (its log position
   * stays exact, and a table's replay floor falls before or after the whole record), and readers
   * never see a mutation before it is durable.
   */
  public void apply(List<TableMutation> mutations) throws IOException {
    if (mutations.isEmpty()) {
      return;
    }
    List<TableStore> locked;
    gate.enter();
    try {
      CommitLog log = context.log();
      TableStore[] stores = validatedStores(mutations);
      EncodedRows encoded = null;
      List<CommitLogEntry> entries = null;
      if (log != null) {
        entries = new ArrayList<>(mutations.size());
        encoded = MutationSerializer.serializeAll(mutations, entries);
      }
      locked = lockOrder(stores);
      List<TableStore> toFlush = new ArrayList<>();
      Memtable[] targets = new Memtable[stores.length];
      CommitLogPosition position = null;
      // Loops, not lambdas: one capturing the position was made for every write, through a
      // method handle until the JIT's last tier compiled this method. The locks cover the append
      // and the choice of memtables, not the wait for the sync: writers waiting for theirs had
      // kept the read side held without a gap, and a flush's switch waiting for one.
      for (TableStore t : locked) {
        t.writeLock().lock();
      }
      try {
        if (log != null) {
          Tracing.event("Appending to commitlog");
          position = log.appendFramed(entries);
        }
        startWrites(stores, targets);
      } finally {
        for (TableStore t : locked) {
          t.writeLock().unlock();
        }
      }
      try {
        if (log != null) {
          log.awaitDurable(position);
        }
        applyToMemtables(stores, targets, mutations, encoded, toFlush);
      } finally {
        endWrites(targets);
      }
      for (TableStore t : toFlush) {
        scheduleFlush(t);
      }
    } finally {
      gate.exit();
    }
    // Each table once: a batch of a hundred rows of one table had asked its store a hundred times.
    for (TableStore t : locked) {
      t.awaitFlushBacklog();
    }
  }

  /**
   * Chooses each mutation's memtable and counts the write in flight there. This and the next two
   * are methods of their own, not loops in {@link #apply}: with the loops there C2 compiled the
   * whole inlined write path for entries at their heads and again after each trap, eight times and
   * 1.4 s of C2 up to the harness's four-thread load, against once and 0.17 s with these methods.
   */
  private static void startWrites(TableStore[] stores, Memtable[] targets) {
    for (int i = 0; i < stores.length; i++) {
      targets[i] = stores[i].startWrite();
    }
  }

  private static void applyToMemtables(
      TableStore[] stores,
      Memtable[] targets,
      List<TableMutation> mutations,
      EncodedRows encoded,
      List<TableStore> toFlush) {
    for (int i = 0; i < stores.length; i++) {
      if (stores[i].applyLogged(targets[i], mutations.get(i).mutation(), encoded, i)) {
        toFlush.add(stores[i]);
      }
    }
  }

  private static void endWrites(Memtable[] targets) {
    for (Memtable m : targets) {
      m.writeEnded();
    }
  }

  /**
   * Each mutation's table store, once the store has validated the mutation. A method of its own,
   * not a second loop in {@link #apply}: C2 compiles a method for an entry at a hot loop's head (an
   * on-stack replacement) when the loop runs many times a call, and each loop of apply had cost a
   * compilation of its whole inlined write path during a one-thread load.
   */
  private TableStore[] validatedStores(List<TableMutation> mutations) throws IOException {
    TableStore[] stores = new TableStore[mutations.size()];
    for (int i = 0; i < stores.length; i++) {
      TableMutation tm = mutations.get(i);
      stores[i] = store(tm.tableId(), false);
      stores[i].validate(tm.mutation());
    }
    return stores;
  }

  /**
   * The distinct stores of a write in table id order, the order every writer locks them in. A loop,
   * not a stream: it runs once per write. One path for one store and for many: a shortcut for one,
   * never taken by a bulk load's batches, made C2 recompile the write path at the first single
   * write after them (a schema change, an overwrite).
   */
  private static List<TableStore> lockOrder(TableStore[] stores) {
    List<TableStore> order = new ArrayList<>(stores.length);
    for (TableStore s : stores) {
      int at = 0;
      while (at < order.size() && order.get(at).tableId() < s.tableId()) {
        at++;
      }
      if (at == order.size() || order.get(at) != s) {
        order.add(at, s);
      }
    }
    return order;
  }

  private void scheduleFlush(TableStore t) {
    try {
      flushExecutor.execute(
          () -> {
            try {
              t.flush();
              compactions.schedule(t);
            } catch (IOException | RuntimeException e) {
              LOG.log(System.Logger.Level.ERROR, "flush of table " + t.tableId() + " failed", e);
            }
          });
    } catch (RejectedExecutionException e) {
      LOG.log(System.Logger.Level.DEBUG, "flush not scheduled: closing");
    }
  }

  /** One partition's live rows in the slices (reversed: last row first). Close the result. */
  public PartitionIterator read(
      int tableId, DecoratedKey key, Slices slices, boolean reversed, int nowInSeconds) {
    return tableStore(tableId).read(key, slices, reversed, nowInSeconds);
  }

  /**
   * One partition with its tombstones, for read-before-write: see {@link
   * TableStore#readUnfiltered}.
   */
  public void readUnfiltered(int tableId, DecoratedKey key, Consumer<UnfilteredPartition> action) {
    tableStore(tableId).readUnfiltered(key, action);
  }

  /** The live partitions of a token range, in token order. Close the result. */
  public PartitionIterator scan(
      int tableId, PartitionRange range, Slices slices, int nowInSeconds) {
    return tableStore(tableId).scan(range, slices, nowInSeconds);
  }

  /** Writes the table's memtable to an SSTable now (no-op in memory). */
  public void flush(int tableId) throws IOException {
    TableStore t = tableStore(tableId);
    t.flush();
    compactions.schedule(t);
  }

  /** Merges all the table's SSTables into one now (a major compaction). */
  public void compact(int tableId) throws IOException {
    CompactionScheduler.compactAll(tableStore(tableId));
  }

  /** Reads every block of every SSTable; one line per damaged file (file, offset, problem). */
  public List<String> verify() {
    List<String> problems = new ArrayList<>();
    for (TableStore t : tables.values()) {
      problems.addAll(t.verify());
    }
    return problems;
  }

  /** Flushes every table, stops background work, closes the log and releases the directory. */
  @Override
  public void close() throws IOException {
    shutDown(true);
  }

  /**
   * Stops the way a killed process would, for recovery tests inside one JVM: nothing is flushed and
   * background work is abandoned; only what the commit log made durable survives.
   */
  void crashForTesting() throws IOException {
    shutDown(false);
  }

  /** Waits until the partition positions point reads asked for so far are read, for tests. */
  void awaitPartitionPositions() throws Exception {
    context.positionsLoader().await();
  }

  /** The commit log (null in memory), for tests that check what it made durable. */
  CommitLog commitLog() {
    return context.log();
  }

  /** Runs once; a second caller waits for the first to finish, then returns. */
  private void shutDown(boolean flush) throws IOException {
    synchronized (shutDownMonitor) {
      if (!gate.close()) {
        return;
      }
      try {
        if (context.positionsLoader() != null) {
          context.positionsLoader().close();
        }
        compactions.close();
        flushExecutor.shutdown();
        flushExecutor.awaitTermination(1, TimeUnit.MINUTES);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      IOException failure = null;
      for (TableStore t : tables.values()) {
        try {
          if (flush) {
            t.flush();
          }
        } catch (IOException e) {
          failure = failure == null ? e : failure;
        }
        t.close(false);
      }
      try {
        context.slabs().close();
        if (context.log() != null) {
          context.log().close();
        }
      } finally {
        closeQuietly(directoryLock);
      }
      if (failure != null) {
        throw failure;
      }
    }
  }

  private static void closeQuietly(AutoCloseable c) {
    try {
      c.close();
    } catch (Exception e) {
      LOG.log(System.Logger.Level.WARNING, "cannot release " + c, e);
    }
  }

  private static void deleteTree(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (var paths = Files.walk(dir)) {
      for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    }
  }
}

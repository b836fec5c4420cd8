package io.wcs.engine.cql.select;

import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.cql.QueryResult;
import io.wcs.engine.cql.StopCondition;
import io.wcs.engine.cql.restrictions.IndexSearch;
import io.wcs.engine.cql.restrictions.WhereClause;
import io.wcs.engine.cql.selection.RowView;
import io.wcs.engine.cql.selection.Selection;
import io.wcs.engine.cql.selection.Selector.Accumulator;
import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.LivePartition;
import io.wcs.engine.storage.PartitionIterator;
import io.wcs.engine.storage.PartitionRange;
import io.wcs.engine.storage.Row;
import io.wcs.engine.storage.Slices;
import io.wcs.engine.trace.TraceSession;
import io.wcs.engine.trace.Tracing;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * One page of one SELECT: streams partitions from the {@link PartitionSource} starting where the
 * paging state says, applies the filter, PER PARTITION LIMIT, DISTINCT and static-row rules, feeds
 * the selection (row by row, or folding groups for aggregates), and stops when the page or LIMIT is
 * full, recording where. Only the page's result rows are held in memory, except for IN with ORDER
 * BY (unpaged), which Cassandra also sorts in memory. Every {@link StopCondition#ROWS_PER_CHECK}
 * partitions and rows visited, kept or not, it asks the options' stop condition whether to go on.
 * Threading: one query thread.
 */
final class SelectExecution {
  /**
   * Result rows room is made for up front: a typical page of a slice or a LIMIT query without the
   * list growing (and copying) six times on the way; longer pages grow from there. A read by key of
   * a table without clustering columns gets room for one row, the most one key holds: point reads
   * are the commonest query, and 128 slots were half a kilobyte of garbage each.
   */
  private static final int PRESIZED_ROWS = 128;

  private final SelectStatement statement;
  private final Selection selection;
  private final WhereClause where;
  private final PartitionSource source;
  private final QueryOptions options;
  private final RowView view;
  private final Predicate<RowView> filter;
  // a vector search's filters applied once it has chosen its rows; null for other queries
  private final Predicate<RowView> afterSearch;
  private final Slices slices;

  /** The partitions a query by key reads; null for a scan. */
  private final List<DecoratedKey> keys;

  private final int limit;
  private final int perPartitionLimit;
  private final int pageSize;
  private final PagingState start;

  private final List<byte[][]> rows;
  private final List<byte[][]> sortKeys = new ArrayList<>();
  // A vector search's query vector, and the score of each row in rows and the refusal its selection
  // met (null for most), raised only if the row is among the best: Cassandra selects those alone.
  private final byte[] annQuery;
  private final List<Float> scores = new ArrayList<>();
  private final List<InvalidRequestException> selectionFaults = new ArrayList<>();
  private final List<Boolean> passedAfterSearch = new ArrayList<>();
  private int returned;
  private int visited;
  private PagingState next;
  private boolean done;

  private DecoratedKey key;
  private byte[] clustering;
  private int rowsInPartition;
  private final TombstoneThresholds tombstones;
  // the partition whose rows are being read, its tombstones not yet counted; null between them
  private LivePartition reading;
  private Accumulator[] group;
  private byte[][] groupKey;
  private PagingState groupEnd;

  SelectExecution(
      SelectStatement statement,
      PartitionSource source,
      QueryOptions options,
      int nowInSeconds,
      int limit,
      int perPartitionLimit,
      int pageSize) {
    this.statement = statement;
    this.selection = statement.selection();
    this.where = statement.where();
    this.source = source;
    this.options = options;
    this.view = new RowView(where.keys().clustering(), nowInSeconds, options);
    // bound in Cassandra's order: the selection's terms, the filter, then the partition keys and
    // the clustering slices, which stop at the first that selects nothing
    selection.bindTerms(view);
    this.filter = statement.readFilter().bind(options);
    this.afterSearch =
        statement.afterSearchFilter() == null ? null : statement.afterSearchFilter().bind(options);
    this.keys = where.isKeyed() ? where.partitionKeys(options) : null;
    this.slices = keys != null && keys.isEmpty() ? Slices.of() : where.slices(options);
    this.limit = limit;
    this.perPartitionLimit = perPartitionLimit;
    this.pageSize = pageSize;
    boolean rowPerKey = where.isKeyed() && statement.table().clustering().isEmpty();
    this.rows = new ArrayList<>(rowPerKey ? 1 : Math.min(Math.min(limit, pageSize), PRESIZED_ROWS));
    this.start = PagingState.decode(options.pagingState());
    this.returned = start == null ? 0 : start.returned();
    this.annQuery = statement.ann() == null ? null : statement.ann().bind(options);
    // Cassandra's read has the page's limit: the page size, or LIMIT when it is smaller
    // and DISTINCT reads a partition's first row only
    this.tombstones =
        new TombstoneThresholds(
            statement,
            options,
            Math.min(limit, pageSize),
            statement.isDistinct() ? 1 : perPartitionLimit);
  }

  /** Whether no row can match: no partition key to read (an empty IN), or no clustering slice. */
  boolean selectsNothing() {
    return (keys != null && keys.isEmpty()) || slices.size() == 0;
  }

  QueryResult.Rows run() {
    if (slices.size() > 0) {
      try (PartitionStream partitions = new PartitionStream(reads(), tombstones)) {
        // checks done first: a full page must not open the next partition's read
        LivePartition p;
        while (!done && (p = partitions.next()) != null) {
          partition(p);
        }
        // A page filled by a partition's static row alone, or by its last row or group PER
        // PARTITION LIMIT lets through, ends that partition: when it is the last of the keys
        // queried, no page follows, as Cassandra's pager knows.
        if (next != null
            && (next.clustering() == null || next.rowsInPartition() >= perPartitionLimit)
            && where.isKeyed()
            && partitions.atEnd()) {
          next = null;
        }
      }
    }
    if (statement.isGrouped() && statement.groupByColumns() == 0 && !done) {
      // An aggregate without GROUP BY is one row, never paged.
      emit(selection.groupRow(group == null ? selection.newGroup() : group), null);
    }
    if (statement.needsPostOrdering()) {
      sortRows();
    }
    return new QueryResult.Rows(
        selection.resultColumns(), rows, next == null ? null : next.encode(), warnings());
  }

  /** Cassandra's client warnings: aggregates over more than one partition, tombstones. */
  private List<String> warnings() {
    List<String> tombstoneWarnings = tombstones.warnings();
    String aggregation = aggregationWarning();
    if (aggregation == null) {
      return tombstoneWarnings;
    }
    List<String> all = new ArrayList<>(tombstoneWarnings);
    all.add(0, aggregation);
    return all;
  }

  /** Cassandra warns on every page of an aggregation, each page a request of its own. */
  private String aggregationWarning() {
    if (!statement.isGrouped()) {
      return null;
    }
    if (!where.hasPartitionKeyRestrictions()) {
      return "Aggregation query used without partition key";
    }
    if (where.hasPartitionKeyIn()) {
      return "Aggregation query used on multiple partition keys (IN restriction)";
    }
    return null;
  }

  private PartitionIterator read(DecoratedKey k, Slices slices, boolean reversed) {
    TraceSession trace = Tracing.current();
    if (trace != null) {
      trace.event("Executing single-partition query on " + statement.table().name());
      trace.readsByName(statement.readsByName());
    }
    return source.read(k, slices, reversed);
  }

  private Iterator<Supplier<PartitionIterator>> reads() {
    boolean reversed = statement.isReversed();
    List<Supplier<PartitionIterator>> reads = new ArrayList<>();
    if (where.isKeyed()) {
      int from = 0;
      if (start != null) {
        from = keys.indexOf(start.key());
        if (from < 0) {
          throw new InvalidRequestException("Invalid value for the paging state");
        }
        if (start.clustering() == null) {
          from++;
        } else {
          Slices rest = after(slices, start.clustering(), reversed);
          DecoratedKey k = keys.get(from++);
          reads.add(() -> read(k, rest, reversed));
        }
      }
      for (DecoratedKey k : keys.subList(from, keys.size())) {
        reads.add(() -> read(k, slices, reversed));
      }
      return reads.iterator();
    }
    PartitionRange range = where.partitionRange(options);
    if (range == null) {
      return reads.iterator();
    }
    IndexSearch search = where.indexSearch();
    byte[] term = search == null ? null : search.term(options);
    if (start != null) {
      if (start.clustering() != null && range.contains(start.key())) {
        Slices rest = after(slices, start.clustering(), false);
        PartitionRange resumed = new PartitionRange(start.key(), true, start.key(), true);
        reads.add(
            search == null
                ? () -> source.read(start.key(), rest, false)
                : () -> source.search(search.index(), term, resumed, rest));
      }
      range = range.after(start.key());
    }
    PartitionRange scanned = range;
    reads.add(
        search == null
            ? () -> source.scan(scanned, slices)
            : () -> source.search(search.index(), term, scanned, slices));
    return reads.iterator();
  }

  /** The part of the slices after {@code last} in read order (storage's paging rule). */
  static Slices after(Slices slices, byte[] last, boolean reversed) {
    List<io.wcs.engine.storage.Slice> out = new ArrayList<>();
    for (io.wcs.engine.storage.Slice s : slices.asList()) {
      if (!reversed) {
        byte[] from = Arrays.copyOf(last, last.length + 1);
        if (s.end() != null && Arrays.compareUnsigned(s.end(), from) <= 0) {
          continue;
        }
        byte[] startBound = Arrays.compareUnsigned(s.start(), from) > 0 ? s.start() : from;
        out.add(new io.wcs.engine.storage.Slice(startBound, s.end()));
      } else {
        if (Arrays.compareUnsigned(s.start(), last) >= 0) {
          continue;
        }
        byte[] end = s.end() != null && Arrays.compareUnsigned(s.end(), last) < 0 ? s.end() : last;
        out.add(new io.wcs.engine.storage.Slice(s.start(), end));
      }
    }
    return Slices.of(out);
  }

  private void partition(LivePartition p) {
    visit();
    boolean resumed = start != null && p.key().equals(start.key()) && start.clustering() != null;
    key = p.key();
    rowsInPartition = resumed ? start.rowsInPartition() : 0;
    view.setPartition(
        where.keys().partitionKey().decode(p.key().key()), p.key().token(), p.staticRow());
    if (statement.isDistinct()) {
      if (!p.isEmpty()) {
        staticOnlyRow();
      }
      // Cassandra's DISTINCT reads each partition's first live row, and the tombstones before it
      tombstones.partitionRead(p, p.rows().hasNext() ? 1 : 0);
      endGroupWithPartition();
      return;
    }
    boolean hadRows = false;
    int liveRows = 0;
    boolean more = statement.isGrouped() || rowsInPartition < perPartitionLimit;
    reading = p;
    Iterator<Row> it = p.rows();
    while (!done && more && it.hasNext()) {
      Row row = it.next();
      visit();
      hadRows = true;
      liveRows++;
      view.setRow(row);
      clustering = row.clustering();
      if (filter.test(view)) {
        more = accept();
      }
    }
    reading = null;
    if (!hadRows && !resumed && p.staticRow() != null && statement.queriesFullPartitions()) {
      staticOnlyRow();
    }
    tombstones.partitionRead(p, liveRows);
    endGroupWithPartition();
  }

  /**
   * Emits the group being folded when its partition ends, which ends it too (GROUP BY starts with
   * the whole partition key), so that a page it fills ends in this partition, as Cassandra's does:
   * no page follows when the partition is known to be the last (see {@link #run}), else an empty
   * one may.
   */
  private void endGroupWithPartition() {
    if (group != null && statement.groupByColumns() > 0) {
      emit(selection.groupRow(group), groupEnd);
      group = null;
    }
  }

  /**
   * Counts a partition or row read; every so many, stops if the client no longer waits, or if the
   * partition being read has passed too many tombstones.
   */
  private void visit() {
    if (++visited % StopCondition.ROWS_PER_CHECK == 0) {
      options.stop().check();
      if (reading != null) {
        tombstones.failIfOver(reading.tombstonesRead(), reading.key());
      }
    }
  }

  private void staticOnlyRow() {
    view.setRow(null);
    clustering = null;
    if (filter.test(view)) {
      accept();
    }
  }

  /**
   * Takes the current row into the page, or into the current group. PER PARTITION LIMIT counts
   * rows, or with GROUP BY groups; returns false when it ends the partition.
   */
  private boolean accept() {
    if (!statement.isGrouped()) {
      rowsInPartition++;
      if (annQuery != null) {
        addScored();
      } else if (add(selection.row(view))) {
        // Built only here: the page resumes after the row that filled it.
        done = true;
        next = position();
      }
      return rowsInPartition < perPartitionLimit;
    }
    int n = statement.groupByColumns();
    if (n > 0) {
      byte[][] rowKey = groupKey(n);
      if (group == null || !Arrays.deepEquals(rowKey, groupKey)) {
        if (group != null) {
          emit(selection.groupRow(group), groupEnd);
          group = null;
        }
        if (done || rowsInPartition >= perPartitionLimit) {
          return false;
        }
        rowsInPartition++;
        groupKey = rowKey;
      }
    }
    if (group == null) {
      group = selection.newGroup();
    }
    for (Accumulator a : group) {
      a.add(view);
    }
    groupEnd = position();
    return true;
  }

  private byte[][] groupKey(int n) {
    byte[][] pk = view.partitionKey();
    byte[][] out = Arrays.copyOf(pk, n);
    byte[][] c = view.clustering();
    for (int i = pk.length; i < n; i++) {
      out[i] = c == null ? null : c[i - pk.length];
    }
    TimeBucket bucket = statement.groupBucket();
    if (bucket != null) {
      out[n - 1] = bucket.of(out[n - 1]);
    }
    return out;
  }

  private PagingState position() {
    return new PagingState(key, clustering, rowsInPartition, returned);
  }

  /**
   * Adds a group's result row; stops the page when LIMIT or the page size is reached, to resume
   * after {@code last} (the last row the group covers; null when no row can follow).
   */
  private void emit(byte[][] row, PagingState last) {
    if (add(row) && last != null) {
      done = true;
      next = new PagingState(last.key(), last.clustering(), last.rowsInPartition(), returned);
    }
  }

  /**
   * Adds a result row, ending the query at LIMIT; true when the row fills the page, which the
   * caller then ends where the next page is to resume.
   */
  private boolean add(byte[][] row) {
    rows.add(row);
    if (statement.needsPostOrdering()) {
      sortKeys.add(view.clustering());
      return false;
    }
    returned++;
    if (returned >= limit) {
      done = true;
      next = null;
      return false;
    }
    return rows.size() >= pageSize;
  }

  /** Takes the current row into a vector search's candidates, by its score. */
  private void addScored() {
    byte[] vector = view.value(statement.ann().column());
    float score = vector == null ? Float.NaN : statement.ann().score(vector, annQuery);
    // a row without a vector, or one no score orders (both of zero norm), is not found
    if (Float.isNaN(score)) {
      return;
    }
    byte[][] row = null;
    InvalidRequestException fault = null;
    try {
      row = selection.row(view);
    } catch (InvalidRequestException e) {
      fault = e;
    }
    rows.add(row);
    scores.add(score);
    selectionFaults.add(fault);
    passedAfterSearch.add(afterSearch.test(view));
    if (rows.size() >= 2 * limit) {
      keepBest();
    }
  }

  /**
   * The vector search's best {@code limit} rows so far, most similar first (rows of equal score in
   * the order they were read): kept to twice the limit while reading, so memory stays bounded.
   */
  private void keepBest() {
    Integer[] order = new Integer[rows.size()];
    for (int i = 0; i < order.length; i++) {
      order[i] = i;
    }
    Arrays.sort(order, (a, b) -> Float.compare(scores.get(b), scores.get(a)));
    List<byte[][]> best = new ArrayList<>(Math.min(order.length, limit));
    List<Float> bestScores = new ArrayList<>(best.size());
    List<InvalidRequestException> bestFaults = new ArrayList<>(best.size());
    List<Boolean> bestPassed = new ArrayList<>(best.size());
    for (int i = 0; i < order.length && i < limit; i++) {
      best.add(rows.get(order[i]));
      bestScores.add(scores.get(order[i]));
      bestFaults.add(selectionFaults.get(order[i]));
      bestPassed.add(passedAfterSearch.get(order[i]));
    }
    rows.clear();
    rows.addAll(best);
    scores.clear();
    scores.addAll(bestScores);
    selectionFaults.clear();
    selectionFaults.addAll(bestFaults);
    passedAfterSearch.clear();
    passedAfterSearch.addAll(bestPassed);
  }

  /** Drops the rows the vector search chose that its filters after the search refuse. */
  private void dropRowsRefusedAfterSearch() {
    for (int i = rows.size() - 1; i >= 0; i--) {
      if (!passedAfterSearch.get(i)) {
        rows.remove(i);
        scores.remove(i);
        selectionFaults.remove(i);
        passedAfterSearch.remove(i);
      }
    }
  }

  /** IN with ORDER BY: rows of all partitions merged in clustering order, then LIMIT. */
  private void sortRows() {
    if (annQuery != null) {
      keepBest();
      dropRowsRefusedAfterSearch();
      for (InvalidRequestException fault : selectionFaults) {
        if (fault != null) {
          throw fault;
        }
      }
      return;
    }
    Integer[] order = new Integer[rows.size()];
    for (int i = 0; i < order.length; i++) {
      order[i] = i;
    }
    Comparator<byte[][]> byOrderingColumns =
        Comparator.nullsFirst(
            (a, b) -> {
              for (int i = 0; i < statement.orderingColumns(); i++) {
                ColumnMetadata c = statement.table().clustering().get(i);
                int cmp = c.type().compare(a[i], b[i]);
                if (cmp != 0) {
                  return c.descending() ? -cmp : cmp;
                }
              }
              return 0;
            });
    Comparator<Integer> byRow =
        (a, b) -> byOrderingColumns.compare(sortKeys.get(a), sortKeys.get(b));
    // stable: rows equal on the ordering columns keep their partitions' order
    Arrays.sort(order, statement.isReversed() ? byRow.reversed() : byRow);
    List<byte[][]> sorted = new ArrayList<>(order.length);
    for (int i = 0; i < order.length && i < limit; i++) {
      sorted.add(rows.get(order[i]));
    }
    rows.clear();
    rows.addAll(sorted);
  }
}

package io.wcs.engine.cql.select;

import io.wcs.engine.cql.ColumnSpec;
import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.cql.QueryResult;
import io.wcs.engine.cql.restrictions.RowFilter;
import io.wcs.engine.cql.restrictions.StatementType;
import io.wcs.engine.cql.restrictions.WhereClause;
import io.wcs.engine.cql.selection.Selection;
import io.wcs.engine.cql.term.Term;
import io.wcs.engine.cql.term.TermPreparer;
import io.wcs.engine.error.FixHints;
import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.schema.SystemKeyspaces;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.engine.types.NativeType;
import io.wcs.parser.ast.Identifier;
import io.wcs.parser.ast.Ordering;
import io.wcs.parser.ast.Select;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.stream.Stream;

/**
 * A prepared SELECT, and the entry point the query handler calls:
 *
 * <pre>{@code
 * SelectStatement s = SelectStatement.prepare(ast, table, terms);  // all validation, Cassandra's messages
 * QueryResult.Rows page =
 *     s.execute(options, PartitionSource.of(storage, table.storageId(), now), now);
 * }</pre>
 *
 * {@code terms} registers the statement's bind markers (WHERE values, LIMIT, PER PARTITION LIMIT,
 * in order); {@code options} must carry the values in marker order. Each call returns one page of
 * {@code options.pageSize()} rows (all when not positive) and a paging state to pass back for the
 * next page; the state is self-contained, so any connection can continue.
 *
 * <p>Immutable and thread-safe once prepared.
 */
public final class SelectStatement {
  private final TableMetadata table;
  private final Selection selection;
  private final WhereClause where;
  private final Term limit;
  private final Term perPartitionLimit;
  private final boolean distinct;
  private final boolean reversed;
  private final boolean grouped;
  private final int groupByColumns;
  private final TimeBucket groupBucket;
  private final AnnOrdering ann;
  private final int orderingColumns;
  private final boolean readsByName;
  // the filters rows are read through, and a vector search's filters applied once it has chosen
  // its rows (null without one): split once here, not at every execution
  private final RowFilter readFilter;
  private final RowFilter afterSearchFilter;

  private SelectStatement(
      TableMetadata table,
      Selection selection,
      WhereClause where,
      Term limit,
      Term perPartitionLimit,
      boolean distinct,
      boolean reversed,
      int groupByColumns,
      TimeBucket groupBucket,
      AnnOrdering ann,
      int orderingColumns) {
    this.table = table;
    this.selection = selection;
    this.where = where;
    this.limit = limit;
    this.perPartitionLimit = perPartitionLimit;
    this.distinct = distinct;
    this.reversed = reversed;
    this.groupByColumns = groupByColumns;
    this.groupBucket = groupBucket;
    this.ann = ann;
    this.grouped = groupByColumns > 0 || selection.isAggregate();
    this.orderingColumns = orderingColumns;
    this.readFilter = ann == null ? where.filter() : where.filter().beforeVectorSearch();
    this.afterSearchFilter = ann == null ? null : where.filter().afterVectorSearch();
    this.readsByName =
        !distinct
            && where.namesWholeRows()
            && !ColumnMetadata.mergeEverySource(queriedColumns(table, selection, where));
  }

  /**
   * The columns Cassandra's read queries: the non-key columns selected and filtered, or all of them
   * when none is (a count, or only key columns selected).
   */
  private static List<ColumnMetadata> queriedColumns(
      TableMetadata table, Selection selection, WhereClause where) {
    List<ColumnMetadata> queried = new ArrayList<>();
    for (ColumnMetadata c : selection.columnsRead()) {
      if (!c.isPrimaryKey()) {
        queried.add(c);
      }
    }
    for (ColumnMetadata c : where.filter().columns()) {
      if (!c.isPrimaryKey()) {
        queried.add(c);
      }
    }
    return queried.isEmpty() ? table.nonKeyColumns() : queried;
  }

  /**
   * Validates {@code select} against {@code table} (Cassandra's checks, in Cassandra's order: the
   * ORDER BY clause's columns and query vector, the WHERE clause with a vector search among its
   * restrictions, then the selection, which Cassandra prepares first only for a table with static
   * columns, to learn whether it reads static columns only).
   */
  public static SelectStatement prepare(Select select, TableMetadata table, TermPreparer terms) {
    Selection early =
        table.hasStaticColumns()
            ? Selection.prepare(table, select.selection(), select.json(), terms)
            : null;
    AnnOrdering ann = annOrdering(select.orderBy(), table, terms);
    WhereClause where =
        WhereClause.analyze(
            StatementType.SELECT,
            table,
            select.where(),
            // Cassandra 5.0 filters its virtual tables without being asked.
            select.allowFiltering() || SystemKeyspaces.isVirtual(table.keyspace()),
            early != null && early.selectsOnlyStaticColumns(),
            ann == null ? null : ann.restriction(annOrderingFault(select.orderBy())),
            terms);
    if (early != null) {
      early.raiseDeferredFault();
    }
    Selection selection =
        early != null ? early : Selection.prepare(table, select.selection(), select.json(), terms);
    if (select.distinct()) {
      check(
          select.perPartitionLimit() == null,
          "PER PARTITION LIMIT is not allowed with SELECT DISTINCT queries");
      checkDistinct(
          table,
          selection,
          where,
          ann != null,
          postOrderingColumns(select.orderBy(), table, where));
    }
    int groupByColumns = groupByColumns(select, table, where);
    TimeBucket groupBucket = groupBucket(select, table, terms);
    check(
        groupByColumns > 0 || !selection.isAggregate() || select.perPartitionLimit() == null,
        "PER PARTITION LIMIT is not allowed with aggregate queries.");
    boolean reversed = false;
    if (!select.orderBy().isEmpty() && ann == null) {
      check(
          !where.usesSecondaryIndexing(),
          "ORDER BY with 2ndary indexes is not supported, except for ANN queries.");
      check(
          where.isKeyed(),
          FixHints.withHint(
              "ORDER BY is only supported when the partition key is restricted by an EQ or an IN.",
              FixHints.orderInsideNamedPartitions(
                  table.toString(),
                  table.partitionKey().stream().map(ColumnMetadata::name).toList())));
      reversed = isReversed(select.orderBy(), table, where);
    }
    where.checkFiltering();
    Term limit = limitTerm(select.limit(), "[limit]", table, terms);
    Term perPartition =
        limitTerm(select.perPartitionLimit(), "[per_partition_limit]", table, terms);
    return new SelectStatement(
        table,
        selection,
        where,
        limit,
        perPartition,
        select.distinct(),
        reversed,
        groupByColumns,
        groupBucket,
        ann,
        where.hasPartitionKeyIn() ? orderingPrefix(select.orderBy(), table) : 0);
  }

  /**
   * {@code ORDER BY v ANN OF […]}: a vector search by the first such ordering, or null without one.
   * Every ordering's column is looked up and every query vector prepared, in the clause's order, as
   * Cassandra does before it reads the WHERE clause.
   */
  private static AnnOrdering annOrdering(
      List<Ordering> orderings, TableMetadata table, TermPreparer terms) {
    AnnOrdering first = null;
    for (Ordering o : orderings) {
      ColumnMetadata c = column(table, o.column());
      if (o.annOf() != null) {
        AnnOrdering ann = AnnOrdering.prepare(c, o.annOf(), table, terms);
        first = first == null ? ann : first;
      }
    }
    return first;
  }

  /** Cassandra's refusal of an ORDER BY clause's shape around a vector search, or null. */
  private static String annOrderingFault(List<Ordering> orderings) {
    int ann = 0;
    boolean descending = false;
    for (Ordering o : orderings) {
      if (o.annOf() != null) {
        ann++;
        descending |= o.descending();
      }
    }
    if (ann > 1) {
      return "Cannot specify more than one ANN ordering";
    }
    if (orderings.size() > 1) {
      return "ANN ordering does not support any other ordering";
    }
    return descending ? "Descending ANN ordering is not supported" : null;
  }

  /**
   * The ORDER BY columns of a query that orders rows after reading them (IN on the partition key),
   * which Cassandra adds to what it reads; empty for any other query.
   */
  private static List<ColumnMetadata> postOrderingColumns(
      List<Ordering> orderings, TableMetadata table, WhereClause where) {
    if (!where.hasPartitionKeyIn()) {
      return List.of();
    }
    return orderings.stream()
        .filter(o -> o.annOf() == null)
        .map(o -> table.column(o.column().name()))
        .filter(c -> c != null)
        .toList();
  }

  private static void checkDistinct(
      TableMetadata table,
      Selection selection,
      WhereClause where,
      boolean annOrdered,
      List<ColumnMetadata> ordering) {
    // a vector search is a restriction of a regular column to Cassandra
    check(
        !annOrdered
            && !where.hasClusteringRestrictions()
            && where.filter().restrictsOnlyPartitionKeyAndStaticColumns(),
        "SELECT DISTINCT with WHERE clause only supports restriction by partition key and/or"
            + " static columns.");
    for (ColumnMetadata c :
        Stream.concat(selection.columnsRead().stream(), ordering.stream()).toList()) {
      check(
          c.kind() == ColumnMetadata.Kind.PARTITION_KEY || c.kind() == ColumnMetadata.Kind.STATIC,
          "SELECT DISTINCT queries must only request partition key columns and/or static columns"
              + " (not "
              + c.name()
              + ")");
    }
    if (where.isKeyed()) {
      return;
    }
    for (ColumnMetadata c : table.partitionKey()) {
      check(
          selection.columnsRead().contains(c),
          "SELECT DISTINCT queries must request all the partition key columns (missing "
              + c.name()
              + ")");
    }
  }

  /** How many primary key columns (from the first) make a group; 0 without GROUP BY. */
  private static int groupByColumns(Select select, TableMetadata table, WhereClause where) {
    if (select.groupBy().isEmpty()) {
      return 0;
    }
    List<ColumnMetadata> primaryKey =
        table.columns().stream().filter(ColumnMetadata::isPrimaryKey).toList();
    Iterator<ColumnMetadata> pk = primaryKey.iterator();
    int count = 0;
    int clusteringColumns = 0;
    List<io.wcs.parser.ast.Selector> groupBy = select.groupBy();
    for (int g = 0; g < groupBy.size(); g++) {
      io.wcs.parser.ast.Selector s = groupBy.get(g);
      if (s instanceof io.wcs.parser.ast.Selector.FunctionCall call) {
        check(
            g == groupBy.size() - 1,
            "Functions are only supported on the last element of the GROUP BY clause");
      }
      ColumnMetadata column =
          s instanceof io.wcs.parser.ast.Selector.FunctionCall call
              ? TimeBucket.column(call, table)
              : s instanceof io.wcs.parser.ast.Selector.Column c
                  ? table.column(c.name().name())
                  : null;
      check(
          column != null || !(s instanceof io.wcs.parser.ast.Selector.Column),
          "Undefined column name " + s.toCql() + " in table " + table);
      check(
          column != null && column.isPrimaryKey(),
          "Group by is currently only supported on the columns of the PRIMARY KEY, got "
              + s.toCql());
      while (true) {
        check(
            pk.hasNext(),
            "Group by currently only support groups of columns following their declared order in"
                + " the PRIMARY KEY");
        ColumnMetadata next = pk.next();
        count++;
        if (next.kind() == ColumnMetadata.Kind.CLUSTERING) {
          clusteringColumns++;
        }
        if (next.equals(column)) {
          break;
        }
        check(
            where.restrictedByEq(next),
            "Group by currently only support groups of columns following their declared order in"
                + " the PRIMARY KEY");
      }
    }
    check(
        count >= table.partitionKey().size(),
        "Group by is not supported on only a part of the partition key");
    check(
        clusteringColumns == 0 || !select.distinct(),
        "Grouping on clustering columns is not allowed for SELECT DISTINCT queries");
    return count;
  }

  /** The floor ending the GROUP BY clause, or null. */
  private static TimeBucket groupBucket(Select select, TableMetadata table, TermPreparer terms) {
    List<io.wcs.parser.ast.Selector> groupBy = select.groupBy();
    if (groupBy.isEmpty()
        || !(groupBy.get(groupBy.size() - 1)
            instanceof io.wcs.parser.ast.Selector.FunctionCall f)) {
      return null;
    }
    return TimeBucket.prepare(f, TimeBucket.column(f, table), table, terms);
  }

  /**
   * Whether ORDER BY reads the clustering backwards. Columns restricted by equality may be left out
   * of it; the others must follow the clustering order, all in the same direction relative to the
   * table's.
   */
  private static boolean isReversed(
      List<Ordering> orderings, TableMetadata table, WhereClause where) {
    Boolean reversed = null;
    int i = 0;
    for (Ordering o : orderings) {
      ColumnMetadata c = column(table, o.column());
      check(
          c.kind() == ColumnMetadata.Kind.CLUSTERING,
          "Order by is currently only supported on the clustered columns of the PRIMARY KEY, got "
              + c.name());
      while (i != c.position()) {
        check(
            i < c.position() && where.restrictedByEq(table.clustering().get(i++)),
            "Order by currently only supports the ordering of columns following their declared"
                + " order in the PRIMARY KEY");
      }
      i++;
      boolean r = o.descending() != c.descending();
      check(reversed == null || reversed == r, "Unsupported order by relation");
      reversed = r;
    }
    return reversed;
  }

  private static ColumnMetadata column(TableMetadata table, Identifier name) {
    ColumnMetadata c = table.column(name.name());
    check(c != null, "Undefined column name " + name.toCql() + " in table " + table);
    return c;
  }

  private static Term limitTerm(
      io.wcs.parser.ast.Term term, String name, TableMetadata table, TermPreparer terms) {
    return term == null
        ? null
        : terms.prepare(term, new ColumnSpec(table.keyspace(), table.name(), name, NativeType.INT));
  }

  public TableMetadata table() {
    return table;
  }

  /** The columns of the result, as a prepared statement reports them. */
  public List<ColumnSpec> resultColumns() {
    return selection.resultColumns();
  }

  /** Runs one page of the query against {@code source}, which reads at {@code nowInSeconds}. */
  public QueryResult.Rows execute(QueryOptions options, PartitionSource source, int nowInSeconds) {
    options.consistency().checkRead();
    int userLimit = bindLimit(limit, options, "limit");
    // Cassandra names both "limit" when null
    int partitionLimit = bindLimit(perPartitionLimit, options, "limit");
    // Cassandra answers a DISTINCT query grouped by its partition key in one page, whatever the
    // page size
    boolean paged = options.pageSize() > 0 && !(distinct && groupByColumns > 0);
    int pageSize = paged ? options.pageSize() : Integer.MAX_VALUE;
    String searchWarning = null;
    if (ann != null) {
      ann.checkExecution(options, grouped, partitionLimit != Integer.MAX_VALUE, userLimit);
      if (userLimit > pageSize) {
        searchWarning = AnnOrdering.pageSizeWarning(pageSize, userLimit);
        pageSize = userLimit;
      }
    }
    SelectExecution execution =
        new SelectExecution(
            this, source, options, nowInSeconds, userLimit, partitionLimit, pageSize);
    // Cassandra reads such a query without its LIMIT, to order the rows after, so it pages;
    // a query that can select nothing it answers at once, unless it aggregates (always paged).
    // It checks this once it has bound the query's values.
    check(
        orderingColumns == 0
            || pageSize == Integer.MAX_VALUE
            || (!grouped && execution.selectsNothing()),
        "Cannot page queries with both ORDER BY and a IN restriction on the partition key; you"
            + " must either remove the ORDER BY or the IN and sort client side, or disable paging"
            + " for this query");
    QueryResult.Rows page = execution.run();
    return searchWarning == null ? page : page.withFirstWarning(searchWarning);
  }

  /** Cassandra says "LIMIT must be strictly positive" of PER PARTITION LIMIT too. */
  private static int bindLimit(Term term, QueryOptions options, String name) {
    if (term == null) {
      return Integer.MAX_VALUE;
    }
    byte[] value = term.bind(options);
    if (QueryOptions.isUnset(value)) {
      return Integer.MAX_VALUE;
    }
    check(value != null, "Invalid null value of " + name);
    int n = ByteBuffer.wrap(value).getInt();
    check(n > 0, "LIMIT must be strictly positive");
    return n;
  }

  Selection selection() {
    return selection;
  }

  WhereClause where() {
    return where;
  }

  boolean isDistinct() {
    return distinct;
  }

  /**
   * Whether Cassandra reads this query's partitions by row name (see {@code
   * TraceSession.readsByName}): whole rows named, not DISTINCT, and no column it queries merged
   * from every source.
   */
  boolean readsByName() {
    return readsByName;
  }

  /** The filters applied to the rows as they are read. */
  RowFilter readFilter() {
    return readFilter;
  }

  /**
   * The filters a vector search applies once it has chosen its rows (see {@link
   * RowFilter#afterVectorSearch}); null for other queries.
   */
  RowFilter afterSearchFilter() {
    return afterSearchFilter;
  }

  boolean isReversed() {
    return reversed;
  }

  /** Rows fold into groups (GROUP BY, or aggregates over everything). */
  boolean isGrouped() {
    return grouped;
  }

  int groupByColumns() {
    return groupByColumns;
  }

  /** The vector search ordering the rows, or null. */
  AnnOrdering ann() {
    return ann;
  }

  /** The floor applied to the last grouped column, or null. */
  TimeBucket groupBucket() {
    return groupBucket;
  }

  /**
   * IN with ORDER BY, or a vector search: rows of all partitions are sorted in memory (Cassandra
   * does too), in one page.
   */
  boolean needsPostOrdering() {
    return orderingColumns > 0 || ann != null;
  }

  /** How many clustering columns, from the first, the in-memory sort compares. */
  int orderingColumns() {
    return orderingColumns;
  }

  /** Up to the last ORDER BY column (the ones skipped are fixed by equality). */
  private static int orderingPrefix(List<Ordering> orderings, TableMetadata table) {
    int n = 0;
    for (Ordering o : orderings) {
      n = Math.max(n, table.column(o.column().name()).position() + 1);
    }
    return n;
  }

  /**
   * A partition without rows still shows its static row (clustering columns null) when the query
   * restricts neither clustering nor regular columns, as in Cassandra.
   */
  boolean queriesFullPartitions() {
    return !where.hasClusteringRestrictions() && !where.filter().restrictsRegularColumns();
  }

  private static void check(boolean condition, String message) {
    if (!condition) {
      throw new InvalidRequestException(message);
    }
  }
}

package io.wcs.engine.cql.restrictions;

import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.cql.restrictions.ColumnRestriction.Kind;
import io.wcs.engine.cql.term.Term;
import io.wcs.engine.cql.term.TermPreparer;
import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.PartitionRange;
import io.wcs.engine.storage.Slice;
import io.wcs.engine.storage.Slices;
import io.wcs.engine.types.ByteRange;
import io.wcs.engine.types.CqlText;
import io.wcs.parser.ast.Relation;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * A WHERE clause analysed against a table with Cassandra 5.0's rules and messages: which partitions
 * to read (keys from EQ/IN on every partition key column, a token range, a secondary index lookup,
 * or a scan), which clustering slices (EQ/IN on a prefix of the clustering columns then at most one
 * slice, or one multi-column relation), and what is left to filter row by row, which needs ALLOW
 * FILTERING. SELECT, UPDATE and DELETE share it; {@link StatementType} says what each allows.
 *
 * <p>Built once at prepare ({@link #analyze}); immutable and thread-safe afterwards. The access
 * methods bind values per execution.
 */
public final class WhereClause {
  public static final String REQUIRES_ALLOW_FILTERING_MESSAGE =
      "Cannot execute this query as it might involve data filtering and thus may have"
          + " unpredictable performance. If you want to execute this query despite the"
          + " performance unpredictability, use ALLOW FILTERING";

  private final TableKeys keys;
  private final ColumnRestriction[] partitionKey;
  private final ColumnRestriction token;
  private final ColumnRestriction[] clusteringPrefix;
  private final ColumnRestriction clusteringSlice;
  private final boolean hasClusteringRestrictions;
  private final RowFilter filter;
  private final boolean usesSecondaryIndexing;
  private final IndexSearch indexSearch;

  /**
   * Why the query is refused once its other checks pass ({@link #checkFiltering}): it needs ALLOW
   * FILTERING it does not have, or would filter rows by a multi-column slice or IN; or null.
   */
  private final String filteringRefusal;

  WhereClause(
      TableKeys keys,
      ColumnRestriction[] partitionKey,
      ColumnRestriction token,
      ColumnRestriction[] clusteringPrefix,
      ColumnRestriction clusteringSlice,
      boolean hasClusteringRestrictions,
      RowFilter filter,
      boolean usesSecondaryIndexing,
      IndexSearch indexSearch,
      String filteringRefusal) {
    this.keys = keys;
    this.partitionKey = partitionKey;
    this.token = token;
    this.clusteringPrefix = clusteringPrefix;
    this.clusteringSlice = clusteringSlice;
    this.hasClusteringRestrictions = hasClusteringRestrictions;
    this.filter = filter;
    this.usesSecondaryIndexing = usesSecondaryIndexing;
    this.indexSearch = indexSearch;
    this.filteringRefusal = filteringRefusal;
  }

  /**
   * Refuses a scan or an index query that would filter rows without ALLOW FILTERING, or by a
   * multi-column slice or IN, which Cassandra cannot filter by (its refusal at execution).
   * Cassandra checks this last in preparing a SELECT, after its DISTINCT, aggregate and ORDER BY
   * rules, so {@link #analyze} leaves it to the caller. UPDATE and DELETE name their partitions by
   * key, and a view's filter allows filtering, so only a SELECT can be refused here.
   */
  public void checkFiltering() {
    if (filteringRefusal != null) {
      throw new InvalidRequestException(filteringRefusal);
    }
  }

  /**
   * Analyses {@code relations} for a statement on {@code table}.
   *
   * @param onlyStaticColumns whether the statement selects or modifies static columns only
   * @param ann a SELECT's vector search, which Cassandra checks among the restrictions; null for
   *     none
   */
  public static WhereClause analyze(
      StatementType type,
      TableMetadata table,
      List<Relation> relations,
      boolean allowFiltering,
      boolean onlyStaticColumns,
      AnnRestriction ann,
      TermPreparer terms) {
    return new WhereAnalysis(type, table, allowFiltering, ann, terms)
        .run(relations, onlyStaticColumns);
  }

  public TableKeys keys() {
    return keys;
  }

  /** True when every partition key column is restricted by EQ or IN: the keys are known. */
  public boolean isKeyed() {
    return partitionKey != null;
  }

  /** True when the partition key is restricted at all: by its columns (even filtered) or token. */
  public boolean hasPartitionKeyRestrictions() {
    return isKeyed() || token != null || filter.restrictsPartitionKey();
  }

  /**
   * True when some partition key column is restricted by IN, to read its keys (ORDER BY then needs
   * post-sorting) or filtered; a filtered one not beside a token relation, which Cassandra reads by
   * instead.
   */
  public boolean hasPartitionKeyIn() {
    if (isKeyed()) {
      for (ColumnRestriction r : partitionKey) {
        if (r.kind == Kind.IN) {
          return true;
        }
      }
    }
    return token == null && filter.restrictsPartitionKeyByIn();
  }

  /** Whether the clustering columns read are restricted by IN, one column or a tuple of them. */
  public boolean hasClusteringIn() {
    for (ColumnRestriction r : clusteringPrefix) {
      if (r.kind == Kind.IN) {
        return true;
      }
    }
    return false;
  }

  /** Whether a primary key column is restricted by one equality (so it is constant). */
  public boolean restrictedByEq(ColumnMetadata column) {
    ColumnRestriction[] restrictions =
        column.kind() == ColumnMetadata.Kind.PARTITION_KEY ? partitionKey : clusteringPrefix;
    if (restrictions == null) {
      return false;
    }
    for (ColumnRestriction r : restrictions) {
      if (r.kind == Kind.EQ && r.columns.contains(column)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether the clustering restrictions name whole rows: every clustering column restricted by an
   * equality or IN, not a range of rows (a prefix, or a slice).
   */
  public boolean namesWholeRows() {
    if (clusteringSlice != null) {
      return false;
    }
    int restricted = 0;
    for (ColumnRestriction r : clusteringPrefix) {
      restricted += r.columns.size();
    }
    return restricted == keys.clustering().size();
  }

  public boolean hasClusteringRestrictions() {
    return hasClusteringRestrictions;
  }

  /**
   * Whether a SELECT relies on secondary indexes for some restriction (Cassandra's "uses secondary
   * indexing"), whether or not it reads through one.
   */
  public boolean usesSecondaryIndexing() {
    return usesSecondaryIndexing;
  }

  /**
   * The index lookup that reads the candidate partitions and rows of a query that is not keyed, or
   * null when the query reads keys, a token range or a scan.
   */
  public IndexSearch indexSearch() {
    return indexSearch;
  }

  /** What rows must still pass after the read. */
  public RowFilter filter() {
    return filter;
  }

  /**
   * The partition keys of a keyed statement, in Cassandra's order: sorted by the key columns'
   * values (not by token), without duplicates. A token relation beside them keeps only the keys
   * whose token it accepts, as in Cassandra 5.0.
   */
  public List<DecoratedKey> partitionKeys(QueryOptions options) {
    long[] tokens = tokenInterval(options);
    if (tokens == null) {
      return new ArrayList<>();
    }
    List<byte[][]> combinations = product(partitionKey, options);
    List<DecoratedKey> out = new ArrayList<>(combinations.size());
    for (byte[][] values : combinations) {
      DecoratedKey key = keys.decoratedKey(values);
      if (key.key().length == 0) {
        // an empty text or blob, or an empty int (blobAsInt(0x)), as a whole partition key
        throw new InvalidRequestException("Key may not be empty");
      }
      if (tokens[0] <= key.token() && key.token() <= tokens[1]) {
        out.add(key);
      }
    }
    return out;
  }

  /**
   * The tokens the token relation accepts as the keys a query names are filtered, by plain
   * comparison (no key has the minimum token, and there is no "no end" here): {@code {first,
   * last}}, inclusive, or null when it accepts none.
   */
  private long[] tokenInterval(QueryOptions options) {
    long first = Long.MIN_VALUE;
    long last = Long.MAX_VALUE;
    if (token == null) {
      return new long[] {first, last};
    }
    if (token.kind == Kind.EQ) {
      first = tokenValue(token.eq, options);
      last = first;
    } else {
      if (token.lower != null) {
        long t = tokenValue(token.lower, options);
        if (!token.lowerInclusive && t == Long.MAX_VALUE) {
          return null;
        }
        first = token.lowerInclusive ? t : t + 1;
      }
      if (token.upper != null) {
        long t = tokenValue(token.upper, options);
        if (!token.upperInclusive && t == Long.MIN_VALUE) {
          return null;
        }
        last = token.upperInclusive ? t : t - 1;
      }
    }
    return first <= last ? new long[] {first, last} : null;
  }

  /**
   * The token range of a statement that is not keyed, or null when it is empty. Cassandra reads an
   * end at the minimum token as "no end", so {@code token(k) = -9223372036854775808} reads the
   * whole ring, as {@code token(k) <= -9223372036854775808} does. Of the empty ranges, Cassandra
   * still scans (and traces) the one after the ring's last token up to that end, {@code token(k) >
   * 9223372036854775807} alone or with an upper bound at the minimum token.
   */
  public PartitionRange partitionRange(QueryOptions options) {
    if (token == null) {
      return PartitionRange.ALL;
    }
    long start = Long.MIN_VALUE;
    long end = Long.MAX_VALUE;
    String from = PartitionRange.RING_END;
    String to = PartitionRange.RING_END;
    // no upper bound, or one at the minimum token: Cassandra's min(-9223372036854775808)
    boolean endsAtRingEnd = true;
    if (token.kind == Kind.EQ) {
      long t = tokenValue(token.eq, options);
      if (t != Long.MIN_VALUE) {
        start = t - 1;
        end = t;
        from = "min(" + t + ")";
        to = "max(" + t + ")";
      }
    } else {
      if (token.lower != null) {
        long t = tokenValue(token.lower, options);
        start = token.lowerInclusive && t != Long.MIN_VALUE ? t - 1 : t;
        from = (token.lowerInclusive ? "min(" : "max(") + t + ")";
      }
      if (token.upper != null) {
        long t = tokenValue(token.upper, options);
        if (t != Long.MIN_VALUE) {
          end = token.upperInclusive ? t : t - 1;
          to = (token.upperInclusive ? "max(" : "min(") + t + ")";
        }
        endsAtRingEnd = t == Long.MIN_VALUE;
      }
    }
    String tokens = "(" + from + ", " + to + "]";
    if (start >= end) {
      return start == Long.MAX_VALUE && endsAtRingEnd ? PartitionRange.empty(tokens) : null;
    }
    return PartitionRange.ofTokens(start, end, tokens);
  }

  private long tokenValue(Term value, QueryOptions options) {
    byte[] b = value.bind(options);
    if (b == null || QueryOptions.isUnset(b)) {
      throw new InvalidRequestException(
          "Invalid " + (b == null ? "null" : "unset") + " token value");
    }
    if (b.length != 8) {
      throw new InvalidRequestException("Invalid token value: expected 8 bytes, got " + b.length);
    }
    long v = 0;
    for (byte x : b) {
      v = (v << 8) | (x & 0xFF);
    }
    return v;
  }

  /**
   * The WHERE clause Cassandra writes into the text of a read it reports (a tombstone warning): the
   * partition's key when the query reads by key, then the clustering restrictions and the filters,
   * with their values bound; empty when nothing restricts the read.
   *
   * @param key the partition read, for a query by key
   */
  public String readRestrictions(DecoratedKey key, QueryOptions options) {
    List<String> parts = new ArrayList<>();
    if (isKeyed()) {
      byte[][] values = keys.partitionKey().decode(key.key());
      for (int i = 0; i < partitionKey.length; i++) {
        ColumnMetadata c = partitionKey[i].first();
        parts.add(c.name() + " = " + CqlText.literal(c.type(), values[i]));
      }
    }
    for (ColumnRestriction r : clusteringPrefix) {
      parts.add(r.toCql(options));
    }
    if (clusteringSlice != null) {
      parts.add(clusteringSlice.toCql(options));
    }
    String filters = filter.toCql(options);
    if (!filters.isEmpty()) {
      parts.add(filters);
    }
    return parts.isEmpty() ? "" : " WHERE " + String.join(" AND ", parts);
  }

  /** The clustering slices to read, in clustering order; empty when no row can match. */
  public Slices slices(QueryOptions options) {
    return slices(options, true);
  }

  /**
   * The clustering slices a range deletion deletes. A null bound is refused: read as the empty
   * value, as a read takes it, {@code c > null} would delete every row of the partition (where
   * Cassandra 5.0.2 fails the write).
   */
  public Slices deletedSlices(QueryOptions options) {
    return slices(options, false);
  }

  private Slices slices(QueryOptions options, boolean nullIsEmpty) {
    if (clusteringPrefix.length == 0 && clusteringSlice == null) {
      return Slices.ALL;
    }
    List<Slice> slices = new ArrayList<>();
    for (byte[][] prefix : product(clusteringPrefix, options)) {
      if (clusteringSlice == null) {
        slices.add(
            new Slice(
                keys.clustering().sliceStart(prefix, true),
                keys.clustering().sliceEnd(prefix, true)));
        continue;
      }
      byte[][] lowerValues = boundValues(clusteringSlice.lower, options, nullIsEmpty);
      byte[][] upperValues = boundValues(clusteringSlice.upper, options, nullIsEmpty);
      for (ByteRange r :
          keys.clustering()
              .cqlSlice(
                  withPrefix(prefix, lowerValues),
                  lowerValues.length == 0 || clusteringSlice.lowerInclusive,
                  withPrefix(prefix, upperValues),
                  upperValues.length == 0 || clusteringSlice.upperInclusive)) {
        slices.add(new Slice(r.start(), r.end()));
      }
    }
    return Slices.of(slices);
  }

  /**
   * A slice bound's values: none when the side has no bound. A single column's bound bound to null
   * is the empty value, as Cassandra reads it, which sorts before every other: {@code c > null}
   * selects every row and {@code c < null} none.
   */
  private byte[][] boundValues(Term bound, QueryOptions options, boolean nullIsEmpty) {
    if (bound == null) {
      return new byte[0][];
    }
    if (clusteringSlice.isTuple()) {
      return clusteringSlice.bindTuple(bound, options);
    }
    byte[] value =
        nullIsEmpty
            ? clusteringSlice.bindAllowingNull(bound, options)
            : clusteringSlice.bind(bound, options);
    return new byte[][] {value == null ? new byte[0] : value};
  }

  /** The prefix followed by the bound's values; null when both are empty (unbounded). */
  private static byte[][] withPrefix(byte[][] prefix, byte[][] values) {
    if (prefix.length + values.length == 0) {
      return null;
    }
    byte[][] out = Arrays.copyOf(prefix, prefix.length + values.length);
    System.arraycopy(values, 0, out, prefix.length, values.length);
    return out;
  }

  /**
   * The full clusterings an UPDATE writes: every combination of the EQ/IN values, in clustering
   * order of the columns' values.
   */
  public List<byte[][]> clusterings(QueryOptions options) {
    return product(clusteringPrefix, options);
  }

  /**
   * Every combination of the EQ/IN values of consecutive restrictions, in value order. An empty IN
   * ends it: as Cassandra, the restrictions after it are not bound (nor refused).
   */
  private static List<byte[][]> product(ColumnRestriction[] restrictions, QueryOptions options) {
    if (allSingleColumnEq(restrictions)) {
      // The usual statement, one value a column: one combination, built without the lists.
      byte[][] values = new byte[restrictions.length][];
      for (int i = 0; i < values.length; i++) {
        values[i] = restrictions[i].bind(restrictions[i].eq, options);
      }
      return Collections.singletonList(values);
    }
    List<byte[][]> out = new ArrayList<>();
    out.add(new byte[0][]);
    for (ColumnRestriction r : restrictions) {
      List<byte[][]> values = new ArrayList<>();
      if (r.kind == Kind.EQ) {
        values.add(r.isTuple() ? r.bindTuple(r.eq, options) : new byte[][] {r.bind(r.eq, options)});
      } else {
        if (r.isTuple()) {
          values.addAll(r.inTuples(options));
        } else {
          for (byte[] v : r.inValues(options)) {
            values.add(new byte[][] {v});
          }
        }
      }
      if (values.isEmpty()) {
        return values;
      }
      List<byte[][]> next = new ArrayList<>(out.size() * values.size());
      for (byte[][] head : out) {
        for (byte[][] tail : values) {
          byte[][] joined = Arrays.copyOf(head, head.length + tail.length);
          System.arraycopy(tail, 0, joined, head.length, tail.length);
          next.add(joined);
        }
      }
      out = next;
    }
    return out;
  }

  private static boolean allSingleColumnEq(ColumnRestriction[] restrictions) {
    for (ColumnRestriction r : restrictions) {
      if (r.kind != Kind.EQ || r.isTuple()) {
        return false;
      }
    }
    return true;
  }
}

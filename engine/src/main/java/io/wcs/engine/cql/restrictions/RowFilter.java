package io.wcs.engine.cql.restrictions;

import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.cql.selection.RowView;
import io.wcs.engine.cql.term.Term;
import io.wcs.engine.index.ColumnIndex;
import io.wcs.engine.index.ColumnIndex.Target;
import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.MapType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;

/**
 * The restrictions a query applies to rows after reading them (ALLOW FILTERING): non-key columns,
 * and key columns the read itself cannot narrow. Immutable and thread-safe; {@link #bind} gives the
 * per-execution predicate.
 */
public final class RowFilter {
  private final List<ColumnRestriction> restrictions;

  /**
   * @param restrictions in the order Cassandra binds them
   */
  RowFilter(List<ColumnRestriction> restrictions) {
    this.restrictions = List.copyOf(restrictions);
    for (ColumnRestriction r : restrictions) {
      r.filtered = true;
    }
  }

  /**
   * The filters a vector search applies only once it has chosen its rows: IN on a non-key column,
   * which Cassandra 5.0's storage-attached indexes do not serve. Its search takes the LIMIT rows
   * most similar among those the other restrictions let through, and then drops those an IN
   * refuses, so it may answer fewer rows than LIMIT; WCS answers the same.
   */
  public RowFilter afterVectorSearch() {
    return new RowFilter(restrictions.stream().filter(RowFilter::isAfterSearch).toList());
  }

  /**
   * The filters a vector search applies to the rows it searches: see {@link #afterVectorSearch}.
   */
  public RowFilter beforeVectorSearch() {
    return new RowFilter(restrictions.stream().filter(r -> !isAfterSearch(r)).toList());
  }

  private static boolean isAfterSearch(ColumnRestriction r) {
    return r.kind == ColumnRestriction.Kind.IN && !r.first().isPrimaryKey();
  }

  /** The columns the filters test, in their order. */
  public List<ColumnMetadata> columns() {
    List<ColumnMetadata> columns = new ArrayList<>();
    for (ColumnRestriction r : restrictions) {
      columns.addAll(r.columns);
    }
    return columns;
  }

  /** Whether a regular (not key, not static) column is filtered. */
  public boolean restrictsRegularColumns() {
    return restrictions.stream().anyMatch(r -> r.first().kind() == ColumnMetadata.Kind.REGULAR);
  }

  /** Whether a partition key column is filtered. */
  boolean restrictsPartitionKey() {
    return restrictions.stream()
        .anyMatch(r -> r.first().kind() == ColumnMetadata.Kind.PARTITION_KEY);
  }

  /**
   * Whether a partition key column is filtered by IN. A loop: every SELECT's preparation asks, and
   * a lambda would be a class spun at an application's first query.
   */
  boolean restrictsPartitionKeyByIn() {
    for (ColumnRestriction r : restrictions) {
      if (r.kind == ColumnRestriction.Kind.IN
          && r.first().kind() == ColumnMetadata.Kind.PARTITION_KEY) {
        return true;
      }
    }
    return false;
  }

  /** Whether only partition key and static columns are filtered. */
  public boolean restrictsOnlyPartitionKeyAndStaticColumns() {
    return restrictions.stream()
        .allMatch(
            r ->
                r.first().kind() == ColumnMetadata.Kind.STATIC
                    || r.first().kind() == ColumnMetadata.Kind.PARTITION_KEY);
  }

  /** The filters with their values bound, as Cassandra writes them into a read's text. */
  String toCql(QueryOptions options) {
    List<String> parts = new ArrayList<>(restrictions.size());
    for (ColumnRestriction r : restrictions) {
      parts.add(r.toCql(options));
    }
    return String.join(" AND ", parts);
  }

  /** The predicate with this execution's values bound; null values make no row match. */
  public Predicate<RowView> bind(QueryOptions options) {
    if (restrictions.isEmpty()) {
      // Most reads filter nothing: no list of tests to walk for every row.
      return row -> true;
    }
    List<Predicate<RowView>> tests = new ArrayList<>(restrictions.size());
    for (ColumnRestriction r : restrictions) {
      tests.add(r.isTuple() ? multiColumnTest(r, options) : singleColumnTest(r, options));
    }
    return row -> {
      for (Predicate<RowView> t : tests) {
        if (!t.test(row)) {
          return false;
        }
      }
      return true;
    };
  }

  private static Predicate<RowView> singleColumnTest(ColumnRestriction r, QueryOptions options) {
    ColumnMetadata c = r.first();
    CqlType type = c.type();
    switch (r.kind) {
      case EQ -> {
        byte[] v = r.bind(r.eq, options);
        if (r.normalizer != null) {
          byte[] normalized = r.normalizer.normalize(v);
          return row -> {
            byte[] actual = row.value(c);
            return actual != null && Arrays.equals(r.normalizer.normalize(actual), normalized);
          };
        }
        return row -> matches(type, row.value(c), v, 0, 0);
      }
      case IN -> {
        List<byte[]> values = r.inValues(options);
        return row -> {
          byte[] actual = row.value(c);
          return actual != null && values.stream().anyMatch(v -> type.compare(actual, v) == 0);
        };
      }
      case SLICE -> {
        byte[] lo = r.lower == null ? null : r.bind(r.lower, options);
        byte[] hi = r.upper == null ? null : r.bind(r.upper, options);
        return row -> {
          byte[] actual = row.value(c);
          return actual != null
              && (lo == null || matches(type, actual, lo, r.lowerInclusive ? 0 : 1, 1))
              && (hi == null || matches(type, actual, hi, -1, r.upperInclusive ? 0 : -1));
        };
      }
      default -> {
        return containsTest(r, options);
      }
    }
  }

  /** True when {@code compare(actual, expected)} lies in {@code [min, max]}. */
  private static boolean matches(CqlType type, byte[] actual, byte[] expected, int min, int max) {
    if (actual == null) {
      return false;
    }
    int c = Integer.signum(type.compare(actual, expected));
    return c >= min && c <= max;
  }

  private static Predicate<RowView> containsTest(ColumnRestriction r, QueryOptions options) {
    ColumnMetadata c = r.first();
    CollectionTypes.Parts parts = CollectionTypes.partsOf(c.type());
    ColumnIndex normalizer = r.normalizer;
    List<byte[]> elements = normalized(normalizer, Target.VALUES, bindAll(r, r.contains, options));
    List<byte[]> keys = normalized(normalizer, Target.KEYS, bindAll(r, r.containsKeys, options));
    List<byte[][]> entries = new ArrayList<>();
    for (Term[] e : r.entries) {
      entries.add(
          new byte[][] {r.bindEntry(e[0], true, options), r.bindEntry(e[1], false, options)});
    }
    return row -> {
      byte[] value = row.value(c);
      if (value == null) {
        return false;
      }
      List<byte[]> components = SerializedValues.collectionComponents(value, parts.perElement());
      if (normalizer != null) {
        components = normalizedComponents(normalizer, parts.perElement(), components);
      }
      for (byte[] e : elements) {
        if (!parts.containsValue(components, e)) {
          return false;
        }
      }
      for (byte[] k : keys) {
        if (parts.valueOfKey(components, k) == null) {
          return false;
        }
      }
      for (byte[][] entry : entries) {
        byte[] v = parts.valueOfKey(components, entry[0]);
        if (v == null || ((MapType) c.type()).value().compare(v, entry[1]) != 0) {
          return false;
        }
      }
      return true;
    };
  }

  /** The values as {@code index} compares them, when it normalizes the values of {@code target}. */
  private static List<byte[]> normalized(ColumnIndex index, Target target, List<byte[]> values) {
    if (index == null || index.target() != target) {
      return values;
    }
    return values.stream().map(index::normalize).toList();
  }

  /** A collection's components with the ones the index normalizes (elements or keys) normalized. */
  private static List<byte[]> normalizedComponents(
      ColumnIndex index, int perElement, List<byte[]> components) {
    List<byte[]> out = new ArrayList<>(components.size());
    for (int i = 0; i < components.size(); i++) {
      boolean isValue = i % perElement == perElement - 1;
      boolean normalizes = index.target() == (isValue ? Target.VALUES : Target.KEYS);
      out.add(normalizes ? index.normalize(components.get(i)) : components.get(i));
    }
    return out;
  }

  private static List<byte[]> bindAll(
      ColumnRestriction r, List<Term> values, QueryOptions options) {
    List<byte[]> out = new ArrayList<>(values.size());
    for (Term v : values) {
      out.add(r.bind(v, options));
    }
    return out;
  }

  /** A multi-column relation on clustering columns, compared as tuples (CQL order). */
  private static Predicate<RowView> multiColumnTest(ColumnRestriction r, QueryOptions options) {
    switch (r.kind) {
      case EQ -> {
        byte[][] v = r.bindTuple(r.eq, options);
        return row -> compareTuple(r, row, v) == 0;
      }
      case IN -> {
        List<byte[][]> values = r.inTuples(options);
        return row -> values.stream().anyMatch(v -> compareTuple(r, row, v) == 0);
      }
      default -> {
        byte[][] lo = r.lower == null ? null : r.bindTuple(r.lower, options);
        byte[][] hi = r.upper == null ? null : r.bindTuple(r.upper, options);
        return row -> {
          if (row.clustering() == null) {
            return false;
          }
          if (lo != null) {
            int c = compareTuple(r, row, lo);
            if (c < 0 || (c == 0 && !r.lowerInclusive)) {
              return false;
            }
          }
          if (hi != null) {
            int c = compareTuple(r, row, hi);
            return c < 0 || (c == 0 && r.upperInclusive);
          }
          return true;
        };
      }
    }
  }

  /** Compares the row's values of the first {@code bound.length} columns with the bound. */
  private static int compareTuple(ColumnRestriction r, RowView row, byte[][] bound) {
    for (int i = 0; i < bound.length; i++) {
      ColumnMetadata c = r.columns.get(i);
      byte[] actual = row.value(c);
      if (actual == null) {
        return -1;
      }
      int cmp = c.type().compare(actual, bound[i]);
      if (cmp != 0) {
        return cmp;
      }
    }
    return 0;
  }
}

package io.wcs.engine.cql.lwt;

import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.cql.selection.RowView;
import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.storage.Bytes;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The IF clauses of a conditional statement or batch, checked in Cassandra's order, which decides
 * where a failing check stops and so which condition's error (a comparison with null) is reported:
 * the static row's conditions first, then each named row's in clustering order. Within a row,
 * Cassandra holds the conditions of every statement on it in a hash multimap keyed by column name
 * and element key, and checks them in its order; a {@link HashMap} of the default capacity with
 * keys of the same hash iterates them the same way (measured against Cassandra 5.0.2 pair by pair:
 * the order of its table of 16 buckets, ties in the order written).
 *
 * <p>One per execution; not thread-safe.
 */
public final class CasCheck {
  /** A condition with its bound element key, and the row view and options of its statement. */
  private record Bound(ColumnCondition condition, byte[] key, RowView view, QueryOptions options) {}

  /** Cassandra's key of a condition: its column's name and its bound element key, if any. */
  private record Key(ByteBuffer column, ByteBuffer element) {
    @Override
    public int hashCode() {
      return 31 * (31 + column.hashCode()) + (element == null ? 0 : element.hashCode());
    }
  }

  /** What one row must satisfy: that it exists, that it does not, or column conditions. */
  private static final class RowChecks {
    private Boolean existenceHolds;
    private final Map<Key, List<Bound>> conditions = new HashMap<>();

    boolean holds() {
      if (existenceHolds != null) {
        return existenceHolds;
      }
      for (List<Bound> sameKey : conditions.values()) {
        for (Bound b : sameKey) {
          if (!b.condition().appliesTo(b.view(), b.options(), b.key())) {
            return false;
          }
        }
      }
      return true;
    }
  }

  private final RowChecks staticRow = new RowChecks();
  private final TreeMap<byte[], RowChecks> rows = new TreeMap<>(Bytes.UNSIGNED);

  /**
   * Adds one statement's IF clause.
   *
   * @param clustering the encoded row the statement writes, or null for the static row
   * @param view the current state, set on that row
   * @param exists whether that row (the static row, the partition) exists
   */
  public void add(
      CasConditions clause, byte[] clustering, RowView view, boolean exists, QueryOptions options) {
    switch (clause.kind()) {
      case IF_NOT_EXISTS -> row(clustering).existenceHolds = !exists;
      case IF_EXISTS -> row(clustering).existenceHolds = exists;
      case COLUMNS -> {
        // bound in Cassandra's order, which decides which refusal of a key comes first
        for (ColumnCondition c : clause.conditions()) {
          RowChecks checks =
              c.column().kind() == ColumnMetadata.Kind.STATIC ? staticRow : row(clustering);
          byte[] bound = c.bindKey(options);
          Key key =
              new Key(
                  ByteBuffer.wrap(c.column().name().getBytes(StandardCharsets.UTF_8)),
                  bound == null ? null : ByteBuffer.wrap(bound));
          // get and put, as Guava's multimap does: computeIfAbsent would put a new key at the
          // head of its bucket, put puts it at the tail
          List<Bound> sameKey = checks.conditions.get(key);
          if (sameKey == null) {
            sameKey = new ArrayList<>(1);
            checks.conditions.put(key, sameKey);
          }
          sameKey.add(new Bound(c, bound, view, options));
        }
      }
    }
  }

  private RowChecks row(byte[] clustering) {
    return clustering == null ? staticRow : rows.computeIfAbsent(clustering, c -> new RowChecks());
  }

  /** Whether every IF clause holds. */
  public boolean holds() {
    if (!staticRow.holds()) {
      return false;
    }
    for (RowChecks r : rows.values()) {
      if (!r.holds()) {
        return false;
      }
    }
    return true;
  }
}

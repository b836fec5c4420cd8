package io.wcs.engine.cql.lwt;

import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.cql.selection.RowView;
import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.storage.Bytes;
import io.wcs.engine.storage.Row;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The IF clauses of a conditional statement or batch, bound before the partition is read and
 * checked after, in Cassandra's order, which decides where a failing check stops and so which
 * condition's error (a comparison with null) is reported: the static row's conditions first, then
 * each named row's in clustering order. Within a row, Cassandra holds the conditions of every
 * statement on it in a hash multimap keyed by column name and element key, and checks them in its
 * order; a {@link HashMap} of the default capacity with keys of the same hash iterates them the
 * same way (measured against Cassandra 5.0.2 pair by pair: the order of its table of 16 buckets,
 * ties in the order written).
 *
 * <p>One per execution; not thread-safe.
 */
public final class CasCheck {
  /** A condition with its bound element key and values. */
  private record Bound(ColumnCondition condition, byte[] key, byte[][] values) {}

  /** Cassandra's key of a condition: its column's name and its bound element key, if any. */
  private record Key(ByteBuffer column, ByteBuffer element) {
    @Override
    public int hashCode() {
      return 31 * (31 + column.hashCode()) + (element == null ? 0 : element.hashCode());
    }
  }

  /**
   * What one row (or the static row) must satisfy: that it exists, that it does not, or columns.
   */
  private static final class RowChecks {
    /** The encoded row; null for the static row. */
    private final byte[] clustering;

    /** The kind of IF clause of the statements that write this row, once one has. */
    private CasConditions.Kind kind;

    /** Whether the row must exist (IF EXISTS) or must not (IF NOT EXISTS); null for columns. */
    private Boolean mustExist;

    private final Map<Key, List<Bound>> conditions = new HashMap<>();

    RowChecks(byte[] clustering) {
      this.clustering = clustering;
    }

    boolean holds(CurrentPartition current, RowView view) {
      Row row = clustering == null ? null : current.row(clustering);
      if (mustExist != null) {
        return mustExist == (clustering == null ? current.staticRow() != null : row != null);
      }
      view.setRow(row);
      for (List<Bound> sameKey : conditions.values()) {
        for (Bound b : sameKey) {
          if (!b.condition().appliesTo(view, b.key(), b.values())) {
            return false;
          }
        }
      }
      return true;
    }
  }

  private final RowChecks staticRow = new RowChecks(null);
  private final TreeMap<byte[], RowChecks> rows = new TreeMap<>(Bytes.UNSIGNED);

  /**
   * Adds one statement's IF clause, its element keys and values bound (and refused) as Cassandra
   * binds them, before the read; a clause of another kind than one before it on the same row is
   * refused.
   *
   * @param clustering the encoded row the statement writes, or null for the static row
   */
  public void add(CasConditions clause, byte[] clustering, QueryOptions options) {
    RowChecks target = row(clustering);
    checkNotMixed(target.kind, clause.kind());
    target.kind = clause.kind();
    switch (clause.kind()) {
      case IF_NOT_EXISTS -> target.mustExist = false;
      case IF_EXISTS -> target.mustExist = true;
      case COLUMNS -> {
        for (ColumnCondition c : clause.conditions()) {
          RowChecks checks = c.column().kind() == ColumnMetadata.Kind.STATIC ? staticRow : target;
          byte[] key = c.bindKey(options);
          Key mapKey =
              new Key(
                  ByteBuffer.wrap(c.column().name().getBytes(StandardCharsets.UTF_8)),
                  key == null ? null : ByteBuffer.wrap(key));
          // get and put, as Guava's multimap does: computeIfAbsent would put a new key at the
          // head of its bucket, put puts it at the tail
          List<Bound> sameKey = checks.conditions.get(mapKey);
          if (sameKey == null) {
            sameKey = new ArrayList<>(1);
            checks.conditions.put(mapKey, sameKey);
          }
          sameKey.add(new Bound(c, key, c.bindValues(options)));
        }
      }
    }
  }

  /**
   * Cassandra's refusal of a batch whose statements put different kinds of IF clause on one row,
   * worded as it words them in statement order: IF conditions after IF EXISTS or IF NOT EXISTS are
   * refused as mixed with "IF NOT EXISTS" whichever it was, IF EXISTS or IF NOT EXISTS after IF
   * conditions as mixed with itself.
   */
  private static void checkNotMixed(CasConditions.Kind before, CasConditions.Kind kind) {
    if (before == null || before == kind) {
      return;
    }
    if (kind == CasConditions.Kind.COLUMNS) {
      throw new InvalidRequestException(
          "Cannot mix IF conditions and IF NOT EXISTS for the same row");
    }
    throw new InvalidRequestException(
        before == CasConditions.Kind.COLUMNS
            ? "Cannot mix IF conditions and IF "
                + (kind == CasConditions.Kind.IF_NOT_EXISTS ? "NOT " : "")
                + "EXISTS for the same row"
            : "Cannot mix IF EXISTS and IF NOT EXISTS conditions for the same row");
  }

  private RowChecks row(byte[] clustering) {
    return clustering == null ? staticRow : rows.computeIfAbsent(clustering, RowChecks::new);
  }

  /** The rows the IF clauses name, which the read must return. */
  public List<byte[]> clusterings() {
    return new ArrayList<>(rows.keySet());
  }

  /**
   * Whether every IF clause holds on the partition as read.
   *
   * @param view set on the partition, each row's conditions are checked with it set on that row
   */
  public boolean holds(CurrentPartition current, RowView view) {
    if (!staticRow.holds(current, view)) {
      return false;
    }
    for (RowChecks r : rows.values()) {
      if (!r.holds(current, view)) {
        return false;
      }
    }
    return true;
  }
}

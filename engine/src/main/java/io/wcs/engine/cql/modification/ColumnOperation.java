package io.wcs.engine.cql.modification;

import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.cql.term.Arithmetic;
import io.wcs.engine.cql.term.Term;
import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.storage.Cell;
import io.wcs.engine.types.CollectionType;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.ListCellIds;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.MapType;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.SetType;
import io.wcs.engine.types.UserType;
import java.util.Arrays;
import java.util.List;

/**
 * One change an UPDATE, INSERT or DELETE makes to one column of a row, already checked against the
 * column's type when prepared ({@link Operations}). Executing it writes cells, tombstones and
 * collection deletions into a {@link RowUpdate}. An unset bound value leaves the column untouched.
 */
sealed interface ColumnOperation {

  ColumnMetadata column();

  void execute(QueryOptions options, RowUpdate update);

  /**
   * An operation that writes a value: an unset one (a bind marker left unset) leaves the column
   * untouched, so {@link #apply} runs only with a bound value, which may be null.
   */
  sealed interface WithValue extends ColumnOperation {
    Term value();

    void apply(byte[] value, QueryOptions options, RowUpdate update);

    @Override
    default void execute(QueryOptions options, RowUpdate update) {
      byte[] v = value().bind(options);
      if (!QueryOptions.isUnset(v)) {
        apply(v, options, update);
      }
    }
  }

  /** {@code c = v}: a non-frozen collection or UDT is first cleared, just before the write. */
  record Assign(ColumnMetadata column, Term value) implements WithValue {
    @Override
    public void apply(byte[] v, QueryOptions options, RowUpdate update) {
      if (!column.type().isMultiCell()) {
        if (v == null) {
          update.addTombstone(column, null);
        } else {
          if (column.type() instanceof CollectionType) {
            CollectionValues.guardFrozen(update, column, v);
          }
          update.addCell(column, null, v);
        }
        return;
      }
      update.deleteComplex(column, update.timestamp() - 1);
      if (v != null) {
        CollectionValues.writeCells(update, column, v);
      }
    }
  }

  /** {@code c = c + v}: counter increment, set union, map put, list append. */
  record Add(ColumnMetadata column, Term value) implements WithValue {
    @Override
    public void apply(byte[] v, QueryOptions options, RowUpdate update) {
      if (column.type() == NativeType.COUNTER) {
        update.addCounterDelta(column, counterDelta(v));
      } else if (v != null) {
        CollectionValues.writeCells(update, column, v);
      }
    }
  }

  /**
   * {@code c = c + v} on a number or text column of a conditional statement, which Cassandra 5.0
   * lets read the row it changes: the sum (integers wrap) or the text joined, written only when the
   * column has a value, an earlier operation's of the same statement included.
   */
  record AddToCurrent(ColumnMetadata column, Term value) implements WithValue {
    @Override
    public void apply(byte[] v, QueryOptions options, RowUpdate update) {
      byte[] current = update.currentValue(column);
      if (current == null) {
        return;
      }
      if (v == null) {
        throw new InvalidRequestException("Invalid null value added to column " + column.name());
      }
      update.addCell(column, null, Arithmetic.sum((NativeType) column.type(), current, v));
    }
  }

  /** {@code c = c - v}: counter decrement, set or map key removal, list value removal. */
  record Remove(ColumnMetadata column, Term value) implements WithValue {
    @Override
    public void apply(byte[] v, QueryOptions options, RowUpdate update) {
      CqlType type = column.type();
      if (type == NativeType.COUNTER) {
        update.addCounterDelta(column, negated(counterDelta(v)));
        return;
      }
      if (v == null) {
        return;
      }
      if (type instanceof ListType) {
        List<byte[]> removed = CollectionValues.elements(type, v);
        for (Cell c : update.currentCells(column)) {
          if (removed.stream().anyMatch(r -> Arrays.equals(r, c.value()))) {
            update.addTombstone(column, c.path());
          }
        }
        return;
      }
      // a set's elements, or the set of keys removed from a map
      CqlType elementType = type instanceof MapType map ? map.key() : ((SetType) type).element();
      for (byte[] element : CollectionValues.elements(new SetType(elementType, true), v)) {
        update.addTombstone(column, elementType.comparableBytes(element));
      }
    }
  }

  /** {@code l = v + l}: the elements go before every element of the list, in their order. */
  record Prepend(ColumnMetadata column, Term value) implements WithValue {
    @Override
    public void apply(byte[] v, QueryOptions options, RowUpdate update) {
      if (v == null) {
        return;
      }
      List<byte[]> elements = CollectionValues.elements(column.type(), v);
      byte[][] paths = ListCellIds.DEFAULT.nextPrepends(elements.size());
      for (int i = 0; i < elements.size(); i++) {
        update.addCell(column, paths[i], elements.get(i));
      }
    }
  }

  /**
   * {@code m[k] = v} or {@code l[i] = v}; a null value deletes the element. As in Cassandra, the
   * key is checked (and a list's element found) before an unset value leaves the element as it is.
   */
  record SetElement(ColumnMetadata column, Term key, Term value) implements ColumnOperation {
    @Override
    public void execute(QueryOptions options, RowUpdate update) {
      byte[] v = value.bind(options);
      byte[] path = elementPath(column, key.bind(options), update, "set an element on");
      if (v == null) {
        update.addTombstone(column, path);
      } else if (!QueryOptions.isUnset(v)) {
        update.addCell(column, path, v);
      }
    }
  }

  /** {@code u.f = v} on a non-frozen UDT; a null value deletes the field. */
  record SetField(ColumnMetadata column, int field, Term value) implements WithValue {
    @Override
    public void apply(byte[] v, QueryOptions options, RowUpdate update) {
      if (v == null) {
        update.addTombstone(column, UserType.fieldPath(field));
      } else {
        update.addCell(column, UserType.fieldPath(field), v);
      }
    }
  }

  /** {@code DELETE c}: the cell, or every element of a non-frozen collection or UDT. */
  record DeleteColumn(ColumnMetadata column) implements ColumnOperation {
    @Override
    public void execute(QueryOptions options, RowUpdate update) {
      if (column.type().isMultiCell()) {
        update.deleteComplex(column, update.timestamp());
      } else {
        update.addTombstone(column, null);
      }
    }
  }

  /** {@code DELETE c[k]}: a map key, a set element or a list index. */
  record DeleteElement(ColumnMetadata column, Term key) implements ColumnOperation {
    @Override
    public void execute(QueryOptions options, RowUpdate update) {
      byte[] path = elementPath(column, key.bind(options), update, "delete an element from");
      if (path != null) {
        update.addTombstone(column, path);
      }
    }
  }

  /** {@code DELETE u.f} on a non-frozen UDT. */
  record DeleteField(ColumnMetadata column, int field) implements ColumnOperation {
    @Override
    public void execute(QueryOptions options, RowUpdate update) {
      update.addTombstone(column, UserType.fieldPath(field));
    }
  }

  private static long counterDelta(byte[] v) {
    if (v == null) {
      throw new InvalidRequestException("Invalid null value for counter increment");
    }
    return (Long) NativeType.BIGINT.deserialize(v);
  }

  /** A decrement as an increment: the smallest long has no negation. */
  private static long negated(long delta) {
    if (delta == Long.MIN_VALUE) {
      throw new InvalidRequestException(
          "The negation of "
              + delta
              + " overflows supported counter precision (signed 8 bytes integer)");
    }
    return -delta;
  }

  /**
   * The cell path of {@code c[key]}: a map key or set element encoded, or the id of the list's
   * element at that index (in the list as the statement leaves it so far).
   */
  private static byte[] elementPath(
      ColumnMetadata column, byte[] key, RowUpdate update, String action) {
    CqlType type = column.type();
    String what =
        type instanceof MapType
            ? "map key"
            : type instanceof SetType ? "set element" : "list index";
    // Cassandra words a list's index apart: "Invalid null value for list index"
    String wording = type instanceof ListType ? "value for " + what : what;
    if (key == null) {
      throw new InvalidRequestException("Invalid null " + wording);
    }
    if (QueryOptions.isUnset(key)) {
      throw new InvalidRequestException("Invalid unset " + wording);
    }
    if (type instanceof MapType map) {
      return map.key().comparableBytes(key);
    }
    if (type instanceof SetType set) {
      return set.element().comparableBytes(key);
    }
    int index = (Integer) NativeType.INT.deserialize(key);
    List<Cell> current = update.cellsSoFar(column);
    if (current.isEmpty()) {
      throw new InvalidRequestException("Attempted to " + action + " a list which is null");
    }
    if (index < 0 || index >= current.size()) {
      throw new InvalidRequestException(
          "List index " + index + " out of bound, list has size " + current.size());
    }
    return current.get(index).path();
  }
}

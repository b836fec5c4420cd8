package io.wcs.engine.cql.selection;

import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.storage.Cell;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.MapType;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.SetType;
import io.wcs.engine.types.UserType;
import io.wcs.parser.ast.Selector.MetadataKind;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * {@code writetime(c)}, {@code maxwritetime(c)}, {@code ttl(c)}: the write timestamp (µs) or the
 * remaining time to live (s) of a column's cell, null when the cell is absent or does not expire.
 * On a non-frozen collection writetime and ttl give a list with one value per element, on a
 * non-frozen UDT one per field of its type (null for a field without a value), and maxwritetime the
 * latest of them (Cassandra 5.0).
 *
 * <p>With {@code part}, an element, slice or field of the column ({@code writetime(m['k'])}, {@code
 * writetime(m['a'..'c'])}, {@code writetime(u.f)}, Cassandra 5.0): of a non-frozen column, the
 * cells it covers, a slice's as a list (null when it covers none); of a frozen one, the column's
 * cell when the part is present.
 *
 * @param part an {@link ElementSelector} or {@link FieldSelector} on the column, or null
 */
record CellMetadataSelector(MetadataKind kind, ColumnMetadata column, Selector part)
    implements Selector {

  CellMetadataSelector(MetadataKind kind, ColumnMetadata column) {
    this(kind, column, null);
  }

  @Override
  public CqlType type() {
    NativeType single = kind == MetadataKind.TTL ? NativeType.INT : NativeType.BIGINT;
    boolean several =
        column.type().isMultiCell()
            && (part == null || part instanceof ElementSelector e && e.slice());
    return several && kind != MetadataKind.MAXWRITETIME ? new ListType(single, false) : single;
  }

  @Override
  public byte[] compute(RowView row) {
    if (!column.type().isMultiCell()) {
      Cell cell = row.cell(column);
      boolean present = cell != null && (part == null || part.compute(row) != null);
      return present ? valueOf(cell, row.nowInSeconds()) : null;
    }
    List<Cell> cells = part == null ? row.cells(column) : covered(row);
    if (cells.isEmpty()) {
      return null;
    }
    if (kind == MetadataKind.MAXWRITETIME) {
      long max = Long.MIN_VALUE;
      for (Cell c : cells) {
        max = Math.max(max, c.timestamp());
      }
      return NativeType.BIGINT.serialize(max);
    }
    if (!(type() instanceof ListType)) {
      return valueOf(cells.get(0), row.nowInSeconds());
    }
    if (part == null && column.type() instanceof UserType udt) {
      cells = byField(udt, cells);
    }
    // a list value: element count, then each element sized (-1 for a cell that does not expire,
    // or a field without one)
    ByteBuffer out = ByteBuffer.allocate(4 + cells.size() * 12);
    out.putInt(cells.size());
    for (Cell c : cells) {
      byte[] v = c == null ? null : valueOf(c, row.nowInSeconds());
      out.putInt(v == null ? -1 : v.length);
      if (v != null) {
        out.put(v);
      }
    }
    return java.util.Arrays.copyOf(out.array(), out.position());
  }

  /**
   * A non-frozen UDT's cells by field, null for a field without one: Cassandra gives every field of
   * the type a place in the list.
   */
  private static List<Cell> byField(UserType udt, List<Cell> cells) {
    List<Cell> out = new ArrayList<>(Collections.nCopies(udt.fieldTypes().size(), null));
    for (Cell c : cells) {
      out.set(UserType.fieldIndexOfPath(c.path()), c);
    }
    return out;
  }

  /** The cells of a non-frozen column that {@code part} covers. */
  private List<Cell> covered(RowView row) {
    List<Cell> out = new ArrayList<>();
    if (part instanceof FieldSelector f) {
      for (Cell c : row.cells(column)) {
        if (UserType.fieldIndexOfPath(c.path()) == f.field()) {
          out.add(c);
        }
      }
      return out;
    }
    ElementSelector e = (ElementSelector) part;
    CqlType keyType =
        column.type() instanceof MapType map ? map.key() : ((SetType) column.type()).element();
    byte[] from = e.from() == null ? null : e.from().bind(row.options());
    // an element's selector holds its key as the lower bound
    byte[] to = !e.slice() ? from : e.to() == null ? null : e.to().bind(row.options());
    for (Cell c : row.cells(column)) {
      byte[] key = keyType.fromComparableBytes(c.path());
      if ((from == null || keyType.compare(key, from) >= 0)
          && (to == null || keyType.compare(key, to) <= 0)) {
        out.add(c);
      }
    }
    return out;
  }

  private byte[] valueOf(Cell cell, int nowInSeconds) {
    if (kind != MetadataKind.TTL) {
      return ByteBuffer.allocate(8).putLong(cell.timestamp()).array();
    }
    if (!cell.isExpiring()) {
      return null;
    }
    return ByteBuffer.allocate(4).putInt(cell.localDeletionTime() - nowInSeconds).array();
  }
}

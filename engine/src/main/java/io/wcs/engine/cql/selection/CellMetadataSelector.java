package io.wcs.engine.cql.selection;

import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.storage.Cell;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.NativeType;
import io.wcs.parser.ast.Selector.MetadataKind;
import java.nio.ByteBuffer;
import java.util.List;

/**
 * {@code writetime(c)}, {@code maxwritetime(c)}, {@code ttl(c)}: the write timestamp (µs) or the
 * remaining time to live (s) of a column's cell, null when the cell is absent or does not expire.
 * On a non-frozen collection or UDT writetime and ttl give a list with one value per element, and
 * maxwritetime the latest of them (Cassandra 5.0).
 */
record CellMetadataSelector(MetadataKind kind, ColumnMetadata column) implements Selector {

  @Override
  public CqlType type() {
    NativeType single = kind == MetadataKind.TTL ? NativeType.INT : NativeType.BIGINT;
    return column.type().isMultiCell() && kind != MetadataKind.MAXWRITETIME
        ? new ListType(single, false)
        : single;
  }

  @Override
  public byte[] compute(RowView row) {
    if (!column.type().isMultiCell()) {
      Cell cell = row.cell(column);
      return cell == null ? null : valueOf(cell, row.nowInSeconds());
    }
    List<Cell> cells = row.cells(column);
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
    // a list value: element count, then each element sized (-1 for a cell that does not expire)
    ByteBuffer out = ByteBuffer.allocate(4 + cells.size() * 12);
    out.putInt(cells.size());
    for (Cell c : cells) {
      byte[] v = valueOf(c, row.nowInSeconds());
      out.putInt(v == null ? -1 : v.length);
      if (v != null) {
        out.put(v);
      }
    }
    return java.util.Arrays.copyOf(out.array(), out.position());
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

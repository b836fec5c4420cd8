package io.wcs.engine.cql.modification;

import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.storage.Bytes;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.ListCellIds;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.MapType;
import io.wcs.engine.types.SetType;
import io.wcs.engine.types.UserType;
import java.nio.ByteBuffer;
import java.util.List;

/**
 * Serialized values of non-frozen collections and UDTs taken apart into their cells. Cell paths:
 * list elements a time-based id ({@link ListCellIds}), set elements and map keys their
 * byte-comparable encoding, UDT fields {@link UserType#fieldPath}. A set cell's value is empty,
 * unless the path cannot give the element back: a decimal's path is its numeric value, so 1.5 and
 * 1.50 are one element, and the value keeps the element as last written (Cassandra's set shows the
 * scale of the last write).
 *
 * <p>No fixed limit applies to an element's size or to the element count, as in Cassandra 5.0: the
 * 64K limits went with protocol v2 (v3 on serializes with int lengths and counts). What a write
 * adds to a collection goes through the {@link CollectionGuardrails} (off by default), sized as
 * Cassandra sizes it: a set element's path is the element, a list element's a 16-byte time UUID.
 */
final class CollectionValues {
  /** Cassandra's list cell path: a time UUID. */
  private static final int LIST_PATH = 16;

  private CollectionValues() {}

  /**
   * Writes every element of {@code value} as a cell of the column (lists: appended in order). The
   * serialized elements are taken as they are, so an empty element (blobAsInt(0x)) stays one. A
   * collection is checked against the guardrails first, so a refused write adds no cell.
   */
  static void writeCells(RowUpdate update, ColumnMetadata column, byte[] value) {
    CqlType type = column.type();
    if (type instanceof ListType list) {
      List<byte[]> elements = list.elements(value);
      update.guardCollection(column, elements.size(), cellsSize(elements, 1, LIST_PATH));
      for (byte[] element : elements) {
        update.addCell(column, ListCellIds.DEFAULT.nextAppend(), element);
      }
    } else if (type instanceof SetType set) {
      List<byte[]> elements = set.elements(value);
      update.guardCollection(column, elements.size(), cellsSize(elements, 1, 0));
      boolean pathIsElement = set.element().isComparableFormExact();
      for (byte[] element : elements) {
        update.addCell(
            column, set.element().comparableBytes(element), pathIsElement ? Bytes.EMPTY : element);
      }
    } else if (type instanceof MapType map) {
      List<byte[]> entries = map.flatEntries(value);
      update.guardCollection(column, entries.size() / 2, cellsSize(entries, 2, 0));
      for (int i = 0; i < entries.size(); i += 2) {
        update.addCell(column, map.key().comparableBytes(entries.get(i)), entries.get(i + 1));
      }
    } else if (type instanceof UserType udt) {
      List<byte[]> fields = udt.fields(value);
      for (int i = 0; i < fields.size(); i++) {
        if (fields.get(i) != null) {
          update.addCell(column, UserType.fieldPath(i), fields.get(i));
        }
      }
    } else {
      throw new IllegalArgumentException("not a multi-cell type: " + type);
    }
  }

  /**
   * Checks a frozen collection written whole against the guardrails: one cell, its items counted
   * from the serialized value, which starts with the element count (protocol v3 on).
   */
  static void guardFrozen(RowUpdate update, ColumnMetadata column, byte[] value) {
    int items = value.length < 4 ? 0 : ByteBuffer.wrap(value).getInt();
    update.guardCollection(column, items, BatchSize.CELL_METADATA + (long) value.length);
  }

  /**
   * Cassandra's data size of the cells holding {@code parts}: {@code partsPerCell} parts per cell
   * (a map's key and value, or one element), each cell with {@code pathLength} more bytes of path.
   */
  private static long cellsSize(List<byte[]> parts, int partsPerCell, int pathLength) {
    long size = (long) (parts.size() / partsPerCell) * (BatchSize.CELL_METADATA + pathLength);
    for (byte[] part : parts) {
      size += part.length;
    }
    return size;
  }

  /** The serialized elements of a list or set value. */
  static List<byte[]> elements(CqlType collectionType, byte[] value) {
    return collectionType instanceof ListType list
        ? list.elements(value)
        : ((SetType) collectionType).elements(value);
  }
}

package io.wcs.engine.cql.modification;

import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.storage.Bytes;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.ListCellIds;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.MapType;
import io.wcs.engine.types.SetType;
import io.wcs.engine.types.UserType;
import java.util.List;

/**
 * Serialized values of non-frozen collections and UDTs taken apart into their cells. Cell paths:
 * list elements a time-based id ({@link ListCellIds}), set elements and map keys their
 * byte-comparable encoding, UDT fields {@link UserType#fieldPath}. A set cell's value is empty,
 * unless the path cannot give the element back: a decimal's path is its numeric value, so 1.5 and
 * 1.50 are one element, and the value keeps the element as last written (Cassandra's set shows the
 * scale of the last write).
 *
 * <p>No limit applies to an element's size or to the element count, as in Cassandra 5.0 with its
 * default configuration: the 64K limits went with protocol v2 (v3 on serializes with int lengths
 * and counts), and the collection guardrails that would warn or refuse are disabled by default.
 */
final class CollectionValues {
  private CollectionValues() {}

  /**
   * Writes every element of {@code value} as a cell of the column (lists: appended in order). The
   * serialized elements are taken as they are, so an empty element (blobAsInt(0x)) stays one.
   */
  static void writeCells(RowUpdate update, ColumnMetadata column, byte[] value) {
    CqlType type = column.type();
    if (type instanceof ListType list) {
      for (byte[] element : list.elements(value)) {
        update.addCell(column, ListCellIds.DEFAULT.nextAppend(), element);
      }
    } else if (type instanceof SetType set) {
      boolean pathIsElement = set.element().isComparableFormExact();
      for (byte[] element : set.elements(value)) {
        update.addCell(
            column, set.element().comparableBytes(element), pathIsElement ? Bytes.EMPTY : element);
      }
    } else if (type instanceof MapType map) {
      List<byte[]> entries = map.flatEntries(value);
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

  /** The serialized elements of a list or set value. */
  static List<byte[]> elements(CqlType collectionType, byte[] value) {
    return collectionType instanceof ListType list
        ? list.elements(value)
        : ((SetType) collectionType).elements(value);
  }
}

package io.wcs.engine.cql.modification;

import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.storage.Bytes;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.ListCellIds;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.MapType;
import io.wcs.engine.types.SetType;
import io.wcs.engine.types.UdtValue;
import io.wcs.engine.types.UserType;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * Serialized values of non-frozen collections and UDTs taken apart into their cells. Cell paths:
 * list elements a time-based id ({@link ListCellIds}), set elements and map keys their
 * byte-comparable encoding (value empty for sets), UDT fields {@link UserType#fieldPath}.
 *
 * <p>No limit applies to an element's size or to the element count, as in Cassandra 5.0 with its
 * default configuration: the 64K limits went with protocol v2 (v3 on serializes with int lengths
 * and counts), and the collection guardrails that would warn or refuse are disabled by default.
 */
final class CollectionValues {
  private CollectionValues() {}

  /** Writes every element of {@code value} as a cell of the column (lists: appended in order). */
  static void writeCells(RowUpdate update, ColumnMetadata column, byte[] value) {
    CqlType type = column.type();
    if (type instanceof ListType list) {
      for (byte[] element : elements(list.element(), (Collection<?>) type.deserialize(value))) {
        update.addCell(column, ListCellIds.DEFAULT.nextAppend(), element);
      }
    } else if (type instanceof SetType set) {
      for (byte[] element : elements(set.element(), (Collection<?>) type.deserialize(value))) {
        update.addCell(column, set.element().comparableBytes(element), Bytes.EMPTY);
      }
    } else if (type instanceof MapType map) {
      for (Map.Entry<?, ?> e : ((Map<?, ?>) type.deserialize(value)).entrySet()) {
        byte[] key = map.key().serialize(e.getKey());
        update.addCell(column, map.key().comparableBytes(key), map.value().serialize(e.getValue()));
      }
    } else if (type instanceof UserType udt) {
      UdtValue fields = (UdtValue) udt.deserialize(value);
      for (int i = 0; i < udt.fieldNames().size(); i++) {
        Object field = fields.get(udt.fieldNames().get(i));
        if (field != null) {
          update.addCell(column, UserType.fieldPath(i), udt.fieldTypes().get(i).serialize(field));
        }
      }
    } else {
      throw new IllegalArgumentException("not a multi-cell type: " + type);
    }
  }

  /** The serialized elements of a list or set value. */
  static List<byte[]> elements(CqlType collectionType, byte[] value) {
    CqlType element =
        collectionType instanceof ListType l ? l.element() : ((SetType) collectionType).element();
    return elements(element, (Collection<?>) collectionType.deserialize(value));
  }

  private static List<byte[]> elements(CqlType elementType, Collection<?> values) {
    List<byte[]> out = new ArrayList<>(values.size());
    for (Object v : values) {
      out.add(elementType.serialize(v));
    }
    return out;
  }
}

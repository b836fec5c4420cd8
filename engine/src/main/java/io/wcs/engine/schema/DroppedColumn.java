package io.wcs.engine.schema;

import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.MapType;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.SetType;
import io.wcs.engine.types.TupleType;
import io.wcs.engine.types.UserType;
import io.wcs.engine.types.ValueCompatibility;
import io.wcs.engine.types.VectorType;

/**
 * A column dropped from a table ({@code system_schema.dropped_columns}): cells of {@code storageId}
 * written at or before {@code droppedTimeMicros} are dead. The type is recorded as Cassandra
 * records it ({@link #recorded}).
 */
public record DroppedColumn(
    String name, CqlType type, ColumnMetadata.Kind kind, long droppedTimeMicros, int storageId) {

  /**
   * The type Cassandra records for a dropped column: user types as tuples of their fields, so that
   * the record holds whatever later becomes of the type; collections as frozen or not as they were.
   */
  static CqlType recorded(CqlType type) {
    if (type instanceof UserType u) {
      return new TupleType(u.fieldTypes().stream().map(DroppedColumn::recorded).toList());
    }
    if (type instanceof TupleType t) {
      return new TupleType(t.types().stream().map(DroppedColumn::recorded).toList());
    }
    if (type instanceof ListType l) {
      return new ListType(recorded(l.element()), l.frozen());
    }
    if (type instanceof SetType s) {
      return new SetType(recorded(s.element()), s.frozen());
    }
    if (type instanceof MapType m) {
      return new MapType(recorded(m.key()), recorded(m.value()), m.frozen());
    }
    if (type instanceof VectorType v) {
      return new VectorType(recorded(v.element()), v.dimension());
    }
    return type;
  }

  /**
   * Whether a column of {@code added} may take the name of one dropped with {@code dropped}, as
   * Cassandra 5.0 allows it: the same type, frozen or not as it was, but for text taking ascii, a
   * blob taking either, and a timestamp and a bigint taking each other; element by element in a
   * collection or tuple, a map's keys unchanged. (An int is not re-added as a varint, a bigint or a
   * date, though those read its values elsewhere.)
   */
  static boolean canReAdd(CqlType dropped, CqlType added) {
    if (dropped.equals(added)) {
      return true;
    }
    if (dropped instanceof NativeType d && added instanceof NativeType a) {
      return switch (a) {
        case TEXT -> d == NativeType.ASCII;
        case BLOB -> d == NativeType.ASCII || d == NativeType.TEXT;
        case TIMESTAMP -> d == NativeType.BIGINT;
        case BIGINT -> d == NativeType.TIMESTAMP;
        default -> false;
      };
    }
    if (dropped.isMultiCell() != added.isMultiCell()) {
      return false;
    }
    if (dropped instanceof MapType d && added instanceof MapType a) {
      return d.key().equals(a.key()) && canReAdd(d.value(), a.value());
    }
    return ValueCompatibility.sameShape(dropped, added, DroppedColumn::canReAdd);
  }
}

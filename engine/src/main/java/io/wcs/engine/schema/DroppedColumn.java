package io.wcs.engine.schema;

import io.wcs.engine.types.CqlType;

/**
 * A column dropped from a table ({@code system_schema.dropped_columns}): cells of {@code storageId}
 * written at or before {@code droppedTimeMicros} are dead. The type is kept frozen, as Cassandra
 * records it.
 */
public record DroppedColumn(
    String name, CqlType type, ColumnMetadata.Kind kind, long droppedTimeMicros, int storageId) {}

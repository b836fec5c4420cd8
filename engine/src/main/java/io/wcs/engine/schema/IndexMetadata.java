package io.wcs.engine.schema;

import io.wcs.engine.types.CollectionType;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.ElementCollectionType;
import io.wcs.engine.types.MapType;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * A secondary index of a table, as {@code system_schema.indexes} holds it: kind COMPOSITES for a
 * built-in index, CUSTOM for a class given by USING (then {@code class_name} is in the options);
 * {@code target} in the options names the column, e.g. {@code v}, {@code keys(m)}, {@code
 * entries(m)}. {@code storageId} is the storage engine table that holds the index's entries.
 */
public record IndexMetadata(String name, Kind kind, Map<String, String> options, int storageId) {

  /**
   * Cassandra's index kinds (KEYS is for legacy compact tables only). Ordinals are on disk (schema
   * store): never reorder.
   */
  public enum Kind {
    KEYS,
    CUSTOM,
    COMPOSITES
  }

  /** The names a storage-attached index's class is recorded by, in lower case. */
  private static final List<String> STORAGE_ATTACHED_CLASSES =
      List.of("sai", "storageattachedindex", "org.apache.cassandra.index.sai.storageattachedindex");

  public IndexMetadata {
    options = Collections.unmodifiableMap(new TreeMap<>(options));
  }

  /** Whether this is a storage-attached (SAI) index, its class recorded as it was written. */
  public boolean isStorageAttached() {
    String className = options.get("class_name");
    return kind == Kind.CUSTOM
        && className != null
        && STORAGE_ATTACHED_CLASSES.contains(className.toLowerCase(Locale.ROOT));
  }

  public String target() {
    return options.get("target");
  }

  /**
   * The type of the terms this index holds for a column of {@code columnType}: a non-frozen
   * collection's keys, or its elements (a map's values), or its entries as one frozen value, or the
   * column's own type (a frozen one whole, with {@code full}).
   */
  public CqlType termType(CqlType columnType) {
    if (!(columnType instanceof CollectionType) || !columnType.isMultiCell()) {
      return columnType;
    }
    if (target().startsWith("entries(")) {
      return columnType.freeze();
    }
    if (target().startsWith("keys(")) {
      return ((MapType) columnType).key();
    }
    return columnType instanceof MapType m
        ? m.value()
        : ((ElementCollectionType) columnType).element();
  }

  /** The column the target names: {@code keys(m)} → {@code m}; quoted names unquoted. */
  public String targetColumn() {
    String target = target();
    int open = target.indexOf('(');
    String column =
        open > 0 && target.endsWith(")") ? target.substring(open + 1, target.length() - 1) : target;
    if (column.length() >= 2 && column.startsWith("\"") && column.endsWith("\"")) {
      return column.substring(1, column.length() - 1).replace("\"\"", "\"");
    }
    return column;
  }
}

package io.wcs.engine.types;

/**
 * A list, set or map type: frozen (one cell holding the whole value) or not (one cell per element).
 */
public sealed interface CollectionType extends CqlType permits ElementCollectionType, MapType {

  /** Whether the value is stored as one cell. */
  boolean frozen();

  /** The name without {@code frozen<>}, e.g. {@code map<text, int>}. */
  String unfrozenName();

  @Override
  default String cqlName() {
    return frozen() ? "frozen<" + unfrozenName() + ">" : unfrozenName();
  }

  @Override
  default boolean isMultiCell() {
    return !frozen();
  }
}

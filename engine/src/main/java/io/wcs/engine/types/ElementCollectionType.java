package io.wcs.engine.types;

/**
 * A list or a set: a collection of one element type, serialized as a count and the elements. The
 * two order their values alike, element by element, and differ only in which elements they keep.
 */
public sealed interface ElementCollectionType extends CollectionType permits ListType, SetType {

  /** The type of every element. */
  CqlType element();

  @Override
  default void validate(byte[] bytes) {
    CollectionLayout.validate(CollectionLayout.read(bytes, 1, cqlName()), i -> element());
  }

  @Override
  default int compare(byte[] a, byte[] b) {
    return CollectionLayout.compare(a, b, 1, i -> element(), cqlName());
  }

  @Override
  default boolean isByteComparable() {
    return element().isByteComparable();
  }

  @Override
  default boolean isComparableFormExact() {
    return element().isComparableFormExact();
  }

  @Override
  default byte[] readComparable(ComparableReader in) {
    return CollectionLayout.write(CollectionLayout.readComparable(in, i -> element()), 1);
  }
}

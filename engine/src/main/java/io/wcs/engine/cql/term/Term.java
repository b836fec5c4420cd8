package io.wcs.engine.cql.term;

import io.wcs.engine.cql.QueryOptions;

/**
 * A value expression prepared against the type that receives it (a column, a collection element, a
 * function argument…). Binding gives the value serialized in the receiver type's native-protocol
 * format: {@code null} for null, {@link QueryOptions#UNSET} (by identity) for an unset bind marker.
 * Bound values have been validated against the receiver type.
 *
 * <p>Prepared terms are immutable and may be bound by many threads at once.
 */
public interface Term {

  /** The value for one execution; {@code options} carries the bound values in marker order. */
  byte[] bind(QueryOptions options);

  /** True when the value is known at prepare time (no bind marker, no {@code now()}). */
  default boolean isConstant() {
    return false;
  }

  /** A term whose value is known (null allowed: the null value). */
  static Term constant(byte[] value) {
    return new Constant(value);
  }

  /** A value fixed at prepare time. */
  record Constant(byte[] value) implements Term {
    @Override
    public byte[] bind(QueryOptions options) {
      return value;
    }

    @Override
    public boolean isConstant() {
      return true;
    }
  }
}

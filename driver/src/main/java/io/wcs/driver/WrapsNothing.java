package io.wcs.driver;

import io.wcs.driver.error.WcsSqlState;
import java.sql.SQLException;
import java.sql.Wrapper;

/**
 * {@link Wrapper} for the driver's JDBC objects, none of which wraps another: each unwraps to
 * itself for the interfaces it implements, and refuses any other.
 */
interface WrapsNothing extends Wrapper {

  @Override
  default <T> T unwrap(Class<T> iface) throws SQLException {
    if (isWrapperFor(iface)) {
      return iface.cast(this);
    }
    throw WcsSqlState.INVALID_VALUE.exception(
        getClass().getSimpleName()
            + " is not a wrapper for "
            + (iface == null ? "null" : iface.getName()));
  }

  @Override
  default boolean isWrapperFor(Class<?> iface) {
    return iface != null && iface.isInstance(this);
  }
}

package io.wcs.engine.util;

import java.util.ResourceBundle;

/**
 * A {@link System.Logger} that finds the real one when it first logs. {@code System.getLogger}
 * looks up the logger finder and starts the logging backend on its first call, about 8 ms that a
 * class holding its logger in a static field would spend on every database's way to its first
 * answer, though most runs log nothing. Thread-safe.
 */
public final class LazyLogger implements System.Logger {
  private final String name;
  private volatile System.Logger logger;

  private LazyLogger(String name) {
    this.name = name;
  }

  public static System.Logger of(Class<?> owner) {
    return new LazyLogger(owner.getName());
  }

  private System.Logger logger() {
    System.Logger l = logger;
    if (l == null) {
      l = System.getLogger(name);
      logger = l;
    }
    return l;
  }

  @Override
  public String getName() {
    return name;
  }

  @Override
  public boolean isLoggable(Level level) {
    return logger().isLoggable(level);
  }

  @Override
  public void log(Level level, ResourceBundle bundle, String msg, Throwable thrown) {
    logger().log(level, bundle, msg, thrown);
  }

  @Override
  public void log(Level level, ResourceBundle bundle, String format, Object... params) {
    logger().log(level, bundle, format, params);
  }
}

package io.wcs.engine.util;

import java.io.IOException;

/** A database directory is already open elsewhere; the message says where and what to do. */
public class DirectoryLockedException extends IOException {
  private static final long serialVersionUID = 1L;

  public DirectoryLockedException(String message) {
    super(message);
  }
}

package io.wcs.driver.shell;

import java.nio.file.Path;

/** The files cqlsh's commands name (COPY, CAPTURE), as cqlsh reads their names. */
final class ShellFiles {
  private ShellFiles() {}

  /** The file named, with a leading {@code ~} as the user's home, as cqlsh expands it. */
  static Path path(String name) {
    if (name.equals("~") || name.startsWith("~/")) {
      return Path.of(System.getProperty("user.home"), name.substring(1));
    }
    return Path.of(name);
  }
}

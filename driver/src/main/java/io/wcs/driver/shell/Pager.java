package io.wcs.driver.shell;

/**
 * Decides how many rows the shell prints before it asks whether to go on, as cqlsh pages a large
 * result with {@code ---MORE---}. Scripts never stop; the interactive shell waits for a key.
 */
interface Pager {

  /** Prints every row, in blocks of 1000 (each block aligned on its own). */
  Pager NEVER =
      new Pager() {
        @Override
        public int rowsPerPage() {
          return 1000;
        }

        @Override
        public boolean more() {
          return true;
        }
      };

  int rowsPerPage();

  /** Called after a full page when more rows follow: true to print them, false to stop. */
  boolean more();
}

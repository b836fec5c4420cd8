package io.wcs.driver.shell;

import java.util.List;

/**
 * The interactive shell's screen and line history, which cqlsh's CLEAR and HISTORY act on. A script
 * run with {@code -f} or {@code -e} has neither: there CLEAR leaves the output alone and HISTORY
 * lists nothing.
 */
interface ShellScreen {
  ShellScreen NONE =
      new ShellScreen() {
        @Override
        public void clear() {}

        @Override
        public List<String> history() {
          return List.of();
        }
      };

  /** Clears the terminal. */
  void clear();

  /** The lines typed so far, oldest first. */
  List<String> history();
}

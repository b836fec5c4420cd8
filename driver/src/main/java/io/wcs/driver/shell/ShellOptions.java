package io.wcs.driver.shell;

import java.nio.file.Path;
import java.util.List;

/**
 * The shell's command line: {@code --url} chooses the database, {@code -e CQL} runs statements
 * given inline, {@code -f FILE} runs a script, no argument starts the interactive shell (or reads a
 * script from a piped standard input).
 */
record ShellOptions(String url, String execute, Path file, boolean help) {

  static final String DEFAULT_URL = "jdbc:wcs:file:./wcs-data";

  static final String USAGE =
      """
      usage: wcs [--url URL] [-e CQL | -f FILE | --help]
        -u, --url URL       the JDBC URL to connect to (default jdbc:wcs:file:./wcs-data)
        -e, --execute CQL   run the statements in CQL (separated by ';') and exit
        -f, --file FILE     run the statements in the script FILE and exit
        -h, --help          print this help and exit
      With no option the interactive shell starts; a piped standard input is run as a script.
      Exit status: 0 when every statement succeeded, 1 when one failed, 2 for a bad command line.""";

  /** Reads the arguments; throws {@link IllegalArgumentException} with a message for the user. */
  static ShellOptions parse(List<String> args) {
    String url = DEFAULT_URL;
    String execute = null;
    Path file = null;
    boolean help = false;
    for (int i = 0; i < args.size(); i++) {
      String arg = args.get(i);
      switch (arg) {
        case "-u", "--url" -> url = valueOf(args, ++i, arg);
        case "-e", "--execute" -> execute = valueOf(args, ++i, arg);
        case "-f", "--file" -> file = Path.of(valueOf(args, ++i, arg));
        case "-h", "--help" -> help = true;
        default -> throw new IllegalArgumentException("unknown option '" + arg + "'");
      }
    }
    if (execute != null && file != null) {
      throw new IllegalArgumentException("give either -e or -f, not both");
    }
    return new ShellOptions(url, execute, file, help);
  }

  private static String valueOf(List<String> args, int index, String option) {
    if (index >= args.size()) {
      throw new IllegalArgumentException("option " + option + " needs a value");
    }
    return args.get(index);
  }
}

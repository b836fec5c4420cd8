package io.wcs.server;

/**
 * The command line of {@code wcs server}.
 *
 * @param directory the database directory, or null for an in-memory database
 * @param sync the commit log's sync mode
 * @param users the password file of the users let in, or null to let everyone in
 * @param hashPasswordOf the user whose password-file line to print (then no server runs), or null
 * @param help whether only the usage was asked for
 */
record ServerSettings(
    String directory,
    String host,
    int port,
    String sync,
    String users,
    String hashPasswordOf,
    boolean help) {
  static final int DEFAULT_PORT = 9042;

  /**
   * @throws IllegalArgumentException on an unknown option, a missing value or a bad port
   */
  static ServerSettings parse(String... args) {
    String directory = "./wcs-data";
    String host = "127.0.0.1";
    int port = DEFAULT_PORT;
    String sync = "group";
    String users = null;
    String hashPasswordOf = null;
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--data" -> directory = value(args, ++i, "--data");
        case "--mem" -> directory = null;
        case "--host" -> host = value(args, ++i, "--host");
        case "--port" -> port = port(value(args, ++i, "--port"));
        case "--sync" -> sync = value(args, ++i, "--sync");
        case "--users" -> users = value(args, ++i, "--users");
        case "--hash-password" -> hashPasswordOf = value(args, ++i, "--hash-password");
        case "-h", "--help" -> {
          return new ServerSettings(directory, host, port, sync, users, hashPasswordOf, true);
        }
        default -> throw new IllegalArgumentException("unknown option " + args[i]);
      }
    }
    return new ServerSettings(directory, host, port, sync, users, hashPasswordOf, false);
  }

  private static String value(String[] args, int index, String option) {
    if (index >= args.length) {
      throw new IllegalArgumentException(option + " needs a value");
    }
    return args[index];
  }

  private static int port(String text) {
    try {
      int port = Integer.parseInt(text);
      if (port >= 0 && port <= 65535) {
        return port;
      }
    } catch (NumberFormatException e) {
      // falls through to the refusal below
    }
    throw new IllegalArgumentException("--port needs a number from 0 to 65535, got " + text);
  }
}

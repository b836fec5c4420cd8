import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.UUID;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Damages one file of a database directory per trial (a flipped byte, zeroed bytes, a cut, bytes
 * appended, the file deleted), opens the copy through JDBC and reads every table, an index and a
 * view. Each trial must either be refused with an SQLException that has an SQLState and leaves the
 * files as they were, or read what the undamaged copy reads. Run from the clone's root:
 *
 * <pre>
 * J=driver/target/wcs-jdbc-0.1.0-SNAPSHOT.jar
 * java -cp $J it-tests/probes/DiskDamage.java setup /tmp/dd       # the database, in /tmp/dd/base
 * java -cp $J it-tests/probes/DiskDamage.java run /tmp/dd 1 1000  # seed 1, 1000 trials
 * </pre>
 *
 * <p>The setup writes in three sessions: two closed (flushed to SSTables), the third halted with
 * its writes in the commit log only. A trial's line is printed unless it read the same rows.
 */
public class DiskDamage {
  private static final List<String> READS =
      List.of(
          "SELECT * FROM k.t",
          "SELECT * FROM k.u",
          "SELECT * FROM k.cnt",
          "SELECT * FROM k.tv",
          "SELECT p, c FROM k.t WHERE v = 'v3-2'",
          "SELECT p, c FROM k.t WHERE v = 'v5-3'",
          "SELECT keyspace_name, table_name FROM system_schema.columns");

  public static void main(String[] args) throws Exception {
    Path work = Path.of(args[1]);
    if (args[0].equals("setup")) {
      setup(work.resolve("base"));
    } else {
      run(work, Long.parseLong(args[2]), Integer.parseInt(args[3]));
    }
    System.exit(0);
  }

  private static String url(Path dir) {
    return "jdbc:wcs:file:" + dir.toAbsolutePath();
  }

  private static void setup(Path dir) throws SQLException {
    Random random = new Random(1);
    try (Connection c = DriverManager.getConnection(url(dir));
        Statement s = c.createStatement()) {
      for (String ddl :
          List.of(
              "CREATE KEYSPACE k WITH replication ="
                  + " {'class': 'SimpleStrategy', 'replication_factor': 1}",
              "CREATE TYPE k.ud (a int, b text)",
              "CREATE TABLE k.t (p int, c int, v text, s int static, l list<int>,"
                  + " m map<text, int>, PRIMARY KEY (p, c))",
              "CREATE TABLE k.u (id uuid PRIMARY KEY, b blob, d decimal, f frozen<ud>)",
              "CREATE TABLE k.cnt (k int PRIMARY KEY, n counter)",
              "CREATE INDEX ON k.t (v)",
              "CREATE MATERIALIZED VIEW k.tv AS SELECT p, c, v FROM k.t"
                  + " WHERE p IS NOT NULL AND c IS NOT NULL PRIMARY KEY (c, p)")) {
        s.execute(ddl);
      }
      write(c, random, 400, 1);
    }
    try (Connection c = DriverManager.getConnection(url(dir))) {
      write(c, random, 300, 2);
    }
    try (Connection c = DriverManager.getConnection(url(dir));
        Statement s = c.createStatement()) {
      s.execute("ALTER TABLE k.u ADD e int");
      write(c, random, 200, 3);
      // A crash: this session's writes are in the commit log only.
      Runtime.getRuntime().halt(0);
    }
  }

  private static void write(Connection c, Random random, int count, int session)
      throws SQLException {
    try (PreparedStatement insert =
            c.prepareStatement("INSERT INTO k.t (p, c, v, s, l, m) VALUES (?, ?, ?, ?, ?, ?)");
        PreparedStatement delete = c.prepareStatement("DELETE FROM k.t WHERE p = ? AND c = ?");
        PreparedStatement other =
            c.prepareStatement("INSERT INTO k.u (id, b, d, f) VALUES (?, ?, ?, {a: ?, b: ?})");
        PreparedStatement increment =
            c.prepareStatement("UPDATE k.cnt SET n = n + ? WHERE k = ?")) {
      for (int i = 0; i < count; i++) {
        int p = random.nextInt(20);
        int cl = random.nextInt(30);
        switch (random.nextInt(6)) {
          case 0, 1, 2 -> {
            insert.setInt(1, p);
            insert.setInt(2, cl);
            insert.setString(3, "v" + random.nextInt(10) + "-" + session);
            insert.setInt(4, random.nextInt(1000));
            insert.setObject(5, List.of(random.nextInt(9), random.nextInt(9)));
            insert.setObject(6, Map.of("x" + random.nextInt(4), random.nextInt(99)));
            insert.executeUpdate();
          }
          case 3 -> {
            delete.setInt(1, p);
            delete.setInt(2, cl);
            delete.executeUpdate();
          }
          case 4 -> {
            byte[] blob = new byte[random.nextInt(300)];
            random.nextBytes(blob);
            other.setObject(1, new UUID(random.nextInt(50), 7));
            other.setBytes(2, blob);
            other.setBigDecimal(
                3, new BigDecimal(random.nextInt(100_000)).movePointLeft(random.nextInt(5)));
            other.setInt(4, random.nextInt(7));
            other.setString(5, "s" + random.nextInt(7));
            other.executeUpdate();
          }
          default -> {
            increment.setLong(1, random.nextInt(10) - 3);
            increment.setInt(2, random.nextInt(10));
            increment.executeUpdate();
          }
        }
      }
    }
  }

  private static void run(Path work, long seed, int trials) throws Exception {
    Path base = work.resolve("base");
    Path pristine = work.resolve("pristine");
    deleteTree(pristine);
    copy(base, pristine);
    List<String> expected = readAll(pristine);
    System.out.println("undamaged: " + expected.size() + " rows");
    Random random = new Random(seed);
    ExecutorService reader = Executors.newSingleThreadExecutor(DiskDamage::daemon);
    Map<String, Integer> tally = new TreeMap<>();
    for (int i = 0; i < trials; i++) {
      Path trial = work.resolve("trial");
      deleteTree(trial);
      copy(base, trial);
      String damage = damage(trial, random);
      String before = digest(trial);
      Future<List<String>> read = reader.submit(() -> readAll(trial));
      String outcome;
      try {
        outcome = compared(expected, read.get(60, TimeUnit.SECONDS));
      } catch (TimeoutException e) {
        System.out.println(i + " " + damage + " => HANG");
        break;
      } catch (ExecutionException e) {
        outcome = refusal(e.getCause(), before.equals(digest(trial)));
      }
      tally.merge(outcome.split(" ")[0], 1, Integer::sum);
      if (!outcome.equals("same")) {
        System.out.println(i + " " + damage + " => " + outcome);
      }
    }
    System.out.println("outcomes " + tally);
  }

  private static String compared(List<String> expected, List<String> read) {
    if (read.equals(expected)) {
      return "same";
    }
    List<String> missing = new ArrayList<>(expected);
    missing.removeAll(read);
    List<String> extra = new ArrayList<>(read);
    extra.removeAll(expected);
    return "DIFFERENT: "
        + missing.size()
        + " rows missing (e.g. "
        + missing.stream().limit(1).toList()
        + "), "
        + extra.size()
        + " rows not written (e.g. "
        + extra.stream().limit(1).toList()
        + ")";
  }

  private static String refusal(Throwable failure, boolean filesUnchanged) {
    if (failure instanceof SQLException e && e.getSQLState() != null) {
      return (filesUnchanged ? "refused " : "REFUSED-BUT-FILES-CHANGED ")
          + e.getSQLState()
          + ": "
          + e.getMessage().replace('\n', ' ');
    }
    StringWriter trace = new StringWriter();
    failure.printStackTrace(new PrintWriter(trace));
    return "BUG " + trace.toString().lines().limit(8).collect(Collectors.joining(" | "));
  }

  /** Every row of {@link #READS}, as text, each read's rows sorted. */
  private static List<String> readAll(Path dir) throws SQLException {
    List<String> out = new ArrayList<>();
    try (Connection c = DriverManager.getConnection(url(dir));
        Statement s = c.createStatement()) {
      for (String query : READS) {
        List<String> rows = new ArrayList<>();
        try (ResultSet rs = s.executeQuery(query)) {
          int columns = rs.getMetaData().getColumnCount();
          while (rs.next()) {
            StringBuilder row = new StringBuilder(query).append(':');
            for (int i = 1; i <= columns; i++) {
              Object value = rs.getObject(i);
              row.append(
                      value instanceof byte[] bytes
                          ? HexFormat.of().formatHex(bytes)
                          : String.valueOf(value))
                  .append('|');
            }
            rows.add(row.toString());
          }
        }
        Collections.sort(rows);
        out.addAll(rows);
      }
    }
    return out;
  }

  /** Damages one file of {@code dir} at random and says how. */
  private static String damage(Path dir, Random random) throws IOException {
    List<Path> files = files(dir);
    Path file = files.get(random.nextInt(files.size()));
    byte[] bytes = Files.readAllBytes(file);
    // A commit log segment is mostly the zeros of its preallocation: aim at what was written.
    int used = bytes.length;
    if (used > 1 << 20) {
      while (used > 0 && bytes[used - 1] == 0) {
        used--;
      }
      used = Math.min(bytes.length, used + 16);
    }
    String name = dir.relativize(file) + " ";
    int kind = bytes.length == 0 ? 4 : random.nextInt(6);
    int at = used == 0 ? 0 : random.nextInt(used);
    switch (kind) {
      case 0, 1 -> {
        int mask = 1 + random.nextInt(255);
        bytes[at] ^= (byte) mask;
        Files.write(file, bytes);
        return name + "byte " + at + " of " + bytes.length + " xor " + mask;
      }
      case 2 -> {
        int length = Math.min(16, bytes.length - at);
        Arrays.fill(bytes, at, at + length, (byte) 0);
        Files.write(file, bytes);
        return name + length + " bytes zeroed at " + at + " of " + bytes.length;
      }
      case 3 -> {
        Files.write(file, Arrays.copyOf(bytes, at));
        return name + "cut to " + at + " of " + bytes.length + " bytes";
      }
      case 4 -> {
        byte[] more = new byte[1 + random.nextInt(64)];
        random.nextBytes(more);
        Files.write(file, more, StandardOpenOption.APPEND);
        return name + more.length + " bytes appended to " + bytes.length;
      }
      default -> {
        Files.delete(file);
        return name + "deleted";
      }
    }
  }

  /** A digest of every file but the lock, and a commit log segment a refused open created. */
  private static String digest(Path dir) throws IOException {
    MessageDigest md;
    try {
      md = MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
    for (Path file : files(dir)) {
      if (!(file.getParent().endsWith("commitlog") && Files.size(file) == 20)) {
        md.update(dir.relativize(file).toString().getBytes());
        md.update(Files.readAllBytes(file));
      }
    }
    return HexFormat.of().formatHex(md.digest());
  }

  private static List<Path> files(Path dir) throws IOException {
    try (Stream<Path> walk = Files.walk(dir)) {
      return walk.filter(Files::isRegularFile)
          .filter(f -> !f.getFileName().toString().equals("wcs.lock"))
          .sorted()
          .toList();
    }
  }

  private static void copy(Path from, Path to) throws IOException {
    try (Stream<Path> walk = Files.walk(from)) {
      for (Path p : walk.toList()) {
        Path target = to.resolve(from.relativize(p).toString());
        if (Files.isDirectory(p)) {
          Files.createDirectories(target);
        } else if (!p.getFileName().toString().equals("wcs.lock")) {
          Files.copy(p, target);
        }
      }
    }
  }

  private static void deleteTree(Path dir) throws IOException {
    if (Files.exists(dir)) {
      try (Stream<Path> walk = Files.walk(dir)) {
        for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
          Files.delete(p);
        }
      }
    }
  }

  private static Thread daemon(Runnable r) {
    Thread t = new Thread(r, "reader");
    t.setDaemon(true);
    return t;
  }
}

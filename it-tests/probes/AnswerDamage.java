import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Collectors;

/**
 * A proxy in front of a native protocol server that flips one bit of each connection's bytes, at a
 * random offset, in the server's answers (or, with {@code up}, in the client's requests), while the
 * driver runs a small workload through it: DDL, prepared inserts, a paged read and a point read.
 * Each trial must end with the workload's rows intact or an SQLException with an SQLState, within
 * its time. The driver speaks v5, whose segments carry CRCs, so a flip after the handshake must
 * never pass unnoticed. From the clone's root:
 *
 * <pre>
 * ./wcs server --mem --port 19600 &amp;
 * java -cp driver/target/wcs-jdbc-0.1.0-SNAPSHOT.jar it-tests/probes/AnswerDamage.java \
 *     19600 1 200 [up] [RANGE]                          # port, seed, trials; RANGE: flips in its first bytes
 * </pre>
 */
public class AnswerDamage {
  private static volatile long flipAt = -1;
  private static volatile int flipMask = 1;
  private static final long RUN = System.currentTimeMillis() % 1_000_000;

  public static void main(String[] args) throws Exception {
    int serverPort = Integer.parseInt(args[0]);
    long seed = Long.parseLong(args[1]);
    int trials = Integer.parseInt(args[2]);
    boolean up = args.length > 3 && args[3].equals("up");
    int range = args.length > 4 ? Integer.parseInt(args[4]) : up ? 9_000 : 14_000;
    ServerSocket proxy = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
    Thread accepting = new Thread(() -> accept(proxy, serverPort, up), "proxy");
    accepting.setDaemon(true);
    accepting.start();
    String url = "jdbc:wcs://127.0.0.1:" + proxy.getLocalPort() + "/?connectTimeout=3000";
    List<String> expected = workload(url, 0);
    System.out.println("undamaged: " + expected.size() + " rows");
    Random random = new Random(seed);
    ExecutorService client = Executors.newCachedThreadPool(AnswerDamage::daemon);
    Map<String, Integer> tally = new TreeMap<>();
    for (int i = 1; i <= trials; i++) {
      flipAt = random.nextInt(range);
      flipMask = 1 << random.nextInt(8);
      int trial = i;
      Future<List<String>> run = client.submit(() -> workload(url, trial));
      String outcome;
      try {
        outcome = run.get(40, TimeUnit.SECONDS).equals(expected) ? "same" : "DIFFERENT rows";
      } catch (TimeoutException e) {
        outcome = "HANG";
        run.cancel(true);
      } catch (ExecutionException e) {
        outcome = failure(e.getCause());
      }
      tally.merge(outcome.split(":")[0], 1, Integer::sum);
      if (!outcome.equals("same")) {
        System.out.println(i + " byte " + flipAt + " xor " + flipMask + " => " + outcome);
      }
    }
    System.out.println("outcomes " + tally);
    System.exit(0);
  }

  private static String failure(Throwable failure) {
    if (failure instanceof SQLException e && e.getSQLState() != null) {
      return "error " + e.getSQLState() + ": " + e.getMessage().replace('\n', ' ');
    }
    StringWriter trace = new StringWriter();
    failure.printStackTrace(new PrintWriter(trace));
    return "BUG: " + trace.toString().lines().limit(10).collect(Collectors.joining(" | "));
  }

  private static List<String> workload(String url, int trial) throws SQLException {
    List<String> out = new ArrayList<>();
    String table = "k" + RUN + "_" + trial + ".t";
    try (Connection c = DriverManager.getConnection(url);
        Statement s = c.createStatement()) {
      s.setQueryTimeout(10);
      s.execute(
          "CREATE KEYSPACE k"
              + RUN
              + "_"
              + trial
              + " WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}");
      s.execute(
          "CREATE TABLE " + table + " (p int, c int, v text, l list<int>, PRIMARY KEY (p, c))");
      try (PreparedStatement insert =
          c.prepareStatement("INSERT INTO " + table + " (p, c, v, l) VALUES (?, ?, ?, ?)")) {
        for (int i = 0; i < 60; i++) {
          insert.setInt(1, i % 3);
          insert.setInt(2, i);
          insert.setString(3, "value-" + i);
          insert.setObject(4, List.of(i, i + 1));
          insert.executeUpdate();
        }
      }
      s.setFetchSize(7);
      try (ResultSet rs = s.executeQuery("SELECT p, c, v, l FROM " + table)) {
        while (rs.next()) {
          out.add(
              rs.getInt(1) + "|" + rs.getInt(2) + "|" + rs.getString(3) + "|" + rs.getObject(4));
        }
      }
      try (PreparedStatement point =
          c.prepareStatement("SELECT v FROM " + table + " WHERE p = ? AND c = ?")) {
        point.setInt(1, 1);
        point.setInt(2, 31);
        try (ResultSet rs = point.executeQuery()) {
          while (rs.next()) {
            out.add("point " + rs.getString(1));
          }
        }
      }
    }
    return out;
  }

  private static void accept(ServerSocket proxy, int serverPort, boolean up) {
    while (true) {
      try {
        Socket client = proxy.accept();
        Socket server = new Socket(InetAddress.getLoopbackAddress(), serverPort);
        pumpInBackground(client.getInputStream(), server.getOutputStream(), up);
        pumpInBackground(server.getInputStream(), client.getOutputStream(), !up);
      } catch (IOException e) {
        System.out.println("proxy: " + e);
      }
    }
  }

  private static void pumpInBackground(InputStream in, OutputStream out, boolean damaging) {
    Thread pump = new Thread(() -> pump(in, out, damaging), "pump");
    pump.setDaemon(true);
    pump.start();
  }

  /** Copies {@code in} to {@code out}, flipping the bit the trial chose when {@code damaging}. */
  private static void pump(InputStream in, OutputStream out, boolean damaging) {
    try (in;
        out) {
      byte[] buffer = new byte[8192];
      long position = 0;
      for (int n; (n = in.read(buffer)) > 0; position += n) {
        long at = flipAt;
        if (damaging && at >= position && at < position + n) {
          buffer[(int) (at - position)] ^= (byte) flipMask;
        }
        out.write(buffer, 0, n);
        out.flush();
      }
    } catch (IOException e) {
      // one side closed: the other follows
    }
  }

  private static Thread daemon(Runnable r) {
    Thread t = new Thread(r, "client");
    t.setDaemon(true);
    return t;
  }
}

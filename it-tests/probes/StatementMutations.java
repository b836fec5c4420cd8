import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Runs each golden script's statements on a database in memory, each followed by mutants of it
 * (tokens deleted, repeated, swapped, or replaced by another of the script's or by a CQL fragment),
 * and prints every answer that is not a result or a refusal in Cassandra's terms: an internal or
 * storage error, an exception that is not an SQLException, a statement that does not end, and a
 * refusal whose message shows a Java exception of WCS's own. From the clone's root:
 *
 * <pre>
 * java -cp driver/target/wcs-jdbc-0.1.0-SNAPSHOT.jar it-tests/probes/StatementMutations.java \
 *     it-tests/src/test/resources/cql 1 15        # scripts, seed, mutants per statement
 * </pre>
 */
public class StatementMutations {
  private static final Pattern TOKEN =
      Pattern.compile(
          "'(?:[^']|'')*'|\\$\\$.*?\\$\\$|\"(?:[^\"]|\"\")*\"|0[xX][0-9a-fA-F]*"
              + "|-?[0-9][0-9a-zA-Z.+\\-]*|[A-Za-z_][A-Za-z0-9_]*|<=|>=|!=|\\+=|-=|\\S",
          Pattern.DOTALL);
  // Fragments of CQL a mutant may insert, separated by '|'.
  private static final List<String> FRAGMENTS =
      List.of(
          ("(|)|[|]|{|}|,|?|:x|NULL|''|0|-1|9223372036854775807|1e400|NaN|"
                  + "-Infinity|token|AND|IN|CONTAINS|KEY|ORDER BY|LIMIT|TTL|WRITETIME|CAST|"
                  + "AS|frozen<|>|<|=|IF|EXISTS|NOT|0x|now()|*|DISTINCT|JSON|GROUP BY|"
                  + "PER PARTITION LIMIT|ALLOW FILTERING|'a'|[1]|{1: 2}|(1, 2)|"
                  + "maxTimeuuid(0)|3h|P1D|2020-01-01|123e4567-e89b-12d3-a456-426614174000|"
                  + "true")
              .split("\\|"));
  // Cassandra's own refusals quote these; WCS's must not show an exception of its own.
  private static final List<String> OWN_EXCEPTION =
      List.of("io.wcs", "NullPointerException", "ClassCastException", "IndexOutOfBounds");

  public static void main(String[] args) throws Exception {
    Path scripts = Path.of(args[0]);
    Random random = new Random(Long.parseLong(args[1]));
    int mutants = Integer.parseInt(args[2]);
    ExecutorService runner = Executors.newSingleThreadExecutor(StatementMutations::daemon);
    Map<String, Integer> tally = new TreeMap<>();
    List<Path> files;
    try (Stream<Path> list = Files.list(scripts)) {
      files = list.filter(p -> p.toString().endsWith(".cql")).sorted().toList();
    }
    int database = 0;
    for (Path script : files) {
      List<String> statements = statements(script);
      List<String> pool = new ArrayList<>();
      statements.forEach(s -> pool.addAll(tokens(s)));
      try (Connection c = DriverManager.getConnection("jdbc:wcs:mem:mutations" + database++);
          Statement s = c.createStatement()) {
        for (String statement : statements) {
          List<String> runs = new ArrayList<>(List.of(statement));
          for (int k = 0; k < mutants; k++) {
            runs.add(mutant(tokens(statement), random, pool));
          }
          for (String cql : runs) {
            Future<String> answer = runner.submit(() -> answer(s, cql));
            String outcome;
            try {
              outcome = answer.get(20, TimeUnit.SECONDS);
            } catch (TimeoutException e) {
              System.out.println(script.getFileName() + " :: " + cql + "\n  => HANG");
              System.exit(1);
              return;
            }
            tally.merge(outcome.split(" ")[0], 1, Integer::sum);
            if (!outcome.equals("ok") && !outcome.equals("refused")) {
              System.out.println(
                  script.getFileName() + " :: " + cql.replace('\n', ' ') + "\n  => " + outcome);
            }
          }
        }
      }
    }
    System.out.println("outcomes " + tally);
    System.exit(0);
  }

  private static String answer(Statement s, String cql) {
    try {
      if (s.execute(cql)) {
        try (ResultSet rs = s.getResultSet()) {
          int columns = rs.getMetaData().getColumnCount();
          while (rs.next()) {
            for (int i = 1; i <= columns; i++) {
              rs.getObject(i);
            }
          }
        }
      }
      return "ok";
    } catch (SQLException e) {
      String state = e.getSQLState();
      String message = String.valueOf(e.getMessage());
      if (state == null || state.equals("XX000") || state.equals("58030")) {
        return "BAD " + state + " " + message + cause(e);
      }
      if (message.isBlank() || OWN_EXCEPTION.stream().anyMatch(message::contains)) {
        return "ODD " + state + " " + message;
      }
      return "refused";
    } catch (RuntimeException | Error e) {
      return "BUG " + e + cause(e);
    }
  }

  private static String cause(Throwable e) {
    Throwable c = e.getCause() == null ? e : e.getCause();
    return " // "
        + c
        + " at "
        + Arrays.stream(c.getStackTrace())
            .limit(5)
            .map(Object::toString)
            .collect(Collectors.joining(" | "));
  }

  private static List<String> tokens(String statement) {
    List<String> out = new ArrayList<>();
    Matcher m = TOKEN.matcher(statement);
    while (m.find()) {
      out.add(m.group());
    }
    return out;
  }

  private static String mutant(List<String> tokens, Random random, List<String> pool) {
    List<String> t = new ArrayList<>(tokens);
    for (int k = 1 + random.nextInt(3); k > 0 && !t.isEmpty(); k--) {
      int i = random.nextInt(t.size());
      switch (random.nextInt(6)) {
        case 0 -> t.remove(i);
        case 1 -> t.add(i, t.get(i));
        case 2 -> {
          int j = random.nextInt(t.size());
          String swapped = t.get(i);
          t.set(i, t.get(j));
          t.set(j, swapped);
        }
        case 3 -> t.set(i, pool.get(random.nextInt(pool.size())));
        case 4 -> t.add(i, FRAGMENTS.get(random.nextInt(FRAGMENTS.size())));
        default -> t.set(i, FRAGMENTS.get(random.nextInt(FRAGMENTS.size())));
      }
    }
    return String.join(" ", t);
  }

  /** The script's statements: its lines without comments, split at a semicolon ending a line. */
  private static List<String> statements(Path script) throws IOException {
    StringBuilder text = new StringBuilder();
    for (String line : Files.readAllLines(script)) {
      String trimmed = line.trim();
      if (!trimmed.startsWith("--") && !trimmed.startsWith("//")) {
        text.append(line).append('\n');
      }
    }
    List<String> out = new ArrayList<>();
    for (String s : text.toString().split(";\\s*\n")) {
      if (!s.isBlank()) {
        out.add(s.trim());
      }
    }
    return out;
  }

  private static Thread daemon(Runnable r) {
    Thread t = new Thread(r, "statements");
    t.setDaemon(true);
    return t;
  }
}

package io.wcs.it.server;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.CqlSessionBuilder;
import com.datastax.oss.driver.api.core.DefaultConsistencyLevel;
import com.datastax.oss.driver.api.core.config.DefaultDriverOption;
import com.datastax.oss.driver.api.core.config.DriverConfigLoader;
import com.datastax.oss.driver.api.core.cql.AsyncResultSet;
import com.datastax.oss.driver.api.core.cql.BoundStatementBuilder;
import com.datastax.oss.driver.api.core.cql.ColumnDefinition;
import com.datastax.oss.driver.api.core.cql.ColumnDefinitions;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.ResultSet;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import com.datastax.oss.driver.api.core.data.TupleValue;
import com.datastax.oss.driver.api.core.data.UdtValue;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * A script of statements run through the Apache Cassandra Java driver, prepared and executed with
 * bound values, and the answers as text: what a node answers to values only a prepared statement
 * can carry (null, unset, malformed bytes). A line is {@code statement ;; value ;; value …}; a line
 * without values runs as a simple statement. A value is {@code null}, {@code unset}, or a type and
 * its text: {@code i:1} (int), {@code l:1} (bigint), {@code t:text}, {@code li:1,2} (list of int),
 * {@code st:a,b} (set of text), {@code mi:a=1,b=2} (map of text to int), {@code raw:00ff} (bytes
 * sent as they are, whatever the column's type). An answer is {@code OK}, {@code ROW} lines, or
 * {@code ERROR} with the driver's exception class and message, then the client warnings the answer
 * carried ({@code WARNING} lines). A line {@code PREPARE statement} only prepares it, and answers
 * with what drivers read of a prepared statement: its variables and result columns (keyspace,
 * table, name and type of each) and the variables that bind the partition key, by which drivers
 * route. A line {@code PAGED n statement} runs it with pages of {@code n} rows and answers with
 * each page's rows after a {@code PAGE} line. A line {@code REPEAT n statement} runs it {@code n}
 * times, {@code {i}} replaced by 0 to {@code n - 1}, and answers {@code OK} once. A line {@code AT
 * LEVEL statement} runs it at that consistency level. A line {@code SCHEMA keyspace} answers with
 * the keyspace as the driver's schema metadata describes it.
 *
 * <p>{@link #main} records a node's answers: {@code PORT SCRIPT OUT [USER PASSWORD]}.
 */
final class BoundValueScript {
  private static final String SEPARATOR = ";;";
  private static final String PREPARE = "PREPARE ";
  private static final String PAGED = "PAGED ";
  private static final String REPEAT = "REPEAT ";
  private static final String AT = "AT ";
  private static final String SCHEMA = "SCHEMA ";

  private BoundValueScript() {}

  /** Each statement's answer block: a {@code ## } line, then the answer's lines. */
  static List<String> run(CqlSession session, Path script) throws IOException {
    List<String> out = new ArrayList<>();
    for (String line : Files.readAllLines(script, StandardCharsets.UTF_8)) {
      if (line.isBlank() || line.startsWith("--")) {
        continue;
      }
      out.add("## " + line.strip());
      try {
        if (line.startsWith(PREPARE)) {
          out.addAll(metadata(session.prepare(line.substring(PREPARE.length()).strip())));
        } else if (line.startsWith(REPEAT)) {
          out.add(repeat(session, line.substring(REPEAT.length()).strip()));
        } else if (line.startsWith(PAGED)) {
          out.addAll(pages(session, line.substring(PAGED.length()).strip()));
        } else if (line.startsWith(SCHEMA)) {
          out.addAll(schema(session, line.substring(SCHEMA.length()).strip()));
        } else {
          out.addAll(render(execute(session, line)));
        }
      } catch (RuntimeException e) {
        out.add("ERROR " + e.getClass().getSimpleName() + ": " + oneLine(e.getMessage()));
      }
    }
    return out;
  }

  private static ResultSet execute(CqlSession session, String line) {
    String[] parts = line.split(SEPARATOR);
    String statement = parts[0].strip();
    if (statement.startsWith(AT)) {
      int space = statement.indexOf(' ', AT.length());
      return session.execute(
          SimpleStatement.newInstance(statement.substring(space + 1))
              .setConsistencyLevel(
                  DefaultConsistencyLevel.valueOf(statement.substring(AT.length(), space))));
    }
    if (parts.length == 1) {
      return session.execute(statement);
    }
    BoundStatementBuilder bound = session.prepare(statement).boundStatementBuilder();
    for (int i = 1; i < parts.length; i++) {
      bound = bind(bound, i - 1, parts[i].strip());
    }
    return session.execute(bound.build());
  }

  private static BoundStatementBuilder bind(BoundStatementBuilder bound, int index, String value) {
    if (value.equals("null")) {
      return bound.setToNull(index);
    }
    if (value.equals("unset")) {
      return bound.unset(index);
    }
    int colon = value.indexOf(':');
    String text = value.substring(colon + 1);
    return switch (value.substring(0, colon)) {
      case "i" -> bound.setInt(index, Integer.parseInt(text));
      case "l" -> bound.setLong(index, Long.parseLong(text));
      case "t" -> bound.setString(index, text);
      case "raw" -> bound.setBytesUnsafe(index, ByteBuffer.wrap(HexFormat.of().parseHex(text)));
      case "li" -> bound.setList(index, ints(text), Integer.class);
      case "st" -> bound.setSet(index, new LinkedHashSet<>(items(text)), String.class);
      case "mi" -> bound.setMap(index, intsByText(text), String.class, Integer.class);
      default -> throw new IllegalArgumentException("unknown value form " + value);
    };
  }

  private static List<String> items(String text) {
    return text.isEmpty() ? List.of() : Arrays.asList(text.split(","));
  }

  private static List<Integer> ints(String text) {
    return items(text).stream().map(Integer::valueOf).toList();
  }

  private static Map<String, Integer> intsByText(String text) {
    Map<String, Integer> map = new LinkedHashMap<>();
    for (String entry : items(text)) {
      String[] kv = entry.split("=");
      map.put(kv[0], Integer.valueOf(kv[1]));
    }
    return map;
  }

  private static String repeat(CqlSession session, String countAndStatement) {
    int space = countAndStatement.indexOf(' ');
    int count = Integer.parseInt(countAndStatement.substring(0, space));
    String statement = countAndStatement.substring(space + 1).strip();
    for (int i = 0; i < count; i++) {
      session.execute(statement.replace("{i}", Integer.toString(i)));
    }
    return "OK";
  }

  /** The statement's rows page by page, each page fetched as the driver fetches the next. */
  private static List<String> pages(CqlSession session, String sizeAndStatement) {
    int space = sizeAndStatement.indexOf(' ');
    int size = Integer.parseInt(sizeAndStatement.substring(0, space));
    String statement = sizeAndStatement.substring(space + 1).strip();
    List<String> out = new ArrayList<>();
    AsyncResultSet page =
        session
            .executeAsync(SimpleStatement.newInstance(statement).setPageSize(size))
            .toCompletableFuture()
            .join();
    while (true) {
      List<Row> rows = new ArrayList<>();
      page.currentPage().forEach(rows::add);
      out.add("PAGE " + rows.size());
      out.addAll(rowLines(page.getColumnDefinitions(), rows));
      if (!page.hasMorePages()) {
        return out;
      }
      page = page.fetchNextPage().toCompletableFuture().join();
    }
  }

  /**
   * The keyspace as the driver's schema metadata describes it: what it read of {@code
   * system_schema}, as drivers and tools built on them see a database's schema.
   */
  private static List<String> schema(CqlSession session, String keyspace) {
    return session
        .refreshSchema()
        .getKeyspace(keyspace)
        .map(k -> List.of(k.describeWithChildren(true).split("\n")))
        .orElse(List.of("NO KEYSPACE " + keyspace));
  }

  private static List<String> metadata(PreparedStatement prepared) {
    return List.of(
        "VARIABLES" + columns(prepared.getVariableDefinitions()),
        "COLUMNS" + columns(prepared.getResultSetDefinitions()),
        "PARTITION KEY " + prepared.getPartitionKeyIndices());
  }

  private static String columns(ColumnDefinitions definitions) {
    StringBuilder text = new StringBuilder();
    for (ColumnDefinition d : definitions) {
      text.append(' ')
          .append(d.getKeyspace().asInternal())
          .append('.')
          .append(d.getTable().asInternal())
          .append('.')
          .append(d.getName().asInternal())
          .append(':')
          .append(d.getType().asCql(true, true));
    }
    return text.toString();
  }

  private static List<String> render(ResultSet rows) {
    ColumnDefinitions columns = rows.getColumnDefinitions();
    List<String> out = new ArrayList<>();
    if (columns.size() == 0) {
      out.add("OK");
    }
    List<Row> all = new ArrayList<>();
    rows.forEach(all::add);
    out.addAll(rowLines(columns, all));
    for (String warning : rows.getExecutionInfo().getWarnings()) {
      out.add("WARNING " + oneLine(warning));
    }
    return out;
  }

  private static List<String> rowLines(ColumnDefinitions columns, List<Row> rows) {
    List<String> out = new ArrayList<>();
    for (Row row : rows) {
      StringBuilder line = new StringBuilder("ROW");
      for (int i = 0; i < columns.size(); i++) {
        line.append(' ').append(row.isNull(i) ? "null" : text(row.getObject(i)));
      }
      out.add(line.toString());
    }
    return out;
  }

  /** A value as text: user type and tuple values by their contents, also inside collections. */
  private static String text(Object value) {
    if (value instanceof UdtValue udt) {
      return udt.getFormattedContents();
    }
    if (value instanceof TupleValue tuple) {
      return tuple.getFormattedContents();
    }
    if (value instanceof Collection<?> elements) {
      List<String> texts = new ArrayList<>();
      elements.forEach(e -> texts.add(text(e)));
      return "[" + String.join(", ", texts) + "]";
    }
    if (value instanceof Map<?, ?> entries) {
      List<String> texts = new ArrayList<>();
      entries.forEach((k, v) -> texts.add(text(k) + "=" + text(v)));
      return "{" + String.join(", ", texts) + "}";
    }
    return String.valueOf(value);
  }

  private static String oneLine(String message) {
    return String.valueOf(message).replace('\n', ' ');
  }

  /**
   * A session to the node at {@code address}, refreshing its schema metadata as soon as a schema
   * change is answered: the driver's default waits a second for more changes, after each DDL.
   */
  static CqlSessionBuilder session(InetSocketAddress address) {
    return CqlSession.builder()
        .addContactPoint(address)
        .withLocalDatacenter("datacenter1")
        .withConfigLoader(
            DriverConfigLoader.programmaticBuilder()
                .withDuration(DefaultDriverOption.METADATA_SCHEMA_WINDOW, Duration.ZERO)
                .build());
  }

  public static void main(String[] args) throws IOException {
    var builder = session(new InetSocketAddress("127.0.0.1", Integer.parseInt(args[0])));
    if (args.length > 4) {
      builder = builder.withAuthCredentials(args[3], args[4]);
    }
    try (CqlSession session = builder.build()) {
      Files.write(Path.of(args[2]), run(session, Path.of(args[1])), StandardCharsets.UTF_8);
    }
  }
}

package io.wcs.driver.shell;

import io.wcs.driver.error.WcsSqlState;
import io.wcs.parser.ast.Identifier;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Runs cqlsh's COPY through JDBC: TO writes a table's rows to a CSV file, a page at a time; FROM
 * inserts a CSV file's records with a prepared INSERT, {@code MAXBATCHSIZE} records to a batch (a
 * counter table's, as cqlsh does, with an UPDATE adding each value, a record at a time). A record
 * that cannot be inserted is reported with its line and the copy goes on; the command then fails,
 * naming how many. Values are written as {@code getString} gives them, the CQL literal cqlsh shows
 * (booleans {@code True} and {@code False}, as cqlsh writes them), and read back with {@code
 * setString}; a timestamp with cqlsh's microseconds reads as its milliseconds.
 */
final class Copy {

  /** cqlsh's options that tune its worker processes: taken, with nothing to tune here. */
  private static final Set<String> TUNING =
      Set.of(
          "NUMPROCESSES",
          "MAXATTEMPTS",
          "REPORTFREQUENCY",
          "RATEFILE",
          "CHUNKSIZE",
          "INGESTRATE",
          "MINBATCHSIZE",
          "PREPAREDSTATEMENTS",
          "MAXREQUESTS",
          "PAGETIMEOUT");

  private static final Set<String> COMMON =
      Set.of("DELIMITER", "QUOTE", "ESCAPE", "HEADER", "NULL");
  private static final Set<String> FROM_ONLY = Set.of("MAXROWS", "SKIPROWS", "TTL", "MAXBATCHSIZE");
  private static final Set<String> TO_ONLY = Set.of("PAGESIZE", "ENCODING");

  /** cqlsh's timestamp text has microseconds, which CQL's timestamp literals do not take. */
  private static final Pattern MICROSECONDS = Pattern.compile("(:\\d\\d\\.\\d{3})\\d+");

  private final Connection connection;
  private final CopyCommand command;
  private final PrintStream out;
  private final PrintStream err;

  /** The records of {@code COPY … FROM STDIN}; null for a file. */
  private final InputLinesReader records;

  private final CsvFormat format;
  private final boolean header;

  private Copy(
      Connection connection,
      CopyCommand command,
      PrintStream out,
      PrintStream err,
      InputLinesReader records)
      throws SQLException {
    this.connection = connection;
    this.command = command;
    this.out = out;
    this.err = err;
    this.records = records;
    checkOptions();
    this.format =
        new CsvFormat(
            character("DELIMITER", ','),
            character("QUOTE", '"'),
            character("ESCAPE", '\\'),
            command.options().getOrDefault("NULL", ""));
    this.header = bool("HEADER");
  }

  /**
   * Runs {@code command} on {@code connection}; progress and failed records print to the streams.
   *
   * @param input the records of {@code COPY … FROM STDIN}, read up to their end line even when the
   *     copy fails, so that none of them is taken for a statement
   */
  static void run(
      Connection connection,
      CopyCommand command,
      PrintStream out,
      PrintStream err,
      InputLines input)
      throws SQLException {
    InputLinesReader records =
        command.from() && command.file() == null ? new InputLinesReader(input) : null;
    try {
      Copy copy = new Copy(connection, command, out, err, records);
      if (command.from()) {
        copy.importFile();
      } else {
        copy.export();
      }
    } catch (SQLException | RuntimeException e) {
      if (records != null) {
        try {
          records.skipToEnd();
        } catch (IOException skipping) {
          e.addSuppressed(skipping);
        }
      }
      throw e;
    }
  }

  private void export() throws SQLException {
    long start = System.nanoTime();
    long rows = 0;
    try (Statement select = connection.createStatement()) {
      select.setFetchSize(positive("PAGESIZE", 1000));
      try (ResultSet rs = select.executeQuery("SELECT " + columnList() + " FROM " + table());
          Writer writer = exportWriter()) {
        ResultSetMetaData meta = rs.getMetaData();
        List<String> labels = labels(meta);
        announce(meta, labels);
        CsvWriter csv = new CsvWriter(writer, format);
        if (header) {
          csv.write(labels);
        }
        List<String> fields = new ArrayList<>(labels.size());
        while (rs.next()) {
          fields.clear();
          for (int i = 1; i <= labels.size(); i++) {
            fields.add(exported(rs.getString(i), meta.getColumnType(i)));
          }
          csv.write(fields);
          rows++;
        }
      } catch (IOException e) {
        throw fileFailure(e);
      }
    }
    out.printf(
        Locale.ROOT,
        "%d rows exported to 1 files in %.3f seconds.%n",
        rows,
        (System.nanoTime() - start) / 1e9);
  }

  private Writer exportWriter() throws IOException {
    if (command.file() == null) {
      // the shell's own output stays open after the copy
      return new OutputStreamWriter(out, StandardCharsets.UTF_8) {
        @Override
        public void close() throws IOException {
          flush();
        }
      };
    }
    return Files.newBufferedWriter(file(), StandardCharsets.UTF_8);
  }

  /**
   * The file's text, or the lines of {@code STDIN}, which cqlsh asks to end with a line {@value
   * InputLines#END}.
   */
  private Reader importReader() throws IOException {
    if (command.file() == null) {
      out.println("[Use " + InputLines.END + " on a line by itself to end input]");
      return records;
    }
    return Files.newBufferedReader(file(), StandardCharsets.UTF_8);
  }

  private static String exported(String value, int type) {
    if (value != null && type == Types.BOOLEAN) {
      return value.equals("true") ? "True" : "False";
    }
    return value;
  }

  private void importFile() throws SQLException {
    long start = System.nanoTime();
    ResultSetMetaData meta;
    try (PreparedStatement select =
        connection.prepareStatement("SELECT " + columnList() + " FROM " + table())) {
      meta = select.getMetaData();
    }
    List<String> labels = labels(meta);
    announce(meta, labels);
    int[] types = new int[labels.size()];
    for (int i = 0; i < types.length; i++) {
      types[i] = meta.getColumnType(i + 1);
    }
    Write write = write(meta, labels);
    Importer importer =
        new Importer(
            connection.prepareStatement(write.cql()),
            write.parameterOf(),
            types,
            write.counters() ? 1 : positive("MAXBATCHSIZE", 20));
    long skipped = 0;
    try (Reader reader = importReader()) {
      CsvReader csv = new CsvReader(reader, format);
      if (header) {
        csv.next();
      }
      int skip = integer("SKIPROWS", 0);
      int maxRows = integer("MAXROWS", -1);
      List<String> record;
      while ((maxRows < 0 || importer.seen < maxRows) && (record = csv.next()) != null) {
        if (skipped < skip) {
          skipped++;
          continue;
        }
        importer.add(record, csv.recordLine());
      }
      if (records != null) {
        records.skipToEnd();
      }
      importer.flush();
    } catch (IOException e) {
      importer.flush();
      throw fileFailure(e);
    } finally {
      importer.close();
    }
    out.printf(
        Locale.ROOT,
        "%d rows imported from %d files in %.3f seconds (%d skipped).%n",
        importer.imported,
        command.file() == null ? 0 : 1,
        (System.nanoTime() - start) / 1e9,
        skipped);
    if (importer.failed > 0) {
      throw WcsSqlState.INVALID_VALUE.exception(
          "Failed to import "
              + importer.failed
              + " rows of "
              + Objects.requireNonNullElse(command.file(), "STDIN")
              + "; see above");
    }
  }

  /**
   * The write of one record: its CQL, and which parameter each field binds.
   *
   * @param parameterOf the 1-based parameter of each field of a record
   * @param counters whether it adds to counters, which CQL batches only in counter batches
   */
  private record Write(String cql, int[] parameterOf, boolean counters) {}

  /**
   * An INSERT of the columns; for a counter table, as cqlsh does, an UPDATE adding each counter's
   * value, keyed by the other columns.
   */
  private Write write(ResultSetMetaData meta, List<String> labels) throws SQLException {
    List<String> names = command.columns().isEmpty() ? quoted(labels) : command.columns();
    int ttl = integer("TTL", -1);
    int[] parameterOf = new int[names.size()];
    List<String> counters = new ArrayList<>();
    List<String> keys = new ArrayList<>();
    for (int i = 0; i < names.size(); i++) {
      boolean counter = meta.getColumnTypeName(i + 1).equals("counter");
      (counter ? counters : keys).add(names.get(i));
    }
    if (counters.isEmpty()) {
      for (int i = 0; i < parameterOf.length; i++) {
        parameterOf[i] = i + 1;
      }
      return new Write(
          "INSERT INTO "
              + table()
              + " ("
              + String.join(", ", names)
              + ") VALUES ("
              + String.join(", ", Collections.nCopies(names.size(), "?"))
              + ")"
              + (ttl > 0 ? " USING TTL " + ttl : ""),
          parameterOf,
          false);
    }
    if (ttl > 0) {
      throw WcsSqlState.SYNTAX_ERROR.exception(
          "COPY FROM a counter table takes no TTL: counters cannot expire");
    }
    List<String> sets = new ArrayList<>();
    counters.forEach(c -> sets.add(c + " = " + c + " + ?"));
    List<String> wheres = new ArrayList<>();
    keys.forEach(k -> wheres.add(k + " = ?"));
    for (int i = 0; i < names.size(); i++) {
      int counter = counters.indexOf(names.get(i));
      parameterOf[i] =
          counter >= 0 ? counter + 1 : counters.size() + keys.indexOf(names.get(i)) + 1;
    }
    return new Write(
        "UPDATE "
            + table()
            + " SET "
            + String.join(", ", sets)
            + " WHERE "
            + String.join(" AND ", wheres),
        parameterOf,
        true);
  }

  /** Inserts records a batch at a time, and one at a time where a batch fails. */
  private final class Importer {
    private final PreparedStatement insert;
    private final int[] parameterOf;
    private final int[] types;
    private final int batchSize;
    private final List<List<String>> batch = new ArrayList<>();
    private final List<Integer> batchLines = new ArrayList<>();
    long seen;
    long imported;
    long failed;

    Importer(PreparedStatement insert, int[] parameterOf, int[] types, int batchSize) {
      this.insert = insert;
      this.parameterOf = parameterOf;
      this.types = types;
      this.batchSize = batchSize;
    }

    void add(List<String> record, int line) throws SQLException {
      seen++;
      if (record.size() != types.length) {
        failure(line, "Invalid row length " + record.size() + " should be " + types.length);
        return;
      }
      batch.add(record);
      batchLines.add(line);
      if (batch.size() == batchSize) {
        flush();
      }
    }

    void flush() throws SQLException {
      if (batch.isEmpty()) {
        return;
      }
      if (batchSize == 1 || !appliedAsBatch()) {
        oneByOne();
      }
      batch.clear();
      batchLines.clear();
    }

    /** Whether the records applied as one batch; when not, none of them was. */
    private boolean appliedAsBatch() throws SQLException {
      try {
        for (List<String> record : batch) {
          bind(record);
          insert.addBatch();
        }
        insert.executeBatch();
        imported += batch.size();
        return true;
      } catch (SQLException e) {
        insert.clearBatch();
        return false;
      }
    }

    /** The records each on its own: a batch of one, or a failed batch, so only bad ones fail. */
    private void oneByOne() {
      for (int i = 0; i < batch.size(); i++) {
        try {
          bind(batch.get(i));
          insert.executeUpdate();
          imported++;
        } catch (SQLException e) {
          failure(batchLines.get(i), e.getMessage());
        }
      }
    }

    private void bind(List<String> record) throws SQLException {
      for (int i = 0; i < types.length; i++) {
        String field = record.get(i);
        int parameter = parameterOf[i];
        if (field.equals(format.nullText())) {
          insert.setNull(parameter, types[i]);
        } else if (types[i] == Types.TIMESTAMP) {
          insert.setString(parameter, MICROSECONDS.matcher(field).replaceFirst("$1"));
        } else {
          insert.setString(parameter, field);
        }
      }
    }

    private void failure(int line, String message) {
      failed++;
      err.println("Failed to import the row at line " + line + ": " + message);
    }

    void close() throws SQLException {
      insert.close();
    }
  }

  private void announce(ResultSetMetaData meta, List<String> labels) throws SQLException {
    out.println(
        "Starting copy of "
            + meta.getSchemaName(1)
            + "."
            + meta.getTableName(1)
            + " with columns ["
            + String.join(", ", labels)
            + "].");
  }

  private static List<String> labels(ResultSetMetaData meta) throws SQLException {
    List<String> labels = new ArrayList<>(meta.getColumnCount());
    for (int i = 1; i <= meta.getColumnCount(); i++) {
      labels.add(meta.getColumnLabel(i));
    }
    return labels;
  }

  private static List<String> quoted(List<String> names) {
    List<String> quoted = new ArrayList<>(names.size());
    for (String name : names) {
      quoted.add(new Identifier(name).toCql());
    }
    return quoted;
  }

  private String columnList() {
    return command.columns().isEmpty() ? "*" : String.join(", ", command.columns());
  }

  private String table() {
    return command.table();
  }

  private Path file() {
    return ShellFiles.path(command.file());
  }

  private SQLException fileFailure(IOException e) {
    return WcsSqlState.STORAGE_ERROR.exception(
        "COPY "
            + (command.from() ? "FROM " : "TO ")
            + Objects.requireNonNullElse(command.file(), command.from() ? "STDIN" : "STDOUT")
            + ": "
            + e,
        e);
  }

  /** Refuses an option cqlsh does not know, or one the WCS shell does not do. */
  private void checkOptions() throws SQLException {
    List<String> unknown = new ArrayList<>();
    for (String option : command.options().keySet()) {
      boolean known =
          COMMON.contains(option)
              || TUNING.contains(option)
              || (command.from() ? FROM_ONLY : TO_ONLY).contains(option);
      if (!known) {
        unknown.add(option.toLowerCase(Locale.ROOT));
      }
    }
    if (!unknown.isEmpty()) {
      throw WcsSqlState.SYNTAX_ERROR.exception(
          "Unrecognized COPY "
              + (command.from() ? "FROM" : "TO")
              + " options: "
              + String.join(", ", unknown)
              + " (the WCS shell takes delimiter, quote, escape, header, null"
              + (command.from() ? ", maxrows, skiprows, ttl, maxbatchsize" : ", pagesize, encoding")
              + ", and cqlsh's tuning options, which it ignores)");
    }
    String encoding = command.options().get("ENCODING");
    if (encoding != null && !encoding.replace("-", "").equalsIgnoreCase("utf8")) {
      throw WcsSqlState.FEATURE_NOT_SUPPORTED.exception(
          "COPY TO writes UTF-8 only, not " + encoding);
    }
  }

  private char character(String option, char otherwise) throws SQLException {
    String value = command.options().get(option);
    if (value == null) {
      return otherwise;
    }
    if (value.length() != 1) {
      throw invalidOption(option, value, "a single character");
    }
    return value.charAt(0);
  }

  private boolean bool(String option) throws SQLException {
    String value = command.options().getOrDefault(option, "false");
    if (!value.equalsIgnoreCase("true") && !value.equalsIgnoreCase("false")) {
      throw invalidOption(option, value, "true or false");
    }
    return value.equalsIgnoreCase("true");
  }

  private int integer(String option, int otherwise) throws SQLException {
    String value = command.options().get(option);
    if (value == null) {
      return otherwise;
    }
    try {
      return Integer.parseInt(value);
    } catch (NumberFormatException e) {
      throw invalidOption(option, value, "an integer");
    }
  }

  private int positive(String option, int otherwise) throws SQLException {
    int value = integer(option, otherwise);
    if (value <= 0) {
      throw invalidOption(option, String.valueOf(value), "a positive integer");
    }
    return value;
  }

  private static SQLException invalidOption(String option, String value, String expected) {
    return WcsSqlState.SYNTAX_ERROR.exception(
        "Invalid value '"
            + value
            + "' for COPY option "
            + option.toLowerCase(Locale.ROOT)
            + ": expected "
            + expected);
  }
}

package io.wcs.driver.shell;

import io.wcs.parser.ast.Identifier;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Supplier;
import org.jline.reader.Candidate;
import org.jline.reader.Completer;
import org.jline.reader.LineReader;
import org.jline.reader.ParsedLine;

/**
 * Tab completion for the interactive shell: CQL's and cqlsh's keywords, the keyspaces, the current
 * keyspace's tables, {@code ks.} followed by that keyspace's tables, and the columns of the tables
 * the line names. Names are read from the connection's metadata at each completion, so a table
 * created a moment ago completes; the line reader keeps the candidates that start with the word.
 */
final class CqlCompleter implements Completer {
  private static final List<String> KEYWORDS =
      List.of(
          "ADD",
          "AGGREGATE",
          "ALL",
          "ALLOW",
          "ALTER",
          "AND",
          "APPLY",
          "AS",
          "ASC",
          "BATCH",
          "BEGIN",
          "BY",
          "CLUSTERING",
          "COMPACT",
          "CONSISTENCY",
          "CONTAINS",
          "COPY",
          "COUNT",
          "COUNTER",
          "CREATE",
          "CUSTOM",
          "DELETE",
          "DESC",
          "DESCRIBE",
          "DISTINCT",
          "DROP",
          "EXISTS",
          "EXPAND",
          "FILTERING",
          "FROM",
          "FROZEN",
          "FUNCTION",
          "GRANT",
          "GROUP",
          "HEADER",
          "IF",
          "IN",
          "INDEX",
          "INSERT",
          "INTO",
          "IS",
          "JSON",
          "KEY",
          "KEYSPACE",
          "KEYSPACES",
          "LIMIT",
          "LIST",
          "MATERIALIZED",
          "NOT",
          "NULL",
          "OF",
          "ON",
          "ORDER",
          "PAGING",
          "PARTITION",
          "PER",
          "PERMISSIONS",
          "PRIMARY",
          "RENAME",
          "REPLICATION",
          "REVOKE",
          "ROLE",
          "ROLES",
          "SCHEMA",
          "SELECT",
          "SERIAL",
          "SET",
          "SHOW",
          "SOURCE",
          "STATIC",
          "TABLE",
          "TABLES",
          "TIMESTAMP",
          "TO",
          "TOKEN",
          "TRUNCATE",
          "TTL",
          "TYPE",
          "TYPES",
          "UNLOGGED",
          "UPDATE",
          "USE",
          "USING",
          "VALUES",
          "VIEW",
          "WHERE",
          "WITH",
          "WRITETIME");

  private final Supplier<Connection> connection;

  /**
   * @param connection the shell's connection at the time of each completion (LOGIN replaces it)
   */
  CqlCompleter(Supplier<Connection> connection) {
    this.connection = connection;
  }

  @Override
  public void complete(LineReader reader, ParsedLine line, List<Candidate> candidates) {
    for (String candidate : candidates(line.line(), line.word())) {
      candidates.add(new Candidate(candidate, candidate, null, null, null, null, false));
    }
  }

  /**
   * What {@code word} may complete to in {@code line}; an unreachable database leaves the keywords
   * alone.
   */
  List<String> candidates(String line, String word) {
    Set<String> out = new TreeSet<>();
    try {
      Connection current = connection.get();
      DatabaseMetaData meta = current.getMetaData();
      int dot = word.indexOf('.');
      if (dot >= 0) {
        String keyspace = unquoted(word.substring(0, dot));
        for (String table : tables(meta, keyspace)) {
          out.add(word.substring(0, dot + 1) + quoted(table));
        }
        return List.copyOf(out);
      }
      out.addAll(KEYWORDS);
      for (String keyspace : keyspaces(meta)) {
        out.add(quoted(keyspace));
      }
      String inUse = current.getSchema();
      if (inUse != null) {
        tables(meta, inUse).forEach(t -> out.add(quoted(t)));
      }
      for (String named : line.split("[\\s,;()]+")) {
        columnsOf(meta, named, inUse).forEach(c -> out.add(quoted(c)));
      }
    } catch (SQLException e) {
      out.addAll(KEYWORDS);
    }
    return List.copyOf(out);
  }

  private static List<String> keyspaces(DatabaseMetaData meta) throws SQLException {
    List<String> names = new ArrayList<>();
    try (ResultSet rs = meta.getSchemas()) {
      while (rs.next()) {
        names.add(rs.getString("TABLE_SCHEM"));
      }
    }
    return names;
  }

  private static List<String> tables(DatabaseMetaData meta, String keyspace) throws SQLException {
    List<String> names = new ArrayList<>();
    try (ResultSet rs = meta.getTables(null, keyspace, null, null)) {
      while (rs.next()) {
        names.add(rs.getString("TABLE_NAME"));
      }
    }
    return names;
  }

  /** The columns of {@code name} if it names a table, {@code ks.t} or one of {@code current}'s. */
  private static List<String> columnsOf(DatabaseMetaData meta, String name, String current)
      throws SQLException {
    int dot = name.indexOf('.');
    String keyspace = dot < 0 ? current : unquoted(name.substring(0, dot));
    if (keyspace == null || name.isEmpty()) {
      return List.of();
    }
    String table = unquoted(dot < 0 ? name : name.substring(dot + 1));
    List<String> columns = new ArrayList<>();
    try (ResultSet rs = meta.getColumns(null, keyspace, table, null)) {
      while (rs.next()) {
        columns.add(rs.getString("COLUMN_NAME"));
      }
    }
    return columns;
  }

  /** A name as CQL reads it: quoted as written, unquoted in lower case. */
  private static String unquoted(String name) {
    if (name.length() >= 2 && name.startsWith("\"") && name.endsWith("\"")) {
      return name.substring(1, name.length() - 1).replace("\"\"", "\"");
    }
    return name.toLowerCase(Locale.ROOT);
  }

  private static String quoted(String name) {
    return new Identifier(name).toCql();
  }
}

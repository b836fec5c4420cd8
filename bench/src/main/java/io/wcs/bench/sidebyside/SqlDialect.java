package io.wcs.bench.sidebyside;

import java.nio.file.Path;
import java.util.List;

/**
 * What differs between the JDBC targets: URLs, schema, per-connection settings and the statements
 * whose syntax is not shared. Every overwrite is an upsert of one column (CQL's INSERT, H2's MERGE,
 * SQLite's ON CONFLICT DO UPDATE) so each engine does the same work. Parameter order is the same in
 * every dialect: overwrite (key, value); latest (sensor); range (sensor, from, to).
 *
 * @param table prefix of table names (a keyspace for CQL)
 * @param connectionSetup statements run on every new connection
 * @param transactional whether the peer has transactions: its connections then do not auto-commit
 *     and each operation, a whole batch included, commits once; CQL has none, and its JDBC batch is
 *     one CQL batch
 * @param userBatchRows the most usertable rows one JDBC batch may hold: a CQL batch over several
 *     partitions is refused above Cassandra's batch_size_fail_threshold (50 KiB of data), which
 *     {@value #CQL_USER_BATCH_ROWS} rows of ten 100-byte fields stay under (about 1,180 bytes each)
 */
record SqlDialect(
    String fileUrlPrefix,
    String fileUrlSuffix,
    String memUrl,
    String table,
    List<String> connectionSetup,
    List<String> schema,
    String overwriteTemplate,
    String latestSql,
    boolean transactional,
    int userBatchRows) {

  static final int FIELDS = 10;
  static final int CQL_USER_BATCH_ROWS = 40;

  /** The template's FIELD is replaced by the column name. */
  String overwriteSql(int field) {
    return overwriteTemplate.replace("FIELD", "field" + field);
  }

  String fileUrl(Path dir) {
    return fileUrlPrefix + dir.toAbsolutePath() + fileUrlSuffix;
  }

  String insertUserSql() {
    StringBuilder sql = new StringBuilder("INSERT INTO " + table + "usertable (ycsb_key");
    for (int i = 0; i < FIELDS; i++) {
      sql.append(", field").append(i);
    }
    sql.append(") VALUES (?").append(", ?".repeat(FIELDS)).append(')');
    return sql.toString();
  }

  String readUserSql() {
    return "SELECT " + fieldList() + " FROM " + table + "usertable WHERE ycsb_key = ?";
  }

  String insertReadingSql() {
    return "INSERT INTO " + table + "series (sensor, ts, reading) VALUES (?, ?, ?)";
  }

  String rangeSql() {
    return "SELECT ts, reading FROM " + table + "series WHERE sensor = ? AND ts >= ? AND ts < ?";
  }

  /**
   * WCS through its JDBC driver: CQL, with the commit log mode {@code wcs.sync()} (group: a write
   * is acknowledged after an fsync shared with concurrent writes; periodic: fsync in the
   * background) and the usertable compressed as {@code wcs.compression()} says.
   */
  static SqlDialect wcs(WcsSettings wcs) {
    return cql(
        "jdbc:wcs:file:",
        "?sync=" + wcs.sync(),
        "jdbc:wcs:mem:firstquery",
        "bench",
        wcs.usertableOptions());
  }

  /**
   * The same CQL in {@code keyspace}, for {@link CassandraTarget}: the Java driver connects without
   * a JDBC URL.
   */
  static SqlDialect cassandra(String keyspace) {
    return cql("", "", "", keyspace, "");
  }

  private static SqlDialect cql(
      String fileUrlPrefix,
      String fileUrlSuffix,
      String memUrl,
      String keyspace,
      String usertableOptions) {
    String table = keyspace + ".";
    return new SqlDialect(
        fileUrlPrefix,
        fileUrlSuffix,
        memUrl,
        table,
        List.of(),
        List.of(
            "CREATE KEYSPACE IF NOT EXISTS "
                + keyspace
                + " WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}",
            "CREATE TABLE IF NOT EXISTS "
                + table
                + "usertable (ycsb_key text PRIMARY KEY, "
                + columns(" text")
                + ")"
                + usertableOptions,
            "CREATE TABLE IF NOT EXISTS "
                + table
                + "series (sensor int, ts bigint, reading double,"
                + " PRIMARY KEY (sensor, ts)) WITH CLUSTERING ORDER BY (ts DESC)"),
        "INSERT INTO " + table + "usertable (ycsb_key, FIELD) VALUES (?, ?)",
        "SELECT ts, reading FROM " + table + "series WHERE sensor = ? LIMIT " + Target.LATEST_ROWS,
        false,
        CQL_USER_BATCH_ROWS);
  }

  /** H2 2.x, file database on its default MVStore engine. */
  static SqlDialect h2() {
    return new SqlDialect(
        "jdbc:h2:file:",
        "/h2",
        "jdbc:h2:mem:firstquery",
        "",
        List.of(),
        List.of(
            "CREATE TABLE IF NOT EXISTS usertable (ycsb_key VARCHAR(64) PRIMARY KEY, "
                + columns(" VARCHAR(100)")
                + ")",
            "CREATE TABLE IF NOT EXISTS series (sensor INT, ts BIGINT, reading DOUBLE PRECISION,"
                + " PRIMARY KEY (sensor, ts))"),
        "MERGE INTO usertable (ycsb_key, FIELD) KEY (ycsb_key) VALUES (?, ?)",
        "SELECT ts, reading FROM series WHERE sensor = ? ORDER BY ts DESC LIMIT "
            + Target.LATEST_ROWS,
        true,
        Sizes.BATCH);
  }

  /** SQLite through xerial sqlite-jdbc: WAL, synchronous=NORMAL, tables clustered by key. */
  static SqlDialect sqlite() {
    return new SqlDialect(
        "jdbc:sqlite:",
        "/sqlite.db",
        "jdbc:sqlite:file:firstquery?mode=memory&cache=shared",
        "",
        List.of(
            "PRAGMA journal_mode=WAL", "PRAGMA synchronous=NORMAL", "PRAGMA busy_timeout=30000"),
        List.of(
            "CREATE TABLE IF NOT EXISTS usertable (ycsb_key TEXT PRIMARY KEY, "
                + columns(" TEXT")
                + ") WITHOUT ROWID",
            "CREATE TABLE IF NOT EXISTS series (sensor INTEGER, ts INTEGER, reading REAL,"
                + " PRIMARY KEY (sensor, ts)) WITHOUT ROWID"),
        "INSERT INTO usertable (ycsb_key, FIELD) VALUES (?, ?)"
            + " ON CONFLICT (ycsb_key) DO UPDATE SET FIELD = excluded.FIELD",
        "SELECT ts, reading FROM series WHERE sensor = ? ORDER BY ts DESC LIMIT "
            + Target.LATEST_ROWS,
        true,
        Sizes.BATCH);
  }

  private String fieldList() {
    return columns("");
  }

  private static String columns(String type) {
    StringBuilder list = new StringBuilder();
    for (int i = 0; i < FIELDS; i++) {
      list.append(i == 0 ? "" : ", ").append("field").append(i).append(type);
    }
    return list.toString();
  }
}

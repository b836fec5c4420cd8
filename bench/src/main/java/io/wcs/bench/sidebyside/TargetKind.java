package io.wcs.bench.sidebyside;

import java.nio.file.Path;
import java.util.Locale;

/** The databases the harness knows, by their {@code --targets} name. */
enum TargetKind {
  WCS("WCS", "as its settings say"),
  H2("H2", "file (MVStore defaults)"),
  SQLITE("SQLite", "WAL, synchronous=NORMAL"),
  ROCKSDB("RocksDB", "WAL on, no sync per write"),
  /** Optional: a running node, which the issue sets no targets against. */
  CASSANDRA("Cassandra", "the node's own settings, the Java driver's defaults (LOCAL_ONE)");

  final String title;
  private final String durability;

  TargetKind(String title, String durability) {
    this.title = title;
    this.durability = durability;
  }

  /** How the target makes writes durable, for the report's header. */
  String durability(WcsSettings wcs) {
    return title + " " + (this == WCS ? wcs.describe() : durability);
  }

  /** Whether the target's data is in the files under its directory (not in a server). */
  boolean keepsDataInItsDirectory() {
    return this != CASSANDRA;
  }

  static TargetKind named(String name) {
    try {
      return valueOf(name.toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          "unknown target '" + name + "': expected wcs, h2, sqlite, rocksdb or cassandra", e);
    }
  }

  String flag() {
    return name().toLowerCase(Locale.ROOT);
  }

  /**
   * Opens the target's file database in {@code dir}, creating it if absent (for Cassandra, the
   * keyspace {@code dir} stands for); WCS and Cassandra as {@code settings} say.
   */
  Target openFile(Path dir, TargetSettings settings) throws Exception {
    return switch (this) {
      case WCS -> {
        SqlDialect wcs = SqlDialect.wcs(settings.wcs());
        yield new JdbcTarget(wcs, wcs.fileUrl(dir));
      }
      case H2 -> new JdbcTarget(SqlDialect.h2(), SqlDialect.h2().fileUrl(dir));
      case SQLITE -> new JdbcTarget(SqlDialect.sqlite(), SqlDialect.sqlite().fileUrl(dir));
      case ROCKSDB -> new RocksDbTarget(dir);
      case CASSANDRA -> new CassandraTarget(settings.cassandra(), dir);
    };
  }

  /**
   * Opens an empty in-memory database. RocksDB has no in-memory mode in its Java API without a
   * custom Env, so it opens an empty directory instead: {@code scratch}; Cassandra, a server, the
   * new keyspace {@code scratch} stands for.
   */
  Target openInMemory(Path scratch, TargetSettings settings) throws Exception {
    return switch (this) {
      case WCS -> {
        SqlDialect wcs = SqlDialect.wcs(new WcsSettings("group", ""));
        yield new JdbcTarget(wcs, wcs.memUrl());
      }
      case H2 -> new JdbcTarget(SqlDialect.h2(), SqlDialect.h2().memUrl());
      case SQLITE -> new JdbcTarget(SqlDialect.sqlite(), SqlDialect.sqlite().memUrl());
      case ROCKSDB -> new RocksDbTarget(scratch);
      case CASSANDRA -> new CassandraTarget(settings.cassandra(), scratch);
    };
  }
}

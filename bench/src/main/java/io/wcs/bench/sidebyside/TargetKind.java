package io.wcs.bench.sidebyside;

import java.nio.file.Path;
import java.util.Locale;

/** The databases the harness knows, by their {@code --targets} name. */
enum TargetKind {
  WCS("WCS"),
  H2("H2"),
  SQLITE("SQLite"),
  ROCKSDB("RocksDB");

  final String title;

  TargetKind(String title) {
    this.title = title;
  }

  static TargetKind named(String name) {
    try {
      return valueOf(name.toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          "unknown target '" + name + "': expected wcs, h2, sqlite or rocksdb", e);
    }
  }

  String flag() {
    return name().toLowerCase(Locale.ROOT);
  }

  /**
   * Opens the target's file database in {@code dir}, creating it if absent; WCS runs as {@code wcs}
   * says.
   */
  Target openFile(Path dir, WcsSettings wcs) throws Exception {
    return switch (this) {
      case WCS -> new JdbcTarget(SqlDialect.wcs(wcs), SqlDialect.wcs(wcs).fileUrl(dir));
      case H2 -> new JdbcTarget(SqlDialect.h2(), SqlDialect.h2().fileUrl(dir));
      case SQLITE -> new JdbcTarget(SqlDialect.sqlite(), SqlDialect.sqlite().fileUrl(dir));
      case ROCKSDB -> new RocksDbTarget(dir);
    };
  }

  /**
   * Opens an empty in-memory database. RocksDB has no in-memory mode in its Java API without a
   * custom Env, so it opens an empty directory instead: {@code scratch}.
   */
  Target openInMemory(Path scratch) throws Exception {
    return switch (this) {
      case WCS -> {
        SqlDialect wcs = SqlDialect.wcs(new WcsSettings("group", ""));
        yield new JdbcTarget(wcs, wcs.memUrl());
      }
      case H2 -> new JdbcTarget(SqlDialect.h2(), SqlDialect.h2().memUrl());
      case SQLITE -> new JdbcTarget(SqlDialect.sqlite(), SqlDialect.sqlite().memUrl());
      case ROCKSDB -> new RocksDbTarget(scratch);
    };
  }
}

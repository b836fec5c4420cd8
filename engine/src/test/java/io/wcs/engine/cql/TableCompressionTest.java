package io.wcs.engine.cql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.Database;
import io.wcs.engine.DatabaseOptions;
import io.wcs.engine.sstable.Component;
import io.wcs.engine.sstable.SSTableReader;
import io.wcs.engine.sstable.io.CompressedBlockReader;
import io.wcs.engine.storage.TableStore;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A table's {@code compression} option decides how its SSTables are written: the compressor and the
 * block size. The same rows (random letters and digits: no LZ codec finds a repeat in them, an
 * entropy coder stores them in about six bits a byte) are written to tables that differ only in
 * that option.
 */
class TableCompressionTest {
  private static final int ROWS = 400;

  @TempDir Path dir;

  @Test
  void eachCompressorWritesItsOwnFilesAndReadsThemBack() throws IOException {
    try (Database db = openWithKeyspace()) {
      long lz4 = load(db, "lz4", "{'class': 'LZ4Compressor'}", 16);
      long stored = load(db, "stored", "{'enabled': false}", 16);
      long noop = load(db, "noop", "{'class': 'NoopCompressor', 'chunk_length_in_kb': 4}", 4);
      long lz4High =
          load(db, "high", "{'class': 'LZ4Compressor', 'lz4_compressor_type': 'high'}", 16);
      long deflate = load(db, "deflate", "{'class': 'DeflateCompressor'}", 16);
      long zstd = load(db, "zstd", "{'class': 'ZstdCompressor', 'compression_level': 5}", 16);
      long snappy =
          load(db, "snappy", "{'class': 'SnappyCompressor', 'chunk_length_in_kb': 64}", 64);
      long raw = (long) ROWS * 1000;
      assertTrue(stored > raw && noop > raw, "stored: " + stored + ", " + noop);
      // LZ4 and Snappy cannot shrink random letters: their blocks are Huffman-coded instead.
      assertTrue(lz4 < raw * 8 / 10, "LZ4's blocks Huffman-coded: " + lz4);
      assertTrue(snappy < raw * 8 / 10, "Snappy's: " + snappy);
      assertTrue(lz4High < raw * 8 / 10, "LZ4's high compressor's: " + lz4High);
      assertTrue(deflate < raw * 8 / 10, "deflate codes six bits a letter: " + deflate);
      assertTrue(zstd < raw * 8 / 10, "so does zstd: " + zstd);
    }
    try (Database db = Database.open(dir, DatabaseOptions.DEFAULT)) {
      for (String table : List.of("lz4", "stored", "noop", "high", "deflate", "zstd", "snappy")) {
        assertEquals((long) ROWS, count(db, table), table);
        assertEquals(value(7, 3), field(db, table, 7, 3), table);
      }
    }
  }

  @Test
  void alteringTheOptionChangesTheFilesWrittenFromThenOn() throws IOException {
    try (Database db = openWithKeyspace()) {
      long before = load(db, "t", "{'enabled': false}", 16);
      execute(
          db,
          "ALTER TABLE ks.t WITH compression = {'class': 'DeflateCompressor',"
              + " 'chunk_length_in_kb': 32}");
      db.storage().compact(storageId(db, "t"));
      assertEquals(32 * 1024, blockSize(db, "t"));
      long after = dataBytes(db, "t");
      assertTrue(after < before * 8 / 10, "before " + before + ", after " + after);
      assertEquals((long) ROWS, count(db, "t"));
      assertEquals(value(ROWS - 1, 9), field(db, "t", ROWS - 1, 9));
    }
  }

  private Database openWithKeyspace() throws IOException {
    Database db = Database.open(dir, DatabaseOptions.DEFAULT);
    execute(
        db,
        "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy',"
            + " 'replication_factor': 1}");
    return db;
  }

  /** Creates ks.{@code table} with the option, loads and flushes it; the size of its data. */
  private static long load(Database db, String table, String compression, int chunkKb)
      throws IOException {
    execute(
        db,
        "CREATE TABLE ks."
            + table
            + " (k int PRIMARY KEY, f0 text, f1 text, f2 text, f3 text, f4 text, f5 text, f6 text,"
            + " f7 text, f8 text, f9 text) WITH compression = "
            + compression);
    for (int k = 0; k < ROWS; k++) {
      StringBuilder insert =
          new StringBuilder(
              "INSERT INTO ks."
                  + table
                  + " (k, f0, f1, f2, f3, f4, f5, f6, f7, f8, f9)"
                  + " VALUES ("
                  + k);
      for (int f = 0; f < 10; f++) {
        insert.append(", '").append(value(k, f)).append('\'');
      }
      execute(db, insert.append(')').toString());
    }
    db.storage().flush(storageId(db, table));
    assertEquals(chunkKb * 1024, blockSize(db, table), table);
    return dataBytes(db, table);
  }

  /** 100 letters and digits, the same for the same row and field. */
  private static String value(int k, int f) {
    SplittableRandom random = new SplittableRandom(k * 16L + f);
    char[] text = new char[100];
    String alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    for (int i = 0; i < text.length; i++) {
      text[i] = alphabet.charAt(random.nextInt(alphabet.length()));
    }
    return new String(text);
  }

  private static int storageId(Database db, String table) {
    return db.schema().table("ks", table).storageId();
  }

  private static long dataBytes(Database db, String table) throws IOException {
    long bytes = 0;
    for (SSTableReader r : store(db, table).liveSSTables()) {
      bytes += Files.size(r.descriptor().path(Component.DATA));
    }
    return bytes;
  }

  private static int blockSize(Database db, String table) throws IOException {
    List<SSTableReader> live = store(db, table).liveSSTables();
    assertEquals(1, live.size());
    try (CompressedBlockReader data =
        CompressedBlockReader.open(live.get(0).descriptor().path(Component.DATA))) {
      return data.blockSize();
    }
  }

  private static TableStore store(Database db, String table) {
    return db.storage().tableStore(storageId(db, table));
  }

  private static Object count(Database db, String table) {
    return CqlTester.rowsOf(execute(db, "SELECT count(*) FROM ks." + table)).get(0).get(0);
  }

  private static Object field(Database db, String table, int k, int f) {
    return CqlTester.rowsOf(execute(db, "SELECT f" + f + " FROM ks." + table + " WHERE k = " + k))
        .get(0)
        .get(0);
  }

  private static QueryResult execute(Database db, String cql) {
    return db.handler().execute(cql, new ClientState(null), QueryOptions.DEFAULT);
  }
}

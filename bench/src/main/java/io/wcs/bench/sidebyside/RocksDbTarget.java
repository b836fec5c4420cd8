package io.wcs.bench.sidebyside;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.rocksdb.Options;
import org.rocksdb.RocksDB;
import org.rocksdb.RocksDBException;
import org.rocksdb.RocksIterator;
import org.rocksdb.WriteBatch;
import org.rocksdb.WriteOptions;

/**
 * RocksDB with default options, the WAL on and no sync per write. Both tables share one key space,
 * told apart by the key's first byte:
 *
 * <pre>
 *   usertable: 'u' ‖ ycsb_key (UTF-8)            → 10 × (u16 length ‖ UTF-8 field)
 *   series:    's' ‖ sensor (i32 BE) ‖ ts (i64 BE) → reading (f64 BE)
 * </pre>
 *
 * Timestamps are non-negative, so big-endian bytes sort as the numbers do; "latest" walks backwards
 * from the end of the sensor's prefix. Overwriting one field is read-modify-write, the work a
 * key-value store must do for it.
 *
 * <p>Threading: RocksDB is thread-safe; each client keeps its own key buffers.
 */
final class RocksDbTarget implements Target {
  private static final byte USER = 'u';
  private static final byte SERIES = 's';

  static {
    RocksDB.loadLibrary();
  }

  private final Options options;
  private final RocksDB db;
  private final WriteOptions writeOptions = new WriteOptions().setSync(false).setDisableWAL(false);

  RocksDbTarget(Path dir) throws RocksDBException {
    options = new Options().setCreateIfMissing(true);
    db = RocksDB.open(options, dir.toAbsolutePath().toString());
  }

  @Override
  public void createSchema() {
    // A key-value store has no schema: the key prefixes above are the tables.
  }

  @Override
  public Client client() {
    return new RocksClient();
  }

  @Override
  public void close() {
    db.close();
    writeOptions.close();
    options.close();
  }

  private static byte[] userKey(String key) {
    byte[] utf8 = key.getBytes(StandardCharsets.UTF_8);
    return ByteBuffer.allocate(1 + utf8.length).put(USER).put(utf8).array();
  }

  private static byte[] seriesKey(int sensor, long ts) {
    return ByteBuffer.allocate(13).put(SERIES).putInt(sensor).putLong(ts).array();
  }

  private static byte[] encodeFields(String[] fields) {
    byte[][] utf8 = new byte[fields.length][];
    int size = 0;
    for (int i = 0; i < fields.length; i++) {
      utf8[i] = fields[i].getBytes(StandardCharsets.UTF_8);
      size += 2 + utf8[i].length;
    }
    ByteBuffer value = ByteBuffer.allocate(size);
    for (byte[] field : utf8) {
      value.putShort((short) field.length).put(field);
    }
    return value.array();
  }

  private static String[] decodeFields(byte[] value) {
    ByteBuffer in = ByteBuffer.wrap(value);
    String[] fields = new String[SqlDialect.FIELDS];
    for (int i = 0; i < fields.length; i++) {
      byte[] field = new byte[in.getShort() & 0xFFFF];
      in.get(field);
      fields[i] = new String(field, StandardCharsets.UTF_8);
    }
    return fields;
  }

  private final class RocksClient implements Client {

    @Override
    public void insertUsers(UserRow[] rows, int count) throws RocksDBException {
      try (WriteBatch batch = new WriteBatch()) {
        for (int r = 0; r < count; r++) {
          batch.put(userKey(rows[r].key()), encodeFields(rows[r].fields()));
        }
        db.write(writeOptions, batch);
      }
    }

    @Override
    public int readUser(String key) throws RocksDBException {
      byte[] value = db.get(userKey(key));
      return value == null ? 0 : decodeFields(value).length;
    }

    @Override
    public void updateField(String key, int field, String value) throws RocksDBException {
      byte[] userKey = userKey(key);
      byte[] stored = db.get(userKey);
      String[] fields = stored == null ? new String[SqlDialect.FIELDS] : decodeFields(stored);
      for (int i = 0; i < fields.length; i++) {
        fields[i] = fields[i] == null ? "" : fields[i];
      }
      fields[field] = value;
      db.put(writeOptions, userKey, encodeFields(fields));
    }

    @Override
    public void insertReadings(Reading[] readings, int count) throws RocksDBException {
      try (WriteBatch batch = new WriteBatch()) {
        for (int r = 0; r < count; r++) {
          Reading reading = readings[r];
          byte[] value = ByteBuffer.allocate(8).putDouble(reading.reading()).array();
          batch.put(seriesKey(reading.sensor(), reading.ts()), value);
        }
        db.write(writeOptions, batch);
      }
    }

    // latest and range decode every reading and return NaN-guarded counts so the JIT cannot drop
    // the decoding: the work must match the JDBC targets, which read every column.
    @Override
    public int latest(int sensor) {
      try (RocksIterator it = db.newIterator()) {
        int count = 0;
        double sum = 0;
        for (it.seekForPrev(seriesKey(sensor, Long.MAX_VALUE));
            count < LATEST_ROWS && it.isValid() && isSensor(it.key(), sensor);
            it.prev()) {
          sum += ByteBuffer.wrap(it.key()).getLong(5) + ByteBuffer.wrap(it.value()).getDouble();
          count++;
        }
        return Double.isNaN(sum) ? -1 : count;
      }
    }

    @Override
    public int range(int sensor, long from, long to) {
      try (RocksIterator it = db.newIterator()) {
        int count = 0;
        double sum = 0;
        for (it.seek(seriesKey(sensor, from));
            it.isValid() && isSensor(it.key(), sensor);
            it.next()) {
          long ts = ByteBuffer.wrap(it.key()).getLong(5);
          if (ts >= to) {
            break;
          }
          sum += ts + ByteBuffer.wrap(it.value()).getDouble();
          count++;
        }
        return Double.isNaN(sum) ? -1 : count;
      }
    }

    private boolean isSensor(byte[] key, int sensor) {
      return key.length == 13 && key[0] == SERIES && ByteBuffer.wrap(key).getInt(1) == sensor;
    }

    @Override
    public void close() {
      // Nothing per thread: the database is shared.
    }
  }
}

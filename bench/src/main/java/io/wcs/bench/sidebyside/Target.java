package io.wcs.bench.sidebyside;

/**
 * A database under test, opened on one data directory (or in memory) by one benchmark JVM. It holds
 * two tables: {@code usertable} (ycsb_key text PRIMARY KEY, field0..field9 text) and {@code series}
 * (sensor int, ts bigint, reading double, PRIMARY KEY (sensor, ts), newest first).
 *
 * <p>Threading: the target is shared; each benchmark thread opens its own {@link Client}.
 */
interface Target extends AutoCloseable {

  /** Rows of a "latest readings of a sensor" query. */
  int LATEST_ROWS = 100;

  /** Creates both tables if they do not exist. */
  void createSchema() throws Exception;

  /** A handle for one thread: its connection and prepared statements. */
  Client client() throws Exception;

  /** The operations of the workloads; one instance per thread, never shared. */
  interface Client extends AutoCloseable {

    /**
     * Writes the rows as one batch (one JDBC batch, one transaction where the peer has them; for
     * WCS as few CQL batches as Cassandra's batch size limit allows). The keys are new: the SQL
     * peers insert, which would fail on an existing key where CQL upserts.
     */
    void insertUsers(UserRow[] rows, int count) throws Exception;

    /** Reads all ten fields of one row; returns how many were present. */
    int readUser(String key) throws Exception;

    /** Overwrites one field of a row, leaving the other nine as they are. */
    void updateField(String key, int field, String value) throws Exception;

    /** Writes the readings as one batch; as for users, the (sensor, ts) keys are new. */
    void insertReadings(Reading[] readings, int count) throws Exception;

    /** Reads the newest {@link #LATEST_ROWS} readings of a sensor; returns how many came back. */
    int latest(int sensor) throws Exception;

    /** Reads the readings of a sensor with {@code from <= ts < to}; returns how many came back. */
    int range(int sensor, long from, long to) throws Exception;
  }

  /** One row of usertable. */
  record UserRow(String key, String[] fields) {}

  /** One row of series. */
  record Reading(int sensor, long ts, double reading) {}
}

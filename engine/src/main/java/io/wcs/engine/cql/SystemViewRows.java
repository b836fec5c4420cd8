package io.wcs.engine.cql;

import io.wcs.engine.index.ColumnIndex;
import io.wcs.engine.schema.KeyspaceMetadata;
import io.wcs.engine.schema.Schema;
import io.wcs.engine.schema.SystemKeyspaces;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.engine.storage.SSTableTotals;
import io.wcs.engine.storage.StorageEngine;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.NativeType;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.ToLongFunction;

/**
 * The rows of {@code system_views}' tables that hold what WCS knows of itself: its settings, its
 * clients, running requests and thread pools, the tables' sizes on disk, their storage-attached
 * indexes, the JVM's properties. The tables of what WCS does not have (repairs, gossip, hints,
 * streaming, snapshots, the caches of a role's permissions) or does not measure (latencies, caches)
 * are empty.
 */
final class SystemViewRows {
  private static final long MEBIBYTE = 1L << 20;

  /** The JVM properties Cassandra lists among its relevant ones, when they are set. */
  private static final List<String> JVM_PROPERTIES =
      List.of(
          "java.class.path",
          "java.home",
          "java.io.tmpdir",
          "java.library.path",
          "java.rmi.server.hostname",
          "java.rmi.server.randomIDs",
          "java.version",
          "java.vm.name",
          "line.separator",
          "os.arch",
          "os.name",
          "sun.arch.data.model",
          "sun.java.command",
          "user.home");

  private SystemViewRows() {}

  /** The rows of {@code system_views.<table>}, each by column name. */
  static List<Map<String, Object>> rows(
      Schema schema, StorageEngine storage, NodeInfo node, String table) {
    return switch (table) {
      case "settings" -> settings(node);
      case "clients" -> clients(node.activity().get().clients());
      case "queries" -> queries(node.activity().get().queries());
      case "thread_pools" -> threadPools(node.threadPools());
      case "disk_usage" -> perTable(schema, storage, "mebibytes", t -> mebibytes(t.onDiskBytes()));
      case "max_sstable_size" ->
          perTable(schema, storage, "mebibytes", t -> mebibytes(t.largestOnDiskBytes()));
      case "max_sstable_duration" ->
          perTable(schema, storage, "max_sstable_duration", t -> t.longestSpanMicros() / 1000);
      case "sai_column_indexes" -> storageAttachedIndexes(schema);
      case "system_properties" -> systemProperties();
      default -> List.of();
    };
  }

  /** Cassandra's per-table statistics: a row per table and view of the stored keyspaces. */
  private static List<Map<String, Object>> perTable(
      Schema schema, StorageEngine storage, String column, ToLongFunction<SSTableTotals> value) {
    List<Map<String, Object>> rows = new ArrayList<>();
    TableTotals.forEach(
        schema,
        storage,
        ks -> !SystemKeyspaces.isVirtual(ks.name()),
        (t, totals) -> {
          Map<String, Object> row = tableRow(t.keyspace(), t.name());
          row.put(column, value.applyAsLong(totals));
          rows.add(row);
        });
    return rows;
  }

  /** Whole mebibytes, rounded up: a table of a few bytes shows 1, as in Cassandra. */
  private static long mebibytes(long bytes) {
    return (bytes + MEBIBYTE - 1) / MEBIBYTE;
  }

  private static Map<String, Object> tableRow(String keyspace, String table) {
    Map<String, Object> row = new HashMap<>();
    row.put("keyspace_name", keyspace);
    row.put("table_name", table);
    return row;
  }

  private static List<Map<String, Object>> storageAttachedIndexes(Schema schema) {
    List<Map<String, Object>> rows = new ArrayList<>();
    for (KeyspaceMetadata ks : schema.userKeyspaces()) {
      for (TableMetadata t : ks.tables().values()) {
        for (ColumnIndex index : ColumnIndex.of(t)) {
          if (index.isStorageAttached()) {
            Map<String, Object> row = tableRow(ks.name(), t.name());
            row.put("index_name", index.metadata().name());
            row.put("analyzer", analyzer(index.metadata().options()));
            row.put("column_name", index.column().name());
            row.put("is_building", false);
            row.put("is_queryable", true);
            row.put("is_string", isLiteral(index.metadata().termType(index.column().type())));
            rows.add(row);
          }
        }
      }
    }
    return rows;
  }

  /**
   * Cassandra's name of the index's analyzer: the non-tokenizing one when any of its options is
   * given, else none.
   */
  private static String analyzer(Map<String, String> options) {
    if (!options.containsKey("case_sensitive")
        && !options.containsKey("normalize")
        && !options.containsKey("ascii")) {
      return "NoOpAnalyzer";
    }
    return "NonTokenizingAnalyzer{caseSensitive="
        + Boolean.parseBoolean(options.getOrDefault("case_sensitive", "true"))
        + ", normalized="
        + Boolean.parseBoolean(options.getOrDefault("normalize", "false"))
        + ", ascii="
        + Boolean.parseBoolean(options.getOrDefault("ascii", "false"))
        + "}";
  }

  /** Whether an index compares its terms as literals: text, booleans and frozen values. */
  private static boolean isLiteral(CqlType type) {
    return type == NativeType.TEXT
        || type == NativeType.ASCII
        || type == NativeType.BOOLEAN
        || !(type instanceof NativeType) && !type.isMultiCell();
  }

  /** The node's settings, and where it listens as its address tells. */
  private static List<Map<String, Object>> settings(NodeInfo node) {
    Map<String, String> settings = new TreeMap<>(node.settings());
    InetSocketAddress address = node.address().get();
    settings.put("native_transport_port", Integer.toString(address.getPort()));
    settings.put("rpc_address", address.getAddress().getHostAddress());
    List<Map<String, Object>> rows = new ArrayList<>();
    // a null value is a setting left unset: the row has its name only
    settings.forEach((name, value) -> rows.add(nameAndValue(name, value)));
    return rows;
  }

  private static Map<String, Object> nameAndValue(String name, String value) {
    Map<String, Object> row = new HashMap<>();
    row.put("name", name);
    row.put("value", value);
    return row;
  }

  private static List<Map<String, Object>> clients(List<ConnectedClient> clients) {
    List<Map<String, Object>> rows = new ArrayList<>();
    for (ConnectedClient c : clients) {
      Map<String, Object> row = new HashMap<>();
      row.put("address", c.address().getAddress());
      row.put("port", c.address().getPort());
      row.put("client_options", c.options());
      row.put("connection_stage", c.stage());
      row.put("driver_name", c.options().get("DRIVER_NAME"));
      row.put("driver_version", c.options().get("DRIVER_VERSION"));
      row.put("hostname", hostname(c.address()));
      row.put("keyspace_name", c.keyspace());
      row.put("protocol_version", c.protocolVersion());
      row.put("request_count", c.requestCount());
      row.put("ssl_cipher_suite", c.sslCipherSuite());
      row.put("ssl_enabled", c.sslProtocol() != null);
      row.put("ssl_protocol", c.sslProtocol());
      row.put("username", c.username());
      rows.add(row);
    }
    return rows;
  }

  private static List<Map<String, Object>> queries(List<RunningQuery> queries) {
    List<Map<String, Object>> rows = new ArrayList<>();
    for (RunningQuery q : queries) {
      Map<String, Object> row = new HashMap<>();
      row.put("thread_id", q.threadId());
      row.put("queued_micros", q.queuedMicros());
      row.put("running_micros", q.runningMicros());
      row.put("task", q.task());
      rows.add(row);
    }
    return rows;
  }

  /**
   * Each pool's state. WCS refuses work a full pool cannot queue rather than block its caller, so
   * no task is ever blocked.
   */
  private static List<Map<String, Object>> threadPools(NodeThreadPools pools) {
    List<Map<String, Object>> rows = new ArrayList<>();
    pools
        .all()
        .forEach(
            (name, pool) -> {
              Map<String, Object> row = new HashMap<>();
              row.put("name", name);
              row.put("active_tasks", pool.getActiveCount());
              row.put("active_tasks_limit", pool.getMaximumPoolSize());
              row.put("blocked_tasks", 0L);
              row.put("blocked_tasks_all_time", 0L);
              row.put("completed_tasks", pool.getCompletedTaskCount());
              row.put("pending_tasks", pool.getQueue().size());
              rows.add(row);
            });
    return rows;
  }

  /**
   * A client's host name, as Cassandra's reverse lookup gives it for a loopback address; any other
   * is shown as its address, since a lookup without a name server in reach would hold the read for
   * its timeout, client after client.
   */
  private static String hostname(InetSocketAddress address) {
    return address.getAddress().isLoopbackAddress()
        ? address.getHostName()
        : address.getAddress().getHostAddress();
  }

  private static List<Map<String, Object>> systemProperties() {
    List<Map<String, Object>> rows = new ArrayList<>();
    for (String name : JVM_PROPERTIES) {
      String value = System.getProperty(name);
      if (value != null) {
        rows.add(nameAndValue(name, value));
      }
    }
    return rows;
  }
}

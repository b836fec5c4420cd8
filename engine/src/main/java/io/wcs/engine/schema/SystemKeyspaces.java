package io.wcs.engine.schema;

import io.wcs.engine.util.Md5;
import io.wcs.parser.CqlParser;
import io.wcs.parser.CqlSyntaxException;
import io.wcs.parser.ast.CreateTable;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * The built-in keyspaces: {@code system_schema} (the schema as tables, Cassandra 5.0's columns) and
 * {@code system} (local, peers, peers_v2: what drivers read at start-up; size_estimates and
 * table_estimates, which tools read to split a table into token ranges), and {@code
 * system_virtual_schema} (the virtual keyspaces and their tables, which Cassandra 4.0 and later
 * drivers read beside {@code system_schema}); {@code system_views} (the node's settings, clients
 * and statistics: Cassandra's virtual tables, which like their keyspace are not listed in {@code
 * system_schema}); and, as a Cassandra 5.0 node has them, {@code system_auth} (its roles, members
 * and permissions tables show the database's roles), {@code system_distributed} and {@code
 * system_traces} (empty: one node repairs nothing and traces nothing). Their tables are virtual:
 * {@code VirtualTables} renders their rows. Only the schema, the virtual schema and {@code
 * system}'s node and peers tables may be read by every role, as on Cassandra. Table ids are
 * Cassandra's name-based ids for system tables; storage ids 1–499 number them and are never stored.
 */
public final class SystemKeyspaces {
  public static final String SYSTEM = "system";
  public static final String SYSTEM_SCHEMA = "system_schema";
  public static final String SYSTEM_VIRTUAL_SCHEMA = "system_virtual_schema";
  public static final String SYSTEM_VIEWS = "system_views";
  public static final String SYSTEM_AUTH = "system_auth";
  public static final String SYSTEM_DISTRIBUTED = "system_distributed";
  public static final String SYSTEM_TRACES = "system_traces";
  private static final Map<String, String> LOCAL_REPLICATION =
      Map.of("class", Replication.PACKAGE + "LocalStrategy");

  private static final String[][] SCHEMA_TABLES = {
    {
      "keyspaces",
      "keyspace definitions",
      "keyspace_name text, durable_writes boolean, replication frozen<map<text, text>>,"
          + " PRIMARY KEY ((keyspace_name))"
    },
    {
      "tables",
      "table definitions",
      "keyspace_name text, table_name text, "
          + TableRowColumns.DDL
          + ", flags frozen<set<text>>,"
          + " PRIMARY KEY ((keyspace_name), table_name)"
    },
    {
      "columns",
      "column definitions",
      "keyspace_name text, table_name text, column_name text, clustering_order text,"
          + " column_name_bytes blob, kind text, position int, type text,"
          + " PRIMARY KEY ((keyspace_name), table_name, column_name)"
    },
    {
      "column_masks",
      "column dynamic data masks",
      "keyspace_name text, table_name text, column_name text, function_keyspace text,"
          + " function_name text, function_argument_types frozen<list<text>>,"
          + " function_argument_values frozen<list<text>>,"
          + " function_argument_nulls frozen<list<boolean>>,"
          + " PRIMARY KEY ((keyspace_name), table_name, column_name)"
    },
    {
      "dropped_columns",
      "dropped column registry",
      "keyspace_name text, table_name text, column_name text, dropped_time timestamp, kind text,"
          + " type text, PRIMARY KEY ((keyspace_name), table_name, column_name)"
    },
    {
      "triggers",
      "trigger definitions",
      "keyspace_name text, table_name text, trigger_name text, options frozen<map<text, text>>,"
          + " PRIMARY KEY ((keyspace_name), table_name, trigger_name)"
    },
    {
      "views",
      "view definitions",
      "keyspace_name text, view_name text, base_table_id uuid, base_table_name text,"
          + " where_clause text, include_all_columns boolean, "
          + TableRowColumns.DDL
          + ", PRIMARY KEY ((keyspace_name), view_name)"
    },
    {
      "types",
      "user defined type definitions",
      "keyspace_name text, type_name text, field_names frozen<list<text>>,"
          + " field_types frozen<list<text>>, PRIMARY KEY ((keyspace_name), type_name)"
    },
    {
      "functions",
      "user defined function definitions",
      "keyspace_name text, function_name text, argument_types frozen<list<text>>,"
          + " argument_names frozen<list<text>>, body text, language text, return_type text,"
          + " called_on_null_input boolean,"
          + " PRIMARY KEY ((keyspace_name), function_name, argument_types)"
    },
    {
      "aggregates",
      "user defined aggregate definitions",
      "keyspace_name text, aggregate_name text, argument_types frozen<list<text>>,"
          + " final_func text, initcond text, return_type text, state_func text, state_type text,"
          + " PRIMARY KEY ((keyspace_name), aggregate_name, argument_types)"
    },
    {
      "indexes",
      "secondary index definitions",
      "keyspace_name text, table_name text, index_name text, kind text,"
          + " options frozen<map<text, text>>,"
          + " PRIMARY KEY ((keyspace_name), table_name, index_name)"
    },
  };

  private static final String[][] SYSTEM_TABLES = {
    {
      "local",
      "information about the local node",
      "key text, bootstrapped text, broadcast_address inet, broadcast_port int,"
          + " cluster_name text, cql_version text, data_center text, gossip_generation int,"
          + " host_id uuid, listen_address inet, listen_port int, native_protocol_version text,"
          + " partitioner text, rack text, release_version text, rpc_address inet, rpc_port int,"
          + " schema_version uuid, tokens set<text>, truncated_at map<uuid, blob>,"
          + " PRIMARY KEY ((key))"
    },
    {
      "size_estimates",
      "per-table primary range size estimates, table is deprecated in favor of table_estimates",
      "keyspace_name text, table_name text, range_start text, range_end text,"
          + " mean_partition_size bigint, partitions_count bigint,"
          + " PRIMARY KEY ((keyspace_name), table_name, range_start, range_end)"
    },
    {
      "table_estimates",
      "per-table range size estimates",
      "keyspace_name text, table_name text, range_type text, range_start text, range_end text,"
          + " mean_partition_size bigint, partitions_count bigint,"
          + " PRIMARY KEY ((keyspace_name), table_name, range_type, range_start, range_end)"
    },
    {
      "peers",
      "information about known peers in the cluster",
      "peer inet, data_center text, host_id uuid, preferred_ip inet, rack text,"
          + " release_version text, rpc_address inet, schema_version uuid, tokens set<text>,"
          + " PRIMARY KEY ((peer))"
    },
    {
      "peers_v2",
      "information about known peers in the cluster",
      "peer inet, peer_port int, data_center text, host_id uuid, native_address inet,"
          + " native_port int, preferred_ip inet, preferred_port int, rack text,"
          + " release_version text, schema_version uuid, tokens set<text>,"
          + " PRIMARY KEY ((peer), peer_port)"
    },
  };

  private static final String[][] VIRTUAL_SCHEMA_TABLES = {
    {
      "keyspaces",
      "virtual keyspace definitions",
      "keyspace_name text, PRIMARY KEY ((keyspace_name))"
    },
    {
      "tables",
      "virtual table definitions",
      "keyspace_name text, table_name text, comment text,"
          + " PRIMARY KEY ((keyspace_name), table_name)"
    },
    {
      "columns",
      "virtual column definitions",
      "keyspace_name text, table_name text, column_name text, clustering_order text,"
          + " column_name_bytes blob, kind text, position int, type text,"
          + " PRIMARY KEY ((keyspace_name), table_name, column_name)"
    },
  };

  private static final String[][] AUTH_TABLES = {
    {
      "cidr_groups",
      "cidr groups to cidrs mapping",
      "cidr_group text, cidrs frozen<set<frozen<tuple<inet, smallint>>>>,"
          + " PRIMARY KEY ((cidr_group))"
    },
    {
      "cidr_permissions",
      "user cidr permissions",
      "role text, cidr_groups frozen<set<text>>, PRIMARY KEY ((role))"
    },
    {
      "identity_to_role",
      "mtls authorized identities lookup table",
      "identity text, role text, PRIMARY KEY ((identity))"
    },
    {
      "network_permissions",
      "user network permissions",
      "role text, dcs frozen<set<text>>, PRIMARY KEY ((role))"
    },
    {
      "resource_role_permissons_index",
      "index of db roles with permissions granted on a resource",
      "resource text, role text, PRIMARY KEY ((resource), role)"
    },
    {
      "role_members",
      "role memberships lookup table",
      "role text, member text, PRIMARY KEY ((role), member)"
    },
    {
      "role_permissions",
      "permissions granted to db roles",
      "role text, resource text, permissions set<text>, PRIMARY KEY ((role), resource)"
    },
    {
      "roles",
      "role definitions",
      "role text, can_login boolean, is_superuser boolean, member_of set<text>,"
          + " salted_hash text, PRIMARY KEY ((role))"
    },
  };

  private static final String REPAIR_HISTORY_OPTIONS =
      "default_time_to_live = 2592000 AND compaction = {'class': 'TimeWindowCompactionStrategy',"
          + " 'compaction_window_unit': 'DAYS', 'compaction_window_size': 1}";

  private static final String[][] DISTRIBUTED_TABLES = {
    {
      "parent_repair_history",
      "Repair history",
      "parent_id timeuuid, columnfamily_names set<text>, exception_message text,"
          + " exception_stacktrace text, finished_at timestamp, keyspace_name text,"
          + " options map<text, text>, requested_ranges set<text>, started_at timestamp,"
          + " successful_ranges set<text>, PRIMARY KEY ((parent_id))",
      REPAIR_HISTORY_OPTIONS
    },
    {
      "partition_denylist",
      "Partition keys which have been denied access",
      "ks_name text, table_name text, key blob, PRIMARY KEY ((ks_name, table_name), key)"
    },
    {
      "repair_history",
      "Repair history",
      "keyspace_name text, columnfamily_name text, id timeuuid, coordinator inet,"
          + " coordinator_port int, exception_message text, exception_stacktrace text,"
          + " finished_at timestamp, parent_id timeuuid, participants set<inet>,"
          + " participants_v2 set<text>, range_begin text, range_end text, started_at timestamp,"
          + " status text, PRIMARY KEY ((keyspace_name, columnfamily_name), id)",
      REPAIR_HISTORY_OPTIONS
    },
    {
      "view_build_status",
      "Materialized View build status",
      "keyspace_name text, view_name text, host_id uuid, status text,"
          + " PRIMARY KEY ((keyspace_name, view_name), host_id)"
    },
  };

  private static final String[][] TRACES_TABLES = {
    {
      "events",
      "tracing events",
      "session_id uuid, event_id timeuuid, activity text, source inet, source_elapsed int,"
          + " source_port int, thread text, PRIMARY KEY ((session_id), event_id)"
    },
    {
      "sessions",
      "tracing sessions",
      "session_id uuid, client inet, command text, coordinator inet, coordinator_port int,"
          + " duration int, parameters map<text, text>, request text, started_at timestamp,"
          + " PRIMARY KEY ((session_id))"
    },
  };

  private SystemKeyspaces() {}

  /**
   * The keyspaces, built when first asked for: parsing and resolving their fourteen tables was a
   * fifth of an empty database's time to its first answer, which seldom reads them.
   */
  private static final class Built {
    static final KeyspaceMetadata SYSTEM_KEYSPACE =
        build(
            SYSTEM,
            SYSTEM_TABLES,
            100,
            "gc_grace_seconds = 0 AND memtable_flush_period_in_ms = 3600000");
    static final KeyspaceMetadata SYSTEM_SCHEMA_KEYSPACE =
        build(
            SYSTEM_SCHEMA,
            SCHEMA_TABLES,
            1,
            "gc_grace_seconds = 604800 AND memtable_flush_period_in_ms = 3600000");
    static final KeyspaceMetadata VIRTUAL_SCHEMA_KEYSPACE =
        build(SYSTEM_VIRTUAL_SCHEMA, VIRTUAL_SCHEMA_TABLES, 200, "gc_grace_seconds = 0");
    static final KeyspaceMetadata VIEWS_KEYSPACE =
        build(SYSTEM_VIEWS, SystemViewsTables.TABLES, 400, "gc_grace_seconds = 0");
    static final KeyspaceMetadata AUTH_KEYSPACE =
        build(SYSTEM_AUTH, replicated(1), AUTH_TABLES, 300, "gc_grace_seconds = 7776000");
    static final KeyspaceMetadata DISTRIBUTED_KEYSPACE =
        build(
            SYSTEM_DISTRIBUTED,
            replicated(3),
            DISTRIBUTED_TABLES,
            320,
            "gc_grace_seconds = 864000");
    static final KeyspaceMetadata TRACES_KEYSPACE =
        build(SYSTEM_TRACES, replicated(2), TRACES_TABLES, 340, "gc_grace_seconds = 0");
  }

  /** The system keyspaces {@code system_schema} lists: all but the virtual one. */
  static List<KeyspaceMetadata> all() {
    return List.of(
        Built.SYSTEM_KEYSPACE,
        Built.SYSTEM_SCHEMA_KEYSPACE,
        Built.AUTH_KEYSPACE,
        Built.DISTRIBUTED_KEYSPACE,
        Built.TRACES_KEYSPACE);
  }

  /** Cassandra's replication of its replicated system keyspaces on a new single node. */
  private static Map<String, String> replicated(int factor) {
    return Map.of(
        "class",
        Replication.PACKAGE + "SimpleStrategy",
        "replication_factor",
        Integer.toString(factor));
  }

  /** The virtual keyspaces, which DESCRIBE lists and {@code system_schema} does not. */
  public static List<KeyspaceMetadata> virtual() {
    return List.of(Built.VIEWS_KEYSPACE, Built.VIRTUAL_SCHEMA_KEYSPACE);
  }

  /**
   * Whether the keyspace is virtual: Cassandra's virtual keyspaces are described as such, take no
   * writes and filter without ALLOW FILTERING.
   */
  public static boolean isVirtual(String keyspace) {
    return SYSTEM_VIEWS.equals(keyspace) || SYSTEM_VIRTUAL_SCHEMA.equals(keyspace);
  }

  /**
   * Whether every role may read the table, as Cassandra lets every role read what drivers read at
   * start-up (the node and its peers, the schema); the other system tables need SELECT as any table
   * does.
   */
  public static boolean isReadableByAll(String keyspace, String table) {
    return SYSTEM_SCHEMA.equals(keyspace)
        || SYSTEM_VIRTUAL_SCHEMA.equals(keyspace)
        || SYSTEM.equals(keyspace)
            && (table.equals("local") || table.equals("peers") || table.equals("peers_v2"));
  }

  /** The system keyspace of that name, or null. */
  static KeyspaceMetadata keyspace(String name) {
    return switch (name) {
      case SYSTEM -> Built.SYSTEM_KEYSPACE;
      case SYSTEM_SCHEMA -> Built.SYSTEM_SCHEMA_KEYSPACE;
      case SYSTEM_VIRTUAL_SCHEMA -> Built.VIRTUAL_SCHEMA_KEYSPACE;
      case SYSTEM_VIEWS -> Built.VIEWS_KEYSPACE;
      case SYSTEM_AUTH -> Built.AUTH_KEYSPACE;
      case SYSTEM_DISTRIBUTED -> Built.DISTRIBUTED_KEYSPACE;
      case SYSTEM_TRACES -> Built.TRACES_KEYSPACE;
      default -> null;
    };
  }

  public static boolean isSystem(String keyspace) {
    return SYSTEM.equals(keyspace)
        || SYSTEM_SCHEMA.equals(keyspace)
        || isVirtual(keyspace)
        || SYSTEM_AUTH.equals(keyspace)
        || SYSTEM_DISTRIBUTED.equals(keyspace)
        || SYSTEM_TRACES.equals(keyspace);
  }

  private static CreateTable parse(String cql) {
    try {
      return (CreateTable) CqlParser.parse(cql);
    } catch (CqlSyntaxException e) {
      throw new IllegalStateException("built-in table definition does not parse: " + cql, e);
    }
  }

  private static KeyspaceMetadata build(
      String name, String[][] tables, int firstStorageId, String options) {
    return build(name, LOCAL_REPLICATION, tables, firstStorageId, options);
  }

  /**
   * @param tables each a name, a comment, the columns and primary key, and maybe more options
   */
  private static KeyspaceMetadata build(
      String name,
      Map<String, String> replication,
      String[][] tables,
      int firstStorageId,
      String options) {
    KeyspaceMetadata ks = KeyspaceMetadata.create(name, replication, true);
    List<TableMetadata> built = new ArrayList<>();
    int storageId = firstStorageId;
    for (String[] t : tables) {
      UUID id = Md5.nameUuid((name + t[0]).getBytes(StandardCharsets.UTF_8));
      CreateTable create =
          parse(
              "CREATE TABLE "
                  + name
                  + "."
                  + t[0]
                  + " ("
                  + t[2]
                  + ") WITH "
                  + options
                  + (t.length > 3 ? " AND " + t[3] : "")
                  + " AND comment = "
                  + Names.literal(t[1])
                  + " AND id = "
                  + id);
      built.add(
          TableStatements.build(
              storageId++,
              ks,
              create.name(),
              create.columns(),
              create.primaryKey(),
              create.options()));
    }
    for (TableMetadata t : built) {
      ks = ks.withTable(t);
    }
    return ks;
  }
}

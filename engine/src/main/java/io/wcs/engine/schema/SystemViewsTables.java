package io.wcs.engine.schema;

/**
 * The tables of Cassandra 5.0's {@code system_views} virtual keyspace, as its DESCRIBE gives them:
 * name, comment, and columns with primary key. Tools and drivers read their definitions through
 * {@code system_virtual_schema}; {@code VirtualTables} renders the rows WCS has for them.
 */
final class SystemViewsTables {
  static final String[][] TABLES = {
    {
      "batch_metrics",
      "Metrics specific to batch statements",
      "name text, max bigint, p50th double, p999th double, p99th double, PRIMARY KEY" + " ((name))"
    },
    {
      "caches",
      "system caches",
      "name text, capacity_bytes bigint, entry_count int, hit_count bigint, hit_ratio"
          + " double, recent_hit_rate_per_second bigint, recent_request_rate_per_second"
          + " bigint, request_count bigint, size_bytes bigint, PRIMARY KEY ((name))"
    },
    {
      "cidr_filtering_metrics_counts",
      "Count metrics specific to CIDR filtering",
      "name text, value bigint, PRIMARY KEY ((name))"
    },
    {
      "cidr_filtering_metrics_latencies",
      "Latency metrics specific to CIDR filtering",
      "name text, max double, p50th double, p95th double, p999th double, p99th"
          + " double, PRIMARY KEY ((name))"
    },
    {
      "clients",
      "currently connected clients",
      "address inet, port int, client_options frozen<map<text, text>>,"
          + " connection_stage text, driver_name text, driver_version text, hostname text,"
          + " keyspace_name text, protocol_version int, request_count bigint,"
          + " ssl_cipher_suite text, ssl_enabled boolean, ssl_protocol text, username text,"
          + " PRIMARY KEY (address, port)"
    },
    {
      "coordinator_read_latency",
      "",
      "keyspace_name text, table_name text, count bigint, max_ms double, p50th_ms"
          + " double, p99th_ms double, per_second double, PRIMARY KEY ((keyspace_name,"
          + " table_name))"
    },
    {
      "coordinator_scan_latency",
      "",
      "keyspace_name text, table_name text, count bigint, max_ms double, p50th_ms"
          + " double, p99th_ms double, per_second double, PRIMARY KEY ((keyspace_name,"
          + " table_name))"
    },
    {
      "coordinator_write_latency",
      "",
      "keyspace_name text, table_name text, count bigint, max_ms double, p50th_ms"
          + " double, p99th_ms double, per_second double, PRIMARY KEY ((keyspace_name,"
          + " table_name))"
    },
    {
      "cql_metrics",
      "Metrics specific to CQL prepared statement caching",
      "name text, value double, PRIMARY KEY ((name))"
    },
    {"credentials_cache_keys", "keys in the credentials cache", "role text, PRIMARY KEY ((role))"},
    {
      "disk_usage",
      "",
      "keyspace_name text, table_name text, mebibytes bigint, PRIMARY KEY"
          + " ((keyspace_name, table_name))"
    },
    {
      "gossip_info",
      "lists the gossip information for the cluster",
      "address inet, port int, dc text, dc_version int, disk_usage text,"
          + " disk_usage_version int, generation int, heartbeat int, host_id text,"
          + " host_id_version int, hostname text, index_status text, index_status_version"
          + " int, internal_address_and_port text, internal_address_and_port_version int,"
          + " internal_ip text, internal_ip_version int, load text, load_version int,"
          + " native_address_and_port text, native_address_and_port_version int, net_version"
          + " text, net_version_version int, rack text, rack_version int, release_version"
          + " text, release_version_version int, removal_coordinator text,"
          + " removal_coordinator_version int, rpc_address text, rpc_address_version int,"
          + " rpc_ready text, rpc_ready_version int, \"schema\" text, schema_version int,"
          + " severity text, severity_version int, sstable_versions text,"
          + " sstable_versions_version int, status text, status_version int,"
          + " status_with_port text, status_with_port_version int, tokens_version int, x1"
          + " text, x10 text, x10_version int, x1_version int, x2 text, x2_version int, x3"
          + " text, x3_version int, x4 text, x4_version int, x5 text, x5_version int, x6"
          + " text, x6_version int, x7 text, x7_version int, x8 text, x8_version int, x9"
          + " text, x9_version int, x_11_padding text, x_11_padding_version int, PRIMARY KEY"
          + " (address, port)"
    },
    {
      "internode_inbound",
      "",
      "address inet, port int, dc text, rack text, corrupt_frames_recovered bigint,"
          + " corrupt_frames_unrecovered bigint, error_bytes bigint, error_count bigint,"
          + " expired_bytes bigint, expired_count bigint, processed_bytes bigint,"
          + " processed_count bigint, received_bytes bigint, received_count bigint,"
          + " scheduled_bytes bigint, scheduled_count bigint, throttled_count bigint,"
          + " throttled_nanos bigint, using_bytes bigint, using_reserve_bytes bigint,"
          + " PRIMARY KEY ((address, port), dc, rack)"
    },
    {
      "internode_outbound",
      "",
      "address inet, port int, dc text, rack text, active_connections bigint,"
          + " connection_attempts bigint, error_bytes bigint, error_count bigint,"
          + " expired_bytes bigint, expired_count bigint, overload_bytes bigint,"
          + " overload_count bigint, pending_bytes bigint, pending_count bigint, sent_bytes"
          + " bigint, sent_count bigint, successful_connection_attempts bigint, using_bytes"
          + " bigint, using_reserve_bytes bigint, PRIMARY KEY ((address, port), dc, rack)"
    },
    {
      "jmx_permissions_cache_keys",
      "keys in the JMX permissions cache",
      "role text, PRIMARY KEY ((role))"
    },
    {
      "local_read_latency",
      "",
      "keyspace_name text, table_name text, count bigint, max_ms double, p50th_ms"
          + " double, p99th_ms double, per_second double, PRIMARY KEY ((keyspace_name,"
          + " table_name))"
    },
    {
      "local_scan_latency",
      "",
      "keyspace_name text, table_name text, count bigint, max_ms double, p50th_ms"
          + " double, p99th_ms double, per_second double, PRIMARY KEY ((keyspace_name,"
          + " table_name))"
    },
    {
      "local_write_latency",
      "",
      "keyspace_name text, table_name text, count bigint, max_ms double, p50th_ms"
          + " double, p99th_ms double, per_second double, PRIMARY KEY ((keyspace_name,"
          + " table_name))"
    },
    {
      "max_partition_size",
      "",
      "keyspace_name text, table_name text, mebibytes bigint, PRIMARY KEY"
          + " ((keyspace_name, table_name))"
    },
    {
      "max_sstable_duration",
      "",
      "keyspace_name text, table_name text, max_sstable_duration bigint, PRIMARY KEY"
          + " ((keyspace_name, table_name))"
    },
    {
      "max_sstable_size",
      "",
      "keyspace_name text, table_name text, mebibytes bigint, PRIMARY KEY"
          + " ((keyspace_name, table_name))"
    },
    {
      "network_permissions_cache_keys",
      "keys in the network permissions cache",
      "role text, PRIMARY KEY ((role))"
    },
    {
      "pending_hints",
      "Pending hints that this node has for other nodes",
      "host_id uuid, address inet, dc text, files int, newest timestamp, oldest"
          + " timestamp, port int, rack text, status text, PRIMARY KEY ((host_id))"
    },
    {
      "permissions_cache_keys",
      "keys in the permissions cache",
      "role text, resource text, PRIMARY KEY ((role, resource))"
    },
    {
      "queries",
      "Lists currently running queries",
      "thread_id text, queued_micros bigint, running_micros bigint, task text,"
          + " PRIMARY KEY ((thread_id))"
    },
    {
      "repair_jobs",
      "Repair job",
      "id uuid, completed boolean, duration_millis bigint, failure_cause text,"
          + " keyspace_name text, last_updated_at timestamp, participants"
          + " frozen<list<text>>, ranges frozen<list<text>>, repair_id timeuuid, session_id"
          + " timeuuid, state_failure_timestamp timestamp, state_init_timestamp timestamp,"
          + " state_skipped_timestamp timestamp, state_snapshot_complete_timestamp"
          + " timestamp, state_snapshot_start_timestamp timestamp, state_start_timestamp"
          + " timestamp, state_stream_start_timestamp timestamp, state_success_timestamp"
          + " timestamp, state_validation_complete_timestamp timestamp,"
          + " state_validation_start_timestamp timestamp, status text, success_message text,"
          + " table_name text, PRIMARY KEY ((id))"
    },
    {
      "repair_participates",
      "Repair participate summary",
      "id timeuuid, completed boolean, duration_millis bigint, failure_cause text,"
          + " global boolean, incremental boolean, initiator text, last_updated_at"
          + " timestamp, preview_kind text, ranges frozen<list<text>>, repaired_at"
          + " timestamp, state_failure_timestamp timestamp, state_init_timestamp timestamp,"
          + " state_skipped_timestamp timestamp, state_success_timestamp timestamp,"
          + " success_message text, tables frozen<set<text>>, validations frozen<set<uuid>>,"
          + " PRIMARY KEY ((id))"
    },
    {
      "repair_sessions",
      "Repair session",
      "id timeuuid, completed boolean, duration_millis bigint, failure_cause text,"
          + " jobs frozen<set<uuid>>, keyspace_name text, last_updated_at timestamp,"
          + " participants frozen<list<text>>, ranges frozen<list<text>>, repair_id"
          + " timeuuid, state_failure_timestamp timestamp, state_init_timestamp timestamp,"
          + " state_jobs_start_timestamp timestamp, state_skipped_timestamp timestamp,"
          + " state_start_timestamp timestamp, state_success_timestamp timestamp, status"
          + " text, success_message text, table_names frozen<list<text>>, PRIMARY KEY ((id))"
    },
    {
      "repair_validations",
      "Repair validation",
      "id uuid, bytes_read bigint, completed boolean, duration_millis bigint,"
          + " estimated_partitions bigint, estimated_total_bytes bigint, failure_cause text,"
          + " initiator text, keyspace_name text, last_updated_at timestamp,"
          + " partitions_processed bigint, progress_percentage float, ranges"
          + " frozen<list<text>>, repair_id timeuuid, session_id timeuuid,"
          + " state_accept_timestamp timestamp, state_failure_timestamp timestamp,"
          + " state_init_timestamp timestamp, state_sending_trees_timestamp timestamp,"
          + " state_skipped_timestamp timestamp, state_start_timestamp timestamp,"
          + " state_success_timestamp timestamp, status text, success_message text,"
          + " table_name text, PRIMARY KEY ((id))"
    },
    {
      "repairs",
      "Repair summary",
      "id timeuuid, command_id int, completed boolean, duration_millis bigint,"
          + " failure_cause text, keyspace_name text, last_updated_at timestamp,"
          + " options_column_families frozen<set<text>>, options_data_centers"
          + " frozen<set<text>>, options_force_repair boolean, options_hosts"
          + " frozen<set<text>>, options_ignore_unreplicated_keyspaces boolean,"
          + " options_incremental boolean, options_job_threads int, options_optimise_streams"
          + " boolean, options_parallelism text, options_preview_kind text,"
          + " options_primary_range boolean, options_pull_repair boolean, options_ranges"
          + " frozen<set<text>>, options_subrange_repair boolean, options_trace boolean,"
          + " participants frozen<list<text>>, ranges frozen<list<frozen<list<text>>>>,"
          + " sessions frozen<set<timeuuid>>, state_failure_timestamp timestamp,"
          + " state_init_timestamp timestamp, state_prepare_complete_timestamp timestamp,"
          + " state_prepare_start_timestamp timestamp, state_repair_complete_timestamp"
          + " timestamp, state_repair_start_timestamp timestamp, state_setup_timestamp"
          + " timestamp, state_skipped_timestamp timestamp, state_start_timestamp timestamp,"
          + " state_success_timestamp timestamp, status text, success_message text,"
          + " table_names frozen<list<text>>, type text, unfiltered_ranges"
          + " frozen<list<frozen<list<text>>>>, PRIMARY KEY ((id))"
    },
    {"roles_cache_keys", "keys in the roles cache", "role text, PRIMARY KEY ((role))"},
    {
      "rows_per_read",
      "",
      "keyspace_name text, table_name text, count bigint, max double, p50th double,"
          + " p99th double, PRIMARY KEY ((keyspace_name, table_name))"
    },
    {
      "sai_column_indexes",
      "Storage-attached column index metadata",
      "keyspace_name text, index_name text, analyzer text, column_name text,"
          + " is_building boolean, is_queryable boolean, is_string boolean, table_name text,"
          + " PRIMARY KEY (keyspace_name, index_name)"
    },
    {
      "sai_sstable_index_segments",
      "SSTable index segment metadata",
      "keyspace_name text, index_name text, sstable_name text, segment_row_id_offset"
          + " bigint, cell_count bigint, column_name text, component_metadata"
          + " frozen<map<text, frozen<map<text, text>>>>, end_token text, max_sstable_row_id"
          + " bigint, max_term text, min_sstable_row_id bigint, min_term text, start_token"
          + " text, table_name text, PRIMARY KEY (keyspace_name, index_name, sstable_name,"
          + " segment_row_id_offset)"
    },
    {
      "sai_sstable_indexes",
      "SSTable index metadata",
      "keyspace_name text, index_name text, sstable_name text, cell_count bigint,"
          + " column_name text, end_token text, format_version text, max_row_id bigint,"
          + " min_row_id bigint, per_column_disk_size bigint, per_table_disk_size bigint,"
          + " start_token text, table_name text, PRIMARY KEY (keyspace_name, index_name,"
          + " sstable_name)"
    },
    {"settings", "current settings", "name text, value text, PRIMARY KEY ((name))"},
    {
      "snapshots",
      "available snapshots",
      "name text, keyspace_name text, table_name text, created_at timestamp,"
          + " ephemeral boolean, expires_at timestamp, size_on_disk bigint, true_size"
          + " bigint, PRIMARY KEY (name, keyspace_name, table_name)"
    },
    {
      "sstable_tasks",
      "current sstable tasks",
      "keyspace_name text, table_name text, task_id timeuuid, completion_ratio"
          + " double, kind text, progress bigint, sstables int, target_directory text, total"
          + " bigint, unit text, PRIMARY KEY (keyspace_name, table_name, task_id)"
    },
    {
      "streaming",
      "",
      "id timeuuid, bytes_received bigint, bytes_sent bigint, bytes_to_receive"
          + " bigint, bytes_to_send bigint, duration_millis bigint, failure_cause text,"
          + " files_received bigint, files_sent bigint, files_to_receive bigint,"
          + " files_to_send bigint, follower boolean, last_updated_at timestamp, operation"
          + " text, peers frozen<list<text>>, progress_percentage float, status text,"
          + " status_failure_timestamp timestamp, status_init_timestamp timestamp,"
          + " status_start_timestamp timestamp, status_success_timestamp timestamp,"
          + " success_message text, PRIMARY KEY ((id))"
    },
    {
      "system_logs",
      "Cassandra logs",
      "timestamp timestamp, order_in_millisecond int, level text, logger text,"
          + " message text, PRIMARY KEY (timestamp, order_in_millisecond)"
    },
    {
      "system_properties",
      "Cassandra relevant system properties",
      "name text, value text, PRIMARY KEY ((name))"
    },
    {
      "thread_pools",
      "",
      "name text, active_tasks int, active_tasks_limit int, blocked_tasks bigint,"
          + " blocked_tasks_all_time bigint, completed_tasks bigint, pending_tasks int,"
          + " PRIMARY KEY ((name))"
    },
    {
      "tombstones_per_read",
      "",
      "keyspace_name text, table_name text, count bigint, max double, p50th double,"
          + " p99th double, PRIMARY KEY ((keyspace_name, table_name))"
    },
  };

  private SystemViewsTables() {}
}

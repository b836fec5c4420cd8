package io.wcs.engine.cql;

import io.wcs.engine.trace.TraceEvent;
import io.wcs.engine.trace.TraceSession;
import io.wcs.engine.trace.Tracing;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code system_traces.sessions} and {@code events} from the traces the node keeps: this node is
 * the coordinator and the source of every event, at the address clients reach it on.
 */
final class TraceRows {
  private TraceRows() {}

  static List<Map<String, Object>> rows(Tracing tracing, NodeAddress node, String table) {
    InetSocketAddress address = node.get();
    List<Map<String, Object>> rows = new ArrayList<>();
    for (TraceSession s : tracing.sessions()) {
      if (table.equals("sessions")) {
        Map<String, Object> row = new HashMap<>();
        row.put("session_id", s.id());
        row.put("client", s.client() == null ? address.getAddress() : s.client());
        row.put("command", "QUERY");
        row.put("coordinator", address.getAddress());
        row.put("coordinator_port", address.getPort());
        row.put("duration", s.durationMicros());
        row.put("parameters", s.parameters());
        row.put("request", s.request());
        row.put("started_at", s.startedAt());
        rows.add(row);
      } else if (table.equals("events")) {
        for (TraceEvent e : s.events()) {
          Map<String, Object> row = new HashMap<>();
          row.put("session_id", s.id());
          row.put("event_id", e.id());
          row.put("activity", e.activity());
          row.put("source", address.getAddress());
          row.put("source_elapsed", e.elapsedMicros());
          row.put("source_port", address.getPort());
          row.put("thread", e.thread());
          rows.add(row);
        }
      }
    }
    return rows;
  }
}

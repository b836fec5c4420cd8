package io.wcs.driver.shell;

import java.io.PrintStream;
import java.net.InetAddress;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.UUID;

/**
 * Prints a statement's trace as cqlsh's {@code TRACING ON} does, read from {@code system_traces}:
 * {@code Tracing session: id}, then a table of the request, each event with its thread, and {@code
 * Request complete}, with local times to the microsecond.
 */
final class TracePrinter {
  private static final String[] LABELS = {
    "activity", "timestamp", "source", "source_elapsed", "client"
  };
  private static final DateTimeFormatter TIME =
      DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss.SSSSSS", Locale.ROOT);

  private TracePrinter() {}

  /**
   * Prints the session's trace.
   *
   * @return false, having printed nothing, when {@code system_traces} holds no such session
   */
  static boolean print(Connection connection, UUID session, PrintStream out) throws SQLException {
    List<String[]> rows = new ArrayList<>();
    try (PreparedStatement sessions =
            connection.prepareStatement(
                "SELECT request, started_at, coordinator, duration, client"
                    + " FROM system_traces.sessions WHERE session_id = ?");
        PreparedStatement events =
            connection.prepareStatement(
                "SELECT activity, thread, source, source_elapsed"
                    + " FROM system_traces.events WHERE session_id = ?")) {
      sessions.setObject(1, session);
      try (ResultSet s = sessions.executeQuery()) {
        if (!s.next()) {
          return false;
        }
        Instant started = s.getObject(2, Instant.class);
        String coordinator = address(s.getObject(3, InetAddress.class));
        String client = address(s.getObject(5, InetAddress.class));
        rows.add(new String[] {s.getString(1), local(started), coordinator, "0", client});
        events.setObject(1, session);
        try (ResultSet e = events.executeQuery()) {
          while (e.next()) {
            int elapsed = e.getInt(4);
            rows.add(
                new String[] {
                  e.getString(1) + " [" + e.getString(2) + "]",
                  local(started.plusNanos(elapsed * 1000L)),
                  address(e.getObject(3, InetAddress.class)),
                  Integer.toString(elapsed),
                  client
                });
          }
        }
        int duration = s.getInt(4);
        rows.add(
            new String[] {
              "Request complete",
              local(started.plusNanos(duration * 1000L)),
              coordinator,
              Integer.toString(duration),
              client
            });
      }
    }
    out.println();
    out.println("Tracing session: " + session);
    out.println();
    ResultTable.printBlock(LABELS, rows, out);
    out.println();
    return true;
  }

  private static String local(Instant instant) {
    return TIME.format(LocalDateTime.ofInstant(instant, ZoneId.systemDefault()));
  }

  private static String address(InetAddress address) {
    return address == null ? "null" : address.getHostAddress();
  }
}

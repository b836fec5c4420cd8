package io.wcs.server;

import com.datastax.oss.protocol.internal.Message;
import java.util.List;
import java.util.UUID;

/**
 * A response message, the client warnings its frame carries, and the id of the request's trace
 * (null when not traced).
 */
record Response(Message message, List<String> warnings, UUID tracingId) {
  Response {
    warnings = List.copyOf(warnings);
  }

  Response(Message message, List<String> warnings) {
    this(message, warnings, null);
  }

  static Response of(Message message) {
    return new Response(message, List.of());
  }

  Response traced(UUID id) {
    return new Response(message, warnings, id);
  }
}

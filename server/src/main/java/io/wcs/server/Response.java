package io.wcs.server;

import com.datastax.oss.protocol.internal.Message;
import java.util.List;

/** A response message and the client warnings its frame carries. */
record Response(Message message, List<String> warnings) {
  Response {
    warnings = List.copyOf(warnings);
  }

  static Response of(Message message) {
    return new Response(message, List.of());
  }
}

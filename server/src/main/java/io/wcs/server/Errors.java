package io.wcs.server;

import com.datastax.oss.protocol.internal.Message;
import com.datastax.oss.protocol.internal.ProtocolConstants;
import com.datastax.oss.protocol.internal.response.Error;
import com.datastax.oss.protocol.internal.response.error.AlreadyExists;
import com.datastax.oss.protocol.internal.response.error.FunctionFailure;
import com.datastax.oss.protocol.internal.response.error.ReadFailure;
import com.datastax.oss.protocol.internal.response.error.ReadTimeout;
import com.datastax.oss.protocol.internal.response.error.Unprepared;
import io.wcs.engine.error.AlreadyExistsException;
import io.wcs.engine.error.CqlRequestException;
import io.wcs.engine.error.FunctionFailureException;
import io.wcs.engine.error.ReadFailureException;
import io.wcs.engine.error.UnpreparedException;
import io.wcs.engine.types.InvalidValueException;
import java.net.InetAddress;
import java.util.Map;

/**
 * What the engine threw, as the native protocol's ERROR message (spec section 9). A refused request
 * keeps Cassandra's code and message, with the extra fields its kind carries; anything else is a
 * SERVER_ERROR naming the failure, so that the client sees why, and the connection stays usable.
 */
final class Errors {
  private Errors() {}

  static Error of(RuntimeException failure) {
    if (failure instanceof CqlRequestException request) {
      return ofRequest(request);
    }
    if (failure instanceof InvalidValueException) {
      return new Error(ProtocolConstants.ErrorCode.INVALID, failure.getMessage());
    }
    if (failure instanceof ProtocolException protocol) {
      return new Error(ProtocolConstants.ErrorCode.PROTOCOL_ERROR, protocol.getMessage());
    }
    return new Error(ProtocolConstants.ErrorCode.SERVER_ERROR, String.valueOf(failure));
  }

  /**
   * A read this node gave up, as a Cassandra node's coordinator reports it: no replica answered,
   * the one replica needed ({@code node}) failed, and why.
   */
  static Error readFailure(ReadFailureException failure, InetAddress node) {
    return new ReadFailure(
        failure.getMessage(),
        failure.consistency(),
        0,
        1,
        1,
        Map.of(node, ReadFailureException.READ_TOO_MANY_TOMBSTONES),
        false);
  }

  /**
   * The error as a client of {@code version} reads it: v3 has no failures, so, as Cassandra does, a
   * read failure goes as a read timeout and a function's failure as an invalid request that names
   * it (WCS sends no write failure, which would go as a write timeout).
   */
  static Message inVersion(Message message, int version) {
    if (version >= ProtocolConstants.Version.V4) {
      return message;
    }
    if (message instanceof ReadFailure f) {
      return new ReadTimeout(f.message, f.consistencyLevel, f.received, f.blockFor, f.dataPresent);
    }
    if (message instanceof FunctionFailure f) {
      return new Error(ProtocolConstants.ErrorCode.INVALID, "ERROR FUNCTION_FAILURE: " + f.message);
    }
    return message;
  }

  private static Error ofRequest(CqlRequestException request) {
    String message = request.getMessage();
    if (request instanceof AlreadyExistsException exists) {
      return new AlreadyExists(message, exists.keyspace(), exists.table());
    }
    if (request instanceof UnpreparedException unprepared) {
      return new Unprepared(message, unprepared.id());
    }
    if (request instanceof FunctionFailureException failure) {
      return new FunctionFailure(
          message, FunctionFailureException.KEYSPACE, failure.function(), failure.argTypes());
    }
    return new Error(request.code().value(), message);
  }
}

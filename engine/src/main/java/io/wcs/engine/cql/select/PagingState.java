package io.wcs.engine.cql.select;

import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.storage.DecoratedKey;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;

/**
 * Where a page of a SELECT stopped, self-contained so that any connection can continue the query:
 * the last partition read, the last clustering returned in it (null when that partition is done),
 * how many rows that partition already gave (for PER PARTITION LIMIT) and how many rows (or groups)
 * the query returned so far (for LIMIT).
 *
 * <p>Layout (big-endian): version byte (1); token (8 bytes); key length (4) and key bytes;
 * clustering length (4, -1 for none) and clustering bytes; rows in partition (4); returned (4).
 */
record PagingState(DecoratedKey key, byte[] clustering, int rowsInPartition, int returned) {
  private static final byte VERSION = 1;

  byte[] encode() {
    int clusteringLength = clustering == null ? 0 : clustering.length;
    ByteBuffer out = ByteBuffer.allocate(1 + 8 + 4 + key.key().length + 4 + clusteringLength + 8);
    out.put(VERSION).putLong(key.token()).putInt(key.key().length).put(key.key());
    out.putInt(clustering == null ? -1 : clustering.length);
    if (clustering != null) {
      out.put(clustering);
    }
    return out.putInt(rowsInPartition).putInt(returned).array();
  }

  /** The state, or null for a first page; refuses bytes this engine did not write. */
  static PagingState decode(byte[] bytes) {
    if (bytes == null || bytes.length == 0) {
      return null;
    }
    try {
      ByteBuffer in = ByteBuffer.wrap(bytes);
      if (in.get() != VERSION) {
        throw invalid();
      }
      long token = in.getLong();
      byte[] key = new byte[in.getInt()];
      in.get(key);
      int clusteringLength = in.getInt();
      byte[] clustering = null;
      if (clusteringLength >= 0) {
        clustering = new byte[clusteringLength];
        in.get(clustering);
      }
      PagingState state =
          new PagingState(new DecoratedKey(token, key), clustering, in.getInt(), in.getInt());
      if (in.hasRemaining() || state.rowsInPartition < 0 || state.returned < 0) {
        throw invalid();
      }
      return state;
    } catch (BufferUnderflowException | IllegalArgumentException | NegativeArraySizeException e) {
      throw invalid();
    }
  }

  private static InvalidRequestException invalid() {
    return new InvalidRequestException("Invalid value for the paging state");
  }
}

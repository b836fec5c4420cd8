package io.wcs.engine.storage;

import java.util.Arrays;
import java.util.List;

/**
 * What the commit log makes of a one-mutation write, through the log's own path ({@link
 * MutationSerializer#serializeAll}), for tests outside the log.
 */
public final class LoggedWrites {
  private LoggedWrites() {}

  /** The rows of {@code m} as the log encodes them, valid until the thread serializes again. */
  public static EncodedRows encode(Mutation m) {
    return encode(m, new int[1]);
  }

  /** The log's body of {@code m}, in an array of its own. */
  public static byte[] body(Mutation m) {
    int[] end = new int[1];
    return Arrays.copyOf(encode(m, end).bytes(), end[0]);
  }

  private static EncodedRows encode(Mutation m, int[] end) {
    return MutationSerializer.serializeAll(List.of(new TableMutation(0, m)), end);
  }
}

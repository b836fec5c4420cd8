package io.wcs.engine.storage;

import io.wcs.engine.commitlog.CommitLogEntry;
import java.util.ArrayList;
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
    return encode(m, new ArrayList<>());
  }

  /** The log's body of {@code m}, in an array of its own. */
  public static byte[] body(Mutation m) {
    List<CommitLogEntry> entry = new ArrayList<>();
    encode(m, entry);
    CommitLogEntry e = entry.get(0);
    return Arrays.copyOfRange(e.bytes(), e.offset(), e.offset() + e.length());
  }

  private static EncodedRows encode(Mutation m, List<CommitLogEntry> entries) {
    return MutationSerializer.serializeAll(List.of(new TableMutation(0, m)), entries);
  }
}

package io.wcs.engine.storage;

import java.util.List;

/** What the commit log makes of a one-mutation write, for tests of the memtable outside it. */
public final class LoggedWrites {
  private LoggedWrites() {}

  /** The rows of {@code m} as the log encodes them, valid until the thread serializes again. */
  public static EncodedRows encode(Mutation m) {
    return MutationSerializer.serializeAll(List.of(new TableMutation(0, m)), new int[1]);
  }
}

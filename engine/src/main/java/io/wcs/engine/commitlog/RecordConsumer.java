package io.wcs.engine.commitlog;

import java.io.IOException;

/** Receives the records of a commit log replay, in log order. */
@FunctionalInterface
public interface RecordConsumer {
  /**
   * @param tableId the table id given to {@link CommitLog#append}
   * @param body the record body (owned by the consumer)
   * @param position the record's position, as {@link CommitLog#append} returned it
   */
  void accept(int tableId, byte[] body, CommitLogPosition position) throws IOException;

  /**
   * Whether a record is still needed: one that is not (its table has flushed past it) is neither
   * copied out nor counted as keeping its segment, which replaying a log full of flushed records
   * spent most of its time on.
   */
  default boolean wants(int tableId, CommitLogPosition position) {
    return true;
  }
}

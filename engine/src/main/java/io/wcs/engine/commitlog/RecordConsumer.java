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
}

package io.wcs.engine.storage;

import java.io.Closeable;
import java.io.IOException;

/**
 * The write-ahead log the engine writes through: the commit log for a directory, nothing for an
 * in-memory engine. Positions increase with every append.
 */
public interface MutationLog extends Closeable {
  /** Receives replayed records in log order. */
  interface Replayer {
    void replay(int tableId, long position, byte[] body) throws IOException;
  }

  /** Appends a record, durable as the sync mode promises when this returns; its position. */
  long append(int tableId, byte[] body) throws IOException;

  void replay(Replayer replayer) throws IOException;

  /** The position of the last append (or of the last replayed record), -1 if none. */
  long lastPosition();

  /** Everything of {@code tableId} at or before {@code position} is flushed to SSTables. */
  void discardUpTo(int tableId, long position) throws IOException;

  /** The log of an in-memory engine. */
  MutationLog NONE =
      new MutationLog() {
        @Override
        public long append(int tableId, byte[] body) {
          return 0;
        }

        @Override
        public void replay(Replayer replayer) {}

        @Override
        public long lastPosition() {
          return -1;
        }

        @Override
        public void discardUpTo(int tableId, long position) {}

        @Override
        public void close() {}
      };
}

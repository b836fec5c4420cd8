package io.wcs.engine.commitlog;

/**
 * One body to log and the table it belongs to: an element of a write that {@link
 * CommitLog#appendWithoutWaiting(java.util.List)} logs as a whole. The body is {@code length} bytes
 * of {@code bytes} from {@code offset}, so that a writer can serialize all of its mutations into
 * one buffer of its own; they are not copied, so the caller must not change them before the append
 * returns.
 *
 * @param tableId the table's id (never negative)
 */
public record CommitLogEntry(int tableId, byte[] bytes, int offset, int length) {
  public CommitLogEntry {
    if (offset < 0 || length < 0 || offset > bytes.length - length) {
      throw new IllegalArgumentException(
          "body of " + length + " bytes at " + offset + " outside " + bytes.length);
    }
  }

  /** An entry whose body is all of {@code body}. */
  public CommitLogEntry(int tableId, byte[] body) {
    this(tableId, body, 0, body.length);
  }
}

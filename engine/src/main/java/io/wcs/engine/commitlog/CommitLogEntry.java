package io.wcs.engine.commitlog;

/**
 * One body to log and the table it belongs to: an element of a write that {@link
 * CommitLog#appendWithoutWaiting(java.util.List)} logs as a whole.
 *
 * @param tableId the table's id (never negative)
 * @param body the bytes to log; not copied, so the caller must not change them
 */
public record CommitLogEntry(int tableId, byte[] body) {}

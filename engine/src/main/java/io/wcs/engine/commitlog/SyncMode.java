package io.wcs.engine.commitlog;

/** When an append is acknowledged relative to the fsync that makes it durable. */
public enum SyncMode {
  /** Every append returns after an fsync that covers it; concurrent appends may share one. */
  BATCH,
  /**
   * Appends wait for an fsync that covers them; the first waiter waits a small window so that the
   * appends arriving meanwhile share its fsync.
   */
  GROUP,
  /** Appends return at once; a background fsync runs every interval. A crash loses that window. */
  PERIODIC
}

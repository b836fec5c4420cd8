package io.wcs.engine.commitlog;

import java.io.IOException;
import java.nio.file.Path;

/** The commit log holds damaged data that was already durable: replay refuses to guess. */
public class CommitLogReplayException extends IOException {
  private static final long serialVersionUID = 1L;

  private final transient Path file;
  private final long offset;

  public CommitLogReplayException(Path file, long offset, String problem) {
    super(
        "commit log "
            + file
            + " is corrupt at offset "
            + offset
            + ": "
            + problem
            + ". Records after this point were acknowledged to clients, so replay stops instead"
            + " of dropping them; restore the file, or accept the loss by opening with"
            + " ignoreReplayErrors");
    this.file = file;
    this.offset = offset;
  }

  public Path file() {
    return file;
  }

  public long offset() {
    return offset;
  }
}

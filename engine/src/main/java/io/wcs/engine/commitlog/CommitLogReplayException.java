package io.wcs.engine.commitlog;

import io.wcs.engine.util.DamagedFileException;
import java.nio.file.Path;

/** The commit log holds damaged data that was already durable: replay refuses to guess. */
public class CommitLogReplayException extends DamagedFileException {
  private static final long serialVersionUID = 1L;

  public CommitLogReplayException(Path file, long offset, String problem) {
    super(
        file,
        offset,
        "commit log "
            + file
            + " is corrupt at offset "
            + offset
            + ": "
            + problem
            + ". Records after this point were acknowledged to clients, so replay stops instead"
            + " of dropping them; restore the file, or accept the loss by opening with"
            + " ignoreReplayErrors",
        null);
  }
}

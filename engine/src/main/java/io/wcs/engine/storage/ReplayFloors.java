package io.wcs.engine.storage;

import io.wcs.engine.commitlog.CommitLogPosition;
import io.wcs.engine.sstable.ChecksummedText;
import io.wcs.engine.sstable.DirectorySync;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Map;
import java.util.TreeMap;

/**
 * Per table, the log position at or below which replay must skip records: raised by each flush
 * (what it wrote is in an SSTable), TRUNCATE (the position at truncation) and DROP (everything).
 * The log keeps a segment until every table in it is flushed, so without this a restart would
 * replay records a table already flushed, and bring back truncated or dropped data, or data whose
 * tombstone compaction has since purged. Stored as text lines {@code <tableId> <segmentId>
 * <offset>} after a header line and before a checksum line ({@link ChecksummedText}): a floor
 * damaged upward would skip records, and lose them, without a word. Replaced atomically. Threading:
 * synchronized.
 */
final class ReplayFloors {
  private static final String FILE = "replay-floors";
  // Since 2026-12-03, with a checksum line; a file without the header is an older build's.
  private static final String HEADER = "replay-floors 2\n";
  private final Path file;

  /** Past every record: the floor of a dropped table. */
  static final CommitLogPosition EVERYTHING =
      new CommitLogPosition(Long.MAX_VALUE, Integer.MAX_VALUE);

  private final Map<Integer, CommitLogPosition> floors = new TreeMap<>();

  private ReplayFloors(Path file) {
    this.file = file;
  }

  static ReplayFloors load(Path directory) throws IOException {
    ReplayFloors f = new ReplayFloors(directory.resolve(FILE));
    if (Files.exists(f.file)) {
      String text = ChecksummedText.text(f.file);
      if (text.startsWith(HEADER)) {
        text =
            ChecksummedText.verified(f.file, text, "replay floors file").substring(HEADER.length());
      }
      if (!text.isEmpty()) {
        for (String line : text.split("\n")) {
          f.parse(line);
        }
      }
    }
    return f;
  }

  private void parse(String line) {
    String[] parts = line.trim().split(" ");
    if (parts.length != 3) {
      throw new MalformedDataException("bad line '" + line + "' in " + file);
    }
    try {
      floors.put(
          Integer.parseInt(parts[0]),
          new CommitLogPosition(Long.parseLong(parts[1]), Integer.parseInt(parts[2])));
    } catch (NumberFormatException e) {
      throw new MalformedDataException("bad line '" + line + "' in " + file, e);
    }
  }

  synchronized boolean skips(int tableId, CommitLogPosition position) {
    CommitLogPosition floor = floors.get(tableId);
    return floor != null && position.compareTo(floor) <= 0;
  }

  synchronized void raise(int tableId, CommitLogPosition position) throws IOException {
    set(tableId, CommitLogPosition.max(position, floors.getOrDefault(tableId, position)));
  }

  /** A dropped table created again: only what was logged before now is the old table's. */
  synchronized void recreate(int tableId, CommitLogPosition now) throws IOException {
    if (skips(tableId, EVERYTHING)) {
      set(tableId, now);
    }
  }

  private void set(int tableId, CommitLogPosition position) throws IOException {
    floors.put(tableId, position);
    StringBuilder sb = new StringBuilder(HEADER);
    floors.forEach(
        (id, p) ->
            sb.append(id)
                .append(' ')
                .append(p.segmentId())
                .append(' ')
                .append(p.offset())
                .append('\n'));
    Path tmp = file.resolveSibling(FILE + ".tmp");
    Files.writeString(tmp, ChecksummedText.seal(sb), StandardCharsets.US_ASCII);
    try (var ch = java.nio.channels.FileChannel.open(tmp, java.nio.file.StandardOpenOption.WRITE)) {
      ch.force(true);
    }
    Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    DirectorySync.force(file.getParent());
  }
}

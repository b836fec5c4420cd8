package io.wcs.engine.storage;

import io.wcs.engine.sstable.DirectorySync;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Map;
import java.util.TreeMap;

/**
 * Per table, the log position at or below which replay must skip records: set by TRUNCATE (the
 * position at truncation) and DROP (everything). The log keeps segments until every table they
 * cover is flushed, so without this a restart would bring truncated or dropped data back. Stored as
 * text lines {@code <tableId> <position>}, replaced atomically. Threading: synchronized.
 */
final class ReplayFloors {
  private static final String FILE = "replay-floors";
  private final Path file;
  private final Map<Integer, Long> floors = new TreeMap<>();

  private ReplayFloors(Path file) {
    this.file = file;
  }

  static ReplayFloors load(Path directory) throws IOException {
    ReplayFloors f = new ReplayFloors(directory.resolve(FILE));
    if (Files.exists(f.file)) {
      for (String line : Files.readAllLines(f.file, StandardCharsets.UTF_8)) {
        String[] parts = line.trim().split(" ");
        if (parts.length != 2) {
          throw new MalformedDataException("bad line '" + line + "' in " + f.file);
        }
        try {
          f.floors.put(Integer.parseInt(parts[0]), Long.parseLong(parts[1]));
        } catch (NumberFormatException e) {
          throw new MalformedDataException("bad line '" + line + "' in " + f.file, e);
        }
      }
    }
    return f;
  }

  synchronized boolean skips(int tableId, long position) {
    Long floor = floors.get(tableId);
    return floor != null && position <= floor;
  }

  synchronized void raise(int tableId, long position) throws IOException {
    floors.merge(tableId, position, Math::max);
    StringBuilder sb = new StringBuilder();
    floors.forEach((id, p) -> sb.append(id).append(' ').append(p).append('\n'));
    Path tmp = file.resolveSibling(FILE + ".tmp");
    Files.writeString(tmp, sb, StandardCharsets.UTF_8);
    try (var ch = java.nio.channels.FileChannel.open(tmp, java.nio.file.StandardOpenOption.WRITE)) {
      ch.force(true);
    }
    Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    DirectorySync.force(file.getParent());
  }
}

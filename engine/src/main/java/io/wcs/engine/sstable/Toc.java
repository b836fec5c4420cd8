package io.wcs.engine.sstable;

import io.wcs.engine.storage.MalformedDataException;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * The table of contents, written last: its presence publishes a generation. ASCII text, one line
 * per component file suffix, then {@code replaces=<g1>,<g2>...} listing the generations this one
 * supersedes (empty for a flush), then {@code crc32c=<8 hex digits>}: the CRC32C of every byte
 * before that line. A replacement record (a compaction that purged everything) lists no component
 * since 2026-12-03; before, its TOC listed them all though none was written.
 *
 * <p>Recovery deletes the generations a TOC names, so a TOC is trusted only when its checksum
 * verifies.
 */
final class Toc {
  private static final String REPLACES = "replaces=";

  /** What a TOC says: whether it lists its components, and the generations it replaces. */
  record Content(boolean listsComponents, List<Long> replaces) {}

  private Toc() {}

  /** Writes a TOC listing every component, or none for a replacement record. */
  static void write(Path file, boolean listsComponents, List<Long> replaces) throws IOException {
    StringBuilder sb = new StringBuilder();
    for (Component c : Component.values()) {
      if (c != Component.TOC && listsComponents) {
        sb.append(c.suffix()).append('\n');
      }
    }
    sb.append(REPLACES);
    for (int i = 0; i < replaces.size(); i++) {
      sb.append(i == 0 ? "" : ",").append(replaces.get(i));
    }
    sb.append('\n');
    Files.writeString(
        file, ChecksummedText.seal(sb), StandardCharsets.US_ASCII, StandardOpenOption.CREATE_NEW);
    try (FileChannel ch = FileChannel.open(file, StandardOpenOption.WRITE)) {
      ch.force(true);
    }
  }

  /**
   * What the TOC of {@code generation} says; the generations it replaces are each older than it.
   *
   * @throws MalformedDataException naming the file, when the TOC is damaged
   */
  static Content read(Path file, long generation) throws IOException {
    String body = ChecksummedText.read(file, "TOC");
    return new Content(
        !body.startsWith(REPLACES) && !body.isEmpty(), parseReplaces(file, body, generation));
  }

  private static List<Long> parseReplaces(Path file, String body, long generation) {
    List<Long> replaces = new ArrayList<>();
    for (String line : body.split("\n")) {
      if (line.startsWith(REPLACES) && line.length() > REPLACES.length()) {
        for (String g : line.substring(REPLACES.length()).split(",", -1)) {
          replaces.add(parseGeneration(file, g, generation));
        }
      }
    }
    return replaces;
  }

  private static long parseGeneration(Path file, String text, long generation) {
    long g;
    try {
      g = Long.parseLong(text);
    } catch (NumberFormatException e) {
      g = -1;
    }
    if (g <= 0 || g >= generation) {
      throw new MalformedDataException(
          file
              + " names '"
              + text
              + "' as a replaced generation: not a generation older than "
              + generation);
    }
    return g;
  }
}

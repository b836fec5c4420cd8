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
import java.util.Locale;
import java.util.zip.CRC32C;

/**
 * The table of contents, written last: its presence publishes a generation. ASCII text, one line
 * per component file suffix, then {@code replaces=<g1>,<g2>...} listing the generations this one
 * supersedes (empty for a flush), then {@code crc32c=<8 hex digits>}: the CRC32C of every byte
 * before that line.
 *
 * <p>Recovery deletes the generations a TOC names, so a TOC is trusted only when its checksum
 * verifies.
 */
final class Toc {
  private static final String REPLACES = "replaces=";
  private static final String CHECKSUM = "crc32c=";
  private static final int CHECKSUM_LINE_LENGTH = CHECKSUM.length() + 8 + 1;

  private Toc() {}

  static void write(Path file, List<Long> replaces) throws IOException {
    StringBuilder sb = new StringBuilder();
    for (Component c : Component.values()) {
      if (c != Component.TOC) {
        sb.append(c.suffix()).append('\n');
      }
    }
    sb.append(REPLACES);
    for (int i = 0; i < replaces.size(); i++) {
      sb.append(i == 0 ? "" : ",").append(replaces.get(i));
    }
    sb.append('\n');
    CRC32C crc = new CRC32C();
    crc.update(sb.toString().getBytes(StandardCharsets.US_ASCII));
    sb.append(CHECKSUM).append(String.format(Locale.ROOT, "%08x", crc.getValue())).append('\n');
    Files.writeString(file, sb, StandardCharsets.US_ASCII, StandardOpenOption.CREATE_NEW);
    try (FileChannel ch = FileChannel.open(file, StandardOpenOption.WRITE)) {
      ch.force(true);
    }
  }

  /**
   * The generations the TOC of {@code generation} says it replaces, each older than it.
   *
   * @throws MalformedDataException naming the file, when the TOC is damaged
   */
  static List<Long> readReplaces(Path file, long generation) throws IOException {
    // ISO-8859-1 maps every byte to one char: damaged bytes decode, and are caught below.
    String text = new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1);
    int checksumLine = text.lastIndexOf('\n' + CHECKSUM) + 1;
    if (checksumLine == 0) {
      throw new MalformedDataException(file + " has no checksum line: the TOC is damaged");
    }
    verify(file, text, checksumLine);
    return parseReplaces(file, text.substring(0, checksumLine), generation);
  }

  private static void verify(Path file, String text, int checksumLine) {
    String line = text.substring(checksumLine);
    int stored = 0;
    boolean wellFormed = line.length() == CHECKSUM_LINE_LENGTH && line.endsWith("\n");
    for (int i = CHECKSUM.length(); wellFormed && i < CHECKSUM_LINE_LENGTH - 1; i++) {
      int digit = Character.digit(line.charAt(i), 16);
      wellFormed = digit >= 0;
      stored = (stored << 4) | digit;
    }
    CRC32C crc = new CRC32C();
    crc.update(text.substring(0, checksumLine).getBytes(StandardCharsets.ISO_8859_1));
    if (!wellFormed || stored != (int) crc.getValue()) {
      throw new MalformedDataException(
          "checksum mismatch in "
              + file
              + ": the TOC is damaged (bytes 0 to "
              + checksumLine
              + ")");
    }
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

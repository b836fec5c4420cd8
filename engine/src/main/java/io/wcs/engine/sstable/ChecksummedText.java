package io.wcs.engine.sstable;

import io.wcs.engine.storage.MalformedDataException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.zip.CRC32C;

/**
 * An ASCII text file that ends with the line {@code crc32c=<8 hex digits>}, the CRC32C of every
 * byte before it. The small files recovery acts on (an SSTable's TOC, the commit log's replay
 * floors) are kept this way, so that a damaged one is refused, naming it, rather than believed.
 */
public final class ChecksummedText {
  private static final String CHECKSUM = "crc32c=";
  private static final int CHECKSUM_LINE_LENGTH = CHECKSUM.length() + 8 + 1;

  private ChecksummedText() {}

  /** {@code body} (ASCII, each line ending in a newline) followed by its checksum line. */
  public static String seal(CharSequence body) {
    CRC32C crc = new CRC32C();
    crc.update(body.toString().getBytes(StandardCharsets.US_ASCII));
    return body + CHECKSUM + String.format(Locale.ROOT, "%08x", crc.getValue()) + "\n";
  }

  /**
   * The text of {@code file} before its checksum line, once the checksum verifies.
   *
   * @param what the file's kind for the message ("TOC")
   * @throws MalformedDataException naming the file, when the checksum line is missing, malformed or
   *     does not match
   */
  public static String read(Path file, String what) throws IOException {
    return verified(file, text(file), what);
  }

  /**
   * The whole of {@code file} as text, one char per byte (ISO-8859-1): damaged bytes decode, and
   * fail the checksum.
   */
  public static String text(Path file) throws IOException {
    return new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1);
  }

  /**
   * {@code text}, read from {@code file} by {@link #text}, before its checksum line, once the
   * checksum verifies: for a reader that looked at the text before knowing it has a checksum.
   *
   * @throws MalformedDataException as {@link #read} does
   */
  public static String verified(Path file, String text, String what) {
    int checksumLine = text.lastIndexOf('\n' + CHECKSUM) + 1;
    if (checksumLine == 0 && !text.startsWith(CHECKSUM)) {
      throw new MalformedDataException(file + " has no checksum line: the " + what + " is damaged");
    }
    String line = text.substring(checksumLine);
    int stored = 0;
    boolean wellFormed = line.length() == CHECKSUM_LINE_LENGTH && line.endsWith("\n");
    for (int i = CHECKSUM.length(); wellFormed && i < CHECKSUM_LINE_LENGTH - 1; i++) {
      int digit = Character.digit(line.charAt(i), 16);
      wellFormed = digit >= 0;
      stored = (stored << 4) | digit;
    }
    String body = text.substring(0, checksumLine);
    CRC32C crc = new CRC32C();
    crc.update(body.getBytes(StandardCharsets.ISO_8859_1));
    if (!wellFormed || stored != (int) crc.getValue()) {
      throw new MalformedDataException(
          "checksum mismatch in "
              + file
              + ": the "
              + what
              + " is damaged (bytes 0 to "
              + checksumLine
              + ")");
    }
    return body;
  }
}

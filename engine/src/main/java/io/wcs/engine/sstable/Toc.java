package io.wcs.engine.sstable;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * The table of contents, written last: its presence publishes a generation. Text, one line per
 * component file suffix, then {@code replaces=<g1>,<g2>...} listing the generations this one
 * supersedes (empty for a flush).
 */
final class Toc {
  private static final String REPLACES = "replaces=";

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
    Files.writeString(file, sb, StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW);
    try (FileChannel ch = FileChannel.open(file, StandardOpenOption.WRITE)) {
      ch.force(true);
    }
  }

  /** The generations the TOC says this generation replaces. */
  static List<Long> readReplaces(Path file) throws IOException {
    List<Long> replaces = new ArrayList<>();
    for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
      if (line.startsWith(REPLACES) && line.length() > REPLACES.length()) {
        for (String g : line.substring(REPLACES.length()).split(",")) {
          replaces.add(Long.parseLong(g.trim()));
        }
      }
    }
    return replaces;
  }
}

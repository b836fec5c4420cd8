package io.wcs.it.golden;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The answer to one statement in the oracle's {@code .out} format: a "## statement" header, then
 * either {@code OK}, or {@code ERROR <class>} and a "# message" line, or {@code COLUMNS a|b} and
 * one {@code ROW v1|v2} line per row. Lines starting with "# " are for humans and never compared;
 * an expected error matches any error, whatever its class.
 */
record OutputBlock(String header, List<String> body) {

  boolean isError() {
    return !body.isEmpty() && body.get(0).startsWith("ERROR ");
  }

  String text() {
    StringBuilder text = new StringBuilder("## ").append(header).append('\n');
    body.forEach(line -> text.append(line).append('\n'));
    return text.toString();
  }

  /** Null when {@code actual} answers like this expected block, else why it does not. */
  String mismatch(OutputBlock actual, boolean unordered) {
    if (!header.equals(actual.header)) {
      return "the statement differs from the .out file: regenerate it with the oracle";
    }
    if (isError()) {
      return actual.isError() ? null : "expected an error";
    }
    if (actual.isError()) {
      return "unexpected error";
    }
    List<String> expectedLines = compared();
    List<String> actualLines = actual.compared();
    if (expectedLines.equals(actualLines)) {
      return null;
    }
    if (unordered && sameRowsInAnyOrder(expectedLines, actualLines)) {
      return null;
    }
    return "different result";
  }

  private List<String> compared() {
    return body.stream().filter(line -> !line.startsWith("# ")).toList();
  }

  private static boolean sameRowsInAnyOrder(List<String> expected, List<String> actual) {
    if (expected.isEmpty() || actual.isEmpty() || !expected.get(0).equals(actual.get(0))) {
      return false;
    }
    List<String> expectedRows = new ArrayList<>(expected.subList(1, expected.size()));
    List<String> actualRows = new ArrayList<>(actual.subList(1, actual.size()));
    Collections.sort(expectedRows);
    Collections.sort(actualRows);
    return expectedRows.equals(actualRows);
  }

  OutputBlock {
    body = List.copyOf(body);
  }

  static List<OutputBlock> parse(Path out) throws IOException {
    List<OutputBlock> blocks = new ArrayList<>();
    String header = null;
    List<String> body = new ArrayList<>();
    for (String line : Files.readAllLines(out, StandardCharsets.UTF_8)) {
      if (line.startsWith("## ")) {
        if (header != null) {
          blocks.add(new OutputBlock(header, body));
        }
        header = line.substring(3);
        body.clear();
      } else if (header != null && !line.isEmpty()) {
        body.add(line);
      }
    }
    if (header != null) {
      blocks.add(new OutputBlock(header, body));
    }
    return blocks;
  }
}

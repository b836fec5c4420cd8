package io.wcs.it.golden;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The answer to one statement in the oracle's {@code .out} format: a "## statement" header, then
 * either {@code OK}, or {@code ERROR <class>} and a "# message" line, or {@code COLUMNS a|b} and
 * one {@code ROW v1|v2} line per row.
 *
 * <p>An expected error matches any error, whatever its class, whose message says what Cassandra's
 * says: the oracle writes Cassandra's message on one line (line breaks as spaces), WCS's answer has
 * one "# " line per line of its message, and its first lines, joined by spaces, must be Cassandra's
 * message; the lines after it are WCS's hint on how to fix the statement. Cassandra's syntax errors
 * ("line 1:22 no viable alternative at input ...") are ANTLR's wording, which WCS's JavaCC parser
 * does not reproduce (nor, always, ANTLR's error position): they match any syntax error that starts
 * with its position as WCS's parser writes it ("line L:C ..."). Cassandra lists a function's
 * signatures in no particular order, so those lists compare as sets; where it printed a Java object
 * by its identity, any text matches. Other "# " lines are for humans and never compared.
 *
 * <p>An answer read through JDBC knows how this JVM prints each column's values ({@code reprints}):
 * the oracle printed floats and doubles with Java 17's {@code Float.toString} and {@code
 * Double.toString}, and since Java 19 they print some values in fewer digits (JDK-4511638), so an
 * expected float or double cell is printed again by this JVM before the comparison: the same value,
 * this JVM's text. A block read from a file has none.
 */
record OutputBlock(String header, List<String> body, List<UnaryOperator<String>> reprints) {

  /** Prints a float cell again, or leaves a cell that is not one (NaN and infinities included). */
  static final UnaryOperator<String> FLOAT = cell -> reprint(cell, Float::parseFloat);

  /** As {@link #FLOAT}, for doubles. */
  static final UnaryOperator<String> DOUBLE = cell -> reprint(cell, Double::parseDouble);

  private static final Pattern SYNTAX_ERROR = Pattern.compile("line \\d+:-?\\d+ ");

  /** The signatures of a call that matches none ("known type…") or several ("following…"). */
  private static final Pattern SIGNATURES =
      Pattern.compile(
          "(?:known type signatures|following signatures): (.*)\\)"
              + "(?:: use type casts to disambiguate)?$");

  private static final Pattern JAVA_OBJECT =
      Pattern.compile("org\\.apache\\.cassandra\\.[\\w.$]+@[0-9a-f]+");

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
      if (!actual.isError()) {
        return "expected an error";
      }
      return saysMessageOf(actual) ? null : "different error message";
    }
    if (actual.isError()) {
      return "unexpected error";
    }
    List<String> expectedLines = reprinted(compared(), actual.reprints);
    List<String> actualLines = actual.compared();
    if (expectedLines.equals(actualLines)) {
      return null;
    }
    if (unordered && sameRowsInAnyOrder(expectedLines, actualLines)) {
      return null;
    }
    return "different result";
  }

  /**
   * True when the first of {@code actual}'s message lines, joined by spaces, are this block's
   * message.
   */
  private boolean saysMessageOf(OutputBlock actual) {
    List<String> expected = messageLines();
    if (expected.isEmpty()) {
      return true;
    }
    String message = String.join(" ", expected);
    List<String> said = actual.messageLines();
    if (SYNTAX_ERROR.matcher(message).lookingAt()) {
      return !said.isEmpty() && SYNTAX_ERROR.matcher(said.get(0)).lookingAt();
    }
    Pattern wanted = pattern(inAnyOrder(message));
    StringBuilder text = new StringBuilder();
    for (String line : said) {
      text.append(text.length() == 0 ? "" : " ").append(line);
      if (wanted.matcher(inAnyOrder(text.toString())).matches()) {
        return true;
      }
    }
    return false;
  }

  /**
   * Cassandra's message as a pattern: literal, except that a Java object Cassandra printed by its
   * identity ("...Selectable$WithFunction$Raw@14d7b44b") stands for whatever WCS says there.
   */
  private static Pattern pattern(String message) {
    Matcher object = JAVA_OBJECT.matcher(message);
    StringBuilder regex = new StringBuilder();
    int last = 0;
    while (object.find()) {
      regex.append(Pattern.quote(message.substring(last, object.start()))).append(".+?");
      last = object.end();
    }
    return Pattern.compile(regex.append(Pattern.quote(message.substring(last))).toString());
  }

  /**
   * The message with its list of function signatures sorted: Cassandra lists them in the order of a
   * hash set, which is no order.
   */
  private static String inAnyOrder(String message) {
    Matcher list = SIGNATURES.matcher(message);
    if (!list.find()) {
      return message;
    }
    List<String> signatures = new ArrayList<>(List.of(list.group(1).split(", (?=system\\.)")));
    Collections.sort(signatures);
    return message.substring(0, list.start(1))
        + String.join(", ", signatures)
        + message.substring(list.end(1));
  }

  private List<String> messageLines() {
    return body.stream().skip(1).filter(l -> l.startsWith("# ")).map(l -> l.substring(2)).toList();
  }

  private List<String> compared() {
    return body.stream().filter(line -> !line.startsWith("# ")).toList();
  }

  /**
   * {@code lines} with each ROW's cells passed through the reprint of its column, when the row has
   * one cell a column (a text value with a '|' in it would shift the cells: then it is left as is).
   */
  private static List<String> reprinted(List<String> lines, List<UnaryOperator<String>> reprints) {
    if (reprints.isEmpty()) {
      return lines;
    }
    List<String> out = new ArrayList<>(lines.size());
    for (String line : lines) {
      String[] cells = line.startsWith("ROW ") ? line.substring(4).split("\\|", -1) : null;
      if (cells == null || cells.length != reprints.size()) {
        out.add(line);
        continue;
      }
      for (int i = 0; i < cells.length; i++) {
        cells[i] = reprints.get(i).apply(cells[i]);
      }
      out.add("ROW " + String.join("|", cells));
    }
    return out;
  }

  private static String reprint(String cell, Function<String, Number> parse) {
    try {
      return parse.apply(cell).toString();
    } catch (NumberFormatException e) {
      return cell;
    }
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
    reprints = List.copyOf(reprints);
  }

  OutputBlock(String header, List<String> body) {
    this(header, body, List.of());
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

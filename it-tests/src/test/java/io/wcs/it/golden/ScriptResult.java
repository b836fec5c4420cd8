package io.wcs.it.golden;

import java.util.ArrayList;
import java.util.List;

/**
 * The outcome of one golden script: how many statements answered as Cassandra did, the script lines
 * of those that did not, and the first of them with both answers, for the failure message.
 */
final class ScriptResult {

  private final int statements;
  private final int expectedBlocks;
  private final List<Integer> differingLines = new ArrayList<>();
  private int matching;
  private String firstDifference;

  ScriptResult(int statements, int expectedBlocks) {
    this.statements = statements;
    this.expectedBlocks = expectedBlocks;
  }

  void matches() {
    matching++;
  }

  void differs(ScriptStatement statement, OutputBlock expected, OutputBlock actual, String why) {
    differingLines.add(statement.line());
    if (firstDifference == null) {
      firstDifference =
          "first difference at line "
              + statement.line()
              + " ("
              + why
              + ")\nexpected:\n"
              + (expected == null ? "<nothing>\n" : expected.text())
              + "actual:\n"
              + actual.text();
    }
  }

  boolean passed() {
    return matching == statements && expectedBlocks == statements;
  }

  /** The counts, and the lines of the statements that differ: one line for the progress report. */
  String counts() {
    String counts = matching + "/" + statements + " statements answer as Cassandra did";
    if (expectedBlocks != statements) {
      counts += "; the .out file has " + expectedBlocks + " answers (stale: regenerate it)";
    }
    return differingLines.isEmpty() ? counts : counts + "; lines that differ: " + differingLines;
  }

  String summary() {
    return firstDifference == null ? counts() : counts() + "; " + firstDifference;
  }
}

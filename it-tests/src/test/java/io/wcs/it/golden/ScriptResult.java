package io.wcs.it.golden;

/**
 * The outcome of one golden script: how many statements answered as Cassandra did, and the first
 * one that did not, with both answers, for the failure message.
 */
final class ScriptResult {

  private final int statements;
  private final int expectedBlocks;
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

  String counts() {
    String counts = matching + "/" + statements + " statements answer as Cassandra did";
    if (expectedBlocks != statements) {
      counts += "; the .out file has " + expectedBlocks + " answers (stale: regenerate it)";
    }
    return counts;
  }

  String summary() {
    return firstDifference == null ? counts() : counts() + "; " + firstDifference;
  }
}

package io.wcs.parser;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Finds where statements end in a script without parsing it: at each ';' outside string literals
 * ('…', $$…$$), quoted names and comments, except inside {@code BEGIN … BATCH … APPLY BATCH}, whose
 * inner statements end with ';' too.
 */
final class StatementScanner {
  private final String text;
  private final List<String> statements = new ArrayList<>();
  private int statementStart;
  private boolean hasContent;
  private boolean inBatch;
  private boolean batchApplied;
  private String firstWord;
  private String previousWord;
  private boolean terminated;
  private boolean open;

  private StatementScanner(String text) {
    this.text = text;
  }

  static StatementScanner scan(String text) {
    StatementScanner scanner = new StatementScanner(text);
    scanner.run();
    return scanner;
  }

  List<String> statements() {
    return statements;
  }

  /** True when the last non-blank, non-comment character is a statement-ending ';'. */
  boolean endsWithTerminator() {
    return terminated && !open;
  }

  private void run() {
    int i = 0;
    int length = text.length();
    while (i < length) {
      char c = text.charAt(i);
      if (Character.isWhitespace(c)) {
        i++;
      } else if (c == '-' && startsWith(i, "--") || c == '/' && startsWith(i, "//")) {
        i = lineEnd(i);
      } else if (c == '/' && startsWith(i, "/*")) {
        i = closing(i + 2, "*/");
      } else if (c == ';') {
        endStatementAt(i);
        i++;
      } else {
        terminated = false;
        hasContent = true;
        i = skipToken(i);
      }
    }
    if (hasContent) {
      statements.add(text.substring(statementStart).trim());
    }
  }

  private int skipToken(int i) {
    char c = text.charAt(i);
    if (c == '\'') {
      return closingQuote(i + 1, '\'');
    }
    if (c == '"') {
      return closingQuote(i + 1, '"');
    }
    if (c == '$' && startsWith(i, "$$")) {
      return closing(i + 2, "$$");
    }
    if (Character.isLetter(c)) {
      int end = i + 1;
      while (end < text.length() && isWordPart(text.charAt(end))) {
        end++;
      }
      word(text.substring(i, end).toUpperCase(Locale.ROOT));
      return end;
    }
    return i + 1;
  }

  /** Tracks BEGIN … APPLY BATCH at statement level. */
  private void word(String word) {
    if (firstWord == null) {
      firstWord = word;
      inBatch = word.equals("BEGIN");
    } else if (inBatch && word.equals("BATCH") && "APPLY".equals(previousWord)) {
      batchApplied = true;
    }
    previousWord = word;
  }

  private void endStatementAt(int semicolon) {
    if (inBatch && !batchApplied) {
      return;
    }
    if (hasContent) {
      statements.add(text.substring(statementStart, semicolon).trim());
    }
    statementStart = semicolon + 1;
    hasContent = false;
    inBatch = false;
    batchApplied = false;
    firstWord = null;
    previousWord = null;
    terminated = true;
  }

  private boolean startsWith(int i, String prefix) {
    return text.startsWith(prefix, i);
  }

  private static boolean isWordPart(char c) {
    return Character.isLetterOrDigit(c) || c == '_';
  }

  private int lineEnd(int i) {
    int end = i;
    while (end < text.length() && text.charAt(end) != '\n' && text.charAt(end) != '\r') {
      end++;
    }
    return end;
  }

  /** Index after {@code terminator}, or the end of the text (an unterminated construct). */
  private int closing(int from, String terminator) {
    int end = text.indexOf(terminator, from);
    if (end < 0) {
      open = true;
      return text.length();
    }
    return end + terminator.length();
  }

  /** Index after the closing quote; a doubled quote is an escaped one. */
  private int closingQuote(int from, char quote) {
    int i = from;
    while (i < text.length()) {
      if (text.charAt(i) == quote) {
        if (i + 1 < text.length() && text.charAt(i + 1) == quote) {
          i += 2;
          continue;
        }
        return i + 1;
      }
      i++;
    }
    open = true;
    return text.length();
  }
}

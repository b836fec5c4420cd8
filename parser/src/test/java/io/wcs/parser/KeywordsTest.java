package io.wcs.parser;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wcs.parser.ast.Keywords;
import io.wcs.parser.generated.CqlGrammarConstants;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The grammar's reserved words are exactly those Keywords reports, so printing stays parseable. */
class KeywordsTest {

  @Test
  void everyKeywordNamesAColumnUnlessReserved() {
    List<String> mismatches = new ArrayList<>();
    for (String word : keywords()) {
      boolean usable;
      try {
        CqlParser.parse("CREATE TABLE t (" + word + " int PRIMARY KEY)");
        CqlParser.parse("SELECT " + word + " FROM " + word + " WHERE " + word + " = 1");
        usable = true;
      } catch (CqlSyntaxException e) {
        usable = false;
      }
      if (usable == Keywords.isReserved(word)) {
        mismatches.add(word);
      }
    }
    assertEquals(List.of(), mismatches, "keywords whose reservation disagrees with the grammar");
  }

  /** Every spelling of every keyword token, from the generated token images. */
  private static List<String> keywords() {
    List<String> words =
        new ArrayList<>(List.of("table", "columnfamily", "tables", "columnfamilies"));
    for (String image : CqlGrammarConstants.tokenImage) {
      if (image.length() > 2 && image.startsWith("\"") && Character.isLetter(image.charAt(1))) {
        words.add(image.substring(1, image.length() - 1).toLowerCase(Locale.ROOT));
      }
    }
    words.remove("expr(");
    return words;
  }
}

package io.wcs.engine.cql.select;

import io.wcs.engine.cql.restrictions.WhereClause;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** WHERE clause rules: what SELECT accepts and refuses, with Cassandra 5.0's messages. */
class SelectRestrictionsTest extends SelectTester {
  private static final String FILTERING = WhereClause.REQUIRES_ALLOW_FILTERING_MESSAGE;

  @BeforeEach
  void rankByYearAndName() {
    ddl(
        "CREATE TABLE rank_by_year_and_name (race_year int, race_name text, cyclist_name text,"
            + " rank int, PRIMARY KEY ((race_year), race_name, rank))");
    execute(
        "INSERT INTO rank_by_year_and_name (race_year, race_name, rank, cyclist_name) VALUES (2015, 'Tour', 1, 'A')");
    execute(
        "INSERT INTO rank_by_year_and_name (race_year, race_name, rank, cyclist_name) VALUES (2015, 'Tour', 2, 'B')");
    execute(
        "INSERT INTO rank_by_year_and_name (race_year, race_name, rank, cyclist_name) VALUES (2015, 'Giro', 1, 'C')");
    execute(
        "INSERT INTO rank_by_year_and_name (race_year, race_name, rank, cyclist_name) VALUES (2014, 'Tour', 1, 'D')");
    execute(
        "INSERT INTO rank_by_year_and_name (race_year, race_name, rank, cyclist_name) VALUES (2018, 'Vuelta', 3, 'E')");
  }

  @Test
  void allowedQueriesOfTheModelingGuide() {
    assertRows(
        execute(
            "SELECT race_year, race_name, rank, cyclist_name FROM rank_by_year_and_name WHERE race_year = 2015"),
        row(2015, "Giro", 1, "C"),
        row(2015, "Tour", 1, "A"),
        row(2015, "Tour", 2, "B"));
    assertRows(
        execute(
            "SELECT cyclist_name FROM rank_by_year_and_name WHERE race_year = 2015 AND race_name = 'Tour' AND rank = 2"),
        row("B"));
    assertRows(
        execute(
            "SELECT cyclist_name FROM rank_by_year_and_name WHERE race_year = 2015 AND race_name = 'Tour' AND rank > 1"),
        row("B"));
    assertRows(
        execute(
            "SELECT race_year, cyclist_name FROM rank_by_year_and_name WHERE race_year IN (2015, 2014) AND race_name = 'Tour'"),
        row(2014, "D"),
        row(2015, "A"),
        row(2015, "B"));
  }

  @Test
  void refusedQueriesOfTheModelingGuide() {
    assertInvalidMessage(FILTERING, "SELECT * FROM rank_by_year_and_name WHERE race_name = 'Tour'");
    assertInvalidMessage(
        "PRIMARY KEY column \"rank\" cannot be restricted as preceding column \"race_name\" is not restricted",
        "SELECT * FROM rank_by_year_and_name WHERE rank = 1");
    assertInvalidMessage(FILTERING, "SELECT * FROM rank_by_year_and_name WHERE race_year >= 2018");
    assertInvalidMessage(
        "PRIMARY KEY column \"rank\" cannot be restricted as preceding column \"race_name\" is not restricted",
        "SELECT * FROM rank_by_year_and_name WHERE race_year = 2018 AND rank > 0");
  }

  @Test
  void allowFilteringRunsTheRefusedQueries() {
    assertRows(
        execute(
            "SELECT cyclist_name FROM rank_by_year_and_name WHERE race_name = 'Vuelta' ALLOW FILTERING"),
        row("E"));
    assertRows(
        execute(
            "SELECT cyclist_name FROM rank_by_year_and_name WHERE race_year >= 2018 ALLOW FILTERING"),
        row("E"));
    assertRows(
        execute(
            "SELECT cyclist_name FROM rank_by_year_and_name WHERE race_year = 2015 AND rank > 1 ALLOW FILTERING"),
        row("B"));
    assertRows(
        execute(
            "SELECT race_name FROM rank_by_year_and_name WHERE race_year = 2015 AND cyclist_name = 'C' ALLOW FILTERING"),
        row("Giro"));
  }

  @Test
  void regularColumnsNeedFilteringEvenInsideOnePartition() {
    assertInvalidMessage(
        FILTERING,
        "SELECT * FROM rank_by_year_and_name WHERE race_year = 2015 AND cyclist_name = 'A'");
  }

  @Test
  void clusteringSlices() {
    assertRows(
        execute(
            "SELECT race_name, rank FROM rank_by_year_and_name WHERE race_year = 2015 AND race_name > 'Giro'"),
        row("Tour", 1),
        row("Tour", 2));
    assertRows(
        execute(
            "SELECT race_name, rank FROM rank_by_year_and_name WHERE race_year = 2015 AND race_name >= 'Giro' AND race_name < 'Tour'"),
        row("Giro", 1));
    assertRows(
        execute(
            "SELECT rank FROM rank_by_year_and_name WHERE race_year = 2015 AND race_name = 'Tour' AND rank >= 1 AND rank <= 1"),
        row(1));
    assertRows(
        execute(
            "SELECT race_name, rank FROM rank_by_year_and_name WHERE race_year = 2015 AND race_name IN ('Tour', 'Giro') AND rank = 1"),
        row("Giro", 1),
        row("Tour", 1));
  }

  @Test
  void multiColumnRelations() {
    assertRows(
        execute(
            "SELECT race_name, rank FROM rank_by_year_and_name WHERE race_year = 2015 AND (race_name, rank) > ('Giro', 1)"),
        row("Tour", 1),
        row("Tour", 2));
    assertRows(
        execute(
            "SELECT race_name, rank FROM rank_by_year_and_name WHERE race_year = 2015 AND (race_name, rank) IN (('Tour', 2), ('Giro', 1))"),
        row("Giro", 1),
        row("Tour", 2));
    assertRows(
        execute(
            "SELECT rank FROM rank_by_year_and_name WHERE race_year = 2015 AND (race_name, rank) = ('Tour', 1)"),
        row(1));
    assertInvalidMessage(
        "race_name cannot be restricted by more than one relation if it includes an Equal",
        "SELECT * FROM rank_by_year_and_name WHERE race_year = 2015 AND race_name = 'Tour' AND (race_name, rank) > ('Giro', 1)");
    // A slice on the first column of a tuple slice narrows it, as "(race_name) < ('Tour')" would.
    assertRows(
        execute(
            "SELECT race_name, rank FROM rank_by_year_and_name WHERE race_year = 2015 AND (race_name, rank) >= ('Giro', 1) AND race_name < 'Tour'"),
        row("Giro", 1));
    assertInvalidMessage(
        "Multi-column relations can only be applied to clustering columns but was applied to: race_year",
        "SELECT * FROM rank_by_year_and_name WHERE (race_year, race_name) = (2015, 'Tour')");
    assertInvalidMessage(
        "Clustering columns must appear in the PRIMARY KEY order in multi-column relations: (rank, race_name) = (1, 'Tour')",
        "SELECT * FROM rank_by_year_and_name WHERE race_year = 2015 AND (rank, race_name) = (1, 'Tour')");
  }

  @Test
  void sliceThenAnotherColumnIsRefused() {
    assertInvalidMessage(
        "Clustering column \"rank\" cannot be restricted (preceding column \"race_name\" is restricted by a non-EQ relation)",
        "SELECT * FROM rank_by_year_and_name WHERE race_year = 2015 AND race_name > 'A' AND rank = 1");
  }

  @Test
  void conflictingRelations() {
    assertInvalidMessage(
        "race_year cannot be restricted by more than one relation if it includes an Equal",
        "SELECT * FROM rank_by_year_and_name WHERE race_year = 2015 AND race_year = 2014");
    // an IN of one value is an Equal to Cassandra 5.0
    assertInvalidMessage(
        "race_year cannot be restricted by more than one relation if it includes an Equal",
        "SELECT * FROM rank_by_year_and_name WHERE race_year IN (2015) AND race_year = 2014");
    assertInvalidMessage(
        "race_year cannot be restricted by more than one relation if it includes a IN",
        "SELECT * FROM rank_by_year_and_name WHERE race_year IN (2015, 2016) AND race_year = 2014");
    assertInvalidMessage(
        "More than one restriction was found for the start bound on race_name",
        "SELECT * FROM rank_by_year_and_name WHERE race_year = 2015 AND race_name > 'A' AND race_name >= 'B'");
    assertInvalidMessage(
        "Column \"race_name\" cannot be restricted by both an equality and an inequality relation",
        "SELECT * FROM rank_by_year_and_name WHERE race_year = 2015 AND race_name > 'A' AND race_name = 'B'");
  }

  @Test
  void unknownColumnsAndUnsupportedOperators() {
    assertInvalidMessage(
        "Undefined column name nope in table ks.rank_by_year_and_name",
        "SELECT * FROM rank_by_year_and_name WHERE nope = 1");
    assertInvalidMessage(
        "LIKE restriction is only supported on properly indexed columns. cyclist_name LIKE 'A%' is not valid.",
        "SELECT * FROM rank_by_year_and_name WHERE cyclist_name LIKE 'A%' ALLOW FILTERING");
    assertInvalidMessage(
        "Unsupported restriction: cyclist_name IS NOT NULL",
        "SELECT * FROM rank_by_year_and_name WHERE cyclist_name IS NOT NULL");
    assertInvalidMessage(
        "Cannot use CONTAINS on non-collection column cyclist_name",
        "SELECT * FROM rank_by_year_and_name WHERE cyclist_name CONTAINS 'A' ALLOW FILTERING");
  }

  @Test
  void nullAndUnsetValues() {
    assertInvalidMessage(
        "Invalid null value in condition for column race_year",
        "SELECT * FROM rank_by_year_and_name WHERE race_year = ?",
        (Object) null);
  }

  @Test
  void tokenRanges() {
    assertRows(
        execute(
            "SELECT race_year FROM rank_by_year_and_name WHERE token(race_year) > token(2015) AND token(race_year) <= token(2015)"));
    assertRows(
        execute(
            "SELECT DISTINCT race_year FROM rank_by_year_and_name WHERE token(race_year) >= token(2015) AND token(race_year) <= token(2015)"),
        row(2015));
    // Cassandra 5.0 takes a token relation beside the keys as a filter on them.
    assertRows(
        execute(
            "SELECT DISTINCT race_year FROM rank_by_year_and_name WHERE token(race_year) >= token(2015) AND race_year = 2015"),
        row(2015));
    assertRows(
        execute(
            "SELECT DISTINCT race_year FROM rank_by_year_and_name WHERE token(race_year) > token(2015) AND race_year = 2015"));
    assertInvalidMessage(
        FILTERING,
        "SELECT * FROM rank_by_year_and_name WHERE token(race_year) > 0 AND race_name = 'Tour'");
  }

  @Test
  void partitionKeyParts() {
    ddl("CREATE TABLE twokeys (a int, b int, c int, v int, PRIMARY KEY ((a, b), c))");
    execute("INSERT INTO twokeys (a, b, c, v) VALUES (1, 2, 3, 4)");
    assertInvalidMessage(FILTERING, "SELECT * FROM twokeys WHERE a = 1");
    assertRows(execute("SELECT v FROM twokeys WHERE a = 1 ALLOW FILTERING"), row(4));
    assertInvalidMessage(
        "The token() function must be applied to all partition key components or none of them",
        "SELECT * FROM twokeys WHERE token(a) > 0");
    assertInvalidMessage(
        "The token function arguments must be in the partition key order: a, b",
        "SELECT * FROM twokeys WHERE token(b, a) > 0");
    assertRows(execute("SELECT v FROM twokeys WHERE a = 1 AND b IN (2, 3)"), row(4));
  }

  @Test
  void collectionsAndUdtsAreOnlyRestrictedByContains() {
    ddl("CREATE TYPE ks.pair (a int)");
    ddl("CREATE TABLE coll (k int PRIMARY KEY, s set<int>, u pair, f frozen<set<int>>)");
    execute("INSERT INTO coll (k, s, f) VALUES (1, {1}, {2})");
    assertInvalidMessage(
        "Collection column 's' (set<int>) cannot be restricted by a '=' relation",
        "SELECT * FROM coll WHERE s = {1} ALLOW FILTERING");
    assertInvalidMessage(
        "Collection column 's' (set<int>) cannot be restricted by a 'IN' relation",
        "SELECT * FROM coll WHERE s IN ({1}) ALLOW FILTERING");
    assertInvalidMessage(
        "Non-frozen UDT column 'u' (pair) cannot be restricted by any relation",
        "SELECT * FROM coll WHERE u = {a: 1} ALLOW FILTERING");
    assertInvalidMessage(
        "Unsupported \"!=\" relation: s != {1}", "SELECT * FROM coll WHERE s != {1}");
    assertRows(execute("SELECT k FROM coll WHERE f = {2} ALLOW FILTERING"), row(1));
  }

  @Test
  void nullsInInLists() {
    assertInvalidMessage(
        "Invalid null value in condition for column race_name",
        "SELECT * FROM rank_by_year_and_name WHERE race_year = 2015 AND race_name IN ('Tour', null)");
    assertInvalidMessage(
        "Invalid null value for column race_name",
        "SELECT * FROM rank_by_year_and_name WHERE race_year = 2015 AND race_name IN ?",
        (Object) null);
    assertInvalidMessage(
        "Multi-column relations can only be applied to clustering columns but was applied to: race_year",
        "SELECT * FROM rank_by_year_and_name WHERE (race_year, race_name) >= (1, 'a')");
  }
}

package io.wcs.parser;

import static io.wcs.parser.ParserAssertions.assertCanonical;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Keyspace, table, type, index, view, function, aggregate and trigger DDL. */
class DataDefinitionTest {

  @ParameterizedTest
  @ValueSource(
      strings = {
        "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1} AND durable_writes = false",
        "CREATE KEYSPACE IF NOT EXISTS \"Ks\" WITH replication = {'class': 'NetworkTopologyStrategy', 'dc1': 3}",
        "ALTER KEYSPACE IF EXISTS ks WITH durable_writes = true",
        "DROP KEYSPACE IF EXISTS ks",
        "CREATE TABLE t (id int PRIMARY KEY, name text)",
        "CREATE TABLE IF NOT EXISTS ks.t (a int, b text, c int STATIC, PRIMARY KEY ((a, b), c))",
        "CREATE TABLE t (a list<frozen<map<text, int>>>, b set<uuid>, c tuple<int, text>, d vector<float, 3>, e frozen<addr>, f 'org.Foo', g ks.addr, h \"text\", PRIMARY KEY (a))",
        "CREATE TABLE t (k int, c int, d int, v int, PRIMARY KEY (k, c, d)) WITH CLUSTERING ORDER BY (c DESC, d ASC) AND COMPACT STORAGE AND gc_grace_seconds = 10",
        "CREATE TABLE t (k int PRIMARY KEY) WITH compaction = {'class': 'SizeTieredCompactionStrategy'} AND comment = 'it''s' AND speculative_retry = '99p'",
        "CREATE TABLE t (k int PRIMARY KEY, ssn text MASKED WITH DEFAULT, email text MASKED WITH mask_inner(1, null), n int STATIC MASKED WITH ks.mask_null())",
        "ALTER TABLE t ADD x int",
        "ALTER TABLE t ADD IF NOT EXISTS (x int, y text STATIC, z text MASKED WITH DEFAULT)",
        "ALTER TABLE t DROP x",
        "ALTER TABLE IF EXISTS t DROP IF EXISTS (x, y) USING TIMESTAMP 123",
        "ALTER TABLE t DROP compact",
        "ALTER TABLE t DROP COMPACT STORAGE",
        "ALTER TABLE t RENAME IF EXISTS a TO b AND c TO d",
        "ALTER TABLE t WITH comment = 'x' AND gc_grace_seconds = 5",
        "ALTER TABLE t ALTER x TYPE bigint",
        "ALTER TABLE t ALTER x MASKED WITH DEFAULT",
        "ALTER TABLE t ALTER IF EXISTS x DROP MASKED",
        "DROP TABLE IF EXISTS ks.t",
        "CREATE TYPE IF NOT EXISTS ks.addr (street text, zip int, tags set<text>)",
        "ALTER TYPE addr ADD IF NOT EXISTS country text",
        "ALTER TYPE IF EXISTS addr RENAME IF EXISTS zip TO postcode AND street TO road",
        "ALTER TYPE addr ALTER zip TYPE bigint",
        "DROP TYPE IF EXISTS ks.addr",
        "CREATE INDEX ON t (c)",
        "CREATE INDEX IF NOT EXISTS idx ON ks.t (KEYS(m))",
        "CREATE INDEX idx ON t (VALUES(l))",
        "CREATE INDEX idx ON t (ENTRIES(m))",
        "CREATE INDEX idx ON t (FULL(f))",
        "CREATE INDEX idx ON t (a, b)",
        "CREATE CUSTOM INDEX idx ON t (v) USING 'StorageAttachedIndex' WITH options = {'similarity_function': 'cosine'}",
        "CREATE INDEX idx ON t (v) USING 'sai'",
        "DROP INDEX IF EXISTS ks.idx",
        "CREATE MATERIALIZED VIEW ks.v AS SELECT a, b FROM ks.t WHERE a IS NOT NULL AND b IS NOT NULL PRIMARY KEY (b, a) WITH CLUSTERING ORDER BY (a DESC) AND comment = 'x'",
        "CREATE MATERIALIZED VIEW IF NOT EXISTS v AS SELECT * FROM t WHERE a IS NOT NULL AND b > 0 PRIMARY KEY ((a, b))",
        "ALTER MATERIALIZED VIEW IF EXISTS v WITH comment = 'y'",
        "DROP MATERIALIZED VIEW IF EXISTS v",
        "CREATE OR REPLACE FUNCTION ks.plus(a int, b int) CALLED ON NULL INPUT RETURNS int LANGUAGE java AS $$ return a + b; $$",
        "CREATE FUNCTION IF NOT EXISTS f() RETURNS NULL ON NULL INPUT RETURNS list<text> LANGUAGE javascript AS 'x $$ y'",
        "CREATE AGGREGATE IF NOT EXISTS ks.average(int) SFUNC avg_state STYPE tuple<int, bigint> FINALFUNC avg_final INITCOND (0, 0)",
        "CREATE OR REPLACE AGGREGATE agg(int, text) SFUNC s STYPE int",
        "DROP FUNCTION ks.plus",
        "DROP FUNCTION IF EXISTS ks.plus(int, int)",
        "DROP AGGREGATE agg()",
        "CREATE TRIGGER IF NOT EXISTS trg ON ks.t USING 'org.Trigger'",
        "DROP TRIGGER IF EXISTS trg ON t",
      })
  void canonicalStatementsRoundTrip(String cql) throws CqlSyntaxException {
    assertCanonical(cql);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '`',
      value = {
        "create columnfamily T (K int primary key, V text,)|CREATE TABLE t (k int PRIMARY KEY, v text)",
        "CREATE TABLE t (a int, b int, PRIMARY KEY ((a), b))|CREATE TABLE t (a int, b int, PRIMARY KEY (a, b))",
        "CREATE TABLE t (k int PRIMARY KEY) WITH speculative_retry = NONE AND x = -1|CREATE TABLE t (k int PRIMARY KEY) WITH speculative_retry = 'NONE' AND x = -1",
        "CREATE TABLE t (k int, c int, PRIMARY KEY (k, c)) WITH CLUSTERING ORDER BY (c asc)|CREATE TABLE t (k int, c int, PRIMARY KEY (k, c)) WITH CLUSTERING ORDER BY (c ASC)",
        "CREATE TYPE t (a int,)|CREATE TYPE t (a int)",
        "CREATE INDEX idx ON t (values(l))|CREATE INDEX idx ON t (VALUES(l))",
        "CREATE FUNCTION f(x int) CALLED ON NULL INPUT RETURNS int LANGUAGE JAVA AS 'return x;'|CREATE FUNCTION f(x int) CALLED ON NULL INPUT RETURNS int LANGUAGE java AS $$return x;$$",
        "ALTER TABLE t ADD (x int)|ALTER TABLE t ADD x int",
        "ALTER TABLE t DROP (x)|ALTER TABLE t DROP x",
      })
  void statementsPrintInCanonicalForm(String input, String canonical) throws CqlSyntaxException {
    assertCanonical(input, canonical);
  }
}

package io.wcs.parser;

import static io.wcs.parser.ParserAssertions.assertCanonical;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Roles, users, permissions and DESCRIBE. */
class AccessControlTest {

  @ParameterizedTest
  @ValueSource(
      strings = {
        "CREATE ROLE r",
        "CREATE ROLE IF NOT EXISTS r WITH PASSWORD = 'p' AND LOGIN = true AND SUPERUSER = false AND OPTIONS = {'a': 1} AND ACCESS TO DATACENTERS {'dc1', 'dc2'}",
        "CREATE ROLE r WITH HASHED PASSWORD = '$2a$10$x' AND ACCESS TO ALL DATACENTERS AND ACCESS FROM CIDRS {'region1'}",
        "ALTER ROLE IF EXISTS \"Bob\" WITH ACCESS FROM ALL CIDRS",
        "ALTER ROLE r WITH LOGIN = false",
        "DROP ROLE IF EXISTS r",
        "CREATE USER IF NOT EXISTS 'Bob' WITH PASSWORD 'p' SUPERUSER",
        "CREATE USER 'alice' WITH HASHED PASSWORD 'h' NOSUPERUSER",
        "CREATE USER 'carol'",
        "ALTER USER 'bob' WITH PASSWORD 'q'",
        "ALTER USER IF EXISTS 'bob' SUPERUSER",
        "DROP USER IF EXISTS 'bob'",
        "GRANT r1 TO r2",
        "REVOKE r1 FROM r2",
        "GRANT ALL PERMISSIONS ON ALL KEYSPACES TO r",
        "GRANT SELECT, MODIFY ON KEYSPACE ks TO r",
        "GRANT ALTER ON TABLE ks.t TO r",
        "GRANT AUTHORIZE ON ALL ROLES TO r",
        "GRANT ALTER ON ROLE bob TO r",
        "GRANT EXECUTE ON ALL FUNCTIONS TO r",
        "GRANT EXECUTE ON ALL FUNCTIONS IN KEYSPACE ks TO r",
        "GRANT EXECUTE ON FUNCTION ks.plus(int, int) TO r",
        "GRANT DESCRIBE ON ALL MBEANS TO r",
        "GRANT SELECT ON MBEAN 'org.apache:type=x' TO r",
        "GRANT SELECT ON MBEANS 'org.apache:type=*' TO r",
        "GRANT UNMASK, SELECT_MASKED ON TABLE t TO r",
        "REVOKE CREATE, DROP ON KEYSPACE ks FROM r",
        "LIST ROLES",
        "LIST ROLES OF r NORECURSIVE",
        "LIST USERS",
        "LIST ALL PERMISSIONS",
        "LIST ALL PERMISSIONS ON KEYSPACE ks OF r NORECURSIVE",
        "LIST SELECT ON TABLE ks.t",
        "DESCRIBE CLUSTER",
        "DESCRIBE SCHEMA",
        "DESCRIBE FULL SCHEMA",
        "DESCRIBE KEYSPACES",
        "DESCRIBE KEYSPACE",
        "DESCRIBE KEYSPACE ks",
        "DESCRIBE ONLY KEYSPACE ks WITH INTERNALS",
        "DESCRIBE TABLES",
        "DESCRIBE TABLE ks.t",
        "DESCRIBE TYPES",
        "DESCRIBE TYPE ks.addr",
        "DESCRIBE FUNCTIONS",
        "DESCRIBE FUNCTION ks.plus",
        "DESCRIBE AGGREGATES",
        "DESCRIBE AGGREGATE ks.average",
        "DESCRIBE INDEX ks.idx",
        "DESCRIBE MATERIALIZED VIEW ks.v",
        "DESCRIBE ks.t",
        "DESCRIBE t WITH INTERNALS",
        "DESCRIBE \"cluster\"",
      })
  void canonicalStatementsRoundTrip(String cql) throws CqlSyntaxException {
    assertCanonical(cql);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '`',
      value = {
        "GRANT ALL ON ALL KEYSPACES TO r|GRANT ALL PERMISSIONS ON ALL KEYSPACES TO r",
        "GRANT SELECT PERMISSION, MODIFY PERMISSION ON ks.t TO r|GRANT SELECT, MODIFY ON TABLE ks.t TO r",
        "GRANT CREATE, ALTER, DROP, SELECT, MODIFY, AUTHORIZE, DESCRIBE, EXECUTE, UNMASK, SELECT_MASKED ON ks.t TO r|GRANT ALL PERMISSIONS ON TABLE ks.t TO r",
        "LIST ALL|LIST ALL PERMISSIONS",
        "ALTER ROLE 'Bob' WITH LOGIN = TRUE|ALTER ROLE \"Bob\" WITH LOGIN = true",
        "CREATE USER Bob WITH PASSWORD 'p'|CREATE USER 'Bob' WITH PASSWORD 'p'",
        "DESC keyspace ks|DESCRIBE KEYSPACE ks",
        "DESCRIBE COLUMNFAMILY t|DESCRIBE TABLE t",
        "DESCRIBE COLUMNFAMILIES|DESCRIBE TABLES",
      })
  void statementsPrintInCanonicalForm(String input, String canonical) throws CqlSyntaxException {
    assertCanonical(input, canonical);
  }
}

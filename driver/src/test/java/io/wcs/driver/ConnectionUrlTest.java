package io.wcs.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.DriverManager;
import java.sql.DriverPropertyInfo;
import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;

class ConnectionUrlTest {

  @Test
  void parsesMemFileAndRemoteUrls() throws SQLException {
    ConnectionUrl mem = ConnectionUrl.parse("jdbc:wcs:mem:test", null);
    assertEquals(ConnectionUrl.Kind.MEM, mem.kind());
    assertEquals("test", mem.location());

    ConnectionUrl file = ConnectionUrl.parse("jdbc:wcs:file:./data/db?sync=batch", null);
    assertEquals(ConnectionUrl.Kind.FILE, file.kind());
    assertEquals("./data/db", file.location());
    assertEquals("batch", file.properties().get(WcsProperty.SYNC));

    ConnectionUrl remote =
        ConnectionUrl.parse("jdbc:wcs://db1,db2:9043,[::1]:9999/shop?consistency=quorum", null);
    assertEquals(ConnectionUrl.Kind.REMOTE, remote.kind());
    assertEquals(List.of("db1:9042", "db2:9043", "[::1]:9999"), remote.hosts());
    assertEquals("shop", remote.properties().get(WcsProperty.KEYSPACE));
    assertEquals("QUORUM", remote.properties().get(WcsProperty.CONSISTENCY));
  }

  @Test
  void defaultsApplyAndPropertiesWinOverTheUrl() throws SQLException {
    Properties info = new Properties();
    info.setProperty("fetchSize", "100");
    ConnectionUrl url = ConnectionUrl.parse("jdbc:wcs:mem:x?fetchSize=7&keyspace=a%20b", info);

    assertEquals(100, url.properties().getInt(WcsProperty.FETCH_SIZE));
    assertEquals("a b", url.properties().get(WcsProperty.KEYSPACE));
    assertEquals("group", url.properties().get(WcsProperty.SYNC));
    assertFalse(url.properties().isGiven(WcsProperty.SYNC));
  }

  @Test
  void unknownParametersAreRefusedByName() {
    SQLException e =
        assertThrows(
            SQLException.class, () -> ConnectionUrl.parse("jdbc:wcs:mem:x?fetchsize=10", null));
    assertEquals("08001", e.getSQLState());
    assertTrue(e.getMessage().contains("unknown connection parameter 'fetchsize'"), e.getMessage());
    assertTrue(e.getMessage().contains("fetchSize"), "lists the known names: " + e.getMessage());
  }

  @Test
  void badValuesAndUrlsNameWhatIsWrong() {
    assertMessage(
        "jdbc:wcs:mem:x?fetchSize=0", "invalid value '0' for connection parameter fetchSize");
    assertMessage("jdbc:wcs:mem:x?sync=always", "expected one of group, batch, periodic");
    assertMessage("jdbc:wcs:mem:x?consistency=most", "expected one of ANY");
    assertMessage("jdbc:wcs:mem:", "missing a database name after 'mem:'");
    assertMessage("jdbc:wcs:file:data\u0000x", "is not a path on this system");
    assertMessage("jdbc:wcs://h:99999/", "invalid port '99999' for host h");
    assertMessage("jdbc:wcs://", "missing host");
    assertMessage("jdbc:wcs:other", "expected jdbc:wcs:mem:NAME");
    assertMessage("jdbc:wcs:mem:x?keepAlive", "needs the form name=value");
  }

  private static void assertMessage(String url, String expected) {
    SQLException e = assertThrows(SQLException.class, () -> ConnectionUrl.parse(url, null));
    assertEquals("08001", e.getSQLState(), url);
    assertTrue(e.getMessage().contains(expected), url + ": " + e.getMessage());
  }

  @Test
  void passwordsNeverShow() throws SQLException {
    ConnectionUrl url = ConnectionUrl.parse("jdbc:wcs:mem:x?user=ann&password=s3cret", null);
    assertFalse(url.toString().contains("s3cret"), url.toString());
    assertTrue(url.toString().contains("user=ann"), url.toString());

    SQLException e =
        assertThrows(
            SQLException.class,
            () -> ConnectionUrl.parse("jdbc:wcs:mem:x?password=s3cret&bogus=1", null));
    assertFalse(e.getMessage().contains("s3cret"), e.getMessage());
  }

  @Test
  void theDriverIsRegisteredAndListsEveryProperty() throws SQLException {
    WcsDriver driver = (WcsDriver) DriverManager.getDriver("jdbc:wcs:mem:x");
    assertNull(driver.connect("jdbc:postgresql://h/db", new Properties()));

    DriverPropertyInfo[] infos = driver.getPropertyInfo("jdbc:wcs:mem:x?fetchSize=10", null);
    assertEquals(WcsProperty.values().length, infos.length);
    DriverPropertyInfo fetchSize =
        Arrays.stream(infos).filter(i -> i.name.equals("fetchSize")).findFirst().orElseThrow();
    assertEquals("10", fetchSize.value);
    assertTrue(fetchSize.description.contains("default 5000"), fetchSize.description);
    DriverPropertyInfo sync =
        Arrays.stream(infos).filter(i -> i.name.equals("sync")).findFirst().orElseThrow();
    assertEquals(List.of("group", "batch", "periodic"), Arrays.asList(sync.choices));
    for (DriverPropertyInfo info : infos) {
      assertNotNull(info.description, info.name);
    }
  }

  @Test
  void aRemoteUrlWithNoServerIsRefusedClearly() throws Exception {
    int port;
    try (java.net.ServerSocket free = new java.net.ServerSocket(0)) {
      port = free.getLocalPort();
    }
    String url = "jdbc:wcs://127.0.0.1:" + port + "/ks?connectTimeout=2000";
    SQLException e =
        assertThrows(
            SQLNonTransientConnectionException.class, () -> DriverManager.getConnection(url));
    assertEquals("08001", e.getSQLState());
    assertTrue(
        e.getMessage()
            .startsWith("cannot connect to the WCS or Cassandra server at 127.0.0.1:" + port),
        e.getMessage());
  }

  /** A user who asked for TLS with a trust store that cannot be used is told why. */
  @Test
  void anUnusableTrustStoreIsRefusedClearly() {
    SQLException e =
        assertThrows(
            SQLNonTransientConnectionException.class,
            () ->
                DriverManager.getConnection(
                    "jdbc:wcs://localhost/ks?ssl=true&sslTrustStore=/no/such/store.p12"));
    assertEquals("08001", e.getSQLState());
    assertTrue(
        e.getMessage().startsWith("sslTrustStore=/no/such/store.p12 cannot be used: "),
        e.getMessage());
  }
}

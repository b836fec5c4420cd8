package io.wcs.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import javax.sql.ConnectionEvent;
import javax.sql.ConnectionEventListener;
import javax.sql.PooledConnection;
import org.junit.jupiter.api.Test;

class DataSourceTest {

  private static WcsDataSource configured(WcsDataSource ds, String name) {
    ds.setUrl("jdbc:wcs:mem:ds-" + name + "?keepAlive=true");
    ds.setUser("app");
    ds.setPassword("s3cret");
    return ds;
  }

  @Test
  void beanPropertiesMakeTheConnection() throws SQLException {
    WcsDataSource ds = configured(new WcsDataSource(), "bean");
    ds.setFetchSize(3);
    ds.setQueryTimeout(7);
    try (Connection c = ds.getConnection();
        Statement st = c.createStatement()) {
      st.execute("CREATE KEYSPACE IF NOT EXISTS ks WITH replication = {'class': 'SimpleStrategy'}");
      assertEquals(7, st.getQueryTimeout());
      assertEquals("app", c.getMetaData().getUserName());
    }
    ds.setKeyspace("ks");
    try (Connection c = ds.getConnection("other", "pw")) {
      assertEquals("ks", c.getSchema());
    }
    assertFalse(ds.toString().contains("s3cret"), ds.toString());
    assertTrue(ds.toString().contains("password=***"), ds.toString());
    assertFalse(ds.toString().contains("keepAlive"), "parameters may hold secrets");
    assertThrows(SQLFeatureNotSupportedException.class, ds::getParentLogger);
    ds.setLoginTimeout(5);
    assertEquals(5, ds.getLoginTimeout());
    java.io.PrintWriter out = new java.io.PrintWriter(java.io.Writer.nullWriter());
    ds.setLogWriter(out);
    assertEquals(out, ds.getLogWriter());
    assertEquals(3, ds.getFetchSize());
    assertEquals(7, ds.getQueryTimeout());
    assertEquals("ks", ds.getKeyspace());
    assertEquals("app", ds.getUser());
    assertEquals("s3cret", ds.getPassword());
    assertTrue(ds.isWrapperFor(javax.sql.DataSource.class));
  }

  @Test
  void aDataSourceWithoutAGoodUrlSaysSo() {
    WcsDataSource ds = new WcsDataSource();
    SQLException none = assertThrows(SQLException.class, ds::getConnection);
    assertEquals("08001", none.getSQLState());
    assertTrue(none.getMessage().contains("has no url"), none.getMessage());
    ds.setUrl("jdbc:h2:mem:x");
    SQLException other = assertThrows(SQLException.class, ds::getConnection);
    assertTrue(other.getMessage().contains("must start with jdbc:wcs:"), other.getMessage());
  }

  /** Records what a pool manager hears. */
  private static final class Events implements ConnectionEventListener {
    final List<String> heard = new ArrayList<>();

    @Override
    public void connectionClosed(ConnectionEvent event) {
      heard.add("closed");
    }

    @Override
    public void connectionErrorOccurred(ConnectionEvent event) {
      heard.add("error " + event.getSQLException().getSQLState());
    }
  }

  @Test
  void pooledConnectionsHandOutLogicalConnectionsAndTellTheirListeners() throws SQLException {
    WcsConnectionPoolDataSource ds =
        (WcsConnectionPoolDataSource) configured(new WcsConnectionPoolDataSource(), "pooled");
    PooledConnection pooled = ds.getPooledConnection();
    Events events = new Events();
    pooled.addConnectionEventListener(events);

    Connection first = pooled.getConnection();
    try (Statement st = first.createStatement();
        ResultSet rs = st.executeQuery("SELECT release_version FROM system.local")) {
      assertTrue(rs.next());
    }
    Statement left = first.createStatement();
    first.setAutoCommit(false);
    left.execute("CREATE KEYSPACE IF NOT EXISTS ks WITH replication = {'class': 'SimpleStrategy'}");
    left.execute("CREATE TABLE IF NOT EXISTS ks.t (k int PRIMARY KEY)");
    left.execute("INSERT INTO ks.t (k) VALUES (1)");
    first.close();
    assertTrue(left.isClosed(), "closing the logical connection closes its statements");
    first.close();
    assertTrue(first.isClosed());
    assertEquals(List.of("closed"), events.heard, "one event, the physical connection stays open");
    assertEquals("08003", assertThrows(SQLException.class, first::createStatement).getSQLState());

    Connection second = pooled.getConnection();
    assertNotSame(first, second);
    Connection third = pooled.getConnection();
    assertTrue(second.isClosed(), "a new logical connection closes the previous one");
    assertTrue(third.isValid(1));
    assertTrue(third.getAutoCommit(), "each logical connection starts in auto-commit");
    try (Statement st = third.createStatement();
        ResultSet rs = st.executeQuery("SELECT count(*) FROM ks.t")) {
      assertTrue(rs.next());
      assertEquals(0, rs.getLong(1), "the write held by the closed logical connection is gone");
    }

    pooled.close();
    assertEquals("08003", assertThrows(SQLException.class, third::createStatement).getSQLState());
    assertEquals("08003", assertThrows(SQLException.class, pooled::getConnection).getSQLState());
    pooled.removeConnectionEventListener(events);
  }

  @Test
  void aLostPhysicalConnectionIsAnErrorEvent() throws SQLException {
    WcsConnectionPoolDataSource ds =
        (WcsConnectionPoolDataSource) configured(new WcsConnectionPoolDataSource(), "lost");
    PooledConnection pooled = ds.getPooledConnection("u", "p");
    Events events = new Events();
    pooled.addConnectionEventListener(events);
    Connection logical = pooled.getConnection();
    logical.unwrap(WcsConnection.class).close();
    assertThrows(SQLException.class, logical::createStatement);
    assertEquals(List.of("error 08003"), events.heard);
  }
}

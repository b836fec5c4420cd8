package io.wcs.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.wcs.driver.session.EmbeddedDatabases;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.sql.Array;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.Driver;
import java.sql.ParameterMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.Statement;
import java.sql.Struct;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import javax.sql.ConnectionPoolDataSource;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Where the driver throws SQLFeatureNotSupportedException: exactly the places the README lists
 * under "Not supported". One test calls every method of every JDBC interface the driver implements,
 * each on a fresh object, with plain arguments ({@link #argument}); a new refusal fails it until it
 * is listed (there and in {@link #DOCUMENTED}), and so does a listed one that went away. It also
 * requires every method to fail, if it fails, with an SQLException with a SQLState and nothing
 * else. The other test covers the refusals that depend on an argument's value.
 */
class FeatureNotSupportedTest {

  /**
   * The README's list: {@code Interface.method} for all overloads, {@code Interface.method(types)}
   * for one, {@code Interface.prefix*} for every method whose name starts so.
   */
  private static final Set<String> DOCUMENTED =
      Set.of(
          // stored procedures
          "Connection.prepareCall",
          // savepoints
          "Connection.setSavepoint",
          "Connection.rollback(Savepoint)",
          "Connection.releaseSavepoint",
          // types CQL does not have
          "Connection.createBlob",
          "Connection.createClob",
          "Connection.createNClob",
          "Connection.createSQLXML",
          "PreparedStatement.setBlob(int, Blob)",
          "PreparedStatement.setClob(int, Clob)",
          "PreparedStatement.setNClob(int, NClob)",
          "PreparedStatement.setRef",
          "PreparedStatement.setRowId",
          "PreparedStatement.setSQLXML",
          "PreparedStatement.setUnicodeStream",
          "ResultSet.getBlob",
          "ResultSet.getClob",
          "ResultSet.getNClob",
          "ResultSet.getRef",
          "ResultSet.getRowId",
          "ResultSet.getSQLXML",
          "ResultSet.getURL",
          "ResultSet.getUnicodeStream",
          // updatable results
          "ResultSet.update*",
          "ResultSet.insertRow",
          "ResultSet.deleteRow",
          "ResultSet.cancelRowUpdates",
          "ResultSet.moveToInsertRow",
          "ResultSet.moveToCurrentRow",
          "ResultSet.refreshRow",
          // scrolling (results are forward-only)
          "ResultSet.absolute",
          "ResultSet.relative",
          "ResultSet.previous",
          "ResultSet.first",
          "ResultSet.last",
          "ResultSet.beforeFirst",
          "ResultSet.afterLast",
          "ResultSet.isLast",
          "ResultSet.setFetchDirection",
          "Statement.setFetchDirection",
          // named cursors
          "Statement.setCursorName",
          "ResultSet.getCursorName",
          // java.util.logging
          "Driver.getParentLogger",
          "CommonDataSource.getParentLogger",
          // sharding and connection builders (JDBC 4.3's default methods)
          "Connection.setShardingKey",
          "Connection.setShardingKeyIfValid",
          "CommonDataSource.createShardingKeyBuilder",
          "DataSource.createConnectionBuilder",
          "ConnectionPoolDataSource.createPooledConnectionBuilder");

  private static final String SELECT = "SELECT k, v FROM ks.kv WHERE k = ?";

  private final WcsDriver driver = new WcsDriver(new EmbeddedDatabases(new CountingOpener()));
  private final List<Connection> opened = new ArrayList<>();
  private final Set<String> refused = new TreeSet<>();
  private final Set<String> notSqlExceptions = new TreeSet<>();
  private final Set<String> withoutSqlState = new TreeSet<>();

  /** Makes the object whose method is called; a new one for each method. */
  @FunctionalInterface
  private interface Maker<T> {
    T make() throws SQLException;
  }

  @BeforeEach
  void schema() throws SQLException {
    try (Statement st = connect().createStatement()) {
      st.execute(
          "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor':"
              + " 1}");
      st.execute("CREATE TYPE ks.point (x int)");
      st.execute("CREATE TABLE ks.kv (k int PRIMARY KEY, v int)");
      st.execute("INSERT INTO ks.kv (k, v) VALUES (1, 10)");
    }
  }

  @AfterEach
  void close() throws SQLException {
    for (Connection c : opened) {
      c.close();
    }
  }

  @Test
  void exactlyTheDocumentedMethodsAreNotSupported() throws Exception {
    probe(Driver.class, () -> driver);
    probe(DataSource.class, WcsDataSource::new);
    probe(ConnectionPoolDataSource.class, WcsConnectionPoolDataSource::new);
    probe(Connection.class, this::connect);
    probe(Statement.class, () -> connect().createStatement());
    probe(PreparedStatement.class, () -> connect().prepareStatement(SELECT));
    probe(ResultSet.class, () -> onFirstRow(connect()));
    probe(ResultSetMetaData.class, () -> onFirstRow(connect()).getMetaData());
    probe(ParameterMetaData.class, () -> connect().prepareStatement(SELECT).getParameterMetaData());
    probe(DatabaseMetaData.class, () -> connect().getMetaData());
    probe(Array.class, () -> connect().createArrayOf("int", new Object[] {1}));
    probe(Struct.class, () -> connect().createStruct("ks.point", new Object[] {1}));

    assertEquals(Set.of(), notSqlExceptions, "methods that failed with other than SQLException");
    assertEquals(Set.of(), withoutSqlState, "methods that failed without a SQLState");
    Set<String> undocumented = new TreeSet<>();
    Set<String> unused = new TreeSet<>(DOCUMENTED);
    for (String method : refused) {
      String entry = documentedAs(method);
      if (entry == null) {
        undocumented.add(method);
      }
      unused.remove(entry);
    }
    assertEquals(Set.of(), undocumented, "refused but not in the README's list");
    assertEquals(Set.of(), unused, "in the README's list but not refused");
  }

  @Test
  void refusedModesAreNotSupported() throws SQLException {
    Connection c = connect();
    Map<String, Class<?>> typeMap = Map.of("ks.point", Object.class);
    assertNotSupported(() -> c.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ));
    assertNotSupported(() -> c.setTransactionIsolation(Connection.TRANSACTION_SERIALIZABLE));
    assertNotSupported(() -> c.setTypeMap(typeMap));
    assertNotSupported(() -> c.createStatement().setFetchDirection(ResultSet.FETCH_REVERSE));
    assertNotSupported(() -> c.createStatement().getMoreResults(Statement.KEEP_CURRENT_RESULT));
    assertNotSupported(() -> onFirstRow(c).getObject(1, typeMap));
    assertNotSupported(() -> c.createArrayOf("int", new Object[] {1}).getArray(typeMap));
    assertNotSupported(() -> c.createArrayOf("int", new Object[] {1}).getResultSet(typeMap));
    assertNotSupported(() -> c.createStruct("ks.point", new Object[] {1}).getAttributes(typeMap));
  }

  private static void assertNotSupported(Executable call) {
    assertThrows(SQLFeatureNotSupportedException.class, call);
  }

  /** The entry of {@link #DOCUMENTED} that lists {@code method}, or null. */
  private static String documentedAs(String method) {
    String name = method.substring(0, method.indexOf('('));
    if (DOCUMENTED.contains(method)) {
      return method;
    }
    if (DOCUMENTED.contains(name)) {
      return name;
    }
    for (String entry : DOCUMENTED) {
      if (entry.endsWith("*") && name.startsWith(entry.substring(0, entry.length() - 1))) {
        return entry;
      }
    }
    return null;
  }

  private Connection connect() throws SQLException {
    Connection c = driver.connect("jdbc:wcs:mem:feature-not-supported", new Properties());
    opened.add(c);
    return c;
  }

  private static ResultSet onFirstRow(Connection c) throws SQLException {
    ResultSet rs = c.createStatement().executeQuery("SELECT k, v FROM ks.kv");
    rs.next();
    return rs;
  }

  /** Calls each method of {@code type} on a new object from {@code maker}. */
  private <T> void probe(Class<T> type, Maker<? extends T> maker) throws Exception {
    for (Method method : type.getMethods()) {
      if (Modifier.isStatic(method.getModifiers())) {
        continue;
      }
      Object[] args =
          Arrays.stream(method.getParameterTypes())
              .map(FeatureNotSupportedTest::argument)
              .toArray();
      try {
        method.invoke(maker.make(), args);
      } catch (InvocationTargetException e) {
        if (e.getCause() instanceof SQLException sql && sql.getSQLState() == null) {
          withoutSqlState.add(signature(method) + ": " + sql);
        }
        if (e.getCause() instanceof SQLFeatureNotSupportedException) {
          refused.add(signature(method));
        } else if (!(e.getCause() instanceof SQLException)) {
          notSqlExceptions.add(signature(method) + ": " + e.getCause());
        }
      }
    }
  }

  private static String signature(Method method) {
    return method.getDeclaringClass().getSimpleName()
        + "."
        + method.getName()
        + Arrays.stream(method.getParameterTypes())
            .map(Class::getSimpleName)
            .collect(Collectors.joining(", ", "(", ")"));
  }

  /**
   * A plain argument: 1 for numbers (the first column or parameter; as a fetch direction it is not
   * FETCH_FORWARD), {@code "k"} for text (a column label), Object.class for a class, false, else
   * null.
   */
  private static Object argument(Class<?> type) {
    if (type == int.class) {
      return 1;
    }
    if (type == long.class) {
      return 1L;
    }
    if (type == short.class) {
      return (short) 1;
    }
    if (type == byte.class) {
      return (byte) 1;
    }
    if (type == float.class) {
      return 1f;
    }
    if (type == double.class) {
      return 1d;
    }
    if (type == boolean.class) {
      return false;
    }
    if (type == String.class) {
      return "k";
    }
    return type == Class.class ? Object.class : null;
  }
}

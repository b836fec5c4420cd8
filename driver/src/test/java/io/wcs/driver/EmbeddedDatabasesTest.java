package io.wcs.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wcs.driver.session.EmbeddedDatabases;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Which connections share an engine, and when it closes: counted around the real engine. */
class EmbeddedDatabasesTest {

  private final CountingOpener engines = new CountingOpener();
  private final AtomicInteger opened = engines.opened;
  private final AtomicInteger closed = engines.closed;
  private final WcsDriver driver = new WcsDriver(new EmbeddedDatabases(engines));

  private Connection connect(String url) throws SQLException {
    return driver.connect(url, new Properties());
  }

  @Test
  void connectionsToOneMemDatabaseShareItUntilTheLastCloses() throws SQLException {
    Connection a = connect("jdbc:wcs:mem:shared");
    Connection b = connect("jdbc:wcs:mem:shared");
    Connection other = connect("jdbc:wcs:mem:other");
    assertEquals(2, opened.get());
    a.close();
    a.close();
    assertEquals(0, closed.get());
    b.close();
    assertEquals(1, closed.get());
    other.close();
    assertEquals(2, closed.get());

    connect("jdbc:wcs:mem:shared").close();
    assertEquals(3, opened.get(), "a closed mem database opens anew");
  }

  @Test
  void keepAliveKeepsAMemDatabaseOpenWithoutConnections() throws SQLException {
    connect("jdbc:wcs:mem:kept?keepAlive=true").close();
    connect("jdbc:wcs:mem:kept").close();
    assertEquals(1, opened.get());
    assertEquals(0, closed.get());
  }

  @Test
  void fileDatabasesAreSharedByCanonicalDirectory(@TempDir Path dir) throws SQLException {
    Connection absolute = connect("jdbc:wcs:file:" + dir.toAbsolutePath());
    Connection dotted = connect("jdbc:wcs:file:" + dir.resolve("sub/..").toAbsolutePath());
    assertEquals(1, opened.get());
    absolute.close();
    dotted.close();
    assertEquals(1, closed.get());
  }

  @Test
  void concurrentConnectsOpenOneEngine() throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(8);
    try {
      List<Callable<Connection>> tasks = new ArrayList<>();
      for (int i = 0; i < 64; i++) {
        tasks.add(() -> connect("jdbc:wcs:mem:race"));
      }
      List<Connection> connections = new ArrayList<>();
      for (Future<Connection> f : pool.invokeAll(tasks)) {
        connections.add(f.get());
      }
      assertEquals(1, opened.get());
      for (Connection c : connections) {
        c.close();
      }
      assertEquals(1, closed.get());
    } finally {
      pool.shutdownNow();
    }
  }
}

package io.wcs.it.jar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.it.server.RunningServer;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.Driver;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.Properties;
import java.util.ServiceLoader;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Test;

/**
 * The jar as a tool such as DBeaver uses it: loaded by its own class loader (whose parent knows
 * only the JDK), the driver found through {@code META-INF/services/java.sql.Driver} as {@code
 * DriverManager} finds it, and every class it needs inside the jar, its dependencies relocated
 * under {@code io.wcs.shaded} so they cannot clash with the tool's own.
 */
class IsolatedJarIT {

  @Test
  void holdsOnlyWcsPackagesAndMetaInf() throws IOException {
    List<String> foreign = new ArrayList<>();
    try (ZipFile jar = new ZipFile(DriverJar.path().toFile())) {
      Enumeration<? extends ZipEntry> entries = jar.entries();
      while (entries.hasMoreElements()) {
        String name = entries.nextElement().getName();
        boolean ours = name.startsWith("io/wcs/") || name.equals("io/");
        if (!ours && !name.startsWith("META-INF/")) {
          foreign.add(name);
        }
      }
      assertEquals(List.of(), foreign, "entries outside io/wcs and META-INF");
      ZipEntry services = jar.getEntry("META-INF/services/java.sql.Driver");
      try (InputStream in = jar.getInputStream(services)) {
        assertEquals(
            "io.wcs.driver.WcsDriver",
            new String(in.readAllBytes(), StandardCharsets.UTF_8).strip());
      }
    }
  }

  @Test
  void connectsThroughTheServiceLoaderInItsOwnClassLoader() throws Exception {
    try (URLClassLoader loader = isolatedLoader()) {
      Driver driver = wcsDriver(loader);
      assertNotSame(
          io.wcs.driver.WcsDriver.class, driver.getClass(), "the jar's class, not the test's");
      try (Connection c = driver.connect("jdbc:wcs:mem:isolated", new Properties());
          ResultSet rs =
              c.createStatement()
                  .executeQuery("SELECT release_version, cluster_name FROM system.local")) {
        assertTrue(rs.next());
        assertEquals("5.0.2", rs.getString(1));
        assertEquals("Test Cluster", rs.getString("cluster_name"));
      }
    }
  }

  /** The relocated native-protocol codecs of the jar reach a server, as a tool would use them. */
  @Test
  void connectsToAServerWithItsRelocatedProtocolCodecs() throws Exception {
    try (RunningServer server = RunningServer.start("isolated-remote");
        URLClassLoader loader = isolatedLoader();
        Connection c = wcsDriver(loader).connect(server.url(""), new Properties());
        ResultSet rs =
            c.createStatement().executeQuery("SELECT release_version FROM system.local")) {
      assertTrue(rs.next());
      assertEquals("5.0.2", rs.getString(1));
    }
  }

  /**
   * Shading moves JLine's classes but not the files that name its terminal providers; the jar
   * carries its own, which must name classes that exist.
   */
  @Test
  void findsJlinesRelocatedTerminalProvider() throws Exception {
    try (URLClassLoader loader = isolatedLoader()) {
      Class<?> providers =
          Class.forName("io.wcs.shaded.jline.terminal.spi.TerminalProvider", true, loader);
      Thread thread = Thread.currentThread();
      ClassLoader previous = thread.getContextClassLoader();
      thread.setContextClassLoader(loader);
      try {
        Object exec = providers.getMethod("load", String.class).invoke(null, "exec");
        assertEquals(
            "io.wcs.shaded.jline.terminal.impl.exec.ExecTerminalProvider",
            exec.getClass().getName());
      } finally {
        thread.setContextClassLoader(previous);
      }
    }
  }

  private static URLClassLoader isolatedLoader() throws IOException {
    URL jar = DriverJar.path().toUri().toURL();
    return new URLClassLoader(new URL[] {jar}, ClassLoader.getPlatformClassLoader());
  }

  private static Driver wcsDriver(ClassLoader loader) throws SQLException {
    for (Driver driver : ServiceLoader.load(Driver.class, loader)) {
      if (driver.getClass().getClassLoader() == loader && driver.acceptsURL("jdbc:wcs:mem:x")) {
        return driver;
      }
    }
    throw new AssertionError("no java.sql.Driver in the jar accepts jdbc:wcs: URLs");
  }
}

package io.wcs.driver.session;

import io.wcs.driver.ConnectionProperties;
import io.wcs.driver.WcsProperty;
import io.wcs.driver.error.WcsSqlState;
import io.wcs.engine.cql.QueryHandler;
import io.wcs.engine.trace.Tracing;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;

/**
 * The embedded engines of this JVM, shared by every connection to the same database: a mem database
 * by name, a file database by the canonical path of its directory (so {@code ./data} and its
 * absolute spelling share one engine). Each connection holds a {@link Lease}; the engine closes
 * when the last lease is released, except a mem database opened with {@code keepAlive=true}, which
 * lives until the JVM exits. Settings such as {@code sync} are those of the connection that opened
 * the engine; later connections share it as it is.
 *
 * <p>Thread-safe: one lock guards the table, and engines open and close under it, so a connection
 * never sees an engine that is half open or already closing.
 */
public final class EmbeddedDatabases {

  /** An open engine. */
  public interface Engine {
    QueryHandler handler();

    /** Where the engine keeps traced requests ({@code system_traces}). */
    Tracing tracing();

    void close() throws IOException;
  }

  /** Opens engines; the driver's opener opens {@code io.wcs.engine.Database}. */
  public interface Opener {
    Engine openMemory(String name, ConnectionProperties properties) throws IOException;

    Engine openDirectory(Path directory, ConnectionProperties properties) throws IOException;
  }

  private final Opener opener;
  private final Map<String, Shared> byKey = new HashMap<>();

  public EmbeddedDatabases(Opener opener) {
    this.opener = opener;
  }

  /** An engine shared by leases, with their count. Guarded by the registry's lock. */
  private static final class Shared {
    final String key;
    final Engine engine;
    int leases;
    boolean keepAlive;
    boolean open = true;

    Shared(String key, Engine engine) {
      this.key = key;
      this.engine = engine;
    }
  }

  /** One connection's use of a shared engine. */
  public final class Lease {
    private final Shared shared;
    private boolean released;

    private Lease(Shared shared) {
      this.shared = shared;
    }

    public QueryHandler handler() {
      return shared.engine.handler();
    }

    public Tracing tracing() {
      return shared.engine.tracing();
    }

    /** Whether the engine is still open (a failed close could leave it closed under a lease). */
    public boolean isOpen() {
      synchronized (EmbeddedDatabases.this) {
        return shared.open;
      }
    }

    /** Gives the lease back; the last one closes the engine. Idempotent. */
    public void release() throws SQLException {
      synchronized (EmbeddedDatabases.this) {
        if (released) {
          return;
        }
        released = true;
        if (--shared.leases > 0 || shared.keepAlive) {
          return;
        }
        byKey.remove(shared.key);
        shared.open = false;
        try {
          shared.engine.close();
        } catch (IOException | RuntimeException e) {
          throw WcsSqlState.STORAGE_ERROR.exception(
              "closing the database " + shared.key + " failed: " + e.getMessage(), e);
        }
      }
    }
  }

  /** A lease on the mem database of this name, opening it if no connection has it open. */
  public synchronized Lease memory(String name, ConnectionProperties properties)
      throws SQLException {
    String key = "mem:" + name;
    Shared shared = byKey.get(key);
    if (shared == null) {
      try {
        shared = new Shared(key, opener.openMemory(name, properties));
      } catch (IOException | RuntimeException e) {
        throw WcsSqlState.CONNECTION_REFUSED.exception(
            "cannot open the in-memory database '" + name + "': " + e.getMessage(), e);
      }
      byKey.put(key, shared);
    }
    shared.keepAlive |= properties.getBoolean(WcsProperty.KEEP_ALIVE);
    return lease(shared);
  }

  /** A lease on the file database in this directory, opening it if needed. */
  public synchronized Lease directory(Path directory, ConnectionProperties properties)
      throws SQLException {
    Path canonical;
    try {
      Path absolute = directory.toAbsolutePath().normalize();
      canonical = Files.exists(absolute) ? absolute.toRealPath() : absolute;
    } catch (IOException e) {
      throw WcsSqlState.CONNECTION_REFUSED.exception(
          "cannot resolve the database directory " + directory + ": " + e.getMessage(), e);
    }
    String key = "file:" + canonical;
    Shared shared = byKey.get(key);
    if (shared == null) {
      try {
        shared = new Shared(key, opener.openDirectory(canonical, properties));
      } catch (IOException | RuntimeException e) {
        throw WcsSqlState.CONNECTION_REFUSED.exception(
            "cannot open the database in " + canonical + ": " + e.getMessage(), e);
      }
      byKey.put(key, shared);
    }
    return lease(shared);
  }

  private Lease lease(Shared shared) {
    shared.leases++;
    return new Lease(shared);
  }
}

package io.wcs.driver;

import io.wcs.driver.error.WcsSqlState;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import javax.sql.ConnectionEvent;
import javax.sql.ConnectionEventListener;
import javax.sql.PooledConnection;
import javax.sql.StatementEventListener;

/**
 * One physical connection kept by a pool manager. {@link #getConnection} hands out a logical
 * connection: closing it closes the statements made through it, forgets writes it held without
 * committing, tells the listeners {@code connectionClosed} and leaves the physical connection open
 * for the next user; an error that means the connection is lost (SQLState class {@code 08}) tells
 * them {@code connectionErrorOccurred}. A new logical connection closes the previous one, as JDBC
 * requires. Statements are not pooled, so statement listeners never hear of anything.
 *
 * <p>Thread-safe: the listener lists are concurrent and the current handle is guarded by this.
 */
public final class WcsPooledConnection implements PooledConnection {

  private final WcsConnection physical;
  private final List<ConnectionEventListener> listeners = new CopyOnWriteArrayList<>();
  private final List<StatementEventListener> statementListeners = new CopyOnWriteArrayList<>();
  private Handle current;

  WcsPooledConnection(WcsConnection physical) {
    this.physical = physical;
  }

  @Override
  public synchronized Connection getConnection() throws SQLException {
    physical.checkOpen();
    if (current != null) {
      current.closed = true;
    }
    current = new Handle();
    return (Connection)
        Proxy.newProxyInstance(
            Connection.class.getClassLoader(), new Class<?>[] {Connection.class}, current);
  }

  /** Closes the physical connection; logical connections handed out stop working. */
  @Override
  public synchronized void close() throws SQLException {
    if (current != null) {
      current.closed = true;
      current = null;
    }
    physical.close();
  }

  @Override
  public void addConnectionEventListener(ConnectionEventListener listener) {
    listeners.add(listener);
  }

  @Override
  public void removeConnectionEventListener(ConnectionEventListener listener) {
    listeners.remove(listener);
  }

  @Override
  public void addStatementEventListener(StatementEventListener listener) {
    statementListeners.add(listener);
  }

  @Override
  public void removeStatementEventListener(StatementEventListener listener) {
    statementListeners.remove(listener);
  }

  /** The logical connection: every call goes to the physical one until the handle is closed. */
  private final class Handle implements InvocationHandler {
    volatile boolean closed;

    @Override
    public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
      switch (method.getName()) {
        case "close":
          if (!closed) {
            closed = true;
            physical.releaseToPool();
            fire(null);
          }
          return null;
        case "isClosed":
          return closed || physical.isClosed();
        case "toString":
          return "logical " + physical + (closed ? " (closed)" : "");
        case "hashCode":
          return System.identityHashCode(proxy);
        case "equals":
          return proxy == args[0];
        default:
          break;
      }
      if (closed) {
        throw WcsSqlState.CONNECTION_CLOSED.exception(
            "this logical connection is closed; ask the pool for another");
      }
      try {
        return method.invoke(physical, args);
      } catch (InvocationTargetException e) {
        Throwable failure = e.getCause();
        if (failure instanceof SQLException sql
            && sql.getSQLState() != null
            && sql.getSQLState().startsWith("08")) {
          fire(sql);
        }
        throw failure;
      }
    }
  }

  /** Tells the listeners the logical connection closed (null) or the physical one failed. */
  private void fire(SQLException error) {
    ConnectionEvent event = new ConnectionEvent(this, error);
    for (ConnectionEventListener listener : listeners) {
      if (error == null) {
        listener.connectionClosed(event);
      } else {
        listener.connectionErrorOccurred(event);
      }
    }
  }
}

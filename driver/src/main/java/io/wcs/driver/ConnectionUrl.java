package io.wcs.driver;

import io.wcs.driver.error.WcsSqlState;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;

/**
 * A parsed {@code jdbc:wcs:} URL with its parameters.
 *
 * <ul>
 *   <li>{@code jdbc:wcs:mem:NAME}: an in-memory database shared by name in this JVM;
 *   <li>{@code jdbc:wcs:file:PATH}: a database in directory PATH (relative to the working
 *       directory);
 *   <li>{@code jdbc:wcs://host[:port][,host2[:port]…]/[keyspace]}: a remote server (port 9042 by
 *       default).
 * </ul>
 *
 * <p>Parameters follow {@code ?} as {@code name=value} pairs separated by {@code &},
 * percent-encoded where needed. {@link Properties} given to {@code connect} add to them and win
 * over the URL; a keyspace in the parameters wins over the one in a remote URL's path.
 *
 * @param location the mem database's name, the file database's path as written, or null (remote)
 * @param hosts the remote hosts as {@code host:port}, empty for embedded databases
 */
public record ConnectionUrl(
    Kind kind, String location, List<String> hosts, ConnectionProperties properties) {

  public static final String PREFIX = "jdbc:wcs:";
  static final int DEFAULT_PORT = 9042;

  /** Where the connection's database lives. */
  public enum Kind {
    MEM,
    FILE,
    REMOTE
  }

  public ConnectionUrl {
    hosts = List.copyOf(hosts);
  }

  public static boolean accepts(String url) {
    return url != null && url.startsWith(PREFIX);
  }

  /** Parses a URL that {@link #accepts}; a malformed one is an SQLException with SQLState 08001. */
  public static ConnectionUrl parse(String url, Properties info) throws SQLException {
    String rest = url.substring(PREFIX.length());
    int question = rest.indexOf('?');
    String target = question < 0 ? rest : rest.substring(0, question);
    Map<String, String> parameters = new LinkedHashMap<>();
    if (question >= 0) {
      parseQuery(rest.substring(question + 1), parameters, url);
    }
    if (info != null) {
      for (String name : info.stringPropertyNames()) {
        parameters.put(name, info.getProperty(name));
      }
    }
    if (target.startsWith("mem:")) {
      return embedded(Kind.MEM, target.substring(4), "a database name", url, parameters);
    }
    if (target.startsWith("file:")) {
      return embedded(Kind.FILE, target.substring(5), "a directory", url, parameters);
    }
    if (target.startsWith("//")) {
      return remote(target.substring(2), url, parameters);
    }
    throw bad(url, "expected jdbc:wcs:mem:NAME, jdbc:wcs:file:PATH or jdbc:wcs://host[:port]/");
  }

  private static ConnectionUrl embedded(
      Kind kind, String location, String what, String url, Map<String, String> parameters)
      throws SQLException {
    if (location.isEmpty()) {
      throw bad(url, "missing " + what + " after '" + kind.name().toLowerCase(Locale.ROOT) + ":'");
    }
    if (kind == Kind.FILE) {
      try {
        Path.of(location);
      } catch (InvalidPathException e) {
        throw bad(url, "'" + location + "' is not a path on this system: " + e.getReason());
      }
    }
    return new ConnectionUrl(kind, location, List.of(), ConnectionProperties.of(parameters));
  }

  private static ConnectionUrl remote(String authority, String url, Map<String, String> parameters)
      throws SQLException {
    int slash = authority.indexOf('/');
    String hostList = slash < 0 ? authority : authority.substring(0, slash);
    String keyspace = slash < 0 ? "" : authority.substring(slash + 1);
    if (hostList.isEmpty()) {
      throw bad(url, "missing host after '//'");
    }
    List<String> hosts = new ArrayList<>();
    for (String host : hostList.split(",", -1)) {
      hosts.add(hostAndPort(host, url));
    }
    if (!keyspace.isEmpty()) {
      parameters.putIfAbsent(WcsProperty.KEYSPACE.propertyName(), keyspace);
    }
    return new ConnectionUrl(Kind.REMOTE, null, hosts, ConnectionProperties.of(parameters));
  }

  /** {@code host}, {@code host:port} or {@code [ipv6]:port}, returned as {@code host:port}. */
  private static String hostAndPort(String text, String url) throws SQLException {
    String host = text;
    String port = null;
    int colon = text.lastIndexOf(':');
    boolean bracketed = text.startsWith("[");
    if (colon > 0 && (!bracketed || text.charAt(colon - 1) == ']')) {
      host = text.substring(0, colon);
      port = text.substring(colon + 1);
    }
    if (host.isEmpty() || host.equals("[]")) {
      throw bad(url, "empty host name in '" + text + "'");
    }
    int portNumber = DEFAULT_PORT;
    if (port != null) {
      try {
        portNumber = Integer.parseInt(port);
      } catch (NumberFormatException e) {
        portNumber = -1;
      }
      if (portNumber < 1 || portNumber > 65535) {
        throw bad(url, "invalid port '" + port + "' for host " + host);
      }
    }
    return host + ":" + portNumber;
  }

  private static void parseQuery(String query, Map<String, String> into, String url)
      throws SQLException {
    for (String pair : query.split("&")) {
      if (pair.isEmpty()) {
        continue;
      }
      int equals = pair.indexOf('=');
      if (equals <= 0) {
        throw bad(url, "parameter '" + pair + "' needs the form name=value");
      }
      try {
        into.put(
            URLDecoder.decode(pair.substring(0, equals), StandardCharsets.UTF_8),
            URLDecoder.decode(pair.substring(equals + 1), StandardCharsets.UTF_8));
      } catch (IllegalArgumentException e) {
        throw bad(url, "bad percent-encoding in '" + pair + "'");
      }
    }
  }

  private static SQLException bad(String url, String why) {
    return WcsSqlState.CONNECTION_REFUSED.exception(
        "invalid URL '" + withoutParameters(url) + "': " + why);
  }

  /** The URL without its parameters, which may hold a password. */
  static String withoutParameters(String url) {
    int question = url.indexOf('?');
    return question < 0 ? url : url.substring(0, question) + "?…";
  }

  /** The URL without its parameters (which may hold a password). */
  public String address() {
    return PREFIX
        + switch (kind) {
          case REMOTE -> "//" + String.join(",", hosts) + "/";
          case MEM -> "mem:" + location;
          case FILE -> "file:" + location;
        };
  }

  @Override
  public String toString() {
    return address() + " " + properties;
  }
}

/**
 * The {@code jdbc:wcs:} JDBC driver.
 *
 * <p>Layers, top to bottom:
 *
 * <ul>
 *   <li>{@link io.wcs.driver.WcsDriver} parses the URL ({@link io.wcs.driver.ConnectionUrl}) and
 *       its parameters ({@link io.wcs.driver.WcsProperty}) and opens a session;
 *   <li>the thin JDBC facades ({@link io.wcs.driver.WcsConnection}, {@link
 *       io.wcs.driver.WcsStatement}, {@link io.wcs.driver.WcsPreparedStatement}, {@link
 *       io.wcs.driver.WcsResultSet}) turn JDBC calls into session calls and results back;
 *   <li>{@link io.wcs.driver.session.Session} runs statements: {@link
 *       io.wcs.driver.session.EmbeddedSession} on an engine in this JVM, shared per database by
 *       {@link io.wcs.driver.session.EmbeddedDatabases}; a remote session (native protocol) comes
 *       with the server;
 *   <li>{@link io.wcs.driver.value} converts values between Java and CQL, and {@link
 *       io.wcs.driver.error} turns every failure into the right {@link java.sql.SQLException}.
 * </ul>
 *
 * <p>Results are the engine's {@link io.wcs.engine.cql.QueryResult}: rows stay serialized until a
 * getter reads them, and a result set holds one page at a time.
 */
package io.wcs.driver;

package io.wcs.driver;

import io.wcs.driver.error.SqlExceptions;
import io.wcs.driver.error.WcsSqlState;
import io.wcs.driver.value.BindValues;
import io.wcs.engine.cql.BoundValues;
import io.wcs.engine.cql.ColumnSpec;
import io.wcs.engine.cql.Prepared;
import io.wcs.engine.cql.QueryOptions;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringWriter;
import java.math.BigDecimal;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.sql.Array;
import java.sql.Blob;
import java.sql.Clob;
import java.sql.Date;
import java.sql.NClob;
import java.sql.ParameterMetaData;
import java.sql.PreparedStatement;
import java.sql.Ref;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.RowId;
import java.sql.SQLException;
import java.sql.SQLType;
import java.sql.SQLXML;
import java.sql.Time;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Calendar;
import java.util.List;
import java.util.function.IntFunction;

/**
 * A statement prepared once by the engine and run with bound values. Each setter serializes its
 * value at once with the CQL type of that bind marker ({@link BindValues}), so a value that does
 * not fit fails at the setter with the parameter named. A parameter left unbound is UNSET, as with
 * native protocol v4: an INSERT or UPDATE leaves that column untouched. {@code setNull} writes a
 * null, which deletes the value. A Calendar given to a date or time setter says in which zone the
 * value is a local date or time of day: it decides what a date or time column stores, while a
 * timestamp column stores the instant, which no zone changes.
 *
 * <p>Not thread-safe, as JDBC allows.
 */
public final class WcsPreparedStatement extends WcsStatement implements PreparedStatement {

  private final Prepared prepared;
  private final CqlText text;
  private final byte[][] values;
  private final IntFunction<String> parameterNames = this::parameterName;

  WcsPreparedStatement(WcsConnection connection, Prepared prepared) {
    super(connection);
    this.prepared = prepared;
    this.text = new CqlText(prepared.query());
    this.values = new byte[prepared.variables().size()][];
    Arrays.fill(values, QueryOptions.UNSET);
  }

  private QueryOptions boundOptions() {
    QueryOptions base = connection.baseOptions();
    return new QueryOptions(
        BoundValues.serialized(values.clone(), prepared.variables()),
        null,
        base.pageSize(),
        null,
        base.consistency(),
        base.serialConsistency(),
        base.timestamp(),
        base.keyspace(),
        base.nowInSeconds());
  }

  @Override
  public boolean execute() throws SQLException {
    return runPrepared(Answer.ANY);
  }

  @Override
  public ResultSet executeQuery() throws SQLException {
    if (!runPrepared(Answer.ROWS)) {
      throw noRows(true);
    }
    return getResultSet();
  }

  @Override
  public int executeUpdate() throws SQLException {
    runPrepared(Answer.UPDATE_COUNT);
    return updateCountOfLastRun();
  }

  private boolean runPrepared(Answer answer) throws SQLException {
    checkOpen();
    return run(
        text,
        prepared,
        boundOptions(),
        answer,
        options -> connection.session().execute(prepared, options));
  }

  @Override
  public long executeLargeUpdate() throws SQLException {
    return executeUpdate();
  }

  @Override
  public void addBatch() throws SQLException {
    checkOpen();
    addBatchEntry(
        new BatchEntry(
            text, prepared, BoundValues.serialized(values.clone(), prepared.variables())));
  }

  /** JDBC forbids running other text on a prepared statement. */
  @Override
  public boolean execute(String sql) throws SQLException {
    throw textOnPrepared();
  }

  @Override
  public ResultSet executeQuery(String sql) throws SQLException {
    throw textOnPrepared();
  }

  @Override
  public int executeUpdate(String sql) throws SQLException {
    throw textOnPrepared();
  }

  @Override
  public void addBatch(String sql) throws SQLException {
    throw textOnPrepared();
  }

  private static SQLException textOnPrepared() {
    return WcsSqlState.WRONG_STATEMENT_KIND.exception(
        "a PreparedStatement runs its own statement: use execute(), executeQuery(),"
            + " executeUpdate() or addBatch() without text");
  }

  /** Serializes a value (null for a null) for the 1-based parameter. */
  private void bind(int index, Object value) throws SQLException {
    checkOpen();
    ColumnSpec variable = variable(index);
    values[index - 1] =
        value == null ? null : BindValues.serialize(variable.type(), value, parameterNames, index);
  }

  /** How an error message names the parameter at {@code index}, which must be in range. */
  private String parameterName(int index) {
    ColumnSpec variable = prepared.variables().get(index - 1);
    return "parameter " + index + " (" + variable.name() + " " + variable.type().cqlName() + ")";
  }

  private ColumnSpec variable(int index) throws SQLException {
    if (index < 1 || index > values.length) {
      throw WcsSqlState.INVALID_INDEX.exception(
          "parameter index "
              + index
              + " is out of range: the statement has "
              + values.length
              + " bind markers");
    }
    return prepared.variables().get(index - 1);
  }

  @Override
  public void clearParameters() throws SQLException {
    checkOpen();
    Arrays.fill(values, QueryOptions.UNSET);
  }

  @Override
  public void setNull(int parameterIndex, int sqlType) throws SQLException {
    bind(parameterIndex, null);
  }

  @Override
  public void setNull(int parameterIndex, int sqlType, String typeName) throws SQLException {
    bind(parameterIndex, null);
  }

  @Override
  public void setBoolean(int parameterIndex, boolean x) throws SQLException {
    bind(parameterIndex, x);
  }

  @Override
  public void setByte(int parameterIndex, byte x) throws SQLException {
    bind(parameterIndex, x);
  }

  @Override
  public void setShort(int parameterIndex, short x) throws SQLException {
    bind(parameterIndex, x);
  }

  @Override
  public void setInt(int parameterIndex, int x) throws SQLException {
    bind(parameterIndex, x);
  }

  @Override
  public void setLong(int parameterIndex, long x) throws SQLException {
    bind(parameterIndex, x);
  }

  @Override
  public void setFloat(int parameterIndex, float x) throws SQLException {
    bind(parameterIndex, x);
  }

  @Override
  public void setDouble(int parameterIndex, double x) throws SQLException {
    bind(parameterIndex, x);
  }

  @Override
  public void setBigDecimal(int parameterIndex, BigDecimal x) throws SQLException {
    bind(parameterIndex, x);
  }

  @Override
  public void setString(int parameterIndex, String x) throws SQLException {
    bind(parameterIndex, x);
  }

  @Override
  public void setNString(int parameterIndex, String value) throws SQLException {
    bind(parameterIndex, value);
  }

  @Override
  public void setBytes(int parameterIndex, byte[] x) throws SQLException {
    bind(parameterIndex, x);
  }

  @Override
  public void setDate(int parameterIndex, Date x) throws SQLException {
    bind(parameterIndex, x);
  }

  @Override
  public void setDate(int parameterIndex, Date x, Calendar cal) throws SQLException {
    bind(parameterIndex, inZone(x, cal));
  }

  @Override
  public void setTime(int parameterIndex, Time x) throws SQLException {
    bind(parameterIndex, x);
  }

  @Override
  public void setTime(int parameterIndex, Time x, Calendar cal) throws SQLException {
    bind(parameterIndex, inZone(x, cal));
  }

  @Override
  public void setTimestamp(int parameterIndex, Timestamp x) throws SQLException {
    bind(parameterIndex, x);
  }

  @Override
  public void setTimestamp(int parameterIndex, Timestamp x, Calendar cal) throws SQLException {
    bind(parameterIndex, inZone(x, cal));
  }

  /**
   * The value with the calendar's zone: a date or time column takes the local date or time there, a
   * timestamp column the instant, which no zone changes.
   */
  private static Object inZone(java.util.Date value, Calendar calendar) {
    if (value == null || calendar == null) {
      return value;
    }
    return Instant.ofEpochMilli(value.getTime()).atZone(calendar.getTimeZone().toZoneId());
  }

  @Override
  public void setObject(int parameterIndex, Object x) throws SQLException {
    bind(parameterIndex, x);
  }

  /** The parameter's CQL type decides the conversion; the JDBC type is not needed. */
  @Override
  public void setObject(int parameterIndex, Object x, int targetSqlType) throws SQLException {
    bind(parameterIndex, x);
  }

  @Override
  public void setObject(int parameterIndex, Object x, int targetSqlType, int scaleOrLength)
      throws SQLException {
    bind(parameterIndex, x);
  }

  @Override
  public void setObject(int parameterIndex, Object x, SQLType targetSqlType) throws SQLException {
    bind(parameterIndex, x);
  }

  @Override
  public void setObject(int parameterIndex, Object x, SQLType targetSqlType, int scaleOrLength)
      throws SQLException {
    bind(parameterIndex, x);
  }

  @Override
  public void setArray(int parameterIndex, Array x) throws SQLException {
    bind(parameterIndex, x);
  }

  @Override
  public void setAsciiStream(int parameterIndex, InputStream x) throws SQLException {
    bind(parameterIndex, x == null ? null : new String(readAll(x), StandardCharsets.US_ASCII));
  }

  @Override
  public void setAsciiStream(int parameterIndex, InputStream x, int length) throws SQLException {
    setAsciiStream(parameterIndex, x);
  }

  @Override
  public void setAsciiStream(int parameterIndex, InputStream x, long length) throws SQLException {
    setAsciiStream(parameterIndex, x);
  }

  @Override
  @Deprecated
  public void setUnicodeStream(int parameterIndex, InputStream x, int length) throws SQLException {
    throw SqlExceptions.notSupported("setUnicodeStream (deprecated; use setCharacterStream)");
  }

  @Override
  public void setBinaryStream(int parameterIndex, InputStream x) throws SQLException {
    bind(parameterIndex, x == null ? null : readAll(x));
  }

  @Override
  public void setBinaryStream(int parameterIndex, InputStream x, int length) throws SQLException {
    setBinaryStream(parameterIndex, x);
  }

  @Override
  public void setBinaryStream(int parameterIndex, InputStream x, long length) throws SQLException {
    setBinaryStream(parameterIndex, x);
  }

  @Override
  public void setCharacterStream(int parameterIndex, Reader reader) throws SQLException {
    bind(parameterIndex, reader == null ? null : readAll(reader));
  }

  @Override
  public void setCharacterStream(int parameterIndex, Reader reader, int length)
      throws SQLException {
    setCharacterStream(parameterIndex, reader);
  }

  @Override
  public void setCharacterStream(int parameterIndex, Reader reader, long length)
      throws SQLException {
    setCharacterStream(parameterIndex, reader);
  }

  @Override
  public void setNCharacterStream(int parameterIndex, Reader value) throws SQLException {
    setCharacterStream(parameterIndex, value);
  }

  @Override
  public void setNCharacterStream(int parameterIndex, Reader value, long length)
      throws SQLException {
    setCharacterStream(parameterIndex, value);
  }

  private static byte[] readAll(InputStream in) throws SQLException {
    try {
      return in.readAllBytes();
    } catch (IOException e) {
      throw WcsSqlState.INVALID_VALUE.exception("reading the stream failed: " + e.getMessage(), e);
    }
  }

  private static String readAll(Reader reader) throws SQLException {
    try {
      StringWriter out = new StringWriter();
      reader.transferTo(out);
      return out.toString();
    } catch (IOException e) {
      throw WcsSqlState.INVALID_VALUE.exception("reading the reader failed: " + e.getMessage(), e);
    }
  }

  @Override
  public void setRef(int parameterIndex, Ref x) throws SQLException {
    throw SqlExceptions.notSupported("Ref");
  }

  @Override
  public void setBlob(int parameterIndex, Blob x) throws SQLException {
    throw SqlExceptions.notSupported("Blob (bind blobs with setBytes or setBinaryStream)");
  }

  @Override
  public void setBlob(int parameterIndex, InputStream inputStream, long length)
      throws SQLException {
    setBinaryStream(parameterIndex, inputStream);
  }

  @Override
  public void setBlob(int parameterIndex, InputStream inputStream) throws SQLException {
    setBinaryStream(parameterIndex, inputStream);
  }

  @Override
  public void setClob(int parameterIndex, Clob x) throws SQLException {
    throw SqlExceptions.notSupported("Clob (bind text with setString or setCharacterStream)");
  }

  @Override
  public void setClob(int parameterIndex, Reader reader, long length) throws SQLException {
    setCharacterStream(parameterIndex, reader);
  }

  @Override
  public void setClob(int parameterIndex, Reader reader) throws SQLException {
    setCharacterStream(parameterIndex, reader);
  }

  @Override
  public void setNClob(int parameterIndex, NClob value) throws SQLException {
    setClob(parameterIndex, value);
  }

  @Override
  public void setNClob(int parameterIndex, Reader reader, long length) throws SQLException {
    setCharacterStream(parameterIndex, reader);
  }

  @Override
  public void setNClob(int parameterIndex, Reader reader) throws SQLException {
    setCharacterStream(parameterIndex, reader);
  }

  /** A URL binds as its text. */
  @Override
  public void setURL(int parameterIndex, URL x) throws SQLException {
    bind(parameterIndex, x == null ? null : x.toString());
  }

  @Override
  public void setRowId(int parameterIndex, RowId x) throws SQLException {
    throw SqlExceptions.notSupported("RowId");
  }

  @Override
  public void setSQLXML(int parameterIndex, SQLXML xmlObject) throws SQLException {
    throw SqlExceptions.notSupported("SQLXML");
  }

  /** The columns a SELECT returns, or null for other statements (JDBC allows null). */
  @Override
  public ResultSetMetaData getMetaData() throws SQLException {
    checkOpen();
    List<ColumnSpec> columns = prepared.resultColumns();
    return columns.isEmpty() ? null : new WcsResultSetMetaData(new ArrayList<>(columns));
  }

  @Override
  public ParameterMetaData getParameterMetaData() throws SQLException {
    checkOpen();
    return new WcsParameterMetaData(prepared.variables());
  }
}

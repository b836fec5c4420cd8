package io.wcs.driver;

import io.wcs.driver.error.SqlExceptions;
import java.io.InputStream;
import java.io.Reader;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.net.URL;
import java.sql.Array;
import java.sql.Blob;
import java.sql.Clob;
import java.sql.Date;
import java.sql.NClob;
import java.sql.Ref;
import java.sql.ResultSet;
import java.sql.RowId;
import java.sql.SQLException;
import java.sql.SQLType;
import java.sql.SQLXML;
import java.sql.Time;
import java.sql.Timestamp;
import java.util.Calendar;
import java.util.Map;

/**
 * The parts of {@link ResultSet} that every forward-only, read-only result answers the same way:
 * getters by column label (they find the column and call the getter by index), refusals of updates
 * and of scrolling, and the LOB and reference types CQL does not have. {@link WcsResultSet} holds
 * the logic.
 */
abstract class ResultSetBase implements ResultSet, WrapsNothing {

  static SQLException readOnly() {
    return SqlExceptions.notSupported("updating a result set (results are CONCUR_READ_ONLY)");
  }

  private static SQLException forwardOnly() {
    return SqlExceptions.notSupported(
        "moving backwards or jumping (results are TYPE_FORWARD_ONLY)");
  }

  @Override
  public final boolean isLast() throws SQLException {
    throw SqlExceptions.notSupported("isLast on a forward-only result (optional in JDBC)");
  }

  @Override
  public final void beforeFirst() throws SQLException {
    throw forwardOnly();
  }

  @Override
  public final void afterLast() throws SQLException {
    throw forwardOnly();
  }

  @Override
  public final boolean first() throws SQLException {
    throw forwardOnly();
  }

  @Override
  public final boolean last() throws SQLException {
    throw forwardOnly();
  }

  @Override
  public final boolean absolute(int row) throws SQLException {
    throw forwardOnly();
  }

  @Override
  public final boolean relative(int rows) throws SQLException {
    throw forwardOnly();
  }

  @Override
  public final boolean previous() throws SQLException {
    throw forwardOnly();
  }

  @Override
  public final int getType() throws SQLException {
    return TYPE_FORWARD_ONLY;
  }

  @Override
  public final int getConcurrency() throws SQLException {
    return CONCUR_READ_ONLY;
  }

  @Override
  public final int getHoldability() throws SQLException {
    return HOLD_CURSORS_OVER_COMMIT;
  }

  @Override
  public final void setFetchDirection(int direction) throws SQLException {
    if (direction != FETCH_FORWARD) {
      throw forwardOnly();
    }
  }

  @Override
  public final int getFetchDirection() throws SQLException {
    return FETCH_FORWARD;
  }

  @Override
  public final String getCursorName() throws SQLException {
    throw SqlExceptions.notSupported("named cursors");
  }

  @Override
  public final boolean rowUpdated() throws SQLException {
    return false;
  }

  @Override
  public final boolean rowInserted() throws SQLException {
    return false;
  }

  @Override
  public final boolean rowDeleted() throws SQLException {
    return false;
  }

  @Override
  public final void insertRow() throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateRow() throws SQLException {
    throw readOnly();
  }

  @Override
  public final void deleteRow() throws SQLException {
    throw readOnly();
  }

  @Override
  public final void refreshRow() throws SQLException {
    throw readOnly();
  }

  @Override
  public final void cancelRowUpdates() throws SQLException {
    throw readOnly();
  }

  @Override
  public final void moveToInsertRow() throws SQLException {
    throw readOnly();
  }

  @Override
  public final void moveToCurrentRow() throws SQLException {
    throw readOnly();
  }

  @Override
  @Deprecated
  public final InputStream getUnicodeStream(int columnIndex) throws SQLException {
    throw unicodeStream();
  }

  private static SQLException unicodeStream() {
    return SqlExceptions.notSupported("getUnicodeStream (deprecated; use getCharacterStream)");
  }

  @Override
  public final Ref getRef(int columnIndex) throws SQLException {
    throw SqlExceptions.notSupported("Ref");
  }

  @Override
  public final Blob getBlob(int columnIndex) throws SQLException {
    throw SqlExceptions.notSupported("Blob (read blobs with getBytes or getBinaryStream)");
  }

  @Override
  public final Clob getClob(int columnIndex) throws SQLException {
    throw SqlExceptions.notSupported("Clob (read text with getString or getCharacterStream)");
  }

  @Override
  public final NClob getNClob(int columnIndex) throws SQLException {
    return (NClob) getClob(columnIndex);
  }

  @Override
  public final URL getURL(int columnIndex) throws SQLException {
    throw SqlExceptions.notSupported("getURL");
  }

  @Override
  public final RowId getRowId(int columnIndex) throws SQLException {
    throw SqlExceptions.notSupported("RowId");
  }

  @Override
  public final SQLXML getSQLXML(int columnIndex) throws SQLException {
    throw SqlExceptions.notSupported("SQLXML");
  }

  @Override
  public final String getString(String columnLabel) throws SQLException {
    return getString(findColumn(columnLabel));
  }

  @Override
  public final boolean getBoolean(String columnLabel) throws SQLException {
    return getBoolean(findColumn(columnLabel));
  }

  @Override
  public final byte getByte(String columnLabel) throws SQLException {
    return getByte(findColumn(columnLabel));
  }

  @Override
  public final short getShort(String columnLabel) throws SQLException {
    return getShort(findColumn(columnLabel));
  }

  @Override
  public final int getInt(String columnLabel) throws SQLException {
    return getInt(findColumn(columnLabel));
  }

  @Override
  public final long getLong(String columnLabel) throws SQLException {
    return getLong(findColumn(columnLabel));
  }

  @Override
  public final float getFloat(String columnLabel) throws SQLException {
    return getFloat(findColumn(columnLabel));
  }

  @Override
  public final double getDouble(String columnLabel) throws SQLException {
    return getDouble(findColumn(columnLabel));
  }

  @Override
  @Deprecated
  public final BigDecimal getBigDecimal(String columnLabel, int scale) throws SQLException {
    BigDecimal value = getBigDecimal(findColumn(columnLabel));
    return value == null ? null : value.setScale(scale, RoundingMode.HALF_UP);
  }

  @Override
  public final byte[] getBytes(String columnLabel) throws SQLException {
    return getBytes(findColumn(columnLabel));
  }

  @Override
  public final Date getDate(String columnLabel) throws SQLException {
    return getDate(findColumn(columnLabel));
  }

  @Override
  public final Time getTime(String columnLabel) throws SQLException {
    return getTime(findColumn(columnLabel));
  }

  @Override
  public final Timestamp getTimestamp(String columnLabel) throws SQLException {
    return getTimestamp(findColumn(columnLabel));
  }

  @Override
  public final InputStream getAsciiStream(String columnLabel) throws SQLException {
    return getAsciiStream(findColumn(columnLabel));
  }

  @Override
  @Deprecated
  public final InputStream getUnicodeStream(String columnLabel) throws SQLException {
    throw unicodeStream();
  }

  @Override
  public final InputStream getBinaryStream(String columnLabel) throws SQLException {
    return getBinaryStream(findColumn(columnLabel));
  }

  @Override
  public final Object getObject(String columnLabel) throws SQLException {
    return getObject(findColumn(columnLabel));
  }

  @Override
  public final Reader getCharacterStream(String columnLabel) throws SQLException {
    return getCharacterStream(findColumn(columnLabel));
  }

  @Override
  public final BigDecimal getBigDecimal(String columnLabel) throws SQLException {
    return getBigDecimal(findColumn(columnLabel));
  }

  @Override
  public final Object getObject(String columnLabel, Map<String, Class<?>> map) throws SQLException {
    return getObject(findColumn(columnLabel), map);
  }

  @Override
  public final Ref getRef(String columnLabel) throws SQLException {
    return getRef(findColumn(columnLabel));
  }

  @Override
  public final Blob getBlob(String columnLabel) throws SQLException {
    return getBlob(findColumn(columnLabel));
  }

  @Override
  public final Clob getClob(String columnLabel) throws SQLException {
    return getClob(findColumn(columnLabel));
  }

  @Override
  public final Array getArray(String columnLabel) throws SQLException {
    return getArray(findColumn(columnLabel));
  }

  @Override
  public final Date getDate(String columnLabel, Calendar calendar) throws SQLException {
    return getDate(findColumn(columnLabel), calendar);
  }

  @Override
  public final Time getTime(String columnLabel, Calendar calendar) throws SQLException {
    return getTime(findColumn(columnLabel), calendar);
  }

  @Override
  public final Timestamp getTimestamp(String columnLabel, Calendar calendar) throws SQLException {
    return getTimestamp(findColumn(columnLabel), calendar);
  }

  @Override
  public final URL getURL(String columnLabel) throws SQLException {
    return getURL(findColumn(columnLabel));
  }

  @Override
  public final RowId getRowId(String columnLabel) throws SQLException {
    return getRowId(findColumn(columnLabel));
  }

  @Override
  public final NClob getNClob(String columnLabel) throws SQLException {
    return getNClob(findColumn(columnLabel));
  }

  @Override
  public final SQLXML getSQLXML(String columnLabel) throws SQLException {
    return getSQLXML(findColumn(columnLabel));
  }

  @Override
  public final String getNString(String columnLabel) throws SQLException {
    return getNString(findColumn(columnLabel));
  }

  @Override
  public final Reader getNCharacterStream(String columnLabel) throws SQLException {
    return getNCharacterStream(findColumn(columnLabel));
  }

  @Override
  public final <T> T getObject(String columnLabel, Class<T> type) throws SQLException {
    return getObject(findColumn(columnLabel), type);
  }

  @Override
  public final void updateNull(int columnIndex) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateBoolean(int columnIndex, boolean x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateByte(int columnIndex, byte x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateShort(int columnIndex, short x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateInt(int columnIndex, int x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateLong(int columnIndex, long x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateFloat(int columnIndex, float x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateDouble(int columnIndex, double x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateBigDecimal(int columnIndex, BigDecimal x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateString(int columnIndex, String x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateBytes(int columnIndex, byte[] x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateDate(int columnIndex, Date x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateTime(int columnIndex, Time x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateTimestamp(int columnIndex, Timestamp x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateAsciiStream(int columnIndex, InputStream x, int length)
      throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateBinaryStream(int columnIndex, InputStream x, int length)
      throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateCharacterStream(int columnIndex, Reader x, int length)
      throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateObject(int columnIndex, Object x, int scaleOrLength) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateObject(int columnIndex, Object x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateNull(String columnLabel) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateBoolean(String columnLabel, boolean x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateByte(String columnLabel, byte x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateShort(String columnLabel, short x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateInt(String columnLabel, int x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateLong(String columnLabel, long x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateFloat(String columnLabel, float x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateDouble(String columnLabel, double x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateBigDecimal(String columnLabel, BigDecimal x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateString(String columnLabel, String x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateBytes(String columnLabel, byte[] x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateDate(String columnLabel, Date x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateTime(String columnLabel, Time x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateTimestamp(String columnLabel, Timestamp x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateAsciiStream(String columnLabel, InputStream x, int length)
      throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateBinaryStream(String columnLabel, InputStream x, int length)
      throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateCharacterStream(String columnLabel, Reader x, int length)
      throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateObject(String columnLabel, Object x, int scaleOrLength)
      throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateObject(String columnLabel, Object x) throws SQLException {
    throw readOnly();
  }

  // The four with a SQLType: JDBC's defaults refuse them too, but without a SQLState.

  @Override
  public final void updateObject(
      int columnIndex, Object x, SQLType targetSqlType, int scaleOrLength) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateObject(
      String columnLabel, Object x, SQLType targetSqlType, int scaleOrLength) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateObject(int columnIndex, Object x, SQLType targetSqlType)
      throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateObject(String columnLabel, Object x, SQLType targetSqlType)
      throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateRef(int columnIndex, Ref x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateRef(String columnLabel, Ref x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateBlob(int columnIndex, Blob x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateBlob(String columnLabel, Blob x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateClob(int columnIndex, Clob x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateClob(String columnLabel, Clob x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateArray(int columnIndex, Array x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateArray(String columnLabel, Array x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateRowId(int columnIndex, RowId x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateRowId(String columnLabel, RowId x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateNString(int columnIndex, String x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateNString(String columnLabel, String x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateNClob(int columnIndex, NClob x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateNClob(String columnLabel, NClob x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateSQLXML(int columnIndex, SQLXML x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateSQLXML(String columnLabel, SQLXML x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateNCharacterStream(int columnIndex, Reader x, long length)
      throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateNCharacterStream(String columnLabel, Reader x, long length)
      throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateAsciiStream(int columnIndex, InputStream x, long length)
      throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateBinaryStream(int columnIndex, InputStream x, long length)
      throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateCharacterStream(int columnIndex, Reader x, long length)
      throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateAsciiStream(String columnLabel, InputStream x, long length)
      throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateBinaryStream(String columnLabel, InputStream x, long length)
      throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateCharacterStream(String columnLabel, Reader x, long length)
      throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateBlob(int columnIndex, InputStream x, long length) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateBlob(String columnLabel, InputStream x, long length) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateClob(int columnIndex, Reader x, long length) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateClob(String columnLabel, Reader x, long length) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateNClob(int columnIndex, Reader x, long length) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateNClob(String columnLabel, Reader x, long length) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateNCharacterStream(int columnIndex, Reader x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateNCharacterStream(String columnLabel, Reader x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateAsciiStream(int columnIndex, InputStream x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateBinaryStream(int columnIndex, InputStream x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateCharacterStream(int columnIndex, Reader x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateAsciiStream(String columnLabel, InputStream x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateBinaryStream(String columnLabel, InputStream x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateCharacterStream(String columnLabel, Reader x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateBlob(int columnIndex, InputStream x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateBlob(String columnLabel, InputStream x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateClob(int columnIndex, Reader x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateClob(String columnLabel, Reader x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateNClob(int columnIndex, Reader x) throws SQLException {
    throw readOnly();
  }

  @Override
  public final void updateNClob(String columnLabel, Reader x) throws SQLException {
    throw readOnly();
  }
}

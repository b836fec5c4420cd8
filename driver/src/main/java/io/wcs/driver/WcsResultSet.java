package io.wcs.driver;

import io.wcs.driver.error.SqlExceptions;
import io.wcs.driver.error.WcsSqlState;
import io.wcs.driver.value.ResultValues;
import io.wcs.engine.cql.ColumnSpec;
import io.wcs.engine.cql.QueryResult;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.SetType;
import io.wcs.engine.types.VectorType;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringReader;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.sql.Array;
import java.sql.Date;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.sql.Time;
import java.sql.Timestamp;
import java.time.ZoneId;
import java.util.Calendar;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The rows of one statement, read forward. It holds one page at a time: when the caller moves past
 * the last row of a page, it asks for the next page with the paging state the engine gave, so a
 * result of any size streams in {@code fetchSize} steps and the query is never run again. Values
 * stay serialized until a getter decodes the one it reads ({@link ResultValues}).
 *
 * <p>Timestamps are instants, and CQL dates and times of day are zone-less: a getter's {@link
 * Calendar} says in which zone a date or time becomes a {@code java.sql} value, and in which zone a
 * timestamp's date or time of day is read ({@link ResultValues#getDate}).
 *
 * <p>Not thread-safe, as JDBC allows.
 */
public final class WcsResultSet extends ResultSetBase {

  /** Reads the page that starts at a paging state. */
  @FunctionalInterface
  interface PageFetcher {
    QueryResult.Rows fetch(byte[] pagingState, int pageSize) throws SQLException;
  }

  /** The page once the rows are read: lets the last page's rows go, built once for every result. */
  private static final QueryResult.Rows NO_ROWS =
      new QueryResult.Rows(List.of(), List.of(), null, List.of());

  private final WcsStatement statement; // null for driver-made results
  private final List<ColumnSpec> columns;
  // Each column's type, read at every getter call: an array index, not a List's interface call.
  private final CqlType[] types;
  private final PageFetcher fetcher;
  private final long maxRows;
  private final Warnings warnings = new Warnings();
  private Map<String, Integer> columnsByLabel;
  private WcsResultSetMetaData metaData;
  private QueryResult.Rows page;
  private int indexInPage = -1;
  private byte[][] row;
  private long rowNumber;
  private boolean afterLast;
  private boolean closed;
  private boolean wasNull;
  private int fetchSize;

  WcsResultSet(
      WcsStatement statement,
      QueryResult.Rows firstPage,
      PageFetcher fetcher,
      long maxRows,
      int fetchSize) {
    this.statement = statement;
    this.columns = firstPage.columns();
    this.types = new CqlType[columns.size()];
    for (int i = 0; i < types.length; i++) {
      types[i] = columns.get(i).type();
    }
    this.page = firstPage;
    this.fetcher = fetcher;
    this.maxRows = maxRows;
    this.fetchSize = fetchSize;
  }

  /** Rows built by the driver itself (database metadata), without a statement behind them. */
  static WcsResultSet of(List<ColumnSpec> columns, List<byte[][]> rows) {
    QueryResult.Rows all = new QueryResult.Rows(columns, rows, null, List.of());
    return new WcsResultSet(null, all, (state, size) -> all, 0, 0);
  }

  /** A result without columns or rows ({@code getGeneratedKeys}). */
  static WcsResultSet empty(WcsStatement statement) {
    return new WcsResultSet(statement, NO_ROWS, (state, size) -> NO_ROWS, 0, 0);
  }

  /** For executeUpdate: 1 or 0 when this is a lightweight transaction's outcome, else -1. */
  int appliedCount() {
    return WcsStatement.appliedCount(page);
  }

  @Override
  public boolean next() throws SQLException {
    checkOpen();
    if (afterLast) {
      return false;
    }
    if (maxRows > 0 && rowNumber >= maxRows) {
      return pastTheEnd();
    }
    while (++indexInPage >= page.rows().size()) {
      if (page.pagingState() == null) {
        return pastTheEnd();
      }
      page = fetcher.fetch(page.pagingState(), fetchSize);
      indexInPage = -1;
      warnings.addAll(page.warnings());
    }
    row = page.rows().get(indexInPage);
    rowNumber++;
    return true;
  }

  private boolean pastTheEnd() {
    afterLast = true;
    row = null;
    page = NO_ROWS;
    return false;
  }

  @Override
  public boolean isBeforeFirst() throws SQLException {
    checkOpen();
    return rowNumber == 0 && !afterLast && !page.rows().isEmpty();
  }

  @Override
  public boolean isAfterLast() throws SQLException {
    checkOpen();
    return afterLast && rowNumber > 0;
  }

  @Override
  public boolean isFirst() throws SQLException {
    checkOpen();
    return rowNumber == 1 && row != null;
  }

  @Override
  public int getRow() throws SQLException {
    checkOpen();
    return row == null ? 0 : (int) Math.min(Integer.MAX_VALUE, rowNumber);
  }

  /**
   * The serialized value of a column of the current row; records whether it was null. An empty
   * value of a type such as int ({@code blobAsInt(0x)}) holds no value: it reads as NULL, as in
   * Cassandra's drivers. So does one of a type WCS keeps no empty value of (a duration, a tinyint),
   * which a Cassandra node can send (it stores them from {@code INSERT JSON} with {@code ""}).
   */
  private byte[] raw(int columnIndex) throws SQLException {
    checkOpen();
    if (row == null) {
      throw WcsSqlState.NO_CURRENT_ROW.exception(
          afterLast ? "no current row: the result has no more rows" : "call next() first");
    }
    checkIndex(columnIndex);
    byte[] value = row[columnIndex - 1];
    if (value != null && value.length == 0 && !holdsEmptyValues(type(columnIndex))) {
      value = null;
    }
    wasNull = value == null;
    return value;
  }

  /** Whether a value of zero bytes is an ordinary value of {@code type}: text or bytes. */
  private static boolean holdsEmptyValues(CqlType type) {
    return type == NativeType.ASCII || type == NativeType.TEXT || type == NativeType.BLOB;
  }

  /** Decodes a column value of the current row with its CQL type. */
  @FunctionalInterface
  private interface Decoder<T> {
    T decode(CqlType type, byte[] raw) throws SQLException;
  }

  /** The decoded value of a column of the current row, or null (recorded for wasNull). */
  private <T> T decoded(int columnIndex, Decoder<T> decoder) throws SQLException {
    byte[] raw = raw(columnIndex);
    return raw == null ? null : decoder.decode(type(columnIndex), raw);
  }

  private void checkIndex(int columnIndex) throws SQLException {
    if (columnIndex < 1 || columnIndex > types.length) {
      throw WcsSqlState.INVALID_INDEX.exception(
          "column index " + columnIndex + " is out of range 1.." + columns.size());
    }
  }

  private CqlType type(int columnIndex) {
    return types[columnIndex - 1];
  }

  @Override
  public boolean wasNull() throws SQLException {
    checkOpen();
    return wasNull;
  }

  @Override
  public String getString(int columnIndex) throws SQLException {
    return decoded(columnIndex, ResultValues::getString);
  }

  @Override
  public String getNString(int columnIndex) throws SQLException {
    return getString(columnIndex);
  }

  @Override
  public boolean getBoolean(int columnIndex) throws SQLException {
    byte[] raw = raw(columnIndex);
    return raw != null && ResultValues.getBoolean(type(columnIndex), raw);
  }

  @Override
  public byte getByte(int columnIndex) throws SQLException {
    return (byte) whole(columnIndex, Byte.MIN_VALUE, Byte.MAX_VALUE, "byte");
  }

  @Override
  public short getShort(int columnIndex) throws SQLException {
    return (short) whole(columnIndex, Short.MIN_VALUE, Short.MAX_VALUE, "short");
  }

  @Override
  public int getInt(int columnIndex) throws SQLException {
    return (int) whole(columnIndex, Integer.MIN_VALUE, Integer.MAX_VALUE, "int");
  }

  @Override
  public long getLong(int columnIndex) throws SQLException {
    return whole(columnIndex, Long.MIN_VALUE, Long.MAX_VALUE, "long");
  }

  private long whole(int columnIndex, long min, long max, String target) throws SQLException {
    byte[] raw = raw(columnIndex);
    return raw == null ? 0 : ResultValues.getLong(type(columnIndex), raw, min, max, target);
  }

  @Override
  public float getFloat(int columnIndex) throws SQLException {
    return (float) getDouble(columnIndex);
  }

  @Override
  public double getDouble(int columnIndex) throws SQLException {
    byte[] raw = raw(columnIndex);
    return raw == null ? 0 : ResultValues.getDouble(type(columnIndex), raw);
  }

  @Override
  public BigDecimal getBigDecimal(int columnIndex) throws SQLException {
    return decoded(columnIndex, ResultValues::getBigDecimal);
  }

  @Override
  @Deprecated
  public BigDecimal getBigDecimal(int columnIndex, int scale) throws SQLException {
    BigDecimal value = getBigDecimal(columnIndex);
    return value == null ? null : value.setScale(scale, RoundingMode.HALF_UP);
  }

  @Override
  public byte[] getBytes(int columnIndex) throws SQLException {
    return decoded(columnIndex, ResultValues::getBytes);
  }

  @Override
  public Date getDate(int columnIndex) throws SQLException {
    return getDate(columnIndex, null);
  }

  @Override
  public Date getDate(int columnIndex, Calendar calendar) throws SQLException {
    ZoneId zone = zoneOf(calendar);
    return decoded(columnIndex, (type, raw) -> ResultValues.getDate(type, raw, zone));
  }

  @Override
  public Time getTime(int columnIndex) throws SQLException {
    return getTime(columnIndex, null);
  }

  @Override
  public Time getTime(int columnIndex, Calendar calendar) throws SQLException {
    ZoneId zone = zoneOf(calendar);
    return decoded(columnIndex, (type, raw) -> ResultValues.getTime(type, raw, zone));
  }

  @Override
  public Timestamp getTimestamp(int columnIndex) throws SQLException {
    return getTimestamp(columnIndex, null);
  }

  @Override
  public Timestamp getTimestamp(int columnIndex, Calendar calendar) throws SQLException {
    ZoneId zone = zoneOf(calendar);
    return decoded(columnIndex, (type, raw) -> ResultValues.getTimestamp(type, raw, zone));
  }

  private static ZoneId zoneOf(Calendar calendar) {
    return calendar == null ? null : calendar.getTimeZone().toZoneId();
  }

  @Override
  public InputStream getAsciiStream(int columnIndex) throws SQLException {
    String text = getString(columnIndex);
    return text == null ? null : new ByteArrayInputStream(text.getBytes(StandardCharsets.US_ASCII));
  }

  @Override
  public InputStream getBinaryStream(int columnIndex) throws SQLException {
    byte[] bytes = getBytes(columnIndex);
    return bytes == null ? null : new ByteArrayInputStream(bytes);
  }

  @Override
  public Reader getCharacterStream(int columnIndex) throws SQLException {
    String text = getString(columnIndex);
    return text == null ? null : new StringReader(text);
  }

  @Override
  public Reader getNCharacterStream(int columnIndex) throws SQLException {
    return getCharacterStream(columnIndex);
  }

  @Override
  public Object getObject(int columnIndex) throws SQLException {
    return decoded(columnIndex, ResultValues::getObject);
  }

  @Override
  public <T> T getObject(int columnIndex, Class<T> type) throws SQLException {
    if (type == null) {
      throw WcsSqlState.INVALID_VALUE.exception("getObject needs a class, got null");
    }
    if (type == Array.class) {
      return type.cast(getArray(columnIndex));
    }
    return decoded(columnIndex, (cqlType, raw) -> ResultValues.getObject(cqlType, raw, type));
  }

  @Override
  public Object getObject(int columnIndex, Map<String, Class<?>> map) throws SQLException {
    if (map != null && !map.isEmpty()) {
      throw SqlExceptions.notSupported("custom type maps");
    }
    return getObject(columnIndex);
  }

  /** A list, set or vector column as a {@link java.sql.Array}. */
  @Override
  public Array getArray(int columnIndex) throws SQLException {
    byte[] raw = raw(columnIndex);
    if (raw == null) {
      return null;
    }
    CqlType type = type(columnIndex);
    CqlType element =
        type instanceof ListType l
            ? l.element()
            : type instanceof SetType s
                ? s.element()
                : type instanceof VectorType v ? v.element() : type;
    return new WcsArray(element, ResultValues.collection(type, raw));
  }

  /** Labels match case-insensitively; when two columns share a label, the first one wins. */
  @Override
  public int findColumn(String columnLabel) throws SQLException {
    checkOpen();
    if (columnsByLabel == null) {
      columnsByLabel = new HashMap<>();
      for (int i = columns.size() - 1; i >= 0; i--) {
        columnsByLabel.put(columns.get(i).name().toLowerCase(Locale.ROOT), i + 1);
      }
    }
    Integer index =
        columnLabel == null ? null : columnsByLabel.get(columnLabel.toLowerCase(Locale.ROOT));
    if (index == null) {
      throw WcsSqlState.INVALID_INDEX.exception(
          "no column labelled '"
              + columnLabel
              + "'; the columns are "
              + columns.stream().map(ColumnSpec::name).toList());
    }
    return index;
  }

  @Override
  public ResultSetMetaData getMetaData() throws SQLException {
    checkOpen();
    if (metaData == null) {
      metaData = new WcsResultSetMetaData(columns);
    }
    return metaData;
  }

  @Override
  public SQLWarning getWarnings() throws SQLException {
    checkOpen();
    return warnings.first();
  }

  @Override
  public void clearWarnings() throws SQLException {
    checkOpen();
    warnings.clear();
  }

  /** Rows per page read from now on; 0 keeps the statement's. */
  @Override
  public void setFetchSize(int rows) throws SQLException {
    checkOpen();
    if (rows < 0) {
      throw WcsSqlState.INVALID_VALUE.exception("fetch size must be >= 0, got " + rows);
    }
    if (rows > 0) {
      fetchSize = rows;
    }
  }

  @Override
  public int getFetchSize() throws SQLException {
    checkOpen();
    return fetchSize;
  }

  @Override
  public Statement getStatement() throws SQLException {
    checkOpen();
    return statement;
  }

  private void checkOpen() throws SQLException {
    if (closed) {
      throw WcsSqlState.OBJECT_CLOSED.exception("the result set is closed");
    }
  }

  @Override
  public boolean isClosed() {
    return closed;
  }

  @Override
  public void close() throws SQLException {
    if (closed) {
      return;
    }
    release();
    if (statement != null) {
      statement.resultSetClosed(this);
    }
  }

  /** Closes without telling the statement, which is closing it or running its next statement. */
  void closeQuietlyForStatement() {
    release();
  }

  private void release() {
    closed = true;
    row = null;
    page = null;
  }
}

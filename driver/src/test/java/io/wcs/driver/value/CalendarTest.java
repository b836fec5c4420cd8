package io.wcs.driver.value;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.Date;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Time;
import java.sql.Timestamp;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.Calendar;
import java.util.Locale;
import java.util.TimeZone;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The getters and setters with a Calendar: CQL dates and times of day are zone-less, so the
 * calendar's zone says which instant a {@code java.sql} value stands for; timestamps are instants,
 * which no zone changes, but their date or time of day is read in the calendar's zone.
 */
class CalendarTest {

  private static final ZoneId TOKYO = ZoneId.of("Asia/Tokyo");

  /** 2026-11-23 05:00 in Tokyo: another day there than in UTC. */
  private static final Instant EVENING_IN_UTC = Instant.parse("2026-11-22T20:00:00Z");

  private final Calendar tokyo = Calendar.getInstance(TimeZone.getTimeZone(TOKYO), Locale.ROOT);
  private Connection connection;

  @BeforeEach
  void connect() throws SQLException {
    connection = DriverManager.getConnection("jdbc:wcs:mem:calendars");
    Statement st = connection.createStatement();
    st.execute(
        "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy',"
            + " 'replication_factor': 1}");
    st.execute("CREATE TABLE ks.t (k int PRIMARY KEY, d date, ti time, ts timestamp)");
    st.execute("CREATE TABLE ks.n (k int PRIMARY KEY, m decimal)");
    st.execute(
        "INSERT INTO ks.t (k, d, ti, ts) VALUES (0, '2026-11-22', '13:14:15.678',"
            + " '2026-11-22 20:00:00+0000')");
  }

  @AfterEach
  void close() throws SQLException {
    connection.close();
  }

  private static long millisIn(ZoneId zone, LocalDateTime local) {
    return local.atZone(zone).toInstant().toEpochMilli();
  }

  private ResultSet row(int key) throws SQLException {
    ResultSet rs =
        connection.createStatement().executeQuery("SELECT d, ti, ts FROM ks.t WHERE k = " + key);
    assertTrue(rs.next());
    return rs;
  }

  @Test
  void gettersReadZoneLessValuesInTheCalendarsZone() throws SQLException {
    ResultSet rs = row(0);
    LocalDate day = LocalDate.of(2026, 11, 22);
    assertEquals(millisIn(TOKYO, day.atStartOfDay()), rs.getDate(1, tokyo).getTime());
    assertEquals(millisIn(TOKYO, day.atStartOfDay()), rs.getTimestamp("d", tokyo).getTime());
    assertEquals(
        millisIn(TOKYO, LocalDate.of(1970, 1, 1).atTime(13, 14, 15, 678_000_000)),
        rs.getTime(2, tokyo).getTime());
    assertEquals(EVENING_IN_UTC, rs.getTimestamp(3, tokyo).toInstant(), "an instant stays");
    assertEquals(
        millisIn(TOKYO, LocalDate.of(2026, 11, 23).atStartOfDay()),
        rs.getDate(3, tokyo).getTime(),
        "a timestamp's date is the date in the calendar's zone");
    assertEquals(
        millisIn(TOKYO, LocalDate.of(1970, 1, 1).atTime(5, 0)), rs.getTime("ts", tokyo).getTime());
    assertEquals(rs.getDate(1), rs.getDate(1, null), "a null calendar is no calendar");
    assertEquals(Date.valueOf(day), rs.getDate(1), "without one, the JVM's zone, as valueOf");
  }

  @Test
  void settersTakeTheLocalDateAndTimeInTheCalendarsZone() throws SQLException {
    PreparedStatement ps =
        connection.prepareStatement("INSERT INTO ks.t (k, d, ti, ts) VALUES (?, ?, ?, ?)");
    ps.setInt(1, 1);
    ps.setDate(2, new Date(millisIn(TOKYO, LocalDate.of(2026, 11, 23).atStartOfDay())), tokyo);
    ps.setTime(3, new Time(millisIn(TOKYO, LocalDate.of(1970, 1, 1).atTime(5, 6, 7))), tokyo);
    ps.setTimestamp(4, Timestamp.from(EVENING_IN_UTC), tokyo);
    ps.executeUpdate();
    ps.setInt(1, 2);
    ps.setTimestamp(2, Timestamp.from(EVENING_IN_UTC), tokyo);
    ps.setTimestamp(3, Timestamp.from(EVENING_IN_UTC), tokyo);
    ps.setDate(4, new Date(millisIn(TOKYO, LocalDate.of(2026, 11, 23).atStartOfDay())), tokyo);
    ps.executeUpdate();

    ResultSet one = row(1);
    assertEquals(LocalDate.of(2026, 11, 23), one.getObject(1, LocalDate.class));
    assertEquals(LocalTime.of(5, 6, 7), one.getObject(2, LocalTime.class));
    assertEquals(EVENING_IN_UTC, one.getObject(3, Instant.class));
    ResultSet two = row(2);
    assertEquals(LocalDate.of(2026, 11, 23), two.getObject(1, LocalDate.class));
    assertEquals(LocalTime.of(5, 0), two.getObject(2, LocalTime.class));
    assertEquals(Instant.parse("2026-11-22T15:00:00Z"), two.getObject(3, Instant.class));
  }

  /**
   * Without a calendar a {@code java.sql.Date} or {@code Time} stands for its instant in the JVM's
   * zone, into a timestamp as into its own type; a time of day is no date. (Their toInstant()
   * throws, which reached the caller as an UnsupportedOperationException.)
   */
  @Test
  void sqlDatesAndTimesBindToTimestampsAsTheirInstants() throws SQLException {
    PreparedStatement ps = connection.prepareStatement("INSERT INTO ks.t (k, ts) VALUES (?, ?)");
    ps.setInt(1, 3);
    ps.setObject(2, Date.valueOf("2026-11-23"));
    ps.executeUpdate();
    ps.setInt(1, 4);
    ps.setTime(2, Time.valueOf("05:06:07"));
    ps.executeUpdate();
    ZoneId jvm = ZoneId.systemDefault();
    assertEquals(
        LocalDate.of(2026, 11, 23).atStartOfDay(jvm).toInstant(),
        row(3).getObject(3, Instant.class));
    assertEquals(
        LocalDate.EPOCH.atTime(5, 6, 7).atZone(jvm).toInstant(),
        row(4).getObject(3, Instant.class));
    PreparedStatement date = connection.prepareStatement("INSERT INTO ks.t (k, d) VALUES (5, ?)");
    SQLException e =
        assertThrows(SQLException.class, () -> date.setObject(1, Time.valueOf("05:06:07")));
    assertEquals("22000", e.getSQLState());
    assertTrue(e.getMessage().startsWith("cannot bind a java.sql.Time to "), e.getMessage());
  }

  @Test
  void aStringThatIsNoNumberIsNamedAsSuch() throws SQLException {
    PreparedStatement ps = connection.prepareStatement("INSERT INTO ks.n (k, m) VALUES (1, ?)");
    SQLException e = assertThrows(SQLException.class, () -> ps.setString(1, ""));
    assertTrue(e.getMessage().endsWith(": '' is not a decimal"), e.getMessage());
  }
}

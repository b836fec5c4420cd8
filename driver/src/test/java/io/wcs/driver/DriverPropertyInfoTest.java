package io.wcs.driver;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Driver;
import java.sql.DriverManager;
import java.sql.DriverPropertyInfo;
import java.sql.SQLException;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/** What Driver.getPropertyInfo tells a tool such as DBeaver about the URL parameters. */
class DriverPropertyInfoTest {

  private static DriverPropertyInfo[] infos(String url, Properties info) throws SQLException {
    Driver driver = DriverManager.getDriver("jdbc:wcs:mem:x");
    return driver.getPropertyInfo(url, info);
  }

  @Test
  void listsEveryParameterWithDescriptionAllowedValuesAndDefault() throws SQLException {
    DriverPropertyInfo[] infos = infos("jdbc:wcs:mem:x", null);
    WcsProperty[] all = WcsProperty.values();
    assertEquals(all.length, infos.length);
    for (int i = 0; i < all.length; i++) {
      DriverPropertyInfo info = infos[i];
      assertEquals(all[i].propertyName(), info.name);
      assertFalse(info.required, info.name);
      assertTrue(info.description.startsWith(all[i].description()), info.name);
      String fallback =
          all[i].defaultValue() == null ? "no default" : "default " + all[i].defaultValue();
      assertTrue(info.description.endsWith("; " + fallback + ")"), info.description);
      assertEquals(all[i] == WcsProperty.PASSWORD ? null : all[i].defaultValue(), info.value);
    }
    DriverPropertyInfo consistency = infos[WcsProperty.CONSISTENCY.ordinal()];
    assertEquals("ONE", consistency.choices[1]);
    assertTrue(consistency.description.contains("one of ANY, ONE"), consistency.description);
    DriverPropertyInfo fetchSize = infos[WcsProperty.FETCH_SIZE.ordinal()];
    assertNull(fetchSize.choices);
    assertTrue(fetchSize.description.contains("(a whole number from 1; default 5000)"));
    assertArrayEquals(
        new String[] {"true", "false"}, infos[WcsProperty.KEEP_ALIVE.ordinal()].choices);
  }

  @Test
  void showsTheValuesGivenByUrlAndPropertiesButNeverThePassword() throws SQLException {
    Properties given = new Properties();
    given.setProperty("password", "s3cret");
    given.setProperty("consistency", "quorum");
    DriverPropertyInfo[] infos = infos("jdbc:wcs:mem:x?fetchSize=10&user=ann", given);
    assertEquals("10", infos[WcsProperty.FETCH_SIZE.ordinal()].value);
    assertEquals("ann", infos[WcsProperty.USER.ordinal()].value);
    assertEquals("QUORUM", infos[WcsProperty.CONSISTENCY.ordinal()].value);
    assertNull(infos[WcsProperty.PASSWORD.ordinal()].value);
  }

  @Test
  void anUnknownParameterIsAnErrorThatNamesIt() {
    SQLException e =
        assertThrows(
            SQLException.class, () -> DriverManager.getConnection("jdbc:wcs:mem:x?fetchsiz=10"));
    assertEquals("08001", e.getSQLState());
    assertTrue(e.getMessage().contains("unknown connection parameter 'fetchsiz'"), e.getMessage());
    Properties given = new Properties();
    given.setProperty("colour", "blue");
    SQLException fromProperties =
        assertThrows(
            SQLException.class, () -> DriverManager.getConnection("jdbc:wcs:mem:x", given));
    assertTrue(fromProperties.getMessage().contains("'colour'"), fromProperties.getMessage());
  }
}

package io.wcs.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.DatabaseOptions;
import java.sql.SQLException;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DatabaseOpenerTest {
  @Test
  void aDirectoryDatabaseTakesTheBlockCacheSizeGiven() throws SQLException {
    DatabaseOptions given =
        DatabaseOpener.directoryOptions(
            ConnectionProperties.of(Map.of("blockCacheBytes", "1048576", "sync", "periodic")));
    assertEquals(1 << 20, given.blockCacheBytes());
    DatabaseOptions unset = DatabaseOpener.directoryOptions(ConnectionProperties.of(Map.of()));
    assertEquals(DatabaseOptions.DEFAULT.blockCacheBytes(), unset.blockCacheBytes());
  }

  @Test
  void aNegativeBlockCacheSizeRefusesTheConnection() {
    SQLException e =
        assertThrows(
            SQLException.class, () -> ConnectionProperties.of(Map.of("blockCacheBytes", "-1")));
    assertEquals("08001", e.getSQLState());
    assertTrue(e.getMessage().contains("blockCacheBytes"), e.getMessage());
  }
}

package io.wcs.engine.util;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.LogManager;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;

class LazyLoggerTest {
  private static final System.Logger LOG = LazyLogger.of(LazyLoggerTest.class);

  @Test
  void logsUnderTheOwnersNameAndNamesTheCallerAsTheSource() {
    List<LogRecord> records = new ArrayList<>();
    Handler collect =
        new Handler() {
          @Override
          public void publish(LogRecord record) {
            if (LazyLoggerTest.class.getName().equals(record.getLoggerName())) {
              records.add(record);
            }
          }

          @Override
          public void flush() {}

          @Override
          public void close() {}
        };
    // The root logger's handlers see every record (java.util.logging is the JDK's default backend).
    Logger backend = LogManager.getLogManager().getLogger("");
    backend.addHandler(collect);
    try {
      assertEquals(LazyLoggerTest.class.getName(), LOG.getName());
      assertTrue(LOG.isLoggable(System.Logger.Level.WARNING));
      assertFalse(LOG.isLoggable(System.Logger.Level.TRACE));
      LOG.log(System.Logger.Level.WARNING, "disk {0} is full", "vda");
      LOG.log(System.Logger.Level.ERROR, "flush failed", new IllegalStateException("boom"));
      LOG.log(System.Logger.Level.TRACE, "not published");
    } finally {
      backend.removeHandler(collect);
    }
    assertEquals(2, records.size());
    assertEquals("disk {0} is full", records.get(0).getMessage());
    assertEquals("vda", records.get(0).getParameters()[0]);
    assertEquals("boom", records.get(1).getThrown().getMessage());
    for (LogRecord r : records) {
      assertEquals(LazyLoggerTest.class.getName(), r.getSourceClassName(), r.getMessage());
    }
  }
}

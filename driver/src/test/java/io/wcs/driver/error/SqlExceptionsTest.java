package io.wcs.driver.error;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.error.SyntaxException;
import io.wcs.engine.types.InvalidValueException;
import io.wcs.parser.CqlSyntaxException;
import java.sql.SQLDataException;
import java.sql.SQLException;
import java.sql.SQLInvalidAuthorizationSpecException;
import java.sql.SQLNonTransientException;
import java.sql.SQLSyntaxErrorException;
import java.sql.SQLTimeoutException;
import java.sql.SQLTransientConnectionException;
import org.junit.jupiter.api.Test;

class SqlExceptionsTest {

  @Test
  void protocolCodesPickTheStateAndTheExceptionClass() {
    assertState(0x0100, "28000", SQLInvalidAuthorizationSpecException.class);
    assertState(0x1000, "08006", SQLTransientConnectionException.class);
    assertState(0x1100, "HYT00", SQLTimeoutException.class);
    assertState(0x1200, "HYT00", SQLTimeoutException.class);
    assertState(0x1300, "58030", SQLNonTransientException.class);
    assertState(0x2000, "42000", SQLSyntaxErrorException.class);
    assertState(0x2100, "42501", SQLSyntaxErrorException.class);
    assertState(0x2200, "42000", SQLSyntaxErrorException.class);
    assertState(0x2300, "42000", SQLSyntaxErrorException.class);
    assertState(0x2400, "42S01", SQLSyntaxErrorException.class);
    assertState(0x0000, "XX000", SQLNonTransientException.class);
  }

  private static void assertState(int code, String state, Class<? extends SQLException> type) {
    SQLException e = SqlExceptions.fromProtocol(code, "message " + code);
    assertEquals(state, e.getSQLState(), Integer.toHexString(code));
    assertInstanceOf(type, e, Integer.toHexString(code));
    assertEquals(code, e.getErrorCode());
    assertEquals("message " + code, e.getMessage());
  }

  @Test
  void engineExceptionsKeepTheirMessage() {
    SQLException invalid =
        SqlExceptions.fromEngine(new InvalidRequestException("Undefined column name x"));
    assertEquals("Undefined column name x", invalid.getMessage());
    assertEquals(0x2200, invalid.getErrorCode());

    SQLException value = SqlExceptions.fromEngine(new InvalidValueException("not an int"));
    assertInstanceOf(SQLDataException.class, value);
    assertEquals("22000", value.getSQLState());

    SQLException internal = SqlExceptions.fromEngine(new IllegalStateException("bug"));
    assertEquals("XX000", internal.getSQLState());
    assertTrue(internal.getMessage().contains("bug"), internal.getMessage());
  }

  @Test
  void aPositionedSyntaxErrorComesThroughAsItIs() {
    CqlSyntaxException positioned = new CqlSyntaxException("line 1:9 mismatched input", 1, 10);
    SyntaxException wrapped = new SyntaxException(positioned.getMessage());
    wrapped.initCause(positioned);
    assertSame(positioned, SqlExceptions.fromEngine(wrapped));
  }
}

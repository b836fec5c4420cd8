package io.wcs.engine.cql;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class QueryOptionsTest {
  @Test
  void withValuesReplacesTheValuesAndTheirNamesAndKeepsEverythingElse() {
    byte[] pagingState = {7};
    StopCondition stop = StopCondition.cancellable();
    QueryOptions named =
        new QueryOptions(
            List.of(new byte[] {1}),
            List.of("a"),
            100,
            pagingState,
            Consistency.QUORUM,
            Consistency.LOCAL_SERIAL,
            1234L,
            "ks",
            99,
            stop);

    QueryOptions positional = named.withValues(Arrays.asList(new byte[] {2}, null));

    assertEquals(2, positional.values().size());
    assertArrayEquals(new byte[] {2}, positional.values().get(0));
    assertNull(positional.values().get(1), "a null value stays a null value");
    assertNull(positional.names());
    assertEquals(100, positional.pageSize());
    assertSame(pagingState, positional.pagingState());
    assertEquals(Consistency.QUORUM, positional.consistency());
    assertEquals(Consistency.LOCAL_SERIAL, positional.serialConsistency());
    assertEquals(1234L, positional.timestamp());
    assertEquals("ks", positional.keyspace());
    assertEquals(99, positional.nowInSeconds());
    assertSame(stop, positional.stop());
  }
}

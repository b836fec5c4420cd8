package io.wcs.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.protocol.internal.ProtocolConstants;
import com.datastax.oss.protocol.internal.request.Batch;
import com.datastax.oss.protocol.internal.request.Execute;
import com.datastax.oss.protocol.internal.request.Prepare;
import com.datastax.oss.protocol.internal.request.Query;
import com.datastax.oss.protocol.internal.request.query.QueryOptions;
import io.wcs.engine.cql.RunningQuery;
import java.nio.ByteBuffer;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Running requests are listed by thread, and described as Cassandra's messages describe them. */
class RunningRequestsTest {
  private static final ByteBuffer VALUE = ByteBuffer.wrap(new byte[] {0, 0, 0, 1});

  @Test
  void requestsAreDescribedInCassandrasWords() {
    assertEquals(
        "QUERY SELECT * FROM t [pageSize = 5000] at consistency LOCAL_ONE",
        RunningRequests.describe(new Query("SELECT * FROM t", options(List.of(), 5000))));
    assertEquals(
        "EXECUTE 0102 with 1 values at consistency LOCAL_ONE",
        RunningRequests.describe(
            new Execute(new byte[] {1, 2}, new byte[0], options(List.of(VALUE), -1))));
    assertEquals(
        "BATCH of [INSERT INTO t (k) VALUES (?) with 1 values, 0a with 0 values] at consistency"
            + " ONE",
        RunningRequests.describe(
            new Batch(
                ProtocolConstants.BatchType.LOGGED,
                List.of("INSERT INTO t (k) VALUES (?)", new byte[] {10}),
                List.of(List.of(VALUE), List.of()),
                ProtocolConstants.ConsistencyLevel.ONE,
                ProtocolConstants.ConsistencyLevel.SERIAL,
                Long.MIN_VALUE,
                null,
                Integer.MIN_VALUE)));
    assertEquals("PREPARE SELECT 1", RunningRequests.describe(new Prepare("SELECT 1")));
  }

  @Test
  void aThreadListsItsRequestUntilItIsDone() {
    RunningRequests running = new RunningRequests();
    running.begin(new Prepare("SELECT 1"), System.nanoTime());
    List<RunningQuery> queries = running.snapshot();
    assertEquals(1, queries.size());
    assertEquals(Thread.currentThread().getName(), queries.get(0).threadId());
    assertTrue(queries.get(0).queuedMicros() >= 0 && queries.get(0).runningMicros() >= 0);
    running.end();
    assertTrue(running.snapshot().isEmpty());
  }

  private static QueryOptions options(List<ByteBuffer> values, int pageSize) {
    return new QueryOptions(
        0,
        ProtocolConstants.ConsistencyLevel.LOCAL_ONE,
        values,
        Collections.emptyMap(),
        false,
        pageSize,
        null,
        ProtocolConstants.ConsistencyLevel.SERIAL,
        Long.MIN_VALUE,
        null,
        Integer.MIN_VALUE);
  }
}

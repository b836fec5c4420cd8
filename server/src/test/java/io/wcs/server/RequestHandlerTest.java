package io.wcs.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import com.datastax.oss.protocol.internal.Frame;
import com.datastax.oss.protocol.internal.ProtocolConstants;
import com.datastax.oss.protocol.internal.request.Query;
import com.datastax.oss.protocol.internal.request.Startup;
import com.datastax.oss.protocol.internal.response.Error;
import com.datastax.oss.protocol.internal.response.Ready;
import io.netty.buffer.ByteBufAllocator;
import io.netty.channel.embedded.EmbeddedChannel;
import io.wcs.engine.cql.NodeAddress;
import io.wcs.engine.cql.QueryHandler;
import io.wcs.engine.trace.Tracing;
import java.lang.reflect.Proxy;
import org.junit.jupiter.api.Test;

/** A request whose work ends in an error, not an exception, is still answered. */
class RequestHandlerTest {

  /** An engine whose every statement fails the way a lost class or an exhausted heap would. */
  private static final QueryHandler FAILING =
      (QueryHandler)
          Proxy.newProxyInstance(
              QueryHandler.class.getClassLoader(),
              new Class<?>[] {QueryHandler.class},
              (proxy, method, args) -> {
                throw new NoClassDefFoundError("io/wcs/Lost");
              });

  @Test
  void anErrorIsAnsweredAsAServerError() {
    RequestHandler handler =
        new RequestHandler(
            new CqlRequests(FAILING, new NodeAddress(), new Tracing()),
            this::runAsARequestThread,
            new EventSubscribers(),
            Codecs.create(ByteBufAllocator.DEFAULT),
            new SupportedVersions(ProtocolConstants.Version.V5),
            Authentication.NONE,
            new RunningRequests());
    EmbeddedChannel channel = new EmbeddedChannel(handler);
    channel.writeInbound(request(1, new Startup()));
    assertInstanceOf(Ready.class, ((Frame) channel.readOutbound()).message);
    channel.writeInbound(request(2, new Query("SELECT * FROM system.local")));
    assertEquals(1, errorsThatEndedThreads);
    Frame answer = channel.readOutbound();
    assertEquals(2, answer.streamId);
    Error error = assertInstanceOf(Error.class, answer.message);
    assertEquals(ProtocolConstants.ErrorCode.SERVER_ERROR, error.code);
    assertEquals("java.lang.NoClassDefFoundError: io/wcs/Lost", error.message);
  }

  private int errorsThatEndedThreads;

  /** Runs the task as a pool's thread does: an error ends the thread, and the pool goes on. */
  private void runAsARequestThread(Runnable task) {
    try {
      task.run();
    } catch (NoClassDefFoundError e) {
      errorsThatEndedThreads++;
    }
  }

  private static Frame request(int streamId, com.datastax.oss.protocol.internal.Message message) {
    return Frame.forRequest(4, streamId, false, Frame.NO_PAYLOAD, message);
  }
}

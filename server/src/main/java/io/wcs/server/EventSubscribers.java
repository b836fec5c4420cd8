package io.wcs.server;

import com.datastax.oss.protocol.internal.Frame;
import com.datastax.oss.protocol.internal.response.Event;
import io.netty.channel.Channel;
import io.netty.channel.group.ChannelGroup;
import io.netty.channel.group.DefaultChannelGroup;
import io.netty.util.AttributeKey;
import io.netty.util.concurrent.GlobalEventExecutor;
import java.util.List;
import java.util.Set;

/**
 * The connections that asked (REGISTER) to be told of events, and the kinds each asked for. A
 * single node sends only SCHEMA_CHANGE: without it, sessions other than the one that ran a DDL
 * statement keep a stale view of the schema. Events go out on stream -1. Thread-safe; a closed
 * connection leaves the group by itself.
 */
final class EventSubscribers {
  private static final AttributeKey<Set<String>> KINDS = AttributeKey.valueOf("wcs.events");

  private final ChannelGroup channels = new DefaultChannelGroup(GlobalEventExecutor.INSTANCE);

  void register(Channel channel, List<String> kinds) {
    channel.attr(KINDS).set(Set.copyOf(kinds));
    channels.add(channel);
  }

  void publish(Event event) {
    for (Channel channel : channels) {
      Set<String> kinds = channel.attr(KINDS).get();
      ConnectionState connection = channel.attr(RequestHandler.CONNECTION).get();
      if (kinds.contains(event.type) && connection != null) {
        channel.writeAndFlush(
            Frame.forResponse(connection.version(), -1, null, Frame.NO_PAYLOAD, List.of(), event));
      }
    }
  }
}

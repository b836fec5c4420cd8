package io.wcs.server;

import io.netty.bootstrap.ServerBootstrap;
import io.netty.buffer.ByteBufAllocator;
import io.netty.channel.Channel;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.group.ChannelGroup;
import io.netty.channel.group.DefaultChannelGroup;
import io.netty.channel.nio.NioEventLoopGroup;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.handler.ssl.SslContext;
import io.netty.util.concurrent.GlobalEventExecutor;
import io.wcs.engine.Database;
import io.wcs.engine.auth.RoleStore;
import io.wcs.engine.cql.ConnectedClient;
import io.wcs.engine.cql.NodeThreadPools;
import io.wcs.engine.cql.QueryHandler;
import io.wcs.engine.cql.RunningQuery;
import io.wcs.engine.cql.ServerActivity;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A native-protocol server (v3, v4 and v5) over one engine: the CQL port that the Apache Cassandra
 * drivers, cqlsh and {@code jdbc:wcs://} connect to. Netty reads and writes on a few event-loop
 * threads; statements run on a bounded pool of request threads, and a request that finds the pool
 * and its queue full is answered OVERLOADED rather than queued without limit.
 *
 * <p>Pipeline of a connection, from the socket: TLS when configured, envelope framing (replaced by
 * segment framing once a v5 handshake ends), frame codec, request handler.
 */
public final class WcsServer implements AutoCloseable {
  static final String TLS = "tls";
  static final String ENVELOPES = "envelopes";
  static final String SEGMENTS_IN = "segments-in";
  static final String SEGMENTS_OUT = "segments-out";
  static final String FRAMES = "frames";
  static final String REQUESTS = "requests";

  /** Request threads: statements block on the commit log's sync, so more than the cores. */
  private static final int REQUEST_THREADS =
      Math.max(8, 4 * Runtime.getRuntime().availableProcessors());

  private static final int QUEUED_REQUESTS = 4096;

  /** Cassandra's name of the pool its native-protocol requests run in. */
  private static final String REQUEST_POOL = "Native-Transport-Requests";

  private final EventLoopGroup acceptor;
  private final EventLoopGroup workers;
  private final ThreadPoolExecutor requestThreads;
  private final Channel serverChannel;
  private final ChannelGroup connections;
  private final NodeThreadPools threadPools;
  private final AtomicBoolean closed = new AtomicBoolean();

  private WcsServer(
      EventLoopGroup acceptor,
      EventLoopGroup workers,
      ThreadPoolExecutor requestThreads,
      Channel serverChannel,
      ChannelGroup connections,
      NodeThreadPools threadPools) {
    this.acceptor = acceptor;
    this.workers = workers;
    this.requestThreads = requestThreads;
    this.serverChannel = serverChannel;
    this.connections = connections;
    this.threadPools = threadPools;
  }

  /**
   * Starts a server on {@code address} (port 0 picks a free port; {@link #address()} tells which)
   * with the {@link ServerOptions#DEFAULT default options}.
   *
   * @throws InterruptedException if interrupted while binding
   */
  public static WcsServer start(Database database, InetSocketAddress address)
      throws InterruptedException, IOException {
    return start(database, address, ServerOptions.DEFAULT);
  }

  /**
   * Starts a server on {@code address} with {@code options}. With logins, a database without roles
   * gets Cassandra's default superuser first ({@link RoleStore#DEFAULT_SUPERUSER}).
   *
   * @throws IOException if the TLS key store cannot be read
   * @throws InterruptedException if interrupted while binding
   */
  public static WcsServer start(Database database, InetSocketAddress address, ServerOptions options)
      throws InterruptedException, IOException {
    QueryHandler handler = database.handler();
    SupportedVersions versions = new SupportedVersions(options.highestVersion());
    if (options.logins()) {
      database.roles().createDefaultSuperuserIfNone();
    }
    Authentication authentication =
        options.logins() ? new Authentication(database.roles()) : Authentication.NONE;
    SslContext tls = options.tls() == null ? null : TlsContexts.server(options.tls());
    ThreadPoolExecutor requestThreads =
        new ThreadPoolExecutor(
            REQUEST_THREADS,
            REQUEST_THREADS,
            60,
            TimeUnit.SECONDS,
            new ArrayBlockingQueue<>(QUEUED_REQUESTS),
            // named as Cassandra names them, as system_views.queries shows them
            daemonThreads(REQUEST_POOL + "-"));
    requestThreads.allowCoreThreadTimeOut(true);
    EventLoopGroup acceptor = new NioEventLoopGroup(1, daemonThreads("wcs-accept-"));
    EventLoopGroup workers = new NioEventLoopGroup(0, daemonThreads("wcs-io-"));
    Codecs codecs = Codecs.create(ByteBufAllocator.DEFAULT);
    CqlRequests requests = new CqlRequests(handler, database.nodeAddress(), database.tracing());
    EventSubscribers events = new EventSubscribers();
    ChannelGroup connections = new DefaultChannelGroup(GlobalEventExecutor.INSTANCE);
    RunningRequests running = new RunningRequests();
    database
        .activity()
        .set(
            new ServerActivity() {
              @Override
              public List<ConnectedClient> clients() {
                return WcsServer.clients(connections);
              }

              @Override
              public List<RunningQuery> queries() {
                return running.snapshot();
              }
            });
    database.threadPools().register(REQUEST_POOL, requestThreads);
    try {
      Channel channel =
          new ServerBootstrap()
              .group(acceptor, workers)
              .channel(NioServerSocketChannel.class)
              .childOption(ChannelOption.TCP_NODELAY, true)
              .childHandler(
                  new ChannelInitializer<SocketChannel>() {
                    @Override
                    protected void initChannel(SocketChannel channel) {
                      connections.add(channel);
                      RequestHandler requestHandler =
                          new RequestHandler(
                              requests,
                              requestThreads,
                              events,
                              codecs,
                              versions,
                              authentication,
                              running);
                      if (tls != null) {
                        channel.pipeline().addLast(TLS, tls.newHandler(channel.alloc()));
                      }
                      channel
                          .pipeline()
                          .addLast(ENVELOPES, new EnvelopeDecoder(versions))
                          .addLast(
                              FRAMES,
                              new FrameCodecHandler(
                                  codecs.frames(), requestHandler.connection(), versions))
                          .addLast(REQUESTS, requestHandler);
                    }
                  })
              .bind(address)
              .sync()
              .channel();
      return new WcsServer(
          acceptor, workers, requestThreads, channel, connections, database.threadPools());
    } catch (InterruptedException | RuntimeException e) {
      acceptor.shutdownGracefully(0, 0, TimeUnit.SECONDS);
      workers.shutdownGracefully(0, 0, TimeUnit.SECONDS);
      requestThreads.shutdownNow();
      throw e;
    }
  }

  /** The connections that have a client, as {@code system_views.clients} lists them. */
  private static List<ConnectedClient> clients(ChannelGroup connections) {
    List<ConnectedClient> clients = new ArrayList<>();
    for (Channel channel : connections) {
      ConnectionState connection = channel.attr(RequestHandler.CONNECTION).get();
      if (connection != null && channel.remoteAddress() != null) {
        clients.add(connection.describe(channel));
      }
    }
    return clients;
  }

  /** The address the server listens on. */
  public InetSocketAddress address() {
    return (InetSocketAddress) serverChannel.localAddress();
  }

  /**
   * Stops accepting, closes every connection, and waits for running statements to end. Closing a
   * closed server does nothing.
   */
  @Override
  public void close() throws InterruptedException {
    if (!closed.compareAndSet(false, true)) {
      return;
    }
    serverChannel.close().sync();
    // Connections close, then running statements end (their answers go nowhere), while the event
    // loops still run: a reply or a close notified after the loops stop has no thread to run on.
    connections.close().awaitUninterruptibly();
    requestThreads.shutdown();
    requestThreads.awaitTermination(30, TimeUnit.SECONDS);
    threadPools.unregister(REQUEST_POOL);
    acceptor.shutdownGracefully(0, 2, TimeUnit.SECONDS).sync();
    workers.shutdownGracefully(0, 2, TimeUnit.SECONDS).sync();
  }

  private static ThreadFactory daemonThreads(String prefix) {
    AtomicInteger count = new AtomicInteger();
    return task -> {
      Thread thread = new Thread(task, prefix + count.incrementAndGet());
      thread.setDaemon(true);
      return thread;
    };
  }
}

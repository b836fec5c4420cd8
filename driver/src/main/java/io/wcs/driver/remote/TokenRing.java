package io.wcs.driver.remote;

import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The Murmur3 token ring of a cluster as its nodes report it ({@code system.local}, {@code
 * system.peers}): which node of the session's data centre to send a partition's statements to. That
 * node is the first of the data centre met walking the ring clockwise from the partition's token:
 * under NetworkTopologyStrategy it holds the data centre's first replica, and in a one-data-centre
 * cluster it is the partition's primary replica under every strategy. A node's answer is the same
 * wherever a statement goes; going to a replica saves the coordinator's hop.
 *
 * <p>Immutable and thread-safe.
 */
final class TokenRing {
  /** A node as the cluster describes it: where clients reach it, its data centre, its tokens. */
  record Node(InetSocketAddress address, String datacenter, List<Long> tokens) {}

  private final long[] tokens;
  private final InetSocketAddress[] owners;
  private final List<InetSocketAddress> nodes;

  private TokenRing(long[] tokens, InetSocketAddress[] owners, List<InetSocketAddress> nodes) {
    this.tokens = tokens;
    this.owners = owners;
    this.nodes = nodes;
  }

  /**
   * The ring of the nodes of {@code datacenter}, each token owned by the node that holds it; nodes
   * of other data centres take no statements.
   */
  static TokenRing of(List<Node> cluster, String datacenter) {
    List<long[]> entries = new ArrayList<>();
    List<InetSocketAddress> addresses = new ArrayList<>();
    for (Node node : cluster) {
      if (!node.datacenter().equals(datacenter) || node.tokens().isEmpty()) {
        continue;
      }
      for (long token : node.tokens()) {
        entries.add(new long[] {token, addresses.size()});
      }
      addresses.add(node.address());
    }
    entries.sort((a, b) -> Long.compare(a[0], b[0]));
    long[] tokens = new long[entries.size()];
    InetSocketAddress[] owners = new InetSocketAddress[entries.size()];
    for (int i = 0; i < tokens.length; i++) {
      tokens[i] = entries.get(i)[0];
      owners[i] = addresses.get((int) entries.get(i)[1]);
    }
    return new TokenRing(tokens, owners, List.copyOf(addresses));
  }

  /** How many nodes of the data centre the ring knows; routing matters only past one. */
  int nodeCount() {
    return nodes.size();
  }

  /** Where clients reach the data centre's nodes. */
  List<InetSocketAddress> nodes() {
    return nodes;
  }

  /**
   * The node whose range holds {@code token}: the owner of the first token at or after it, round to
   * the ring's start past the last; null when the ring is empty.
   */
  InetSocketAddress ownerOf(long token) {
    if (tokens.length == 0) {
      return null;
    }
    int at = Arrays.binarySearch(tokens, token);
    int index = at >= 0 ? at : -at - 1;
    return owners[index == tokens.length ? 0 : index];
  }
}

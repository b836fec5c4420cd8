package io.wcs.driver.remote;

import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The Murmur3 token ring of a cluster as its nodes report it ({@code system.local}, {@code
 * system.peers}): which nodes of the session's data centre hold a partition's replicas, and so may
 * take its statements without a coordinator's hop. Replicas are placed as Cassandra places them:
 * under SimpleStrategy the first nodes met walking the ring clockwise from the partition's token,
 * under NetworkTopologyStrategy the first of each data centre, a rack met again taken only where
 * the data centre has fewer racks than replicas. Without a known replication the partition goes to
 * the first node of the data centre met from its token: under NetworkTopologyStrategy its first
 * replica, and in a one-data-centre cluster the primary replica under every strategy.
 *
 * <p>Immutable and thread-safe.
 */
final class TokenRing {
  /** A node as the cluster describes it: where clients reach it, where it stands, its tokens. */
  record Node(InetSocketAddress address, String datacenter, String rack, List<Long> tokens) {}

  /** Every token of the cluster, ascending, and the index in {@link #all} of its node. */
  private final long[] tokens;

  private final int[] owners;
  private final List<Node> all;
  private final String datacenter;
  private final List<InetSocketAddress> local;

  /** How many racks the data centre's nodes stand in. */
  private final int localRacks;

  private TokenRing(long[] tokens, int[] owners, List<Node> all, String datacenter) {
    this.tokens = tokens;
    this.owners = owners;
    this.all = all;
    this.datacenter = datacenter;
    List<InetSocketAddress> inDatacenter = new ArrayList<>();
    Set<String> racks = new HashSet<>();
    for (Node node : all) {
      if (node.datacenter().equals(datacenter)) {
        inDatacenter.add(node.address());
        racks.add(node.rack());
      }
    }
    this.local = List.copyOf(inDatacenter);
    this.localRacks = racks.size();
  }

  /** The ring of the cluster's nodes with tokens; statements go to those of {@code datacenter}. */
  static TokenRing of(List<Node> cluster, String datacenter) {
    List<Node> nodes = new ArrayList<>();
    List<long[]> entries = new ArrayList<>();
    for (Node node : cluster) {
      if (node.tokens().isEmpty()) {
        continue;
      }
      for (long token : node.tokens()) {
        entries.add(new long[] {token, nodes.size()});
      }
      nodes.add(node);
    }
    entries.sort((a, b) -> Long.compare(a[0], b[0]));
    long[] tokens = new long[entries.size()];
    int[] owners = new int[entries.size()];
    for (int i = 0; i < tokens.length; i++) {
      tokens[i] = entries.get(i)[0];
      owners[i] = (int) entries.get(i)[1];
    }
    return new TokenRing(tokens, owners, List.copyOf(nodes), datacenter);
  }

  /** How many nodes of the data centre the ring knows; routing matters only past one. */
  int nodeCount() {
    return local.size();
  }

  /** Where clients reach the data centre's nodes. */
  List<InetSocketAddress> nodes() {
    return local;
  }

  /**
   * The first node of the data centre met walking the ring from {@code token} (from the first token
   * at or after it, round to the ring's start past the last); null when the data centre has none.
   */
  InetSocketAddress ownerOf(long token) {
    int start = start(token);
    for (int step = 0; step < tokens.length; step++) {
      Node node = all.get(owners[(start + step) % tokens.length]);
      if (node.datacenter().equals(datacenter)) {
        return node.address();
      }
    }
    return null;
  }

  /**
   * The replicas in the data centre of the partition at {@code token}, in ring order: those of
   * every data centre under SimpleStrategy, kept if in this one; empty if it holds none. The walk
   * stops at the last replica, a few tokens on.
   */
  List<InetSocketAddress> replicas(long token, ReplicationFactors replication) {
    boolean simple = replication.isSimple();
    int wanted =
        simple
            ? Math.min(replication.simple(), all.size())
            : Math.min(replication.factorIn(datacenter), local.size());
    boolean[] taken = new boolean[all.size()];
    Set<String> seenRacks = new HashSet<>();
    int rackRepeats = simple ? 0 : wanted - localRacks;
    List<InetSocketAddress> inDatacenter = new ArrayList<>(wanted);
    int found = 0;
    int start = start(token);
    for (int step = 0; step < tokens.length && found < wanted; step++) {
      int owner = owners[(start + step) % tokens.length];
      Node node = all.get(owner);
      boolean here = node.datacenter().equals(datacenter);
      if (taken[owner] || (!simple && !here)) {
        continue;
      }
      if (!simple && !seenRacks.add(node.rack())) {
        // a rack met again holds a replica only where there are fewer racks than replicas
        if (rackRepeats <= 0) {
          continue;
        }
        rackRepeats--;
      }
      taken[owner] = true;
      found++;
      if (here) {
        inDatacenter.add(node.address());
      }
    }
    return inDatacenter;
  }

  /** The index of the first token at or after {@code token}, round to 0 past the last. */
  private int start(long token) {
    int at = Arrays.binarySearch(tokens, token);
    int index = at >= 0 ? at : -at - 1;
    return index == tokens.length ? 0 : index;
  }
}

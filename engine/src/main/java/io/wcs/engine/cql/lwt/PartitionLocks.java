package io.wcs.engine.cql.lwt;

import io.wcs.engine.storage.DecoratedKey;
import java.util.Arrays;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Striped per-partition locks for read-modify-write: lightweight transactions (read, check the
 * conditions, write) and counter updates (read the total, write the new one) hold the stripes of
 * the partitions they touch, so writes to one partition are linearizable while other partitions
 * proceed in parallel. A stripe is chosen by table and partition token; two partitions may share a
 * stripe, which only costs concurrency.
 *
 * <p>Thread-safe. Shared by every database of the JVM: stripes are cheap and never held across I/O
 * other than the partition's own read and commit-log append. Stripes are taken in ascending order,
 * so holders of several stripes never wait on each other in a cycle; locks are reentrant.
 */
public final class PartitionLocks {
  private static final int STRIPES = 1024;
  private static final ReentrantLock[] LOCKS = new ReentrantLock[STRIPES];

  static {
    for (int i = 0; i < STRIPES; i++) {
      LOCKS[i] = new ReentrantLock();
    }
  }

  private PartitionLocks() {}

  /** The stripe of one partition of one table. */
  public static int stripe(int tableId, DecoratedKey key) {
    long h = key.token() * 0x9E3779B97F4A7C15L + tableId;
    return (int) (h ^ (h >>> 32)) & (STRIPES - 1);
  }

  /** Locks the stripes (duplicates allowed); close the result to unlock them. */
  public static Held lock(int... stripes) {
    int[] sorted = Arrays.stream(stripes).sorted().distinct().toArray();
    for (int s : sorted) {
      LOCKS[s].lock();
    }
    return new Held(sorted);
  }

  /** Locked stripes, unlocked in reverse order by {@link #close}. */
  public static final class Held implements AutoCloseable {
    private final int[] stripes;

    private Held(int[] stripes) {
      this.stripes = stripes;
    }

    @Override
    public void close() {
      for (int i = stripes.length - 1; i >= 0; i--) {
        LOCKS[stripes[i]].unlock();
      }
    }
  }
}

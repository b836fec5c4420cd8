package io.wcs.engine.util;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;
import java.util.function.ToLongFunction;

/**
 * A map bounded by the total weight of its values, which evicts the least recently used entries
 * when an insert takes it over the bound (the entry just inserted stays, even when it alone is over
 * the bound). Built for caches read far more often than written, such as prepared statements:
 * {@link #get} takes no lock (a concurrent map read and a write of the entry's last-use time),
 * while {@link #put} takes the cache's lock and, when over the bound, scans the entries for the
 * least recently used one, once per eviction.
 *
 * <p>Thread-safe. Recency is approximate under concurrency: two gets racing on the same entry keep
 * one of their times, which is as recent as the other within nanoseconds.
 */
public final class LruCache<K, V> {
  private static final class Node<V> {
    final V value;
    final long weight;
    volatile long lastUsed;

    Node(V value, long weight) {
      this.value = value;
      this.weight = weight;
      this.lastUsed = System.nanoTime();
    }
  }

  private final Map<K, Node<V>> map = new ConcurrentHashMap<>();
  private final long maxWeight;
  private final ToLongFunction<V> weigher;
  private long totalWeight; // guarded by this

  /**
   * @param maxWeight the bound on the sum of the values' weights (positive)
   * @param weigher a value's weight, in the unit of {@code maxWeight}; asked once per insert
   */
  public LruCache(long maxWeight, ToLongFunction<V> weigher) {
    if (maxWeight <= 0) {
      throw new IllegalArgumentException("a cache bound must be positive, got " + maxWeight);
    }
    this.maxWeight = maxWeight;
    this.weigher = weigher;
  }

  /** The value cached under {@code key}, now the most recently used, or null. */
  public V get(K key) {
    Node<V> node = map.get(key);
    if (node == null) {
      return null;
    }
    node.lastUsed = System.nanoTime();
    return node.value;
  }

  /** Caches {@code value} under {@code key}, replacing any value there, evicting as needed. */
  public synchronized void put(K key, V value) {
    insert(key, value);
  }

  /**
   * The value cached under {@code key} when {@code keep} accepts it, else {@code value}, cached
   * there as {@link #put} caches it. Threads that each made a value for the same key, having found
   * none or none they could use, all get back the one value the first of them cached.
   */
  public synchronized V putUnlessKept(K key, V value, Predicate<? super V> keep) {
    Node<V> cached = map.get(key);
    if (cached != null && keep.test(cached.value)) {
      cached.lastUsed = System.nanoTime();
      return cached.value;
    }
    insert(key, value);
    return value;
  }

  private void insert(K key, V value) {
    Node<V> node = new Node<>(value, weigher.applyAsLong(value));
    Node<V> old = map.put(key, node);
    totalWeight += node.weight - (old == null ? 0 : old.weight);
    while (totalWeight > maxWeight && map.size() > 1) {
      evictLeastRecentlyUsedExcept(key);
    }
  }

  private void evictLeastRecentlyUsedExcept(K kept) {
    Map.Entry<K, Node<V>> oldest = null;
    for (Map.Entry<K, Node<V>> e : map.entrySet()) {
      if (!e.getKey().equals(kept)
          && (oldest == null || e.getValue().lastUsed - oldest.getValue().lastUsed < 0)) {
        oldest = e;
      }
    }
    map.remove(oldest.getKey());
    totalWeight -= oldest.getValue().weight;
  }

  /** The number of entries cached. */
  public int size() {
    return map.size();
  }

  /** The sum of the cached values' weights. */
  public synchronized long weight() {
    return totalWeight;
  }
}

package io.wcs.engine.util;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class LruCacheTest {

  @Test
  void evictsTheLeastRecentlyUsedUntilUnderTheBound() {
    LruCache<String, String> cache = new LruCache<>(10, String::length);
    cache.put("a", "aaa");
    cache.put("b", "bbb");
    cache.put("c", "ccc");
    assertEquals("aaa", cache.get("a"));
    cache.put("d", "dddd");
    assertNull(cache.get("b"), "b was used least recently");
    assertEquals("aaa", cache.get("a"));
    assertEquals("ccc", cache.get("c"));
    assertEquals(10, cache.weight());
    cache.put("e", "eeeeeee");
    assertEquals(2, cache.size(), "d, then a, went to make room");
    assertEquals("ccc", cache.get("c"));
    assertEquals("eeeeeee", cache.get("e"));
  }

  @Test
  void replacingAValueReweighsIt() {
    LruCache<String, String> cache = new LruCache<>(10, String::length);
    cache.put("a", "aaaa");
    cache.put("a", "aa");
    assertEquals(2, cache.weight());
    assertEquals(1, cache.size());
  }

  @Test
  void putUnlessKeptReturnsTheCachedValueItKeepsOrTheValueItCaches() {
    LruCache<String, String> cache = new LruCache<>(10, String::length);
    assertEquals("aa", cache.putUnlessKept("a", "aa", cached -> true), "nothing cached yet");
    assertSame(cache.get("a"), cache.putUnlessKept("a", new String("aa"), cached -> true), "kept");
    assertEquals("aaaa", cache.putUnlessKept("a", "aaaa", cached -> cached.length() > 2));
    assertEquals("aaaa", cache.get("a"), "replaced: its value was refused");
    assertEquals(4, cache.weight());
    assertEquals(1, cache.size());
  }

  @Test
  void anEntryOverTheWholeBoundStaysAlone() {
    LruCache<String, String> cache = new LruCache<>(3, String::length);
    cache.put("a", "a");
    cache.put("b", "bbbbb");
    assertNull(cache.get("a"));
    assertEquals("bbbbb", cache.get("b"));
    assertThrows(
        IllegalArgumentException.class, () -> new LruCache<String, String>(0, String::length));
  }
}

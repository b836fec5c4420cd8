package io.wcs.engine.cql.selection;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import io.wcs.engine.cql.CqlTester;
import io.wcs.engine.cql.QueryResult;
import io.wcs.engine.types.NativeType;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class ElementSelectionTest extends CqlTester {

  @BeforeEach
  void table() {
    createTable(
        "CREATE TABLE %s (k int PRIMARY KEY, s set<text>, m map<text, int>,"
            + " f frozen<map<text, int>>)");
    execute(
        "INSERT INTO %s (k, s, m, f) VALUES (1, {'a', 'b', 'c', 'd'},"
            + " {'a': 1, 'b': 2, 'c': 3, 'd': 4}, {'a': 1, 'b': 2, 'c': 3, 'd': 4})");
  }

  /** Entries in key order. */
  private static Map<String, Integer> entries(Object... keysAndValues) {
    Map<String, Integer> map = new LinkedHashMap<>();
    for (int i = 0; i < keysAndValues.length; i += 2) {
      map.put((String) keysAndValues[i], (Integer) keysAndValues[i + 1]);
    }
    return map;
  }

  @Test
  void slicesAndElementsOfAMapReadTheValuesTheyCover() {
    assertRows(
        execute("SELECT m['b'..], m[..'b'], m['c'] FROM %s WHERE k = 1"),
        row(entries("b", 2, "c", 3, "d", 4), entries("a", 1, "b", 2), 3));
  }

  @Test
  void aSubselectionStartingWhereAnEarlierOneStartsIsDropped() {
    QueryResult.Rows rows =
        (QueryResult.Rows) execute("SELECT m['b'..'c'], m['b'..] FROM %s WHERE k = 1");
    assertArrayEquals(map(entry("b", 2), entry("c", 3)), rows.rows().get(0)[0]);
    assertArrayEquals(map(entry("b", 2), entry("c", 3), unread("d")), rows.rows().get(0)[1]);
    rows = (QueryResult.Rows) execute("SELECT m['b'], m['b'..'d'], m['d'] FROM %s WHERE k = 1");
    assertArrayEquals(NativeType.INT.serialize(2), rows.rows().get(0)[0]);
    // d is read for m['d']
    assertArrayEquals(map(entry("b", 2), unread("c"), entry("d", 4)), rows.rows().get(0)[1]);
    assertArrayEquals(NativeType.INT.serialize(4), rows.rows().get(0)[2]);
  }

  /** A serialized map: the entry count, then each entry's sized key and value. */
  private static byte[] map(byte[]... entries) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.writeBytes(ByteBuffer.allocate(4).putInt(entries.length).array());
    for (byte[] e : entries) {
      out.writeBytes(e);
    }
    return out.toByteArray();
  }

  private static byte[] entry(String key, int value) {
    return sizedPair(NativeType.TEXT.serialize(key), NativeType.INT.serialize(value));
  }

  /** An entry whose value was not read: an empty value. */
  private static byte[] unread(String key) {
    return sizedPair(NativeType.TEXT.serialize(key), new byte[0]);
  }

  private static byte[] sizedPair(byte[] key, byte[] value) {
    return ByteBuffer.allocate(8 + key.length + value.length)
        .putInt(key.length)
        .put(key)
        .putInt(value.length)
        .put(value)
        .array();
  }

  @Test
  void selectingTheWholeColumnReadsEveryValue() {
    assertRows(
        execute("SELECT m['b'..'c'], m['b'..], m FROM %s WHERE k = 1"),
        row(
            entries("b", 2, "c", 3),
            entries("b", 2, "c", 3, "d", 4),
            entries("a", 1, "b", 2, "c", 3, "d", 4)));
  }

  @Test
  void frozenMapsAreReadWhole() {
    assertRows(
        execute("SELECT f['b'..'c'], f['b'..] FROM %s WHERE k = 1"),
        row(entries("b", 2, "c", 3), entries("b", 2, "c", 3, "d", 4)));
  }

  @Test
  void anEmptySliceIsNullUnlessFrozen() {
    assertRows(
        execute("SELECT m['c'..'a'], s['c'..'a'], f['c'..'a'] FROM %s WHERE k = 1"),
        row(null, null, Map.of()));
    assertRows(
        execute("SELECT s['b'..'c'], s[..'a'] FROM %s WHERE k = 1"),
        row(Set.of("b", "c"), Set.of("a")));
  }
}

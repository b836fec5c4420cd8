package io.wcs.engine.types;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Multi-column clusterings with mixed ASC/DESC columns against a naive model that compares value
 * tuples with the column types' comparators.
 */
class ClusteringCodecTest {
  private static final List<CqlType> TYPES =
      List.of(NativeType.INT, NativeType.TEXT, NativeType.BIGINT);

  @Test
  void keysOrderLikeClusteringOrderAndDecodeBack() {
    Random random = new Random(1);
    for (int round = 0; round < 20; round++) {
      List<Boolean> desc = randomOrders(random);
      ClusteringCodec codec = new ClusteringCodec(TYPES, desc);
      List<byte[][]> rows = randomRows(random, 60);
      for (byte[][] a : rows) {
        byte[] keyA = codec.encode(a);
        byte[][] decoded = codec.decode(keyA);
        for (int c = 0; c < TYPES.size(); c++) {
          assertEquals(0, TYPES.get(c).compare(a[c], decoded[c]));
        }
        assertTrue(Arrays.compareUnsigned(ClusteringCodec.STATIC_KEY, keyA) < 0);
        for (byte[][] b : rows) {
          assertEquals(
              Integer.signum(clusteringOrder(desc, a, b)),
              Integer.signum(Arrays.compareUnsigned(keyA, codec.encode(b))));
        }
      }
    }
  }

  @Test
  void clusteringOrderSlicesMatchThePrefixModel() {
    Random random = new Random(2);
    for (int round = 0; round < 30; round++) {
      List<Boolean> desc = randomOrders(random);
      ClusteringCodec codec = new ClusteringCodec(TYPES, desc);
      List<byte[][]> rows = randomRows(random, 60);
      for (int q = 0; q < 40; q++) {
        byte[][] start = prefix(random, rows);
        byte[][] end = prefix(random, rows);
        boolean startInclusive = random.nextBoolean();
        boolean endInclusive = random.nextBoolean();
        ByteRange range =
            new ByteRange(
                codec.sliceStart(start, startInclusive), codec.sliceEnd(end, endInclusive));
        for (byte[][] row : rows) {
          int vsStart = prefixOrder(desc, row, start);
          int vsEnd = prefixOrder(desc, row, end);
          boolean expected =
              (vsStart > 0 || (vsStart == 0 && startInclusive))
                  && (vsEnd < 0 || (vsEnd == 0 && endInclusive));
          assertEquals(expected, range.contains(codec.encode(row)));
        }
        assertTrue(!range.contains(ClusteringCodec.STATIC_KEY));
      }
    }
  }

  @Test
  void cqlTupleSlicesMatchTheTupleModel() {
    Random random = new Random(3);
    for (int round = 0; round < 40; round++) {
      List<Boolean> desc = randomOrders(random);
      ClusteringCodec codec = new ClusteringCodec(TYPES, desc);
      List<byte[][]> rows = randomRows(random, 60);
      for (int q = 0; q < 40; q++) {
        byte[][] lower = random.nextInt(4) == 0 ? null : prefix(random, rows);
        byte[][] upper = random.nextInt(4) == 0 ? null : prefix(random, rows);
        boolean lowerInclusive = random.nextBoolean();
        boolean upperInclusive = random.nextBoolean();
        List<ByteRange> ranges = codec.cqlSlice(lower, lowerInclusive, upper, upperInclusive);
        for (int i = 1; i < ranges.size(); i++) {
          assertTrue(Arrays.compareUnsigned(ranges.get(i - 1).end(), ranges.get(i).start()) < 0);
        }
        for (byte[][] row : rows) {
          boolean expected =
              (lower == null || inCql(row, lower, lowerInclusive, 1))
                  && (upper == null || inCql(row, upper, upperInclusive, -1));
          byte[] key = codec.encode(row);
          assertEquals(
              expected, ranges.stream().anyMatch(r -> r.contains(key)), () -> "orders " + desc);
        }
        assertTrue(ranges.stream().noneMatch(r -> r.contains(ClusteringCodec.STATIC_KEY)));
      }
    }
  }

  @Test
  void singleDirectionSlicesAreOneRange() {
    ClusteringCodec codec = new ClusteringCodec(TYPES, List.of(true, true, true));
    byte[][] bound = {NativeType.INT.serialize(1), NativeType.TEXT.serialize("a")};
    assertEquals(1, codec.cqlSlice(bound, false, null, false).size());
    assertEquals(1, codec.cqlSlice(null, false, bound, true).size());
  }

  @Test
  void aTableWithoutClusteringColumnsHasOneRowKey() {
    ClusteringCodec codec = new ClusteringCodec(List.of(), List.of());
    byte[] row = codec.encode();
    assertEquals(0, row.length);
    assertTrue(codec.all().contains(row));
    assertEquals(List.of(codec.all()), codec.cqlSlice(null, false, null, false));
  }

  @Test
  void rejectsTypesThatCannotCluster() {
    assertThrows(
        InvalidValueException.class,
        () -> new ClusteringCodec(List.of(NativeType.DURATION), List.of(false)));
    assertThrows(
        InvalidValueException.class,
        () -> new ClusteringCodec(List.of(new ListType(NativeType.INT, false)), List.of(false)));
  }

  @Test
  void decodesPrefixesAndRejectsGarbage() {
    ClusteringCodec codec = new ClusteringCodec(TYPES, List.of(false, true, false));
    byte[][] prefix = {NativeType.INT.serialize(7), NativeType.TEXT.serialize("x\u0000y")};
    byte[][] decoded = codec.decode(codec.encodePrefix(prefix));
    assertEquals(2, decoded.length);
    assertArrayEquals(prefix[1], decoded[1]);
    assertThrows(InvalidValueException.class, () -> codec.decode(new byte[] {0x41, 1, 2}));
  }

  @Test
  void oneReaderDecodesKeyAfterKeyAndBytesAfterTheLastColumnAreRejected() {
    ClusteringCodec codec = new ClusteringCodec(TYPES, List.of(true, false, true));
    ComparableReader reader = new ComparableReader(new byte[0]);
    byte[][] full = {
      NativeType.INT.serialize(3), NativeType.TEXT.serialize("ab"), NativeType.BIGINT.serialize(9L)
    };
    byte[][] prefix = {NativeType.INT.serialize(-4)};
    for (byte[][] values : List.of(full, prefix, full)) {
      byte[][] decoded = codec.decode(codec.encodePrefix(values), null, reader);
      assertEquals(values.length, decoded.length);
      for (int c = 0; c < values.length; c++) {
        assertArrayEquals(values[c], decoded[c]);
      }
    }
    byte[] key = codec.encode(full);
    byte[] trailing = Arrays.copyOf(key, key.length + 1);
    trailing[key.length] = 0x40;
    InvalidValueException e =
        assertThrows(InvalidValueException.class, () -> codec.decode(trailing, null, reader));
    assertTrue(e.getMessage().contains("offset " + key.length), e.getMessage());
  }

  @Test
  void theFirstValueDecodesAloneAsInTheFullDecoding() {
    ComparableReader reader = new ComparableReader(new byte[0]);
    for (boolean desc : new boolean[] {false, true}) {
      ClusteringCodec codec = new ClusteringCodec(List.of(NativeType.BIGINT), List.of(desc));
      for (byte[] value :
          List.of(NativeType.BIGINT.serialize(-5L), NativeType.BIGINT.serialize(7L), new byte[0])) {
        assertArrayEquals(value, codec.decodeFirst(codec.encode(value), null, reader));
      }
      assertThrows(InvalidValueException.class, () -> codec.decodeFirst(new byte[0], null, reader));
    }
    // A type whose key does not give its value back: the value comes from the written values.
    ClusteringCodec decimals = new ClusteringCodec(List.of(NativeType.DECIMAL), List.of(false));
    byte[] written = NativeType.DECIMAL.serialize(new BigDecimal("1.50"));
    byte[] key = decimals.encode(written);
    assertArrayEquals(
        written, decimals.decodeFirst(key, decimals.writtenValues(new byte[][] {written}), reader));
  }

  @Test
  void emptyValuesDecodeBackAndSortFirstInClusteringOrder() {
    for (boolean desc : new boolean[] {false, true}) {
      ClusteringCodec codec =
          new ClusteringCodec(List.of(NativeType.INT, NativeType.INT), List.of(desc, false));
      byte[] empty = codec.encode(new byte[0], NativeType.INT.serialize(1));
      byte[] least = codec.encode(NativeType.INT.serialize(Integer.MIN_VALUE), new byte[0]);
      assertEquals(desc, Arrays.compareUnsigned(empty, least) > 0);
      byte[][] decoded = codec.decode(empty);
      assertEquals(0, decoded[0].length);
      assertArrayEquals(NativeType.INT.serialize(1), decoded[1]);
      assertEquals(0, codec.decode(least)[1].length);
      ByteRange everyRowOfTheEmptyPrefix =
          new ByteRange(
              codec.sliceStart(new byte[][] {new byte[0]}, true),
              codec.sliceEnd(new byte[][] {new byte[0]}, true));
      assertTrue(everyRowOfTheEmptyPrefix.contains(empty));
      assertTrue(everyRowOfTheEmptyPrefix.contains(codec.encode(new byte[0], new byte[0])));
      assertTrue(!everyRowOfTheEmptyPrefix.contains(least));
    }
  }

  @Test
  void decimalKeysAreNumericAndTheWrittenValuesKeepTheScale() {
    ClusteringCodec codec =
        new ClusteringCodec(List.of(NativeType.INT, NativeType.DECIMAL), List.of(false, true));
    byte[][] written = {NativeType.INT.serialize(1), NativeType.DECIMAL.serialize(dec("1.50"))};
    byte[][] same = {NativeType.INT.serialize(1), NativeType.DECIMAL.serialize(dec("1.5"))};
    assertArrayEquals(codec.encode(written), codec.encode(same));
    byte[] key = codec.encode(written);
    assertEquals(dec("1.5"), NativeType.DECIMAL.deserialize(codec.decode(key)[1]));
    byte[][] back = codec.decode(key, codec.writtenValues(written));
    assertEquals(dec("1.50"), NativeType.DECIMAL.deserialize(back[1]));
    assertArrayEquals(written[0], back[0]);

    ClusteringCodec exact = new ClusteringCodec(TYPES, List.of(false, false, false));
    byte[][] row = {NativeType.INT.serialize(1), NativeType.TEXT.serialize("a"), new byte[0]};
    assertEquals(null, exact.writtenValues(row));
    TupleType tuple = new TupleType(List.of(NativeType.INT, NativeType.DECIMAL));
    ClusteringCodec nested = new ClusteringCodec(List.of(tuple), List.of(false));
    byte[][] tupleRow = {tuple.serialize(TupleValue.of(1, dec("2.0")))};
    assertArrayEquals(
        tupleRow, nested.decode(nested.encode(tupleRow), nested.writtenValues(tupleRow)));
  }

  private static BigDecimal dec(String text) {
    return new BigDecimal(text);
  }

  /** Row order: column by column, each by its type, reversed for DESC columns. */
  private static int clusteringOrder(List<Boolean> desc, byte[][] a, byte[][] b) {
    return prefixOrder(desc, a, b);
  }

  /** Compares a row with a prefix on the prefix's columns only; 0 means the row starts with it. */
  private static int prefixOrder(List<Boolean> desc, byte[][] row, byte[][] prefix) {
    for (int c = 0; c < prefix.length; c++) {
      int cmp = TYPES.get(c).compare(row[c], prefix[c]);
      if (cmp != 0) {
        return desc.get(c) ? -cmp : cmp;
      }
    }
    return 0;
  }

  /** CQL tuple comparison of the row's first columns with {@code bound}, in type order. */
  private static boolean inCql(byte[][] row, byte[][] bound, boolean inclusive, int wantedSign) {
    for (int c = 0; c < bound.length; c++) {
      int cmp = Integer.signum(TYPES.get(c).compare(row[c], bound[c]));
      if (cmp != 0) {
        return cmp == wantedSign;
      }
    }
    return inclusive;
  }

  private static List<Boolean> randomOrders(Random random) {
    return List.of(random.nextBoolean(), random.nextBoolean(), random.nextBoolean());
  }

  private static List<byte[][]> randomRows(Random random, int count) {
    List<byte[][]> rows = new ArrayList<>();
    String[] texts = {"", "a", "a\u0000", "ab", "b", "\u00e9"};
    for (int i = 0; i < count; i++) {
      rows.add(
          new byte[][] {
            orEmpty(random, NativeType.INT.serialize(random.nextInt(5) - 2)),
            NativeType.TEXT.serialize(texts[random.nextInt(texts.length)]),
            orEmpty(random, NativeType.BIGINT.serialize((long) random.nextInt(3) - 1))
          });
    }
    return rows;
  }

  /** Sometimes the empty value (as from {@code blobAsInt(0x)}), which sorts first. */
  private static byte[] orEmpty(Random random, byte[] value) {
    return random.nextInt(6) == 0 ? new byte[0] : value;
  }

  /** A prefix of a random row, sometimes with a value not present in any row. */
  private static byte[][] prefix(Random random, List<byte[][]> rows) {
    byte[][] row = rows.get(random.nextInt(rows.size())).clone();
    if (random.nextInt(3) == 0) {
      row[0] = NativeType.INT.serialize(random.nextInt(7) - 3);
    }
    return Arrays.copyOf(row, random.nextInt(TYPES.size() + 1));
  }
}

package io.wcs.engine.sstable.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.storage.MalformedDataException;
import java.nio.ByteBuffer;
import java.util.Random;
import org.junit.jupiter.api.Test;

class BloomFilterTest {

  @Test
  void noFalseNegativesAndFalsePositivesNearTheTarget() {
    int keys = 20_000;
    BloomFilter filter = BloomFilter.create(keys, 0.01);
    for (int i = 0; i < keys; i++) {
      filter.add(key(i));
    }
    for (int i = 0; i < keys; i++) {
      assertTrue(filter.mightContain(key(i)));
    }
    int trials = 200_000;
    int falsePositives = 0;
    for (int i = keys; i < keys + trials; i++) {
      if (filter.mightContain(key(i))) {
        falsePositives++;
      }
    }
    // Expected about 1% (2000). With a fixed set of keys the count is deterministic; the bound
    // leaves room for the hash's deviation from ideal (binomial sd ~ 45) without hiding a bug.
    assertTrue(falsePositives < 2600, falsePositives + " false positives in " + trials);
    assertTrue(falsePositives > 1000, falsePositives + " is suspiciously low for 1%");
  }

  @Test
  void serializedFilterAnswersTheSame() {
    Random random = new Random(3);
    BloomFilter filter = BloomFilter.create(500, 0.05);
    for (int i = 0; i < 500; i++) {
      filter.add(key(random.nextInt(10_000)));
    }
    byte[] bytes = filter.toBytes();
    byte[] framed = new byte[bytes.length + 3];
    System.arraycopy(bytes, 0, framed, 2, bytes.length);
    BloomFilter back = BloomFilter.fromBytes(framed, 2, bytes.length, "test");
    assertEquals(filter.probes(), back.probes());
    assertEquals(filter.bitCount(), back.bitCount());
    for (int i = 0; i < 10_000; i++) {
      assertEquals(filter.mightContain(key(i)), back.mightContain(key(i)));
    }
    MalformedDataException e =
        assertThrows(
            MalformedDataException.class,
            () -> BloomFilter.fromBytes(bytes, 0, bytes.length - 8, "Filter.db"));
    assertTrue(e.getMessage().contains("Filter.db"));
  }

  @Test
  void keySlicesHashLikeWholeKeys() {
    BloomFilter filter = BloomFilter.create(10, 0.01);
    byte[] padded = {7, 1, 2, 3, 7};
    filter.add(padded, 1, 3);
    assertTrue(filter.mightContain(new byte[] {1, 2, 3}));
  }

  private static byte[] key(int i) {
    return ByteBuffer.allocate(4).putInt(i).array();
  }
}

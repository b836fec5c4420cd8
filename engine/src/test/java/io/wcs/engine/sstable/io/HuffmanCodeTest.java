package io.wcs.engine.sstable.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import java.util.zip.DataFormatException;
import org.junit.jupiter.api.Test;

class HuffmanCodeTest {
  private static final byte[] ALPHANUMERIC =
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
          .getBytes(StandardCharsets.US_ASCII);

  @Test
  void randomLettersAndDigitsTakeAboutSixBitsAByte() throws DataFormatException {
    byte[] text = alphanumeric(new Random(1), 16 * 1024);
    HuffmanCode code = HuffmanCode.of(HuffmanCode.count(text, 0, text.length));
    int coded = roundTrip(code, text).length;
    // 62 values in about six bits each; the 194 values the block lacks take a little code space.
    assertTrue(coded < text.length * 6.1 / 8, "coded in " + coded);
  }

  @Test
  void aCodeCodesEveryByteValueNotOnlyTheOnesItWasMadeFrom() throws DataFormatException {
    Random random = new Random(2);
    HuffmanCode code = codeOf(alphanumeric(random, 16 * 1024));
    byte[] other = new byte[5000];
    random.nextBytes(other);
    assertArrayEquals(other, decode(code, encode(code, other, Integer.MAX_VALUE), other.length));
  }

  @Test
  void everyShapeOfBlockReadsBackExactly() throws DataFormatException {
    Random random = new Random(3);
    int[] lengths = {1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 100, 1000, 4097, 16 * 1024};
    for (int length : lengths) {
      for (int alphabet : new int[] {1, 2, 200}) {
        byte[] block = new byte[length];
        for (int i = 0; i < length; i++) {
          block[i] = (byte) random.nextInt(alphabet);
        }
        roundTrip(codeOf(block), block);
      }
      byte[] skewed = new byte[length];
      for (int i = 0; i < length; i++) {
        skewed[i] = (byte) Integer.numberOfTrailingZeros(random.nextInt() | 1 << 30);
      }
      roundTrip(codeOf(skewed), skewed);
    }
  }

  /**
   * Counts that grow like Fibonacci numbers make Huffman's code as deep as the values are many: the
   * code must be capped at {@value HuffmanCode#MAX_CODE_LENGTH} bits and still code the block.
   */
  @Test
  void codesDeeperThanTheLimitAreCapped() throws DataFormatException {
    byte[] block = new byte[60_000];
    int at = 0;
    for (int value = 0, a = 1, b = 1; at < block.length; value++) {
      for (int i = 0; i < a && at < block.length; i++) {
        block[at++] = (byte) value;
      }
      int c = a + b;
      a = b;
      b = c;
    }
    HuffmanCode code = codeOf(block);
    for (int v = 0; v < 256; v++) {
      assertTrue(code.length(v) >= 1 && code.length(v) <= HuffmanCode.MAX_CODE_LENGTH);
    }
    roundTrip(code, block);
  }

  @Test
  void lengthsReadBackAndMustFormACompletePrefixCode() throws DataFormatException {
    HuffmanCode code = codeOf(alphanumeric(new Random(4), 3000));
    ByteBuffer stored = ByteBuffer.allocate(HuffmanCode.LENGTHS_BYTES);
    code.write(stored);
    HuffmanCode read = HuffmanCode.read(stored.flip());
    for (int v = 0; v < 256; v++) {
      assertEquals(code.length(v), read.length(v));
    }
    byte[] zeros = new byte[HuffmanCode.LENGTHS_BYTES];
    assertThrows(DataFormatException.class, () -> HuffmanCode.read(ByteBuffer.wrap(zeros)));
    byte[] eights = new byte[HuffmanCode.LENGTHS_BYTES];
    java.util.Arrays.fill(eights, (byte) 0x88);
    HuffmanCode.read(ByteBuffer.wrap(eights));
    eights[0] = (byte) 0x78;
    assertThrows(DataFormatException.class, () -> HuffmanCode.read(ByteBuffer.wrap(eights)));
    eights[0] = (byte) 0x98;
    assertThrows(DataFormatException.class, () -> HuffmanCode.read(ByteBuffer.wrap(eights)));
    eights[0] = (byte) 0xD8;
    assertThrows(DataFormatException.class, () -> HuffmanCode.read(ByteBuffer.wrap(eights)));
  }

  @Test
  void aLimitStopsTheCoding() {
    byte[] text = alphanumeric(new Random(5), 16 * 1024);
    HuffmanCode code = codeOf(text);
    int coded = encode(code, text, Integer.MAX_VALUE).length;
    assertEquals(coded, encode(code, text, coded).length);
    byte[] dst = new byte[HuffmanEncoder.maxEncodedLength(text.length)];
    assertEquals(-1, new HuffmanEncoder(code).encode(text, 0, text.length, dst, 0, coded - 1));
  }

  @Test
  void cutOrOverlongStreamsAreRefused() {
    byte[] text = alphanumeric(new Random(6), 1000);
    HuffmanCode code = codeOf(text);
    byte[] coded = encode(code, text, Integer.MAX_VALUE);
    HuffmanDecoder decoder = new HuffmanDecoder(code);
    assertThrows(
        DataFormatException.class,
        () -> decoder.decode(ByteBuffer.wrap(coded), 0, coded.length - 1, new byte[1000]));
    assertThrows(
        DataFormatException.class,
        () -> decoder.decode(ByteBuffer.wrap(coded), 0, coded.length, new byte[1001]));
    assertThrows(
        DataFormatException.class,
        () -> decoder.decode(ByteBuffer.wrap(coded), 0, coded.length, new byte[990]));
    assertThrows(
        DataFormatException.class,
        () -> decoder.decode(ByteBuffer.wrap(coded), 0, 11, new byte[1]));
    byte[] badTable = coded.clone();
    badTable[0] = (byte) 0x7F;
    assertThrows(
        DataFormatException.class,
        () -> decoder.decode(ByteBuffer.wrap(badTable), 0, badTable.length, new byte[1000]));
  }

  /** {@code length} random letters and digits: no LZ codec finds a repeat in them. */
  static byte[] alphanumeric(Random random, int length) {
    byte[] text = new byte[length];
    for (int i = 0; i < length; i++) {
      text[i] = ALPHANUMERIC[random.nextInt(ALPHANUMERIC.length)];
    }
    return text;
  }

  private static HuffmanCode codeOf(byte[] block) {
    return HuffmanCode.of(HuffmanCode.count(block, 0, block.length));
  }

  private static byte[] roundTrip(HuffmanCode code, byte[] block) throws DataFormatException {
    byte[] coded = encode(code, block, Integer.MAX_VALUE);
    assertArrayEquals(block, decode(code, coded, block.length));
    return coded;
  }

  /** Codes {@code block} after three bytes of something else, to check offsets are honoured. */
  private static byte[] encode(HuffmanCode code, byte[] block, int limit) {
    byte[] src = new byte[block.length + 3];
    System.arraycopy(block, 0, src, 3, block.length);
    byte[] dst = new byte[5 + HuffmanEncoder.maxEncodedLength(block.length)];
    int n = new HuffmanEncoder(code).encode(src, 3, block.length, dst, 5, limit);
    return n < 0 ? null : java.util.Arrays.copyOfRange(dst, 5, 5 + n);
  }

  private static byte[] decode(HuffmanCode code, byte[] coded, int length)
      throws DataFormatException {
    ByteBuffer src = ByteBuffer.allocate(coded.length + 7);
    src.position(7).put(coded);
    byte[] dst = new byte[length];
    new HuffmanDecoder(code).decode(src, 7, coded.length, dst);
    return dst;
  }
}

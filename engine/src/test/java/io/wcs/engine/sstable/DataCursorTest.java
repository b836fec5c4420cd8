package io.wcs.engine.sstable;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.storage.ByteWriter;
import io.wcs.engine.storage.MalformedDataException;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The cursor reads what a {@link ByteWriter} wrote, value for value, whether a value lies inside
 * one block (the cursor's fast paths) or runs across blocks (the byte-at-a-time ones): blocks of 7
 * bytes put every varint, int and long of any size across a boundary somewhere, blocks of 64 put
 * most inside one.
 */
class DataCursorTest {

  /** A stream cut into blocks of {@code blockSize} bytes. */
  private record ArraySource(byte[] bytes, int blockSize) implements BlockSource {
    @Override
    public Block blockAt(long position) {
      int start = (int) (position / blockSize * blockSize);
      int end = Math.min(bytes.length, start + blockSize);
      return new Block(start, Arrays.copyOfRange(bytes, start, end), end - start);
    }

    @Override
    public long length() {
      return bytes.length;
    }

    @Override
    public String name() {
      return "array";
    }

    @Override
    public void close() {}
  }

  @ParameterizedTest
  @ValueSource(ints = {7, 64})
  void readsBackEveryKindOfValueWrittenAcrossAndWithinBlocks(int blockSize) {
    SplittableRandom random = new SplittableRandom(blockSize);
    long[] varints = new long[500];
    byte[][] blobs = new byte[500][];
    int[] ints = new int[500];
    long[] longs = new long[500];
    ByteWriter out = new ByteWriter(64);
    for (int i = 0; i < varints.length; i++) {
      // every encoded length from 1 to 10 bytes
      varints[i] = random.nextLong() >>> random.nextInt(64);
      blobs[i] = new byte[random.nextInt(20)];
      random.nextBytes(blobs[i]);
      ints[i] = random.nextInt();
      longs[i] = random.nextLong();
      out.writeUnsignedVInt(varints[i]).writeBlob(blobs[i]).writeInt(ints[i]).writeLong(longs[i]);
    }
    DataCursor in = new DataCursor(new ArraySource(out.toByteArray(), blockSize));
    for (int i = 0; i < varints.length; i++) {
      assertEquals(varints[i], in.readUnsignedVInt(), "varint " + i);
      assertArrayEquals(blobs[i], in.readBlob(), "blob " + i);
      assertEquals(ints[i], in.readInt(), "int " + i);
      assertEquals(longs[i], in.readLong(), "long " + i);
    }
    assertTrue(in.atEnd());
  }

  @ParameterizedTest
  @ValueSource(ints = {7, 64})
  void aVarintOfElevenBytesIsDamageWhereverItLies(int blockSize) {
    byte[] bytes = new byte[40];
    Arrays.fill(bytes, (byte) 0x80);
    DataCursor in = new DataCursor(new ArraySource(bytes, blockSize));
    MalformedDataException e = assertThrows(MalformedDataException.class, in::readUnsignedVInt);
    assertTrue(e.getMessage().contains("varint longer than 10 bytes"), e.getMessage());
  }

  @ParameterizedTest
  @ValueSource(ints = {7, 64})
  void aBlobRunningPastTheEndIsDamage(int blockSize) {
    byte[] bytes = new ByteWriter(8).writeUnsignedVInt(30).writeBytes(new byte[10]).toByteArray();
    DataCursor in = new DataCursor(new ArraySource(bytes, blockSize));
    MalformedDataException e = assertThrows(MalformedDataException.class, in::readBlob);
    assertTrue(e.getMessage().contains("unexpected end of data"), e.getMessage());
  }
}

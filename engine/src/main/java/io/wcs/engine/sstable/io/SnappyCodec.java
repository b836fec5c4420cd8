package io.wcs.engine.sstable.io;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.util.zip.DataFormatException;
import org.xerial.snappy.Snappy;

/**
 * Snappy: Cassandra's {@code SnappyCompressor}, through the optional snappy-java library. Only
 * {@link BlockCodecs} names this class, after checking the library is there.
 */
final class SnappyCodec implements BlockCodec {
  static final int ID = 3;
  static final SnappyCodec INSTANCE = new SnappyCodec();

  private SnappyCodec() {}

  /** Loads the library's native code, or fails with a {@link LinkageError}. */
  static void probe() {
    Snappy.maxCompressedLength(1);
  }

  @Override
  public int id() {
    return ID;
  }

  @Override
  public boolean lacksEntropyStage() {
    return true;
  }

  @Override
  public int maxCompressedLength(int length) {
    return Snappy.maxCompressedLength(length);
  }

  @Override
  public int compress(byte[] src, int srcOffset, int length, byte[] dst, int dstOffset) {
    try {
      return Snappy.compress(src, srcOffset, length, dst, dstOffset);
    } catch (IOException e) {
      throw new UncheckedIOException("snappy compression failed", e);
    }
  }

  /**
   * The length in the stream's header is checked first: snappy-java writes that many bytes without
   * looking at the array's length; Snappy itself stops at that length and fails on bad input.
   */
  @Override
  public void decompress(ByteBuffer src, int srcOffset, int length, byte[] dst)
      throws DataFormatException {
    // snappy-java reads direct buffers only into direct buffers: the stored bytes come to the heap.
    byte[] stored = new byte[length];
    src.get(srcOffset, stored);
    try {
      int declared = Snappy.uncompressedLength(stored, 0, length);
      if (declared != dst.length) {
        throw new DataFormatException(
            "snappy data declares " + declared + " bytes, expected " + dst.length);
      }
      Snappy.uncompress(stored, 0, length, dst, 0);
    } catch (IOException e) {
      throw new DataFormatException("snappy data does not decompress: " + e.getMessage());
    }
  }
}

package io.wcs.engine.sstable.io;

import java.nio.ByteBuffer;
import java.util.zip.DataFormatException;

/**
 * Blocks kept as they are: {@code compression = {'enabled': false}} or Cassandra's {@code
 * NoopCompressor}. The blocks still carry their lengths and checksums.
 */
final class StoredCodec implements BlockCodec {
  static final int ID = 0;
  static final StoredCodec INSTANCE = new StoredCodec();

  private StoredCodec() {}

  @Override
  public int id() {
    return ID;
  }

  @Override
  public int maxCompressedLength(int length) {
    return length;
  }

  @Override
  public int compress(byte[] src, int srcOffset, int length, byte[] dst, int dstOffset) {
    System.arraycopy(src, srcOffset, dst, dstOffset, length);
    return length;
  }

  @Override
  public void decompress(ByteBuffer src, int srcOffset, int length, byte[] dst)
      throws DataFormatException {
    if (length != dst.length) {
      throw new DataFormatException("stored block of " + length + " bytes, expected " + dst.length);
    }
    src.get(srcOffset, dst);
  }
}

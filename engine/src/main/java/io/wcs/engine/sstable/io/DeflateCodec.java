package io.wcs.engine.sstable.io;

import java.nio.ByteBuffer;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

/**
 * zlib's deflate at its default level: Cassandra's {@code DeflateCompressor}, from the JDK. Slower
 * than LZ4 both ways, but its Huffman stage shrinks text that LZ4 alone cannot (random
 * alphanumerics: six bits a character), and its LZ stage finds repeats farther back. A {@link
 * Deflater} and an {@link Inflater} hold native memory, so each call takes its own and frees it
 * before returning.
 */
final class DeflateCodec implements BlockCodec {
  static final int ID = 2;
  static final DeflateCodec INSTANCE = new DeflateCodec();

  private DeflateCodec() {}

  @Override
  public int id() {
    return ID;
  }

  /** zlib's bound for stored (incompressible) input, plus its header and trailer, with room. */
  @Override
  public int maxCompressedLength(int length) {
    return length + (length >> 12) + (length >> 14) + 64;
  }

  @Override
  public int compress(byte[] src, int srcOffset, int length, byte[] dst, int dstOffset) {
    Deflater deflater = new Deflater();
    try {
      deflater.setInput(src, srcOffset, length);
      deflater.finish();
      int n = deflater.deflate(dst, dstOffset, dst.length - dstOffset);
      if (!deflater.finished()) {
        throw new IllegalStateException("deflate output exceeded its bound of " + n + " bytes");
      }
      return n;
    } finally {
      deflater.end();
    }
  }

  @Override
  public void decompress(ByteBuffer src, int srcOffset, int length, byte[] dst)
      throws DataFormatException {
    Inflater inflater = new Inflater();
    try {
      inflater.setInput(src.slice(srcOffset, length));
      int n = inflater.inflate(dst);
      if (n != dst.length || !inflater.finished()) {
        throw new DataFormatException(
            "deflate data " + (inflater.finished() ? "ends after " : "runs past ") + n + " bytes");
      }
    } finally {
      inflater.end();
    }
  }
}

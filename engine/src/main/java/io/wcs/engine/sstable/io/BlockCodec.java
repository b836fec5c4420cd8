package io.wcs.engine.sstable.io;

import java.nio.ByteBuffer;
import java.util.zip.DataFormatException;

/**
 * How one block's bytes are compressed on disk: the algorithm of a table's {@code compression}
 * option. A block file names its codec by {@link #id()} in its block table, so a file reads with
 * the codec it was written with whatever the table's option says today.
 *
 * <p>Implementations are stateless and thread-safe: the writers and readers of every table share
 * one instance per algorithm and level.
 */
public interface BlockCodec {
  /** The codec's number in a block table (format 2); {@link BlockCodecs#forId} maps it back. */
  int id();

  /**
   * Whether this is an LZ codec without an entropy stage of its own (LZ4, Snappy): a block file
   * writer then Huffman-codes the blocks it cannot shrink, which holds text of a small alphabet in
   * about six bits a byte where no LZ codec finds a repeat.
   */
  default boolean lacksEntropyStage() {
    return false;
  }

  /** The most bytes {@link #compress} can write for {@code length} bytes of input. */
  int maxCompressedLength(int length);

  /**
   * Compresses {@code src[srcOffset, srcOffset + length)} into {@code dst} from {@code dstOffset}
   * (at least {@link #maxCompressedLength} bytes free there); returns the compressed length.
   */
  int compress(byte[] src, int srcOffset, int length, byte[] dst, int dstOffset);

  /**
   * Decompresses the {@code length} bytes of {@code src} from {@code srcOffset} into {@code dst[0,
   * dst.length)}, which they must fill exactly.
   *
   * @throws DataFormatException the bytes are not this codec's output, or decompress to another
   *     length; never reads or writes outside the given ranges, whatever the bytes
   */
  void decompress(ByteBuffer src, int srcOffset, int length, byte[] dst) throws DataFormatException;
}

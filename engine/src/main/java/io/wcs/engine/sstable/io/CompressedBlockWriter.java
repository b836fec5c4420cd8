package io.wcs.engine.sstable.io;

import io.wcs.engine.sstable.BlockSink;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.zip.CRC32C;

/**
 * Writes a logical byte stream as compressed, CRC32C-checked blocks (format version 3):
 *
 * <pre>
 * file    = block* | table | trailer
 * block   = i32 compressed length | i32 uncompressed length | i32 CRC32C of the compressed bytes
 *         | compressed bytes (the codec's format), or the bytes as they are when the two lengths
 *           are equal
 * table   = i32 version (3) | i32 codec id | i32 block size | i64 logical length | i32 block count
 *         | i64 file offset of each block | i32 CRC32C of the table bytes before it
 * trailer = i64 file offset of the table | i32 magic "WCSB"
 * </pre>
 *
 * Codec ids: 0 stored, 1 LZ4, 2 deflate (zlib), 3 Snappy, 4 Zstandard ({@link BlockCodecs}).
 * Version 1, still read, has no codec id: its blocks are LZ4. Version 2, still read, has no blocks
 * stored as they are besides the stored codec's.
 *
 * <p>A block the codec does not shrink by more than an eighth (RocksDB's bar) is stored as it is: a
 * saving that small is not worth decoding the block at every read. After such a block the next one
 * is stored without trying the codec, then the next two, four, up to {@value #MAX_UNTRIED}, until a
 * tried block shrinks again: data no codec shrinks, such as random text, then costs a flush a copy
 * instead of a compression (LZ4 had a ninth of the flushes' samples on W1's text).
 *
 * <p>All integers are big-endian. Every block but the last holds exactly {@code block size} logical
 * bytes, so block {@code i} starts at logical offset {@code i * block size}. A block's compressed
 * bytes end where the next block (or the table) begins.
 *
 * <p>Not thread-safe: one writer thread.
 */
public final class CompressedBlockWriter implements BlockSink {
  private static final int MAX_UNTRIED = 16;

  private final Path file;
  private final FileChannel channel;
  private final int blockSize;
  private final BlockCodec codec;
  private final byte[] block;
  private final ByteBuffer out;
  private final CRC32C crc = new CRC32C();
  private long[] blockOffsets = new long[64];
  private int blockCount;
  private int filled;
  private long flushedLogical;
  private long fileOffset;

  /** How many blocks to store as they are before the codec is tried again. */
  private int untried;

  /**
   * What {@link #untried} was set to after the last block the codec did not shrink; 0 after one it
   * did.
   */
  private int backoff;

  private CompressedBlockWriter(Path file, FileChannel channel, BlockCompression compression) {
    this.file = file;
    this.channel = channel;
    this.blockSize = compression.blockSize();
    this.codec = compression.codec();
    this.block = new byte[blockSize];
    this.out = ByteBuffer.allocate(BlockFormat.BLOCK_HEADER + codec.maxCompressedLength(blockSize));
  }

  /** Creates {@code file}, which must not exist. */
  public static CompressedBlockWriter create(Path file, BlockCompression compression)
      throws IOException {
    FileChannel channel =
        FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
    return new CompressedBlockWriter(file, channel, compression);
  }

  @Override
  public long position() {
    return flushedLogical + filled;
  }

  @Override
  public void write(byte[] bytes, int offset, int length) throws IOException {
    while (length > 0) {
      int n = Math.min(length, blockSize - filled);
      System.arraycopy(bytes, offset, block, filled, n);
      filled += n;
      offset += n;
      length -= n;
      if (filled == blockSize) {
        flushBlock();
      }
    }
  }

  /** Writes the last partial block, the block table and the trailer, then forces the file. */
  @Override
  public void finish() throws IOException {
    if (filled > 0) {
      flushBlock();
    }
    ByteBuffer table =
        ByteBuffer.allocate(
            BlockFormat.tableFixed(BlockFormat.VERSION) + 8 * blockCount + BlockFormat.TRAILER);
    table
        .putInt(BlockFormat.VERSION)
        .putInt(codec.id())
        .putInt(blockSize)
        .putLong(flushedLogical)
        .putInt(blockCount);
    for (int i = 0; i < blockCount; i++) {
      table.putLong(blockOffsets[i]);
    }
    crc.reset();
    crc.update(table.array(), 0, table.position());
    table.putInt((int) crc.getValue());
    table.putLong(fileOffset).putInt(BlockFormat.MAGIC);
    table.flip();
    writeFully(table);
    channel.force(true);
  }

  @Override
  public void close() throws IOException {
    channel.close();
  }

  /** Compresses and appends the buffered block, recording its file offset in the table. */
  private void flushBlock() throws IOException {
    out.clear();
    int compressed;
    if (untried > 0) {
      untried--;
      compressed = filled;
    } else {
      compressed = compress();
    }
    if (compressed == filled) {
      System.arraycopy(block, 0, out.array(), BlockFormat.BLOCK_HEADER, filled);
    }
    crc.reset();
    crc.update(out.array(), BlockFormat.BLOCK_HEADER, compressed);
    out.putInt(compressed).putInt(filled).putInt((int) crc.getValue());
    out.limit(BlockFormat.BLOCK_HEADER + compressed).position(0);
    long at = fileOffset;
    writeFully(out);
    if (blockCount == blockOffsets.length) {
      blockOffsets = Arrays.copyOf(blockOffsets, blockCount * 2);
    }
    blockOffsets[blockCount++] = at;
    flushedLogical += filled;
    filled = 0;
  }

  /**
   * The block's compressed length, its bytes in {@code out}; or {@code filled} when the codec does
   * not shrink it by more than an eighth, for the caller to copy the block as it is, and then the
   * next blocks go untried.
   */
  private int compress() {
    int compressed = codec.compress(block, 0, filled, out.array(), BlockFormat.BLOCK_HEADER);
    if (compressed < filled - filled / 8) {
      backoff = 0;
      return compressed;
    }
    backoff = Math.min(Math.max(1, 2 * backoff), MAX_UNTRIED);
    untried = backoff;
    return filled;
  }

  private void writeFully(ByteBuffer buf) throws IOException {
    int n = buf.remaining();
    while (buf.hasRemaining()) {
      channel.write(buf);
    }
    fileOffset += n;
  }

  @Override
  public String toString() {
    return "CompressedBlockWriter[" + file + "]";
  }
}

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
 * Writes a logical byte stream as compressed, CRC32C-checked blocks (format version 4):
 *
 * <pre>
 * file    = block* | table | trailer
 * block   = i32 stored length | i32 uncompressed length | i32 CRC32C of the stored bytes
 *         | stored bytes: the block as it is when the two lengths are equal, else
 *           u8 id of the codec that wrote it | that codec's format
 * table   = i32 version (4) | i32 codec id | i32 block size | i64 logical length | i32 block count
 *         | 128 bytes: the file's Huffman code lengths, or zeros when no block is in it
 *         | i64 file offset of each block | i32 CRC32C of the table bytes before it
 * trailer = i64 file offset of the table | i32 magic "WCSB"
 * </pre>
 *
 * Codec ids: 0 stored, 1 LZ4, 2 deflate (zlib), 3 Snappy, 4 Zstandard ({@link BlockCodecs}); 5,
 * only in a block: the file's Huffman code ({@link HuffmanCode}). Version 1, still read, has no
 * codec id: its blocks are LZ4. Version 2, still read, has no blocks stored as they are besides the
 * stored codec's. Version 3, still read, has no Huffman code, and no codec id in its blocks: they
 * are all in the table's codec.
 *
 * <p>A block is coded only when that shrinks it by more than an eighth (RocksDB's bar): a saving
 * that small is not worth decoding the block at every read. The table's codec is tried first. When
 * it fails, and it is an LZ codec without an entropy stage (LZ4, Snappy), the block is
 * Huffman-coded if that meets the bar, else stored as it is: random letters and digits, which no LZ
 * codec shrinks, take six bits a byte. The file has one code, made from the first block whose own
 * code meets the bar, so the other blocks are coded without being counted first.
 *
 * <p>Each of the two is tried again after a failure only as {@link Backoff} says: after a block the
 * table's codec does not shrink, the next goes without trying it, then the next two, four, up to
 * {@value Backoff#MAX_UNTRIED}, and likewise for the Huffman stage. Data that does not shrink, such
 * as random bytes, then costs a flush a copy for most blocks instead of an attempt at compression
 * (LZ4 had a ninth of the flushes' samples on W1's text before the codec backed off).
 *
 * <p>All integers are big-endian. Every block but the last holds exactly {@code block size} logical
 * bytes, so block {@code i} starts at logical offset {@code i * block size}. A block's compressed
 * bytes end where the next block (or the table) begins.
 *
 * <p>Not thread-safe: one writer thread.
 */
public final class CompressedBlockWriter implements BlockSink {
  // Blocks are gathered into writes of this size: written one by one, a table of
  // chunk_length_in_kb 4 took a system call for every 4 KiB.
  private static final int WRITE_BUFFER = 64 << 10;

  private final Path file;
  private final FileChannel channel;
  private final int blockSize;
  private final BlockCodec codec;
  private final byte[] block;
  private final ByteBuffer out;
  private final CRC32C crc = new CRC32C();

  /** Encoded bytes not yet written, from file offset {@code fileOffset - pending.position()}. */
  private final ByteBuffer pending = ByteBuffer.allocateDirect(WRITE_BUFFER);

  private long[] blockOffsets = new long[64];
  private int blockCount;
  private int filled;
  private long flushedLogical;
  private long fileOffset;

  /** When the table's codec is tried again after a block it did not shrink. */
  private final Backoff codecTries = new Backoff();

  /** When the Huffman stage is tried again after a block it did not shrink. */
  private final Backoff huffmanTries = new Backoff();

  /** The file's Huffman code, once a block has been coded in it; null before. */
  private HuffmanEncoder huffman;

  private CompressedBlockWriter(Path file, FileChannel channel, BlockCompression compression) {
    this.file = file;
    this.channel = channel;
    this.blockSize = compression.blockSize();
    this.codec = compression.codec();
    this.block = new byte[blockSize];
    this.out =
        ByteBuffer.allocate(
            BlockFormat.BLOCK_HEADER
                + 1
                + Math.max(
                    codec.maxCompressedLength(blockSize),
                    HuffmanEncoder.maxEncodedLength(blockSize)));
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
    if (huffman == null) {
      table.position(table.position() + HuffmanCode.LENGTHS_BYTES);
    } else {
      huffman.code().write(table);
    }
    for (int i = 0; i < blockCount; i++) {
      table.putLong(blockOffsets[i]);
    }
    crc.reset();
    crc.update(table.array(), 0, table.position());
    table.putInt((int) crc.getValue());
    table.putLong(fileOffset).putInt(BlockFormat.MAGIC);
    table.flip();
    append(table);
    writePending();
    channel.force(true);
  }

  @Override
  public void close() throws IOException {
    channel.close();
  }

  /** Compresses and appends the buffered block, recording its file offset in the table. */
  private void flushBlock() throws IOException {
    out.clear();
    int stored = encode();
    crc.reset();
    crc.update(out.array(), BlockFormat.BLOCK_HEADER, stored);
    out.putInt(stored).putInt(filled).putInt((int) crc.getValue());
    out.limit(BlockFormat.BLOCK_HEADER + stored).position(0);
    long at = fileOffset;
    append(out);
    if (blockCount == blockOffsets.length) {
      blockOffsets = Arrays.copyOf(blockOffsets, blockCount * 2);
    }
    blockOffsets[blockCount++] = at;
    flushedLogical += filled;
    filled = 0;
  }

  /**
   * Puts the buffered block's stored bytes in {@code out} after the header, as the class comment
   * says, and returns their length.
   */
  private int encode() {
    if (codec == BlockCodecs.stored()) {
      return storeAsItIs();
    }
    byte[] dst = out.array();
    int formAt = BlockFormat.BLOCK_HEADER;
    // A coded block's stored bytes, its codec's id and the code, must come under this.
    int bar = filled - filled / 8;
    if (codecTries.tryThis()) {
      int compressed = codec.compress(block, 0, filled, dst, formAt + 1);
      if (1 + compressed < bar) {
        codecTries.succeeded();
        dst[formAt] = (byte) codec.id();
        return 1 + compressed;
      }
      codecTries.failed();
    }
    if (codec.lacksEntropyStage() && huffmanTries.tryThis()) {
      int coded = huffmanCode(dst, formAt + 1, bar - 2);
      if (coded >= 0) {
        huffmanTries.succeeded();
        dst[formAt] = BlockFormat.HUFFMAN_BLOCK;
        return 1 + coded;
      }
      huffmanTries.failed();
    }
    return storeAsItIs();
  }

  /**
   * Codes the buffered block in the file's Huffman code into {@code dst} from {@code at}, making
   * that code from the block's bytes if the file has none yet; returns the coded length, or -1 when
   * it would be over {@code limit}.
   */
  private int huffmanCode(byte[] dst, int at, int limit) {
    if (huffman == null) {
      int[] counts = HuffmanCode.count(block, 0, filled);
      HuffmanCode code = HuffmanCode.of(counts);
      if (HuffmanCode.STREAM_TABLE + code.bits(counts) / 8 > limit) {
        return -1;
      }
      huffman = new HuffmanEncoder(code);
    }
    return huffman.encode(block, 0, filled, dst, at, limit);
  }

  private int storeAsItIs() {
    System.arraycopy(block, 0, out.array(), BlockFormat.BLOCK_HEADER, filled);
    return filled;
  }

  /** Appends {@code buf}'s remaining bytes to the file, through the write buffer. */
  private void append(ByteBuffer buf) throws IOException {
    int n = buf.remaining();
    if (n > pending.remaining()) {
      writePending();
    }
    if (n > pending.remaining()) {
      writeFully(buf);
    } else {
      pending.put(buf);
    }
    fileOffset += n;
  }

  private void writePending() throws IOException {
    pending.flip();
    writeFully(pending);
    pending.clear();
  }

  private void writeFully(ByteBuffer buf) throws IOException {
    while (buf.hasRemaining()) {
      channel.write(buf);
    }
  }

  @Override
  public String toString() {
    return "CompressedBlockWriter[" + file + "]";
  }
}

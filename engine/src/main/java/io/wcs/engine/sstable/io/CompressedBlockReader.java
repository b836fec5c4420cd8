package io.wcs.engine.sstable.io;

import io.wcs.engine.sstable.BlockSource;
import java.io.EOFException;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.zip.CRC32C;
import java.util.zip.DataFormatException;

/**
 * Reads blocks written by {@link CompressedBlockWriter} (layout there), in the codec its block
 * table names. Every block is checked before it is returned: the lengths in its header against the
 * block table, the CRC32C of the compressed bytes, and the exact decompressed length with the
 * codec's bounds-checked decompression. Any mismatch is a {@link CorruptSSTableException} naming
 * the file and the block's offset.
 *
 * <p>Thread-safe: positional reads. An interrupt of a thread inside a read closes a {@code
 * FileChannel} for every thread; the reader then reopens the file, the interrupted thread gets an
 * {@link InterruptedIOException} and the others retry, so one cancelled query cannot break the
 * SSTable for the rest.
 */
public final class CompressedBlockReader implements BlockSource {
  /**
   * Each thread's buffer for a block's stored bytes, grown to the largest block it has read. A
   * block read used to allocate it anew: with a cache miss per point read that was half of all the
   * bytes a read-heavy run allocated. Direct, so the file read lands in it without the JDK's copy
   * through a temporary direct buffer, and CRC32C and LZ4 read it in place.
   */
  private static final ThreadLocal<ByteBuffer> STORED =
      ThreadLocal.withInitial(() -> ByteBuffer.allocateDirect(0));

  private final Path file;
  private final int version;
  private final BlockCodec codec;

  /** The file's Huffman code; null when no block is in it. */
  private final HuffmanDecoder huffman;

  private final int blockSize;
  private final long length;
  private final long[] blockOffsets;
  private final long tableOffset;
  private volatile FileChannel channel;
  private volatile boolean closed;

  private CompressedBlockReader(
      Path file,
      FileChannel channel,
      int version,
      BlockCodec codec,
      HuffmanDecoder huffman,
      int blockSize,
      long length,
      long[] blockOffsets,
      long tableOffset) {
    this.file = file;
    this.channel = channel;
    this.version = version;
    this.codec = codec;
    this.huffman = huffman;
    this.blockSize = blockSize;
    this.length = length;
    this.blockOffsets = blockOffsets;
    this.tableOffset = tableOffset;
  }

  public static CompressedBlockReader open(Path file) throws IOException {
    FileChannel channel = FileChannel.open(file, StandardOpenOption.READ);
    try {
      return readTable(file, channel);
    } catch (IOException | RuntimeException e) {
      channel.close();
      throw e;
    }
  }

  private static CompressedBlockReader readTable(Path file, FileChannel channel)
      throws IOException {
    long size = channel.size();
    if (size < BlockFormat.TRAILER) {
      throw new CorruptSSTableException(file, 0, "file of " + size + " bytes has no trailer");
    }
    ByteBuffer trailer =
        read(file, channel, size - BlockFormat.TRAILER, ByteBuffer.allocate(BlockFormat.TRAILER));
    long tableOffset = trailer.getLong();
    if (trailer.getInt() != BlockFormat.MAGIC) {
      throw new CorruptSSTableException(
          file, size - 4, "bad magic: not a block file, or the file is truncated");
    }
    long tableLength = size - BlockFormat.TRAILER - tableOffset;
    if (tableOffset < 0
        || tableLength < BlockFormat.tableFixed(BlockFormat.VERSION_LZ4)
        || tableLength > Integer.MAX_VALUE) {
      throw new CorruptSSTableException(file, size - 12, "bad block table offset " + tableOffset);
    }
    ByteBuffer table = read(file, channel, tableOffset, ByteBuffer.allocate((int) tableLength));
    CRC32C crc = new CRC32C();
    crc.update(table.array(), 0, (int) tableLength - 4);
    if (table.getInt((int) tableLength - 4) != (int) crc.getValue()) {
      throw new CorruptSSTableException(file, tableOffset, "block table checksum mismatch");
    }
    int version = table.getInt();
    if (version < BlockFormat.VERSION_LZ4 || version > BlockFormat.VERSION) {
      throw new CorruptSSTableException(file, tableOffset, "unsupported block format " + version);
    }
    BlockCodec codec = codec(file, tableOffset, version, table);
    int blockSize = table.getInt();
    long length = table.getLong();
    int count = table.getInt();
    if (blockSize < 16
        || blockSize > BlockFormat.MAX_BLOCK_SIZE
        || count < 0
        || tableLength != BlockFormat.tableFixed(version) + 8L * count
        || length < 0
        || (length + blockSize - 1) / blockSize != count) {
      throw new CorruptSSTableException(file, tableOffset, "inconsistent block table");
    }
    HuffmanDecoder huffman =
        version < BlockFormat.VERSION ? null : huffman(file, tableOffset, table);
    long[] offsets = new long[count];
    for (int i = 0; i < count; i++) {
      offsets[i] = table.getLong();
      long previous = i == 0 ? -BlockFormat.BLOCK_HEADER : offsets[i - 1];
      if (offsets[i] < previous + BlockFormat.BLOCK_HEADER || offsets[i] >= tableOffset) {
        throw new CorruptSSTableException(file, tableOffset, "block offsets out of order");
      }
    }
    return new CompressedBlockReader(
        file, channel, version, codec, huffman, blockSize, length, offsets, tableOffset);
  }

  /** The file's Huffman code from the table's next bytes; null when they are zeros: it has none. */
  private static HuffmanDecoder huffman(Path file, long tableOffset, ByteBuffer table)
      throws CorruptSSTableException {
    byte[] lengths = new byte[HuffmanCode.LENGTHS_BYTES];
    table.get(lengths);
    if (Arrays.equals(lengths, new byte[HuffmanCode.LENGTHS_BYTES])) {
      return null;
    }
    try {
      return new HuffmanDecoder(HuffmanCode.read(ByteBuffer.wrap(lengths)));
    } catch (DataFormatException e) {
      throw new CorruptSSTableException(file, tableOffset, e.getMessage(), e);
    }
  }

  private static BlockCodec codec(Path file, long tableOffset, int version, ByteBuffer table)
      throws IOException {
    if (version == BlockFormat.VERSION_LZ4) {
      return BlockCodecs.lz4();
    }
    int id = table.getInt();
    try {
      return BlockCodecs.forId(id);
    } catch (IllegalArgumentException e) {
      throw new CorruptSSTableException(file, tableOffset, e.getMessage(), e);
    } catch (UnsupportedOperationException e) {
      throw new IOException("cannot read " + file + ": " + e.getMessage(), e);
    }
  }

  @Override
  public long length() {
    return length;
  }

  @Override
  public String name() {
    return file.toString();
  }

  @Override
  public int blockSize() {
    return blockSize;
  }

  @Override
  public Block blockAt(long position) throws IOException {
    return blockAt(position, null);
  }

  @Override
  public Block blockAt(long position, byte[] into) throws IOException {
    if (position < 0 || position >= length) {
      throw new IllegalArgumentException(
          "position " + position + " outside [0, " + length + ") of " + file);
    }
    int index = (int) (position / blockSize);
    long at = blockOffsets[index];
    long next = index + 1 < blockOffsets.length ? blockOffsets[index + 1] : tableOffset;
    long start = (long) index * blockSize;
    int expectedLength = (int) Math.min(blockSize, length - start);

    // The block table gives the block's extent, so header and compressed bytes come in one read.
    ByteBuffer block = readStored(at, (int) (next - at));
    int compressedLength = block.getInt();
    int uncompressedLength = block.getInt();
    int storedCrc = block.getInt();
    if (compressedLength != next - at - BlockFormat.BLOCK_HEADER) {
      throw new CorruptSSTableException(
          file, at, "compressed length " + compressedLength + " does not match the block table");
    }
    if (uncompressedLength != expectedLength) {
      throw new CorruptSSTableException(
          file, at, "uncompressed length " + uncompressedLength + ", expected " + expectedLength);
    }
    CRC32C crc = new CRC32C();
    crc.update(block.slice(BlockFormat.BLOCK_HEADER, compressedLength));
    if ((int) crc.getValue() != storedCrc) {
      throw new CorruptSSTableException(file, at, "block checksum mismatch");
    }
    // Every decoder writes each byte of its output, so an array used before needs no clearing.
    byte[] data =
        into != null && into.length == uncompressedLength ? into : new byte[uncompressedLength];
    try {
      decode(block, compressedLength, data);
    } catch (DataFormatException e) {
      throw new CorruptSSTableException(file, at, e.getMessage(), e);
    }
    return new Block(start, data, uncompressedLength);
  }

  /** Decodes a checked block's {@code stored} bytes after its header, as its version says. */
  private void decode(ByteBuffer block, int stored, byte[] data) throws DataFormatException {
    int at = BlockFormat.BLOCK_HEADER;
    if (version >= BlockFormat.VERSION_STORED_BLOCKS && stored == data.length) {
      BlockCodecs.stored().decompress(block, at, stored, data);
    } else if (version < BlockFormat.VERSION) {
      codec.decompress(block, at, stored, data);
    } else if (stored == 0) {
      throw new DataFormatException("coded block of no bytes");
    } else {
      int form = block.get(at) & 0xFF;
      if (form == codec.id()) {
        codec.decompress(block, at + 1, stored - 1, data);
      } else if (form == BlockFormat.HUFFMAN_BLOCK && huffman != null) {
        huffman.decode(block, at + 1, stored - 1, data);
      } else {
        throw new DataFormatException(
            "block in codec "
                + form
                + " in a file of codec "
                + codec.id()
                + (huffman == null ? " without a Huffman code" : ""));
      }
    }
  }

  @Override
  public void close() throws IOException {
    closed = true;
    channel.close();
  }

  /**
   * {@code count} bytes at {@code at}, in this thread's buffer (valid until its next block read);
   * survives another thread's interrupt closing the channel.
   */
  private ByteBuffer readStored(long at, int count) throws IOException {
    ByteBuffer buf = STORED.get();
    if (buf.capacity() < count) {
      buf = ByteBuffer.allocateDirect(count);
      STORED.set(buf);
    }
    while (true) {
      FileChannel ch = channel;
      try {
        return read(file, ch, at, buf.clear().limit(count));
      } catch (ClosedChannelException e) {
        if (closed) {
          throw e;
        }
        reopen(ch);
        if (Thread.interrupted()) {
          Thread.currentThread().interrupt();
          throw new InterruptedIOException("interrupted while reading " + file);
        }
      }
    }
  }

  private synchronized void reopen(FileChannel broken) throws IOException {
    if (channel == broken && !closed) {
      channel = FileChannel.open(file, StandardOpenOption.READ);
    }
  }

  /** Fills {@code buf} from {@code at} on, then flips it. */
  private static ByteBuffer read(Path file, FileChannel channel, long at, ByteBuffer buf)
      throws IOException {
    int count = buf.remaining();
    while (buf.hasRemaining()) {
      if (channel.read(buf, at + buf.position()) < 0) {
        throw new CorruptSSTableException(
            file, at, "file ends inside a " + count + "-byte read", new EOFException());
      }
    }
    buf.flip();
    return buf;
  }
}

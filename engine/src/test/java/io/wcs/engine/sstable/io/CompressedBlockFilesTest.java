package io.wcs.engine.sstable.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.sstable.BlockSink;
import io.wcs.engine.sstable.BlockSource;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.zip.CRC32C;
import java.util.zip.DataFormatException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

class CompressedBlockFilesTest {
  private static final int BLOCK = 256;

  @TempDir Path dir;

  static List<BlockCodec> codecs() {
    return List.of(
        BlockCodecs.stored(),
        BlockCodecs.lz4(),
        BlockCodecs.lz4High(9),
        BlockCodecs.deflate(),
        BlockCodecs.snappy(),
        BlockCodecs.zstd(3));
  }

  @ParameterizedTest
  @MethodSource("codecs")
  void streamsOfEveryShapeReadBackExactly(BlockCodec codec) throws IOException {
    Random random = new Random(5);
    int[] lengths = {0, 1, BLOCK - 1, BLOCK, BLOCK + 1, 10 * BLOCK, 10 * BLOCK + 77};
    for (int length : lengths) {
      byte[] data = compressibleBytes(random, length);
      Path file = dir.resolve("stream-" + length);
      write(file, data, random, codec);
      try (BlockSource source = new CompressedBlockFiles().open(file)) {
        assertEquals(length, source.length());
        byte[] back = new byte[length];
        for (long pos = 0; pos < length; ) {
          BlockSource.Block block =
              source.blockAt(pos + random.nextInt((int) Math.min(BLOCK, length - pos)));
          assertEquals(pos, block.start());
          System.arraycopy(block.data(), 0, back, (int) pos, block.length());
          pos = block.end();
        }
        assertArrayEquals(data, back);
        assertThrows(IllegalArgumentException.class, () -> source.blockAt(length));
      }
    }
    long size = Files.size(dir.resolve("stream-" + 10 * BLOCK));
    assertTrue(codec == BlockCodecs.stored() || size < 10 * BLOCK, "data compresses: " + size);
  }

  /** Files larger than the writer's buffer, of blocks smaller and larger than it. */
  @ParameterizedTest
  @ValueSource(ints = {4 << 10, 128 << 10})
  void filesLargerThanTheWriteBufferReadBackExactly(int blockSize) throws IOException {
    Random random = new Random(7);
    byte[] data = HuffmanCodeTest.alphanumeric(random, 600 << 10);
    Path file = dir.resolve("large");
    try (BlockSink sink =
        new CompressedBlockFiles()
            .create(file, new BlockCompression(BlockCodecs.lz4(), blockSize))) {
      sink.write(data, 0, data.length);
      sink.finish();
    }
    assertArrayEquals(data, readAll(file));
    assertTrue(Files.size(file) < data.length * 7L / 8, "coded: " + Files.size(file));
  }

  /**
   * The block cache decodes into arrays of blocks it dropped, which hold another block's bytes.
   * Letters and digits, which LZ4 files code with Huffman as well.
   */
  @ParameterizedTest
  @MethodSource("codecs")
  void aBlockDecodedIntoAUsedArrayReadsBackExactly(BlockCodec codec) throws IOException {
    int block = 4096;
    byte[] text = HuffmanCodeTest.alphanumeric(new Random(7), 10 * block);
    Path file = dir.resolve("reused");
    try (BlockSink sink =
        new CompressedBlockFiles().create(file, new BlockCompression(codec, block))) {
      sink.write(text, 0, text.length);
      sink.finish();
    }
    try (BlockSource source = new CompressedBlockFiles().open(file)) {
      byte[] used = new byte[block];
      Arrays.fill(used, (byte) 0x5A);
      for (int b = 0; b < 10; b++) {
        assertSame(used, source.blockAt((long) b * block, used).data());
        assertArrayEquals(Arrays.copyOfRange(text, b * block, (b + 1) * block), used);
      }
      byte[] shorter = new byte[block - 1];
      assertNotSame(shorter, source.blockAt(0, shorter).data(), "a block of another length");
    }
  }

  static List<BlockCodec> compressingCodecs() {
    return codecs().subList(1, codecs().size());
  }

  /**
   * Blocks of random bytes, which no codec shrinks by an eighth, are stored as they are; blocks
   * that compress after them are compressed again, after at most sixteen untried ones.
   */
  @ParameterizedTest
  @MethodSource("compressingCodecs")
  void blocksTheCodecCannotShrinkAreStoredAsTheyAre(BlockCodec codec) throws IOException {
    Random random = new Random(11);
    byte[] noise = new byte[40 * BLOCK];
    random.nextBytes(noise);
    Path file = dir.resolve("noise");
    write(file, noise, random, codec);
    assertEquals(40L * (BLOCK + 12), tableOffset(file), "every block as it is, after its header");
    assertArrayEquals(noise, readAll(file));

    byte[] mixed = Arrays.copyOf(noise, 80 * BLOCK);
    System.arraycopy(compressibleBytes(random, 40 * BLOCK), 0, mixed, 40 * BLOCK, 40 * BLOCK);
    Path mixedFile = dir.resolve("mixed");
    write(mixedFile, mixed, random, codec);
    long storedBlocks = 40L + 16 + 1;
    assertTrue(
        tableOffset(mixedFile) < storedBlocks * (BLOCK + 12) + 23L * BLOCK * 7 / 8,
        "the compressible blocks are compressed again: " + tableOffset(mixedFile));
    assertArrayEquals(mixed, readAll(mixedFile));
  }

  /**
   * Random letters and digits give LZ4 and Snappy no repeat to find: their blocks are Huffman-coded
   * instead, in about six bits a byte. Codecs with an entropy stage of their own code them
   * themselves, and a table without compression keeps them as they are.
   */
  @ParameterizedTest
  @MethodSource("codecs")
  void textOfASmallAlphabetTakesAboutSixBitsAByte(BlockCodec codec) throws IOException {
    byte[] text = HuffmanCodeTest.alphanumeric(new Random(12), 40 * 4096);
    Path file = dir.resolve("text");
    try (BlockSink sink =
        new CompressedBlockFiles().create(file, new BlockCompression(codec, 4096))) {
      sink.write(text, 0, text.length);
      sink.finish();
    }
    assertArrayEquals(text, readAll(file));
    long size = Files.size(file);
    if (codec == BlockCodecs.stored()) {
      assertTrue(size > text.length, "stored as it is: " + size);
    } else {
      assertTrue(size < text.length * 0.8, codec + " wrote " + size + " bytes of " + text.length);
    }
  }

  /**
   * The file's Huffman code is made from the first block its own code shrinks: noise before it is
   * stored as it is, text after it is coded without a code of its own, and noise after it, which
   * the code does not shrink by an eighth, is stored as it is again.
   */
  @Test
  void aFileHasOneHuffmanCodeMadeFromTheFirstBlockItShrinks() throws IOException {
    Random random = new Random(13);
    int block = 4096;
    byte[] data = new byte[60 * block];
    random.nextBytes(data);
    byte[] text = HuffmanCodeTest.alphanumeric(random, 30 * block);
    System.arraycopy(text, 0, data, 10 * block, text.length);
    Path file = dir.resolve("noise-text-noise");
    try (BlockSink sink =
        new CompressedBlockFiles().create(file, new BlockCompression(BlockCodecs.lz4(), block))) {
      sink.write(data, 0, data.length);
      sink.finish();
    }
    assertArrayEquals(data, readAll(file));
    long noise = 30L * (block + 12);
    long codedText = (long) (30 * (12 + 1 + 12 + block * 6.1 / 8 + 4));
    assertTrue(tableOffset(file) < noise + codedText, "text coded: " + tableOffset(file));
  }

  /**
   * A block file of version 4, checked in and made once by {@link #writeVersion4Fixture} (LZ4, 4
   * KiB blocks: one of zeros in LZ4, then three of letters and digits in the file's Huffman code),
   * must keep reading exactly. If this fails after a format change, bump the version and add a
   * fixture of the new one instead of editing this one.
   */
  @Test
  void theVersion4FixtureStillReads() throws IOException {
    Path fixture = Path.of("src/test/resources/blocks-v4/text.db");
    assertArrayEquals(version4FixtureContent(), readAll(fixture));
    ByteBuffer bytes = ByteBuffer.wrap(Files.readAllBytes(fixture));
    assertEquals(BlockCodecs.lz4().id(), bytes.get(12), "first block's codec");
    assertEquals(BlockFormat.HUFFMAN_BLOCK, bytes.get(12 + bytes.getInt(0) + 12), "second's");
  }

  static void writeVersion4Fixture(Path file) throws IOException {
    byte[] content = version4FixtureContent();
    try (BlockSink sink =
        new CompressedBlockFiles().create(file, new BlockCompression(BlockCodecs.lz4(), 4096))) {
      sink.write(content, 0, content.length);
      sink.finish();
    }
  }

  private static byte[] version4FixtureContent() {
    byte[] content = new byte[4 * 4096];
    System.arraycopy(
        HuffmanCodeTest.alphanumeric(new Random(15), 3 * 4096), 0, content, 4096, 3 * 4096);
    return content;
  }

  @Test
  void aHuffmanCodeThatIsNotACompletePrefixCodeIsRejectedOnOpen() throws IOException {
    Path bad = withTableCode(huffmanCodedText(14), (byte) 0x11);
    CorruptSSTableException e =
        assertThrows(CorruptSSTableException.class, () -> CompressedBlockReader.open(bad));
    assertTrue(e.getMessage().contains("complete prefix code"), e.getMessage());
  }

  @Test
  void aHuffmanBlockInAFileWithoutACodeIsReportedCorrupt() throws IOException {
    Path bad = withTableCode(huffmanCodedText(15), (byte) 0);
    try (CompressedBlockReader reader = CompressedBlockReader.open(bad)) {
      CorruptSSTableException e =
          assertThrows(CorruptSSTableException.class, () -> reader.blockAt(0));
      assertTrue(e.getMessage().contains("without a Huffman code"), e.getMessage());
    }
  }

  /** A file of four 4 KiB blocks of letters and digits, each in the file's Huffman code. */
  private Path huffmanCodedText(int seed) throws IOException {
    Path file = dir.resolve("text-" + seed);
    byte[] text = HuffmanCodeTest.alphanumeric(new Random(seed), 4 * 4096);
    try (BlockSink sink =
        new CompressedBlockFiles().create(file, new BlockCompression(BlockCodecs.lz4(), 4096))) {
      sink.write(text, 0, text.length);
      sink.finish();
    }
    return file;
  }

  /**
   * A copy of {@code file} whose table holds {@code fill} in every byte of its Huffman code, with
   * the table's CRC made anew, so that only the code is wrong.
   */
  private Path withTableCode(Path file, byte fill) throws IOException {
    byte[] bytes = Files.readAllBytes(file);
    int table = (int) tableOffset(file);
    int code = table + 24;
    assertTrue(bytes[code] != 0, "the table holds a code");
    Arrays.fill(bytes, code, code + HuffmanCode.LENGTHS_BYTES, fill);
    int crcAt = bytes.length - 12 - 4;
    CRC32C crc = new CRC32C();
    crc.update(bytes, table, crcAt - table);
    ByteBuffer.wrap(bytes).putInt(crcAt, (int) crc.getValue());
    Path copy = dir.resolve(file.getFileName() + "-code-" + fill);
    Files.write(copy, bytes);
    return copy;
  }

  @ParameterizedTest
  @MethodSource("codecs")
  void bytesNotWrittenByTheCodecNeverDecompressQuietly(BlockCodec codec) {
    Random random = new Random(9);
    for (int trial = 0; trial < 200; trial++) {
      byte[] garbage = new byte[1 + random.nextInt(2 * BLOCK)];
      random.nextBytes(garbage);
      ByteBuffer stored = ByteBuffer.allocateDirect(garbage.length + 3).position(3).put(garbage);
      byte[] out = new byte[BLOCK];
      assertThrows(
          DataFormatException.class, () -> codec.decompress(stored, 3, garbage.length, out));
    }
  }

  @ParameterizedTest
  @MethodSource("codecs")
  void aFlippedByteInAnyBlockIsReportedWithFileAndOffset(BlockCodec codec) throws IOException {
    Random random = new Random(6);
    byte[] data = compressibleBytes(random, 8 * BLOCK);
    Path clean = dir.resolve("clean");
    write(clean, data, random, codec);
    long tableOffset = tableOffset(clean);
    for (int trial = 0; trial < 40; trial++) {
      Path file = dir.resolve("flipped-" + trial);
      Files.copy(clean, file);
      long at = random.nextInt((int) tableOffset);
      flip(file, at);
      try (CompressedBlockReader reader = CompressedBlockReader.open(file)) {
        CorruptSSTableException e = null;
        for (long pos = 0; pos < data.length && e == null; pos += BLOCK) {
          try {
            BlockSource.Block block = reader.blockAt(pos);
            assertArrayEquals(
                Arrays.copyOfRange(data, (int) pos, (int) block.end()),
                Arrays.copyOf(block.data(), block.length()),
                "a corrupt block must never decode");
          } catch (CorruptSSTableException corrupt) {
            e = corrupt;
          }
        }
        assertTrue(e != null, "flip at " + at + " went unnoticed");
        assertEquals(file, e.file());
        assertTrue(e.offset() <= at && at - e.offset() < BLOCK * 2, e.getMessage());
        assertTrue(e.getMessage().contains(file.toString()), e.getMessage());
      }
    }
  }

  @Test
  void damagedTablesAndTruncatedFilesAreRejectedOnOpen() throws IOException {
    Random random = new Random(7);
    Path file = dir.resolve("f");
    write(file, compressibleBytes(random, 3 * BLOCK), random);
    Path truncated = dir.resolve("truncated");
    Files.write(truncated, Arrays.copyOf(Files.readAllBytes(file), (int) Files.size(file) - 5));
    assertThrows(CorruptSSTableException.class, () -> CompressedBlockReader.open(truncated));
    Path badTable = dir.resolve("bad-table");
    Files.copy(file, badTable);
    flip(badTable, tableOffset(file) + 9);
    CorruptSSTableException e =
        assertThrows(CorruptSSTableException.class, () -> CompressedBlockReader.open(badTable));
    assertTrue(e.getMessage().contains("block table checksum"), e.getMessage());
  }

  @Test
  void anInterruptedReaderDoesNotBreakTheFileForOthers() throws IOException {
    Random random = new Random(8);
    byte[] data = compressibleBytes(random, 4 * BLOCK);
    Path file = dir.resolve("f");
    write(file, data, random);
    try (BlockSource source = new CompressedBlockFiles().open(file)) {
      Thread.currentThread().interrupt();
      assertThrows(java.io.InterruptedIOException.class, () -> source.blockAt(0));
      assertTrue(Thread.interrupted(), "the interrupt status is kept");
      BlockSource.Block block = source.blockAt(BLOCK);
      assertArrayEquals(
          Arrays.copyOfRange(data, BLOCK, 2 * BLOCK), Arrays.copyOf(block.data(), block.length()));
    }
  }

  private static void write(Path file, byte[] data, Random random) throws IOException {
    write(file, data, random, BlockCodecs.lz4());
  }

  private static void write(Path file, byte[] data, Random random, BlockCodec codec)
      throws IOException {
    try (BlockSink sink =
        new CompressedBlockFiles().create(file, new BlockCompression(codec, BLOCK))) {
      for (int pos = 0; pos < data.length; ) {
        int n = Math.min(data.length - pos, random.nextInt(3 * BLOCK));
        sink.write(data, pos, n);
        pos += n;
        assertEquals(pos, sink.position());
      }
      sink.finish();
    }
  }

  private static byte[] readAll(Path file) throws IOException {
    try (BlockSource source = new CompressedBlockFiles().open(file)) {
      byte[] back = new byte[(int) source.length()];
      for (long pos = 0; pos < back.length; ) {
        BlockSource.Block block = source.blockAt(pos);
        System.arraycopy(block.data(), 0, back, (int) pos, block.length());
        pos = block.end();
      }
      return back;
    }
  }

  private static byte[] compressibleBytes(Random random, int length) {
    byte[] data = new byte[length];
    for (int i = 0; i < length; i++) {
      data[i] = (byte) (random.nextInt(8) == 0 ? random.nextInt(256) : 'a' + (i % 7));
    }
    return data;
  }

  private static long tableOffset(Path file) throws IOException {
    try (RandomAccessFile raf = new RandomAccessFile(file.toFile(), "r")) {
      raf.seek(raf.length() - 12);
      return raf.readLong();
    }
  }

  private static void flip(Path file, long at) throws IOException {
    try (RandomAccessFile raf = new RandomAccessFile(file.toFile(), "rw")) {
      raf.seek(at);
      int b = raf.read();
      raf.seek(at);
      raf.write(b ^ 0x10);
    }
  }
}

package io.wcs.engine.sstable;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Test stand-in for the compressed block format: the logical stream stored as is, cut into small
 * fixed blocks so that rows and index entries straddle block boundaries.
 */
final class PlainBlockFiles implements BlockFiles {
  static final int BLOCK = 512;

  @Override
  public BlockSink create(Path file) throws IOException {
    FileChannel ch =
        FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
    return new BlockSink() {
      private long position;

      @Override
      public long position() {
        return position;
      }

      @Override
      public void write(byte[] bytes, int offset, int length) throws IOException {
        ByteBuffer b = ByteBuffer.wrap(bytes, offset, length);
        while (b.hasRemaining()) {
          ch.write(b);
        }
        position += length;
      }

      @Override
      public void finish() throws IOException {
        ch.force(true);
      }

      @Override
      public void close() throws IOException {
        ch.close();
      }
    };
  }

  @Override
  public BlockSource open(Path file) throws IOException {
    FileChannel ch = FileChannel.open(file, StandardOpenOption.READ);
    long length = ch.size();
    return new BlockSource() {
      @Override
      public long length() {
        return length;
      }

      @Override
      public Block blockAt(long position) throws IOException {
        long start = position / BLOCK * BLOCK;
        int len = (int) Math.min(BLOCK, length - start);
        ByteBuffer b = ByteBuffer.allocate(len);
        while (b.hasRemaining()) {
          if (ch.read(b, start + b.position()) < 0) {
            throw new IOException("short read in " + file);
          }
        }
        return new Block(start, b.array(), len);
      }

      @Override
      public String name() {
        return file.toString();
      }

      @Override
      public void close() throws IOException {
        ch.close();
      }
    };
  }
}

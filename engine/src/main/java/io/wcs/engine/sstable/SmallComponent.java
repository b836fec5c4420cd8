package io.wcs.engine.sstable;

import io.wcs.engine.storage.ArrayByteReader;
import io.wcs.engine.storage.ByteWriter;
import io.wcs.engine.storage.MalformedDataException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.zip.CRC32C;

/**
 * A component small enough to read whole (statistics, Bloom filter), stored uncompressed:
 *
 * <pre>
 * header (see ComponentHeader) | body | i32 CRC32C of header and body
 * </pre>
 */
final class SmallComponent {
  private SmallComponent() {}

  static void write(Path file, Component component, byte[] body) throws IOException {
    ByteWriter out = new ByteWriter(body.length + ComponentHeader.SIZE + 4);
    ComponentHeader.write(component, out);
    out.writeBytes(body);
    CRC32C crc = new CRC32C();
    crc.update(out.array(), 0, out.size());
    out.writeInt((int) crc.getValue());
    try (FileChannel ch =
        FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
      ByteBuffer buf = ByteBuffer.wrap(out.array(), 0, out.size());
      while (buf.hasRemaining()) {
        ch.write(buf);
      }
      ch.force(true);
    }
  }

  /** The verified body. */
  static byte[] read(Path file, Component component) throws IOException {
    byte[] all = Files.readAllBytes(file);
    if (all.length < ComponentHeader.SIZE + 4) {
      throw new MalformedDataException(file + " is truncated (" + all.length + " bytes)");
    }
    CRC32C crc = new CRC32C();
    crc.update(all, 0, all.length - 4);
    int stored = ByteBuffer.wrap(all, all.length - 4, 4).getInt();
    if (stored != (int) crc.getValue()) {
      throw new MalformedDataException(
          "checksum mismatch in " + file + " (bytes 0 to " + (all.length - 4) + ")");
    }
    ComponentHeader.check(component, new ArrayByteReader(all, file.toString()));
    return Arrays.copyOfRange(all, ComponentHeader.SIZE, all.length - 4);
  }
}

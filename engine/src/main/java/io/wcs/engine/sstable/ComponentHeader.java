package io.wcs.engine.sstable;

import io.wcs.engine.storage.ByteReader;
import io.wcs.engine.storage.ByteWriter;
import io.wcs.engine.storage.MalformedDataException;

/**
 * The first bytes of every component's content: {@code 'W' 'C' 'S' 'T' | u8 component id | u8
 * format version}. A reader refuses a file of another component or of a version it does not know.
 */
final class ComponentHeader {
  /** See FORMAT.md for what changed from version 1, which this build does not read. */
  static final int FORMAT_VERSION = 2;

  static final int SIZE = 6;
  private static final byte[] MAGIC = {'W', 'C', 'S', 'T'};

  private ComponentHeader() {}

  static void write(Component component, ByteWriter out) {
    out.writeBytes(MAGIC).writeByte(component.id()).writeByte(FORMAT_VERSION);
  }

  static void check(Component component, ByteReader in) {
    byte[] magic = new byte[MAGIC.length];
    in.readFully(magic, 0, magic.length);
    int id = in.readByte();
    int version = in.readByte();
    if (!java.util.Arrays.equals(magic, MAGIC) || id != component.id()) {
      throw new MalformedDataException(
          "not a WCS "
              + component
              + " component (bad magic or component id "
              + id
              + ") at "
              + in.where());
    }
    if (version != FORMAT_VERSION) {
      throw new MalformedDataException(
          "unsupported SSTable format version "
              + version
              + " (this build reads "
              + FORMAT_VERSION
              + ") at "
              + in.where());
    }
  }
}

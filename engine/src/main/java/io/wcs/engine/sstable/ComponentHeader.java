package io.wcs.engine.sstable;

import io.wcs.engine.storage.ByteReader;
import io.wcs.engine.storage.ByteWriter;
import io.wcs.engine.storage.MalformedDataException;

/**
 * The first bytes of every component's content: {@code 'W' 'C' 'S' 'T' | u8 component id | u8
 * format version}. A reader refuses a file of another component or of a version it does not know.
 */
final class ComponentHeader {
  /** Version 2 added the TOC's checksum line; the binary components are the same in both. */
  static final int FORMAT_VERSION = 2;

  private static final int OLDEST_READABLE_VERSION = 1;

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
    if (version < OLDEST_READABLE_VERSION || version > FORMAT_VERSION) {
      throw new MalformedDataException(
          "unsupported SSTable format version "
              + version
              + " (this build reads "
              + OLDEST_READABLE_VERSION
              + " to "
              + FORMAT_VERSION
              + ") at "
              + in.where());
    }
  }
}

package io.wcs.engine.sstable;

import io.wcs.engine.storage.ByteReader;
import io.wcs.engine.storage.ByteWriter;
import io.wcs.engine.storage.MalformedDataException;

/**
 * The first bytes of every component's content: {@code 'W' 'C' 'S' 'T' | u8 component id | u8
 * format version}. A reader refuses a file of another component or of a version it does not read.
 */
final class ComponentHeader {
  /** The version written. See FORMAT.md for what each version changed. */
  static final int FORMAT_VERSION = 4;

  /**
   * The first version with compact rows (timestamps relative to a base kept in the statistics,
   * uniform cells as one run) and no token after a partition's key in the data: see FORMAT.md.
   */
  static final int COMPACT_ROWS = 3;

  /** The oldest version read: version 1 was never released. */
  private static final int OLDEST_READ = 2;

  static final int SIZE = 6;
  private static final byte[] MAGIC = {'W', 'C', 'S', 'T'};

  private ComponentHeader() {}

  static void write(Component component, ByteWriter out) {
    out.writeBytes(MAGIC).writeByte(component.id()).writeByte(FORMAT_VERSION);
  }

  /** Checks the header at {@code in} and returns the format version it names. */
  static int check(Component component, ByteReader in) {
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
    if (version < OLDEST_READ || version > FORMAT_VERSION) {
      throw new MalformedDataException(
          "unsupported SSTable format version "
              + version
              + " (this build reads "
              + OLDEST_READ
              + " to "
              + FORMAT_VERSION
              + ") at "
              + in.where());
    }
    return version;
  }
}

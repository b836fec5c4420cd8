package io.wcs.engine.sstable.io;

import java.util.zip.DataFormatException;

/**
 * The codecs a table's {@code compression} option can name, and the way back from the number a
 * block file stores. Zstd and Snappy are native libraries the engine does not require: asking for
 * one that is not on the class path (or whose native code does not load here) says which library is
 * missing, both when a table is created with it and when a file written with it is opened.
 */
public final class BlockCodecs {
  private BlockCodecs() {}

  public static BlockCodec stored() {
    return StoredCodec.INSTANCE;
  }

  public static BlockCodec lz4() {
    return Lz4Codec.FAST;
  }

  /** LZ4's high-compression mode at {@code level}, 1 to 17. */
  public static BlockCodec lz4High(int level) {
    if (level < 1 || level > 17) {
      throw new IllegalArgumentException("LZ4 high compression level must be 1 to 17: " + level);
    }
    return new Lz4Codec(level);
  }

  public static BlockCodec deflate() {
    return DeflateCodec.INSTANCE;
  }

  public static BlockCodec snappy() {
    Library.SNAPPY.require();
    return SnappyCodec.INSTANCE;
  }

  /** Zstandard at {@code level}, within {@link #zstdLevels()}. */
  public static BlockCodec zstd(int level) {
    Library.ZSTD.require();
    if (level < ZstdCodec.minLevel() || level > ZstdCodec.maxLevel()) {
      throw new IllegalArgumentException(
          "zstd compression level must be "
              + ZstdCodec.minLevel()
              + " to "
              + ZstdCodec.maxLevel()
              + ": "
              + level);
    }
    return new ZstdCodec(level);
  }

  /** The lowest and highest zstd level, as {@code [min, max]}. */
  public static int[] zstdLevels() {
    Library.ZSTD.require();
    return new int[] {ZstdCodec.minLevel(), ZstdCodec.maxLevel()};
  }

  /**
   * The codec that reads blocks a block table says were written with codec {@code id}.
   *
   * @throws IllegalArgumentException no codec has that number
   * @throws UnsupportedOperationException the codec's library is missing
   */
  public static BlockCodec forId(int id) {
    return switch (id) {
      case StoredCodec.ID -> stored();
      case Lz4Codec.ID -> lz4();
      case DeflateCodec.ID -> deflate();
      case SnappyCodec.ID -> snappy();
      case ZstdCodec.ID -> zstd(ZstdCodec.DEFAULT_LEVEL);
      default -> throw new IllegalArgumentException("unknown block codec " + id);
    };
  }

  /**
   * Fails unless a codec that reports how much it decompressed filled the block exactly: a
   * truncated or foreign stream can decompress cleanly to fewer bytes.
   */
  static void requireFilled(int decompressed, byte[] dst) throws DataFormatException {
    if (decompressed != dst.length) {
      throw new DataFormatException(
          "decompressed to " + decompressed + " bytes, expected " + dst.length);
    }
  }

  /**
   * An optional native library, probed once (its classes and its native code) when first asked. The
   * codec classes are named only in {@link #probe()}'s static calls, which the JVM links when they
   * run, inside the probe's catch; a method reference would link them when this class loads.
   */
  private enum Library {
    ZSTD("ZstdCompressor", "com.github.luben:zstd-jni"),
    SNAPPY("SnappyCompressor", "org.xerial.snappy:snappy-java");

    private final String compressor;
    private final String artifact;
    private volatile Boolean available;

    Library(String compressor, String artifact) {
      this.compressor = compressor;
      this.artifact = artifact;
    }

    private void probe() {
      switch (this) {
        case ZSTD -> ZstdCodec.maxLevel();
        case SNAPPY -> SnappyCodec.probe();
      }
    }

    void require() {
      Boolean a = available;
      if (a == null) {
        try {
          probe();
          a = true;
        } catch (LinkageError e) {
          a = false;
        }
        available = a;
      }
      if (!a) {
        throw new UnsupportedOperationException(
            compressor
                + " needs the library "
                + artifact
                + " on the class path, with its native code for this platform");
      }
    }
  }
}

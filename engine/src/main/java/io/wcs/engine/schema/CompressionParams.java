package io.wcs.engine.schema;

import io.wcs.engine.sstable.io.BlockCodec;
import io.wcs.engine.sstable.io.BlockCodecs;
import io.wcs.engine.sstable.io.BlockCompression;
import java.util.Map;

/**
 * A table's {@code compression} option (as {@link TableProperties} keeps it: {@code enabled:
 * false}, or the compressor's full class name, {@code chunk_length_in_kb} and its own options) as
 * the storage engine's block compression. The compressor's options are checked here, with
 * Cassandra's messages, when the table is created or altered.
 */
final class CompressionParams {
  static final String CLASS_PACKAGE = "org.apache.cassandra.io.compress.";
  private static final String LZ4_TYPE = "lz4_compressor_type";
  private static final String LZ4_LEVEL = "lz4_high_compressor_level";
  private static final String ZSTD_LEVEL = "compression_level";
  // Cassandra's bounds come from the zstd library it ships (1.5): -(1 << 17) to 22.
  private static final int ZSTD_MIN_LEVEL = -(1 << 17);
  private static final int ZSTD_MAX_LEVEL = 22;

  private CompressionParams() {}

  /**
   * The compression of a table created or altered now.
   *
   * @throws IllegalArgumentException an option's value is not one the compressor takes
   * @throws UnsupportedOperationException the compressor's library is not on the class path
   */
  static BlockCompression toStorage(Map<String, String> compression) {
    String cls = compression.get("class");
    BlockCodec codec =
        cls == null
            ? BlockCodecs.stored()
            : codec(cls.substring(CLASS_PACKAGE.length()), compression);
    return new BlockCompression(codec, blockSize(compression));
  }

  /**
   * The compression of a table in a schema already stored. A table created with a compressor whose
   * library this process lacks (Zstd, Snappy) writes its new SSTables with LZ4 instead, so that the
   * database still opens and takes writes; reading the SSTables written with that compressor fails
   * with a message naming the library.
   */
  static BlockCompression forStorage(Map<String, String> compression) {
    try {
      return toStorage(compression);
    } catch (UnsupportedOperationException e) {
      return new BlockCompression(BlockCodecs.lz4(), blockSize(compression));
    }
  }

  private static int blockSize(Map<String, String> compression) {
    String chunkKb = compression.get("chunk_length_in_kb");
    return chunkKb == null
        ? BlockCompression.DEFAULT.blockSize()
        : Integer.parseInt(chunkKb) * 1024;
  }

  private static BlockCodec codec(String compressor, Map<String, String> options) {
    return switch (compressor) {
      case "LZ4Compressor" -> lz4(options);
      case "DeflateCompressor" -> BlockCodecs.deflate();
      case "SnappyCompressor" -> BlockCodecs.snappy();
      case "ZstdCompressor" -> BlockCodecs.zstd(zstdLevel(options.get(ZSTD_LEVEL)));
      case "NoopCompressor" -> BlockCodecs.stored();
      default -> throw new IllegalArgumentException("no codec for " + compressor);
    };
  }

  private static BlockCodec lz4(Map<String, String> options) {
    String type = options.getOrDefault(LZ4_TYPE, "fast");
    if (!type.equals("fast") && !type.equals("high")) {
      throw new IllegalArgumentException(
          "Invalid compressor type '"
              + type
              + "' specified for LZ4 parameter '"
              + LZ4_TYPE
              + "'. Valid options are [high, fast].");
    }
    int level = lz4Level(options.get(LZ4_LEVEL));
    return type.equals("high") ? BlockCodecs.lz4High(level) : BlockCodecs.lz4();
  }

  private static int lz4Level(String value) {
    if (value == null) {
      return 9;
    }
    IllegalArgumentException invalid =
        new IllegalArgumentException(
            "Invalid value ["
                + value
                + "] for parameter '"
                + LZ4_LEVEL
                + "'. Value must be between 1 and 17.");
    try {
      int level = Integer.parseInt(value);
      if (level < 1 || level > 17) {
        throw invalid;
      }
      return level;
    } catch (NumberFormatException e) {
      throw invalid;
    }
  }

  /** Cassandra reports what its compressor's factory threw, naming the exception's class. */
  private static int zstdLevel(String value) {
    if (value == null) {
      return 3;
    }
    int level;
    try {
      level = Integer.parseInt(value);
    } catch (NumberFormatException e) {
      throw zstdError(e.getClass().getName() + " For input string: \"" + value + "\"");
    }
    if (level < ZSTD_MIN_LEVEL || level > ZSTD_MAX_LEVEL) {
      throw zstdError(
          IllegalArgumentException.class.getName()
              + " "
              + ZSTD_LEVEL
              + "="
              + level
              + " is invalid");
    }
    return level;
  }

  private static IllegalArgumentException zstdError(String cause) {
    return new IllegalArgumentException("ZstdCompressor.create() threw an error: " + cause);
  }
}

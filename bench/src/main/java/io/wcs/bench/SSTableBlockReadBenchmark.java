package io.wcs.bench;

import io.wcs.engine.sstable.BlockSink;
import io.wcs.engine.sstable.BlockSource;
import io.wcs.engine.sstable.io.BlockCodec;
import io.wcs.engine.sstable.io.BlockCodecs;
import io.wcs.engine.sstable.io.BlockCompression;
import io.wcs.engine.sstable.io.CompressedBlockFiles;
import io.wcs.engine.storage.ByteWriter;
import io.wcs.engine.storage.RowEncoding;
import io.wcs.engine.storage.RowSerializer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import java.util.concurrent.ThreadLocalRandom;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.TearDown;

/**
 * One SSTable block read at a random offset of a {@value #FILE_MIB} MiB data stream of usertable
 * rows: the positional read of its header and compressed bytes (from the page cache), the CRC32C
 * check and the decompression of 16 KiB, what every read that misses the block cache pays, for each
 * codec a table's compression option can name. Run: {@code java -jar bench/target/benchmarks.jar
 * SSTableBlockReadBenchmark}.
 */
public class SSTableBlockReadBenchmark extends WcsBenchmark {
  private static final int FILE_MIB = 16;

  @Param({"lz4", "deflate", "zstd", "snappy", "none"})
  public String codec;

  private Path directory;
  private BlockSource source;

  @Setup(Level.Trial)
  public void write() throws IOException {
    directory = Files.createTempDirectory("wcs-block-read-bench");
    Path file = directory.resolve("Data.db");
    CompressedBlockFiles files = new CompressedBlockFiles();
    SplittableRandom random = new SplittableRandom(42);
    ByteWriter row = new ByteWriter(2048);
    try (BlockSink sink = files.create(file, new BlockCompression(codec(), 16 * 1024))) {
      while (sink.position() < FILE_MIB << 20) {
        row.reset();
        RowSerializer.writeRow(BenchTable.userRow(random, 1), RowEncoding.compact(0), row);
        sink.write(row.array(), 0, row.size());
      }
      sink.finish();
    }
    source = files.open(file);
  }

  private BlockCodec codec() {
    return switch (codec) {
      case "lz4" -> BlockCodecs.lz4();
      case "deflate" -> BlockCodecs.deflate();
      case "zstd" -> BlockCodecs.zstd(3);
      case "snappy" -> BlockCodecs.snappy();
      case "none" -> BlockCodecs.stored();
      default -> throw new IllegalArgumentException("unknown codec " + codec);
    };
  }

  @Benchmark
  public BlockSource.Block blockAt() throws IOException {
    return source.blockAt(ThreadLocalRandom.current().nextLong(source.length()));
  }

  @TearDown(Level.Trial)
  public void delete() throws IOException {
    source.close();
    BenchTable.delete(directory);
  }
}

package io.wcs.bench;

import io.wcs.engine.storage.ArrayByteReader;
import io.wcs.engine.storage.ByteWriter;
import io.wcs.engine.storage.Row;
import io.wcs.engine.storage.RowEncoding;
import io.wcs.engine.storage.RowSerializer;
import java.util.SplittableRandom;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * The row codec of SSTables (and of the commit log's mutations): {@code RowSerializer.writeRow}
 * into a reused buffer, and {@code readRow} of the same bytes, for the two row shapes: a
 * usertable row (ten 100-byte cells, no clustering) and a time-series reading (an int clustering
 * and one 8-byte cell), in an SSTable's compact encoding (timestamps relative to a base a second
 * earlier). Run: {@code java -jar bench/target/benchmarks.jar RowCodecBenchmark}.
 */
public class RowCodecBenchmark extends WcsBenchmark {
  @Param({"user", "reading"})
  public String shape;

  private Row row;
  private byte[] encoded;
  private final ByteWriter out = new ByteWriter(4096);
  private RowEncoding encoding;

  @Setup
  public void build() {
    long timestamp = 1_700_000_000_000_000L;
    encoding = RowEncoding.compact(timestamp - 1_000_000);
    row =
        shape.equals("user")
            ? BenchTable.userRow(new SplittableRandom(42), timestamp)
            : BenchTable.row(BenchTable.clustering(123_456), 1, 42L, timestamp);
    RowSerializer.writeRow(row, encoding, out);
    encoded = out.toByteArray();
  }

  @Benchmark
  public int encode() {
    out.reset();
    RowSerializer.writeRow(row, encoding, out);
    return out.size();
  }

  @Benchmark
  public Row decode() {
    ArrayByteReader in = new ArrayByteReader(encoded, "benchmark");
    return RowSerializer.readRow(in.readByte(), encoding, in);
  }
}

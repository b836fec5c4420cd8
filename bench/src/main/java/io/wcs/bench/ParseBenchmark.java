package io.wcs.bench;

import io.wcs.parser.CqlParser;
import io.wcs.parser.CqlSyntaxException;
import io.wcs.parser.ast.Statement;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Parse throughput of the statements an application prepares most: a row insert with a TTL and a
 * clustering-range read. Run: {@code java -jar bench/target/benchmarks.jar ParseBenchmark}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class ParseBenchmark {
  private static final String INSERT =
      "INSERT INTO ks.users (id, name, email, created) VALUES (?, ?, ?, ?) USING TTL ?";

  private static final String SELECT_SLICE =
      "SELECT ts, value FROM ks.readings WHERE sensor = ? AND ts >= ? AND ts < ?"
          + " ORDER BY ts DESC LIMIT 100";

  @Benchmark
  public Statement preparedInsert() throws CqlSyntaxException {
    return CqlParser.parse(INSERT);
  }

  @Benchmark
  public Statement clusteringSliceSelect() throws CqlSyntaxException {
    return CqlParser.parse(SELECT_SLICE);
  }
}

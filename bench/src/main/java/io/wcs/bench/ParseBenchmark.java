package io.wcs.bench;

import io.wcs.parser.CqlParser;
import io.wcs.parser.CqlSyntaxException;
import io.wcs.parser.ast.Statement;
import org.openjdk.jmh.annotations.Benchmark;

/**
 * Parse throughput of the statements an application prepares most: a row insert with a TTL and a
 * clustering-range read. Run: {@code java -jar bench/target/benchmarks.jar ParseBenchmark}.
 */
public class ParseBenchmark extends WcsBenchmark {
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

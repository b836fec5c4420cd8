package io.wcs.bench;

import io.wcs.engine.partition.Murmur3Partitioner;
import io.wcs.engine.storage.Bytes;
import io.wcs.engine.storage.Cell;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.DeletionTime;
import io.wcs.engine.storage.LivePartition;
import io.wcs.engine.storage.LivenessInfo;
import io.wcs.engine.storage.PartitionIterator;
import io.wcs.engine.storage.Row;
import io.wcs.engine.storage.StorageEngine;
import io.wcs.engine.storage.StorageOptions;
import io.wcs.engine.storage.TableLayout;
import io.wcs.engine.storage.TableOptions;
import io.wcs.engine.types.ClusteringCodec;
import io.wcs.engine.types.NativeType;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * The table the storage benchmarks use, as CQL would lay it out: a bigint partition key, an int
 * clustering column and value columns (ids 0 to n-1) of 8 bytes each. Also the engine each trial
 * opens in a temporary directory.
 */
final class BenchTable {
  static final int ID = 1;
  static final int USER_FIELDS = 10;

  private static final ClusteringCodec CLUSTERING =
      new ClusteringCodec(List.of(NativeType.INT), List.of(false));

  private BenchTable() {}

  /** Opens an engine with {@code options} in {@code directory}, with the table created. */
  static StorageEngine open(Path directory, StorageOptions options, long memtableThreshold)
      throws IOException {
    StorageEngine engine = StorageEngine.open(directory, options);
    TableOptions d = TableOptions.DEFAULT;
    engine.createTable(
        ID,
        TableLayout.NONE,
        new TableOptions(d.gcGraceSeconds(), d.compaction(), memtableThreshold));
    return engine;
  }

  static DecoratedKey key(long id) {
    byte[] key = ByteBuffer.allocate(8).putLong(id).array();
    return new DecoratedKey(Murmur3Partitioner.token(key), key);
  }

  static byte[] clustering(int value) {
    return CLUSTERING.encode(ByteBuffer.allocate(4).putInt(value).array());
  }

  /** An inserted row: a row marker and {@code columns} cells of 8 bytes. */
  static Row row(byte[] clustering, int columns, long value, long timestamp) {
    return row(clustering, columns, ByteBuffer.allocate(8).putLong(value).array(), timestamp);
  }

  /** An inserted row: a row marker and {@code columns} cells holding {@code value}. */
  static Row row(byte[] clustering, int columns, byte[] value, long timestamp) {
    List<Cell> cells = new ArrayList<>(columns);
    for (int c = 0; c < columns; c++) {
      cells.add(Cell.live(c, null, timestamp, value));
    }
    return Row.of(clustering, LivenessInfo.live(timestamp), DeletionTime.LIVE, List.of(), cells);
  }

  /**
   * The usertable row as storage holds it: no clustering, ten text cells of 100 random
   * printable characters.
   */
  static Row userRow(SplittableRandom random, long timestamp) {
    List<Cell> cells = new ArrayList<>(USER_FIELDS);
    for (int c = 0; c < USER_FIELDS; c++) {
      byte[] text = new byte[100];
      for (int i = 0; i < text.length; i++) {
        text[i] = (byte) ('a' + random.nextInt(26));
      }
      cells.add(Cell.live(c, null, timestamp, text));
    }
    return Row.of(Bytes.EMPTY, LivenessInfo.live(timestamp), DeletionTime.LIVE, List.of(), cells);
  }

  /**
   * Reads every row the iterator holds into {@code sink} (a JMH blackhole, or nothing for checks);
   * returns the number of rows.
   */
  static int consume(PartitionIterator partitions, Consumer<Object> sink) {
    int rows = 0;
    while (partitions.hasNext()) {
      LivePartition p = partitions.next();
      Iterator<Row> it = p.rows();
      while (it.hasNext()) {
        sink.accept(it.next());
        rows++;
      }
    }
    return rows;
  }

  static int nowInSeconds() {
    return (int) (System.currentTimeMillis() / 1000);
  }

  static void delete(Path directory) throws IOException {
    try (Stream<Path> paths = Files.walk(directory)) {
      for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    }
  }
}

package io.wcs.it.storage;

import io.wcs.engine.partition.Murmur3Partitioner;
import io.wcs.engine.storage.Cell;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.DeletionTime;
import io.wcs.engine.storage.LivenessInfo;
import io.wcs.engine.storage.Mutation;
import io.wcs.engine.storage.Row;
import io.wcs.engine.types.ClusteringCodec;
import io.wcs.engine.types.NativeType;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * One row written by the storage tests, named by (round, writer thread, sequence number).
 * Everything else derives from the name: the partition key (text {@code r<round>-t<thread>-p<n>},
 * {@value #ROWS_PER_PARTITION} consecutive rows per partition), the clustering (an int) and the
 * value. So a test can tell of any row it reads back whether it was written and whether it is
 * intact, and a writer process can report a write with one line of text ({@link #line}).
 */
record WrittenRow(int round, int thread, int seq) {
  static final int ROWS_PER_PARTITION = 16;
  static final int VALUE_COLUMN = 1;

  private static final ClusteringCodec CLUSTERING =
      new ClusteringCodec(List.of(NativeType.INT), List.of(false));

  DecoratedKey partitionKey() {
    byte[] key =
        ("r" + round + "-t" + thread + "-p" + seq / ROWS_PER_PARTITION)
            .getBytes(StandardCharsets.UTF_8);
    return new DecoratedKey(Murmur3Partitioner.token(key), key);
  }

  byte[] clustering() {
    return clustering(seq % ROWS_PER_PARTITION);
  }

  static byte[] clustering(int value) {
    return CLUSTERING.encode(ByteBuffer.allocate(4).putInt(value).array());
  }

  /** About 100 bytes, different for every row. */
  byte[] value() {
    return ("value of row " + line() + "; ").repeat(4).getBytes(StandardCharsets.UTF_8);
  }

  /** An INSERT of the row: a row marker and the value cell. */
  Mutation mutation(long timestamp) {
    return Mutation.builder(partitionKey())
        .addRow(
            Row.of(
                clustering(),
                LivenessInfo.live(timestamp),
                DeletionTime.LIVE,
                List.of(),
                List.of(Cell.live(VALUE_COLUMN, null, timestamp, value()))))
        .build();
  }

  String line() {
    return round + " " + thread + " " + seq;
  }

  static WrittenRow parse(String line) {
    String[] parts = line.split(" ");
    if (parts.length != 3) {
      throw new IllegalArgumentException("not a written-row line: '" + line + "'");
    }
    return new WrittenRow(
        Integer.parseInt(parts[0]), Integer.parseInt(parts[1]), Integer.parseInt(parts[2]));
  }

  /** The row stored under this partition key and clustering, as {@link #partitionKey} made it. */
  static WrittenRow of(DecoratedKey key, byte[] clustering) {
    String name = new String(key.key(), StandardCharsets.UTF_8);
    String[] parts = name.split("-");
    if (parts.length != 3
        || !parts[0].startsWith("r")
        || !parts[1].startsWith("t")
        || !parts[2].startsWith("p")) {
      throw new IllegalArgumentException("not a written-row partition key: '" + name + "'");
    }
    int inPartition = ByteBuffer.wrap(CLUSTERING.decode(clustering)[0]).getInt();
    return new WrittenRow(
        Integer.parseInt(parts[0].substring(1)),
        Integer.parseInt(parts[1].substring(1)),
        Integer.parseInt(parts[2].substring(1)) * ROWS_PER_PARTITION + inPartition);
  }
}

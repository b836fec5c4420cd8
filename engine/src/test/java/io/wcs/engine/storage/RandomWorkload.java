package io.wcs.engine.storage;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Random mutations over a small key space, so that writes collide: few partitions (some sharing a
 * token), short clusterings, timestamps that often tie, TTLs of a few seconds, every kind of
 * deletion, and values of a few bytes or some hundreds. Columns: 0 and 1 simple, 2 complex (paths
 * of one byte), 3 static.
 */
public final class RandomWorkload {
  public static final int COMPLEX_COLUMN = 2;
  public static final int STATIC_COLUMN = 3;

  private final Random random;
  private final List<DecoratedKey> keys = new ArrayList<>();
  private long clock = 1000;

  public RandomWorkload(Random random, int partitions) {
    this.random = random;
    for (int i = 0; i < partitions; i++) {
      keys.add(new DecoratedKey((i / 2) * 1_000_003L - 2_000_000L, new byte[] {(byte) i, 7}));
    }
  }

  public List<DecoratedKey> keys() {
    return keys;
  }

  public DecoratedKey randomKey() {
    return keys.get(random.nextInt(keys.size()));
  }

  public byte[] randomClustering() {
    int c = random.nextInt(24);
    return random.nextInt(4) == 0
        ? new byte[] {(byte) (c * 10), (byte) random.nextInt(3)}
        : new byte[] {(byte) (c * 10)};
  }

  private long timestamp() {
    clock += random.nextInt(3);
    return clock - random.nextInt(20);
  }

  /** Mostly a few bytes; one in eight large enough that the memtable keeps its row encoded. */
  private byte[] value() {
    byte[] v = new byte[random.nextInt(8) == 0 ? 600 + random.nextInt(100) : random.nextInt(6)];
    random.nextBytes(v);
    return v;
  }

  private Cell cell(int column, byte[] path, long ts, int now) {
    int kind = random.nextInt(10);
    if (kind < 2) {
      return Cell.expiring(column, path, ts, 1 + random.nextInt(5), now, value());
    }
    if (kind == 2) {
      return Cell.tombstone(column, path, ts, now);
    }
    return Cell.live(column, path, ts, value());
  }

  private Row row(byte[] clustering, int now) {
    long ts = timestamp();
    List<Cell> cells = new ArrayList<>();
    List<Row.ComplexDeletion> cds = new ArrayList<>();
    LivenessInfo marker = LivenessInfo.EMPTY;
    DeletionTime deletion = DeletionTime.LIVE;
    switch (random.nextInt(6)) {
      case 0 ->
          marker =
              random.nextBoolean()
                  ? LivenessInfo.live(ts)
                  : LivenessInfo.expiring(ts, 1 + random.nextInt(5), now);
      case 1 -> deletion = new DeletionTime(ts, now);
      case 2 -> cds.add(new Row.ComplexDeletion(COMPLEX_COLUMN, new DeletionTime(ts - 1, now)));
      default -> {}
    }
    if (deletion.isLive()) {
      for (int col = 0; col < 2; col++) {
        if (random.nextBoolean()) {
          cells.add(cell(col, null, ts, now));
        }
      }
      int elements = random.nextInt(3);
      for (int i = 0; i < elements; i++) {
        cells.add(cell(COMPLEX_COLUMN, new byte[] {(byte) random.nextInt(4)}, ts, now));
      }
    }
    return Row.of(clustering, marker, deletion, cds, cells);
  }

  public Mutation nextMutation(int now) {
    Mutation.Builder b = Mutation.builder(randomKey());
    int kind = random.nextInt(20);
    if (kind == 0) {
      b.deletePartition(new DeletionTime(timestamp(), now));
    } else if (kind <= 2) {
      byte[] a = randomClustering();
      byte[] z = randomClustering();
      byte[] start = Bytes.UNSIGNED.compare(a, z) <= 0 ? a : z;
      byte[] end = random.nextInt(4) == 0 ? null : (start == a ? z : a);
      b.addRangeTombstone(new RangeTombstone(start, end, new DeletionTime(timestamp(), now)));
    } else if (kind <= 4) {
      b.staticRow(
          Row.of(
              Bytes.EMPTY,
              LivenessInfo.EMPTY,
              DeletionTime.LIVE,
              List.of(),
              List.of(cell(STATIC_COLUMN, null, timestamp(), now))));
    } else {
      int rows = 1 + random.nextInt(3);
      for (int i = 0; i < rows; i++) {
        b.addRow(row(randomClustering(), now));
      }
    }
    return b.build();
  }

  /** A clustering slice set: everything, one slice, or a few. */
  public Slices randomSlices() {
    int n = random.nextInt(4);
    if (n == 0) {
      return Slices.ALL;
    }
    List<Slice> slices = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      byte[] a = randomClustering();
      byte[] z = randomClustering();
      boolean ordered = Bytes.UNSIGNED.compare(a, z) <= 0;
      slices.add(new Slice(ordered ? a : z, random.nextInt(5) == 0 ? null : ordered ? z : a));
    }
    return Slices.of(slices);
  }
}

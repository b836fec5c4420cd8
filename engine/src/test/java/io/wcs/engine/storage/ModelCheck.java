package io.wcs.engine.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The one random-operations driver of the storage tests (LevelDB's table_test idea): the same
 * seeded stream of mutations goes to a {@link ModelTable} and to a target (memtable, SSTable, whole
 * engine), and every read of the target must equal the model's, forward and reversed, single
 * partition and full scan, at the current time and a little later (TTLs expire in between).
 */
public final class ModelCheck {

  /** The storage under test. */
  public interface Target {
    void apply(Mutation m);

    /** One partition as the target shows it, or null. */
    ModelTable.Observed read(DecoratedKey key, Slices slices, boolean reversed, int now);

    /** Every non-empty partition in token order. */
    List<DecoratedKey> scanKeys(int now);

    /** Called every {@code checkEvery} operations: flush, compact, reopen... */
    default void maintain(int step, int now) {}
  }

  private ModelCheck() {}

  public static void run(long seed, int operations, int checkEvery, Target target) {
    Random random = new Random(seed);
    RandomWorkload workload = new RandomWorkload(random, 6);
    ModelTable model = new ModelTable();
    int now = 1000;
    for (int op = 1; op <= operations; op++) {
      now += random.nextInt(2);
      Mutation m = workload.nextMutation(now);
      model.apply(m);
      target.apply(m);
      if (op % checkEvery == 0) {
        target.maintain(op / checkEvery, now);
        check(seed, op, model, target, workload, random, now + random.nextInt(4));
      }
    }
  }

  private static void check(
      long seed,
      int op,
      ModelTable model,
      Target target,
      RandomWorkload workload,
      Random random,
      int now) {
    List<DecoratedKey> expectedKeys = new ArrayList<>();
    for (DecoratedKey key : workload.keys()) {
      if (model.read(key, Slices.ALL, false, now) != null) {
        expectedKeys.add(key);
      }
      Slices slices = random.nextBoolean() ? Slices.ALL : workload.randomSlices();
      for (boolean reversed : new boolean[] {false, true}) {
        ModelTable.Observed expected = model.read(key, slices, reversed, now);
        ModelTable.Observed actual = target.read(key, slices, reversed, now);
        assertEquals(
            ModelTable.describe(expected),
            ModelTable.describe(actual),
            "seed "
                + seed
                + ", op "
                + op
                + ", "
                + key
                + ", slices "
                + slices
                + ", reversed "
                + reversed
                + ", now "
                + now);
      }
    }
    expectedKeys.sort(null);
    assertEquals(expectedKeys, target.scanKeys(now), "scan, seed " + seed + ", op " + op);
  }
}

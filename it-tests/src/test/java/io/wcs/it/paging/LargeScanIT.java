package io.wcs.it.paging;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.it.ChildJvm;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Scans a file table about three times larger than the heap of the JVM that reads it: a full {@code
 * SELECT *} with the default fetch size and with a small one, {@code ALLOW FILTERING} scans that
 * keep half the rows and one row, a {@code SELECT DISTINCT} of the partition keys and a {@code
 * GROUP BY} count per partition. Each must read every row it should exactly once. An engine or
 * driver that held a whole result, or a whole scan's pages, in memory would end the reader with an
 * OutOfMemoryError, which fails the test (a fetch size as large as the table does).
 */
class LargeScanIT {
  /** The writer and the readers alike: memtables flush at an eighth of the heap. */
  private static final String SMALL_HEAP = "64m";

  private static final int TIMEOUT_SECONDS = 120;

  @TempDir Path dir;

  @Test
  void scansOfATableLargerThanTheHeapStream() throws Exception {
    String database = dir.resolve("db").toString();
    ChildJvm.run(LargeTableWriter.class, SMALL_HEAP, List.of(database), dir, TIMEOUT_SECONDS);

    long half = LargeTable.ROWS / 2;
    List<String> lines =
        ChildJvm.run(
                LargeTableReader.class,
                SMALL_HEAP,
                List.of(
                    database,
                    "5000",
                    "SELECT * FROM big.t",
                    "100",
                    "SELECT * FROM big.t",
                    "5000",
                    "SELECT n, v FROM big.t WHERE n >= " + half + " ALLOW FILTERING",
                    "5000",
                    "SELECT n FROM big.t WHERE n = " + half + " ALLOW FILTERING",
                    "5000",
                    "SELECT DISTINCT p FROM big.t",
                    "5000",
                    "SELECT p, count(*) FROM big.t GROUP BY p"),
                dir,
                TIMEOUT_SECONDS)
            .lines()
            .toList();

    long maxHeap = Long.parseLong(lines.get(0));
    long tableBytes = LargeTable.ROWS * LargeTable.VALUE_BYTES;
    assertTrue(
        tableBytes > 2 * maxHeap,
        () -> "the table (" + tableBytes + " bytes) must dwarf the heap (" + maxHeap + ")");
    String everyRow = LargeTable.ROWS + " " + LargeTable.sumFrom(0) + " " + tableBytes;
    assertEquals(
        List.of(
            everyRow,
            everyRow,
            half + " " + LargeTable.sumFrom(half) + " " + half * LargeTable.VALUE_BYTES,
            "1 " + half + " 0",
            LargeTable.PARTITIONS + " 0 0",
            LargeTable.PARTITIONS + " 0 0"),
        lines.subList(1, lines.size()));
  }
}

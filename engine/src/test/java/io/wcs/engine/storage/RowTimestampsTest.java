package io.wcs.engine.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Rows written with either timestamp coding read back the same, whatever their timestamps. */
class RowTimestampsTest {
  private static final long NOW = 1_764_000_000_000_000L;

  private static Row row(LivenessInfo marker, long... cellTimestamps) {
    List<Cell> cells = new java.util.ArrayList<>();
    for (int i = 0; i < cellTimestamps.length; i++) {
      cells.add(Cell.live(i, null, cellTimestamps[i], new byte[] {(byte) i}));
    }
    return Row.of(new byte[] {7}, marker, DeletionTime.LIVE, List.of(), cells);
  }

  private static byte[] write(Row row, RowTimestamps timestamps) {
    ByteWriter out = new ByteWriter(64);
    RowSerializer.writeRow(row, timestamps, out);
    return out.toByteArray();
  }

  private static Row read(byte[] bytes, RowTimestamps timestamps) {
    ArrayByteReader in = new ArrayByteReader(bytes, "test");
    return RowSerializer.readRow(in.readByte(), timestamps, in);
  }

  @Test
  void everyRowReadsBackUnderEitherCoding() {
    List<Row> rows =
        List.of(
            row(LivenessInfo.live(NOW), NOW, NOW, NOW + 5),
            row(LivenessInfo.EMPTY, NOW - 3, NOW),
            row(LivenessInfo.expiring(NOW, 60, 1_700_000_000), NOW - 1_000_000_000),
            row(LivenessInfo.live(Long.MIN_VALUE + 1), Long.MAX_VALUE),
            row(LivenessInfo.live(Long.MAX_VALUE), Long.MIN_VALUE + 1, 0),
            row(LivenessInfo.EMPTY));
    for (RowTimestamps coding :
        List.of(
            RowTimestamps.WHOLE,
            RowTimestamps.relativeTo(NOW),
            RowTimestamps.relativeTo(0),
            RowTimestamps.relativeTo(Long.MIN_VALUE))) {
      for (Row row : rows) {
        assertEquals(
            row.toString(), read(write(row, coding), coding).toString(), coding.toString());
      }
    }
  }

  @Test
  void timestampsNearTheBaseTakeFewBytes() {
    Row reading = row(LivenessInfo.live(NOW + 1_500_000), NOW + 1_500_000);
    int whole = write(reading, RowTimestamps.WHOLE).length;
    int relative = write(reading, RowTimestamps.relativeTo(NOW)).length;
    // Marker 8 -> 4 bytes (1.5 s from the base), first cell 8 -> 1 (the marker's timestamp).
    assertEquals(11, whole - relative, whole + " and " + relative + " bytes");
    assertTrue(relative < whole);
  }
}

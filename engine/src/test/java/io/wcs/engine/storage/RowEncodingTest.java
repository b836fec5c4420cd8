package io.wcs.engine.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Rows written in either encoding read back the same, whatever their timestamps and cells. */
class RowEncodingTest {
  private static final long NOW = 1_764_000_000_000_000L;
  private static final byte[] VALUE = {1, 2, 3};

  private static Row row(LivenessInfo marker, List<Cell> cells) {
    return Row.of(new byte[] {7}, marker, DeletionTime.LIVE, List.of(), cells);
  }

  /** Live cells of columns 0.. with these timestamps. */
  private static Row row(LivenessInfo marker, long... cellTimestamps) {
    List<Cell> cells = new ArrayList<>();
    for (int i = 0; i < cellTimestamps.length; i++) {
      cells.add(Cell.live(i, null, cellTimestamps[i], new byte[] {(byte) i}));
    }
    return row(marker, cells);
  }

  private static byte[] write(Row row, RowEncoding encoding) {
    ByteWriter out = new ByteWriter(64);
    RowSerializer.writeRow(row, encoding, out);
    return out.toByteArray();
  }

  private static Row read(byte[] bytes, RowEncoding encoding) {
    ArrayByteReader in = new ArrayByteReader(bytes, "test");
    return RowSerializer.readRow(in.readByte(), encoding, in);
  }

  @Test
  void encodingsAreEqualExactlyWhenTheirBaseAndKindAre() {
    assertEquals(RowEncoding.compact(NOW), RowEncoding.compact(NOW));
    assertEquals(RowEncoding.compact(NOW).hashCode(), RowEncoding.compact(NOW).hashCode());
    assertNotEquals(RowEncoding.compact(NOW), RowEncoding.compact(NOW + 1));
    assertNotEquals(RowEncoding.compact(0), RowEncoding.PLAIN);
    assertNotEquals(RowEncoding.PLAIN, new Object());
  }

  /** Rows of every shape the format has: markers, deletions, cell kinds, uniform cells. */
  private static List<Row> rowsOfEveryShape() {
    LivenessInfo live = LivenessInfo.live(NOW);
    return List.of(
        row(live, NOW, NOW, NOW),
        row(live, NOW, NOW, NOW + 5),
        row(LivenessInfo.EMPTY, NOW - 3, NOW),
        row(LivenessInfo.EMPTY, NOW, NOW),
        row(LivenessInfo.expiring(NOW, 60, 1_700_000_000), NOW - 1_000_000_000),
        row(LivenessInfo.live(Long.MIN_VALUE + 1), Long.MAX_VALUE),
        row(LivenessInfo.live(Long.MAX_VALUE), Long.MIN_VALUE + 1, 0),
        row(LivenessInfo.EMPTY),
        row(live, List.of(Cell.live(0, null, NOW, VALUE), Cell.live(2, null, NOW, VALUE))),
        row(
            live,
            List.of(Cell.live(3, null, NOW, VALUE), Cell.live(4, new byte[] {1}, NOW, VALUE))),
        row(live, List.of(Cell.live(0, null, NOW, VALUE), Cell.tombstone(1, null, NOW, 9))),
        row(live, List.of(Cell.expiring(5, null, NOW, 60, 1_700_000_000, VALUE))),
        Row.of(
                new byte[] {8},
                live,
                new DeletionTime(NOW - 1, 1_700_000_000),
                List.of(new Row.ComplexDeletion(4, new DeletionTime(NOW - 2, 1_700_000_001))),
                List.of(Cell.live(4, new byte[] {2}, NOW, VALUE)))
            .withWrittenClustering(new byte[] {0, 0, 0, 1, 8}));
  }

  private static final List<RowEncoding> ENCODINGS =
      List.of(
          RowEncoding.PLAIN,
          RowEncoding.compact(NOW),
          RowEncoding.compact(0),
          RowEncoding.compact(Long.MIN_VALUE));

  @Test
  void everyRowReadsBackInEitherEncoding() {
    for (RowEncoding encoding : ENCODINGS) {
      for (Row row : rowsOfEveryShape()) {
        assertEquals(
            row.toString(), read(write(row, encoding), encoding).toString(), encoding.toString());
      }
    }
  }

  @Test
  void skippingARowAfterItsClusteringEndsWhereReadingItDoes() {
    for (RowEncoding encoding : ENCODINGS) {
      for (Row row : rowsOfEveryShape()) {
        ByteWriter out = new ByteWriter(64);
        RowSerializer.writeRow(row, encoding, out);
        out.writeByte(RowSerializer.END_OF_PARTITION);
        ArrayByteReader in = new ArrayByteReader(out.toByteArray(), "test");
        int flags = in.readByte();
        assertEquals(
            Bytes.toHex(row.clustering()),
            Bytes.toHex(RowSerializer.readClustering(flags, encoding, in)));
        RowSerializer.skipRowAfterClustering(flags, in);
        assertEquals(RowSerializer.END_OF_PARTITION, in.readByte(), row + " in " + encoding);
        assertTrue(!in.hasRemaining(), row + " in " + encoding);
      }
    }
  }

  @Test
  void aCompactRowTakesFewerBytes() {
    Row reading = row(LivenessInfo.live(NOW + 1_500_000), NOW + 1_500_000);
    // Marker 8 -> 4 bytes (1.5 s from the base); the cell's flags, column and timestamp (1 + 1 + 8
    // bytes) -> column and timestamp (1 + 1, the marker's).
    assertEquals(12, saved(reading, RowEncoding.compact(NOW)));
    long[] tenColumns = new long[10];
    java.util.Arrays.fill(tenColumns, NOW);
    Row user = row(LivenessInfo.live(NOW), tenColumns);
    // Marker 8 -> 1 byte (the base itself); ten cells' flags, columns and timestamps (10 + 10 + 8 +
    // 9 bytes) -> first column and timestamp (1 + 1).
    assertEquals(7 + 35, saved(user, RowEncoding.compact(NOW)));
  }

  private static int saved(Row row, RowEncoding compact) {
    return write(row, RowEncoding.PLAIN).length - write(row, compact).length;
  }

  @Test
  void aPlainReaderRefusesCompactOnlyFlags() {
    byte[] compact = write(row(LivenessInfo.live(NOW), NOW, NOW), RowEncoding.compact(NOW));
    MalformedDataException e =
        assertThrows(MalformedDataException.class, () -> read(compact, RowEncoding.PLAIN));
    assertTrue(e.getMessage().startsWith("invalid row flags"), e.getMessage());
  }
}

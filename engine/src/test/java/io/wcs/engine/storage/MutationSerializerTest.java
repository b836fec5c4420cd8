package io.wcs.engine.storage;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.commitlog.CommitLogEntry;
import io.wcs.engine.commitlog.RecordFrame;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class MutationSerializerTest {

  @Test
  void randomMutationsRoundTrip() {
    RandomWorkload w = new RandomWorkload(new Random(7), 4);
    for (int i = 0; i < 2000; i++) {
      Mutation m = w.nextMutation(1_000_000);
      byte[] bytes = LoggedWrites.body(m);
      Mutation back = MutationSerializer.deserialize(bytes, "test");
      assertEquals(m.toString(), back.toString());
      assertArrayEquals(bytes, LoggedWrites.body(back));
    }
  }

  @Test
  void aWritesMutationsAreSerializedInTheLogsRecordLayoutAsEachAlone() {
    RandomWorkload w = new RandomWorkload(new Random(8), 4);
    for (int write = 0; write < 200; write++) {
      List<TableMutation> mutations = new ArrayList<>();
      for (int i = 0; i <= write % 5; i++) {
        mutations.add(new TableMutation(i, w.nextMutation(1_000_000)));
      }
      List<CommitLogEntry> entries = new ArrayList<>();
      EncodedRows rows = MutationSerializer.serializeAll(mutations, entries);
      assertEquals(mutations.size(), entries.size());
      // The thread's buffer: copied before LoggedWrites.body reuses it.
      byte[] all = rows.bytes().clone();
      int expectedStart = RecordFrame.firstBody(mutations.size());
      for (int i = 0; i < entries.size(); i++) {
        CommitLogEntry e = entries.get(i);
        assertSame(rows.bytes(), e.bytes());
        assertEquals(mutations.get(i).tableId(), e.tableId());
        assertEquals(expectedStart, e.offset(), "write " + write + ", mutation " + i);
        expectedStart = RecordFrame.nextBody(e.offset() + e.length());
        Mutation m = mutations.get(i).mutation();
        for (int r = 0; r < m.rows().size(); r++) {
          int at = rows.start(rows.firstRowOf(i) + r);
          ByteWriter alone = new ByteWriter(16);
          RowSerializer.writeRow(m.rows().get(r), MutationSerializer.ROW_ENCODING, alone);
          assertArrayEquals(
              alone.toByteArray(),
              Arrays.copyOfRange(all, at, at + rows.length(rows.firstRowOf(i) + r)),
              "write " + write + ", mutation " + i + ", row " + r);
        }
        assertArrayEquals(
            LoggedWrites.body(m),
            Arrays.copyOfRange(all, e.offset(), e.offset() + e.length()),
            "write " + write);
      }
    }
  }

  /** Version 1, whose rows are plain: what a commit log written before version 2 holds. */
  @Test
  void versionOneBodiesStillDeserialize() {
    RandomWorkload w = new RandomWorkload(new Random(9), 4);
    for (int i = 0; i < 500; i++) {
      Mutation m = w.nextMutation(1_000_000);
      ByteWriter out = new ByteWriter(64);
      out.writeByte(1);
      out.writeLong(m.key().token());
      out.writeBlob(m.key().key());
      out.writeByte((m.partitionDeletion().isLive() ? 0 : 1) | (m.staticRow() == null ? 0 : 2));
      if (!m.partitionDeletion().isLive()) {
        RowSerializer.writeDeletion(m.partitionDeletion(), out);
      }
      RowSerializer.writeRangeTombstones(m.rangeTombstones(), out);
      if (m.staticRow() != null) {
        RowSerializer.writeRow(m.staticRow(), RowEncoding.PLAIN, out);
      }
      out.writeUnsignedVInt(m.rows().size());
      for (Row r : m.rows()) {
        RowSerializer.writeRow(r, RowEncoding.PLAIN, out);
      }
      assertEquals(
          m.toString(), MutationSerializer.deserialize(out.toByteArray(), "test").toString());
    }
  }

  @Test
  void writtenClusteringValuesRoundTripAndTheFirstRowsAreKeptByAMerge() {
    byte[] key = {0x40, 1};
    Row first =
        Row.of(key, LivenessInfo.live(10), DeletionTime.LIVE, List.of(), List.of())
            .withWrittenClustering(new byte[] {0, 0, 0, 1, 7});
    Row second =
        Row.of(key, LivenessInfo.live(20), DeletionTime.LIVE, List.of(), List.of())
            .withWrittenClustering(new byte[] {0, 0, 0, 1, 8});
    Mutation m = Mutation.builder(new DecoratedKey(1, new byte[] {1})).addRow(first).build();
    Mutation back = MutationSerializer.deserialize(LoggedWrites.body(m), "test");
    assertEquals(first, back.rows().get(0));
    assertArrayEquals(new byte[] {0, 0, 0, 1, 7}, Row.merge(first, second).writtenClustering());
    Row unwritten = Row.of(key, LivenessInfo.EMPTY, new DeletionTime(5, 1), List.of(), List.of());
    assertArrayEquals(new byte[] {0, 0, 0, 1, 8}, Row.merge(unwritten, second).writtenClustering());
  }

  @Test
  void truncatedBodyIsRejectedWithPosition() {
    RandomWorkload w = new RandomWorkload(new Random(3), 4);
    byte[] bytes = LoggedWrites.body(w.nextMutation(1000));
    byte[] cut = Arrays.copyOf(bytes, bytes.length - 1);
    MalformedDataException e =
        assertThrows(
            MalformedDataException.class, () -> MutationSerializer.deserialize(cut, "log-7"));
    assertTrue(e.getMessage().contains("log-7 offset"), e.getMessage());
  }
}

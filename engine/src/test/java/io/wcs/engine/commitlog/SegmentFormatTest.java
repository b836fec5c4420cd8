package io.wcs.engine.commitlog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SegmentFormatTest {

  @Test
  void aSegmentsFileNameGivesBackItsVersionAndId() {
    String name = SegmentFormat.fileName(1234567890123L);
    assertEquals(
        new SegmentFormat.SegmentName(SegmentFormat.VERSION, 1234567890123L),
        SegmentFormat.parse(name));
  }

  @Test
  void namesOfOtherFilesAreNotSegments() {
    for (String name :
        new String[] {
          "CommitLog-.log",
          "CommitLog-1-.log",
          "CommitLog--5.log",
          "CommitLog-1-2-3.log",
          "CommitLog-1-2.log.tmp",
          "CommitLog-1-x.log",
          "CommitLog-١-2.log",
          "commitlog-1-2.log",
          "CommitLog-12.log",
          "replay-floors"
        }) {
      assertNull(SegmentFormat.parse(name), name);
    }
  }

  @Test
  void aSegmentOfANewerVersionIsRefused() {
    IllegalStateException e =
        assertThrows(
            IllegalStateException.class,
            () -> SegmentFormat.parse("CommitLog-" + (SegmentFormat.VERSION + 1) + "-7.log"));
    assertTrue(e.getMessage().contains("written by a newer WCS"), e.getMessage());
  }
}

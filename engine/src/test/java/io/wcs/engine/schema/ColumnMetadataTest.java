package io.wcs.engine.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.wcs.engine.schema.ColumnMetadata.Kind;
import io.wcs.engine.types.NativeType;
import java.util.List;
import org.junit.jupiter.api.Test;

class ColumnMetadataTest {
  private static final ColumnMetadata COLUMN =
      new ColumnMetadata("ts", Kind.CLUSTERING, 0, NativeType.TIMESTAMP, true, 7);

  @Test
  void equalColumnsAreEqualAndHashAlike() {
    ColumnMetadata same =
        new ColumnMetadata(new String("ts"), Kind.CLUSTERING, 0, NativeType.TIMESTAMP, true, 7);
    assertEquals(COLUMN, same);
    assertEquals(COLUMN.hashCode(), same.hashCode());
  }

  @Test
  void everyComponentTellsColumnsApart() {
    List<ColumnMetadata> others =
        List.of(
            new ColumnMetadata("tz", Kind.CLUSTERING, 0, NativeType.TIMESTAMP, true, 7),
            new ColumnMetadata("ts", Kind.PARTITION_KEY, 0, NativeType.TIMESTAMP, true, 7),
            new ColumnMetadata("ts", Kind.CLUSTERING, 1, NativeType.TIMESTAMP, true, 7),
            new ColumnMetadata("ts", Kind.CLUSTERING, 0, NativeType.BIGINT, true, 7),
            new ColumnMetadata("ts", Kind.CLUSTERING, 0, NativeType.TIMESTAMP, false, 7),
            new ColumnMetadata("ts", Kind.CLUSTERING, 0, NativeType.TIMESTAMP, true, 8));
    for (ColumnMetadata other : others) {
      assertNotEquals(COLUMN, other, other.toString());
    }
    assertNotEquals(COLUMN, null);
    assertNotEquals(COLUMN, "ts");
  }
}

package io.wcs.engine.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.MapType;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.UserType;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A dropped column's type is recorded as Cassandra records it, and decides what may take its name.
 */
class DroppedColumnTest {
  private static final UserType ADDRESS =
      new UserType("ks", "ad", List.of("a", "b"), List.of(NativeType.INT, NativeType.TEXT), true);

  @Test
  void userTypesAreRecordedAsTuplesAndCollectionsKeepTheirFreezing() {
    assertEquals("frozen<tuple<int, text>>", DroppedColumn.recorded(ADDRESS).cqlName());
    CqlType nested = new ListType(ADDRESS, false);
    assertEquals("list<frozen<tuple<int, text>>>", DroppedColumn.recorded(nested).cqlName());
    assertEquals(
        "list<int>", DroppedColumn.recorded(new ListType(NativeType.INT, false)).cqlName());
  }

  @Test
  void aNameIsTakenAgainByATypeThatReadsTheDroppedCells() {
    CqlType list = new ListType(NativeType.INT, false);
    assertTrue(DroppedColumn.canReAdd(list, list));
    assertFalse(DroppedColumn.canReAdd(list, list.freeze()), "frozen or not as it was");
    assertTrue(
        DroppedColumn.canReAdd(
            new MapType(NativeType.INT, NativeType.TEXT, false),
            new MapType(NativeType.INT, NativeType.BLOB, false)));
    assertFalse(
        DroppedColumn.canReAdd(
            new MapType(NativeType.INT, NativeType.TEXT, false),
            new MapType(NativeType.BIGINT, NativeType.TEXT, false)),
        "a map's keys unchanged");
    assertFalse(
        DroppedColumn.canReAdd(DroppedColumn.recorded(ADDRESS), ADDRESS),
        "a user type is no tuple");
  }
}

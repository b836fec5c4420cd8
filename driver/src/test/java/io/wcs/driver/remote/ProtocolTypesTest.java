package io.wcs.driver.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.datastax.oss.protocol.internal.response.result.ColumnSpec;
import com.datastax.oss.protocol.internal.response.result.RawType;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.VectorType;
import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.Test;

class ProtocolTypesTest {
  private static final String P = "org.apache.cassandra.db.marshal.";

  private static ColumnSpec custom(String className) {
    return new ColumnSpec("ks", "t", "v", 0, new RawType.RawCustom(className));
  }

  @Test
  void readsAVectorOfListsAsCassandraSpellsIt() throws SQLException {
    assertEquals(
        new VectorType(new ListType(NativeType.INT, true), 2),
        ProtocolTypes.columns(
                List.of(
                    custom(
                        P
                            + "VectorType("
                            + P
                            + "FrozenType("
                            + P
                            + "ListType("
                            + P
                            + "Int32Type)) , 2)")))
            .get(0)
            .type());
  }

  @Test
  void refusesATypeItCannotReadAsTheStatementsFault() {
    SQLException thrown =
        assertThrows(
            SQLException.class,
            () -> ProtocolTypes.columns(List.of(custom(P + "DynamicCompositeType(x)"))));
    assertEquals("HYC00", thrown.getSQLState());
    assertEquals(
        "column v has a type WCS cannot read: not a Cassandra marshal type WCS knows: "
            + P
            + "DynamicCompositeType(x) (at character 53)",
        thrown.getMessage());
  }
}

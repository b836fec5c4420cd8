package io.wcs.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import com.datastax.oss.protocol.internal.ProtocolConstants;
import com.datastax.oss.protocol.internal.response.result.RawType;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.MapType;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.UserType;
import io.wcs.engine.types.VectorType;
import java.util.List;
import org.junit.jupiter.api.Test;

class RawTypesTest {

  @Test
  void nativeTypesHaveTheirProtocolIds() {
    assertEquals(ProtocolConstants.DataType.VARCHAR, RawTypes.of(NativeType.TEXT, 5).id);
    assertEquals(ProtocolConstants.DataType.COUNTER, RawTypes.of(NativeType.COUNTER, 4).id);
    assertEquals(ProtocolConstants.DataType.DURATION, RawTypes.of(NativeType.DURATION, 5).id);
  }

  /** Every native type travels under the protocol id the engine gives it, and reads back. */
  @Test
  void everyNativeTypeRoundTripsThroughItsProtocolId() {
    for (NativeType type : NativeType.values()) {
      RawType raw = RawTypes.of(type, 5);
      assertEquals(type.protocolId(), raw.id, type.cqlName());
      assertEquals(type, NativeType.byProtocolId(raw.id));
    }
    assertEquals(ProtocolConstants.DataType.TIMESTAMP, NativeType.TIMESTAMP.protocolId());
    assertEquals(ProtocolConstants.DataType.DATE, NativeType.DATE.protocolId());
    assertEquals(ProtocolConstants.DataType.INET, NativeType.INET.protocolId());
  }

  /** Before v5, duration has no id of its own: Cassandra sends it as its marshal class. */
  @Test
  void durationIsCustomBeforeV5() {
    RawType.RawCustom custom =
        assertInstanceOf(RawType.RawCustom.class, RawTypes.of(NativeType.DURATION, 4));
    assertEquals("org.apache.cassandra.db.marshal.DurationType", custom.className);
  }

  @Test
  void collectionsAndUserTypesNestTheirElements() {
    RawType.RawMap map =
        assertInstanceOf(
            RawType.RawMap.class,
            RawTypes.of(
                new MapType(NativeType.TEXT, new ListType(NativeType.INT, true), false), 5));
    assertEquals(ProtocolConstants.DataType.VARCHAR, map.keyType.id);
    assertEquals(ProtocolConstants.DataType.LIST, map.valueType.id);
    RawType.RawUdt udt =
        assertInstanceOf(
            RawType.RawUdt.class,
            RawTypes.of(
                new UserType(
                    "ks",
                    "addr",
                    List.of("street", "zip"),
                    List.of(NativeType.TEXT, NativeType.INT),
                    true),
                5));
    assertEquals("addr", udt.typeName);
    assertEquals(List.of("street", "zip"), List.copyOf(udt.fields.keySet()));
  }

  /** A vector is a Custom type named as Cassandra 5.0 names it, element class and dimension. */
  @Test
  void vectorsAreNamedByTheirMarshalClass() {
    RawType.RawCustom custom =
        assertInstanceOf(
            RawType.RawCustom.class, RawTypes.of(new VectorType(NativeType.FLOAT, 3), 5));
    assertEquals(
        "org.apache.cassandra.db.marshal.VectorType(org.apache.cassandra.db.marshal.FloatType,3)",
        custom.className);
  }
}

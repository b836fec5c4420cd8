package io.wcs.server;

import com.datastax.oss.protocol.internal.ProtocolConstants;
import com.datastax.oss.protocol.internal.response.result.RawType;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.MapType;
import io.wcs.engine.types.MarshalTypeNames;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.SetType;
import io.wcs.engine.types.TupleType;
import io.wcs.engine.types.UserType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The native protocol's type descriptors ({@code [option]}, spec section 4.2.5.2) of CQL types.
 * Frozenness is not part of a descriptor. Types without a protocol id of their own travel as
 * Custom, named by Cassandra's marshal class as Cassandra 5.0 names them: {@code duration} before
 * protocol v5, {@code date}, {@code time}, {@code smallint} and {@code tinyint} in v3, and {@code
 * vector}, whose class name spells its element type and dimension.
 */
final class RawTypes {
  private RawTypes() {}

  static RawType of(CqlType type, int protocolVersion) {
    if (type instanceof NativeType nativeType) {
      if (protocolVersion < versionWithIdOf(nativeType)) {
        return new RawType.RawCustom(MarshalTypeNames.of(type));
      }
      return RawType.PRIMITIVES.get(nativeType.protocolId());
    }
    if (type instanceof ListType list) {
      return new RawType.RawList(of(list.element(), protocolVersion));
    }
    if (type instanceof SetType set) {
      return new RawType.RawSet(of(set.element(), protocolVersion));
    }
    if (type instanceof MapType map) {
      return new RawType.RawMap(of(map.key(), protocolVersion), of(map.value(), protocolVersion));
    }
    if (type instanceof TupleType tuple) {
      List<RawType> items = new ArrayList<>(tuple.types().size());
      for (CqlType item : tuple.types()) {
        items.add(of(item, protocolVersion));
      }
      return new RawType.RawTuple(items);
    }
    if (type instanceof UserType udt) {
      Map<String, RawType> fields = new LinkedHashMap<>();
      for (int i = 0; i < udt.fieldNames().size(); i++) {
        fields.put(udt.fieldNames().get(i), of(udt.fieldTypes().get(i), protocolVersion));
      }
      return new RawType.RawUdt(udt.keyspace(), udt.name(), fields);
    }
    return new RawType.RawCustom(MarshalTypeNames.of(type));
  }

  /** The first protocol version that gives the type an id of its own. */
  private static int versionWithIdOf(NativeType type) {
    return switch (type) {
      case DURATION -> ProtocolConstants.Version.V5;
      case DATE, TIME, SMALLINT, TINYINT -> ProtocolConstants.Version.V4;
      default -> ProtocolConstants.Version.V3;
    };
  }
}

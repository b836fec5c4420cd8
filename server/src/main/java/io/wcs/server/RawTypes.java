package io.wcs.server;

import com.datastax.oss.protocol.internal.ProtocolConstants;
import com.datastax.oss.protocol.internal.response.result.RawType;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.MapType;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.SetType;
import io.wcs.engine.types.TupleType;
import io.wcs.engine.types.UserType;
import io.wcs.engine.types.VectorType;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The native protocol's type descriptors ({@code [option]}, spec section 4.2.5.2) of CQL types.
 * Frozenness is not part of a descriptor. Types without a protocol id of their own travel as
 * Custom, named by Cassandra's marshal class as Cassandra 5.0 names them: {@code duration} before
 * protocol v5, and {@code vector}, whose class name spells its element type and dimension.
 */
final class RawTypes {
  private static final String MARSHAL = "org.apache.cassandra.db.marshal.";

  private RawTypes() {}

  static RawType of(CqlType type, int protocolVersion) {
    if (type instanceof NativeType nativeType) {
      if (nativeType == NativeType.DURATION && protocolVersion < ProtocolConstants.Version.V5) {
        return new RawType.RawCustom(marshalName(type));
      }
      return RawType.PRIMITIVES.get(id(nativeType));
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
    return new RawType.RawCustom(marshalName(type));
  }

  private static int id(NativeType type) {
    return switch (type) {
      case ASCII -> ProtocolConstants.DataType.ASCII;
      case BIGINT -> ProtocolConstants.DataType.BIGINT;
      case BLOB -> ProtocolConstants.DataType.BLOB;
      case BOOLEAN -> ProtocolConstants.DataType.BOOLEAN;
      case COUNTER -> ProtocolConstants.DataType.COUNTER;
      case DATE -> ProtocolConstants.DataType.DATE;
      case DECIMAL -> ProtocolConstants.DataType.DECIMAL;
      case DOUBLE -> ProtocolConstants.DataType.DOUBLE;
      case DURATION -> ProtocolConstants.DataType.DURATION;
      case FLOAT -> ProtocolConstants.DataType.FLOAT;
      case INET -> ProtocolConstants.DataType.INET;
      case INT -> ProtocolConstants.DataType.INT;
      case SMALLINT -> ProtocolConstants.DataType.SMALLINT;
      case TEXT -> ProtocolConstants.DataType.VARCHAR;
      case TIME -> ProtocolConstants.DataType.TIME;
      case TIMESTAMP -> ProtocolConstants.DataType.TIMESTAMP;
      case TIMEUUID -> ProtocolConstants.DataType.TIMEUUID;
      case TINYINT -> ProtocolConstants.DataType.TINYINT;
      case UUID -> ProtocolConstants.DataType.UUID;
      case VARINT -> ProtocolConstants.DataType.VARINT;
    };
  }

  /** Cassandra's marshal class for a type, with its parameters, as a Custom type is named. */
  static String marshalName(CqlType type) {
    if (type instanceof NativeType nativeType) {
      return MARSHAL + nativeMarshalName(nativeType);
    }
    if (type instanceof VectorType vector) {
      return MARSHAL
          + "VectorType("
          + marshalName(vector.element())
          + ","
          + vector.dimension()
          + ")";
    }
    if (type instanceof TupleType tuple) {
      return parameterized("TupleType", tuple.types().stream().map(RawTypes::marshalName).toList());
    }
    String name;
    boolean frozen;
    if (type instanceof ListType list) {
      name = parameterized("ListType", List.of(marshalName(list.element())));
      frozen = list.frozen();
    } else if (type instanceof SetType set) {
      name = parameterized("SetType", List.of(marshalName(set.element())));
      frozen = set.frozen();
    } else if (type instanceof MapType map) {
      name = parameterized("MapType", List.of(marshalName(map.key()), marshalName(map.value())));
      frozen = map.frozen();
    } else {
      UserType udt = (UserType) type;
      List<String> parameters = new ArrayList<>();
      parameters.add(udt.keyspace());
      parameters.add(hex(udt.name()));
      for (int i = 0; i < udt.fieldNames().size(); i++) {
        parameters.add(hex(udt.fieldNames().get(i)) + ":" + marshalName(udt.fieldTypes().get(i)));
      }
      name = parameterized("UserType", parameters);
      frozen = udt.frozen();
    }
    return frozen ? parameterized("FrozenType", List.of(name)) : name;
  }

  private static String parameterized(String marshalClass, List<String> parameters) {
    return MARSHAL + marshalClass + "(" + String.join(",", parameters) + ")";
  }

  /** UDT and field names are hex-encoded UTF-8 in marshal class names. */
  private static String hex(String name) {
    return HexFormat.of().formatHex(name.getBytes(StandardCharsets.UTF_8));
  }

  private static String nativeMarshalName(NativeType type) {
    return switch (type) {
      case ASCII -> "AsciiType";
      case BIGINT -> "LongType";
      case BLOB -> "BytesType";
      case BOOLEAN -> "BooleanType";
      case COUNTER -> "CounterColumnType";
      case DATE -> "SimpleDateType";
      case DECIMAL -> "DecimalType";
      case DOUBLE -> "DoubleType";
      case DURATION -> "DurationType";
      case FLOAT -> "FloatType";
      case INET -> "InetAddressType";
      case INT -> "Int32Type";
      case SMALLINT -> "ShortType";
      case TEXT -> "UTF8Type";
      case TIME -> "TimeType";
      case TIMESTAMP -> "TimestampType";
      case TIMEUUID -> "TimeUUIDType";
      case TINYINT -> "ByteType";
      case UUID -> "UUIDType";
      case VARINT -> "IntegerType";
    };
  }
}

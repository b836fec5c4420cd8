package io.wcs.driver.remote;

import com.datastax.oss.protocol.internal.response.result.ColumnSpec;
import com.datastax.oss.protocol.internal.response.result.RawType;
import io.wcs.driver.error.WcsSqlState;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.MapType;
import io.wcs.engine.types.MarshalTypeNames;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.SetType;
import io.wcs.engine.types.TupleType;
import io.wcs.engine.types.UserType;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The CQL types of the native protocol's type descriptors, so that a remote result's columns are
 * typed as an embedded one's. A descriptor does not say whether a collection or UDT is frozen:
 * those at the top are read as not frozen, those inside another type as frozen, as CQL requires.
 */
final class ProtocolTypes {
  private ProtocolTypes() {}

  /**
   * The columns the server describes; a type WCS cannot read is refused as a statement's fault, so
   * the connection goes on.
   */
  static List<io.wcs.engine.cql.ColumnSpec> columns(List<ColumnSpec> specs) throws SQLException {
    List<io.wcs.engine.cql.ColumnSpec> columns = new ArrayList<>(specs.size());
    for (ColumnSpec spec : specs) {
      CqlType type;
      try {
        type = type(spec.type);
      } catch (IllegalArgumentException e) {
        throw WcsSqlState.FEATURE_NOT_SUPPORTED.exception(
            "column " + spec.name + " has a type WCS cannot read: " + e.getMessage(), e);
      }
      columns.add(new io.wcs.engine.cql.ColumnSpec(spec.ksName, spec.tableName, spec.name, type));
    }
    return columns;
  }

  static CqlType type(RawType raw) {
    if (raw instanceof RawType.RawList list) {
      return new ListType(type(list.elementType).freeze(), false);
    }
    if (raw instanceof RawType.RawSet set) {
      return new SetType(type(set.elementType).freeze(), false);
    }
    if (raw instanceof RawType.RawMap map) {
      return new MapType(type(map.keyType).freeze(), type(map.valueType).freeze(), false);
    }
    if (raw instanceof RawType.RawTuple tuple) {
      List<CqlType> items = new ArrayList<>(tuple.fieldTypes.size());
      tuple.fieldTypes.forEach(item -> items.add(type(item).freeze()));
      return new TupleType(items);
    }
    if (raw instanceof RawType.RawUdt udt) {
      List<String> names = new ArrayList<>(udt.fields.size());
      List<CqlType> types = new ArrayList<>(udt.fields.size());
      for (Map.Entry<String, RawType> field : udt.fields.entrySet()) {
        names.add(field.getKey());
        types.add(type(field.getValue()).freeze());
      }
      return new UserType(udt.keyspace, udt.typeName, names, types, false);
    }
    if (raw instanceof RawType.RawCustom custom) {
      return MarshalTypeNames.parse(custom.className);
    }
    return nativeType(raw.id);
  }

  private static NativeType nativeType(int id) {
    NativeType type = NativeType.byProtocolId(id);
    if (type == null) {
      throw new IllegalArgumentException("unknown native protocol type id " + id);
    }
    return type;
  }
}

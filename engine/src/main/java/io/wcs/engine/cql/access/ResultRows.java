package io.wcs.engine.cql.access;

import io.wcs.engine.cql.ColumnSpec;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.MapType;
import io.wcs.engine.types.NativeType;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * The columns and values of the role statements' answers, as Cassandra names them: columns of
 * pseudo-tables in {@code system_auth}, values in the native protocol's format.
 */
final class ResultRows {
  static final CqlType TEXT_MAP = new MapType(NativeType.TEXT, NativeType.TEXT, false);

  /** A map without entries: its count, zero. */
  static final byte[] EMPTY_MAP = new byte[4];

  private static final byte[] TRUE = {1};
  private static final byte[] FALSE = {0};

  private ResultRows() {}

  static ColumnSpec column(String table, String name, CqlType type) {
    return new ColumnSpec("system_auth", table, name, type);
  }

  static List<ColumnSpec> textColumns(String table, String... names) {
    return Arrays.stream(names).map(name -> column(table, name, NativeType.TEXT)).toList();
  }

  static byte[] text(String value) {
    return value.getBytes(StandardCharsets.UTF_8);
  }

  static byte[] bool(boolean value) {
    return value ? TRUE : FALSE;
  }
}

package io.wcs.engine.cql.selection;

import io.wcs.engine.cql.term.Term;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.MapType;
import io.wcs.engine.types.SetType;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.util.List;

/**
 * {@code c[key]} and {@code c[from..to]} on a set or map: the map's value for the key or the set's
 * element if present; for a slice the elements (or entries) whose keys lie between the bounds, both
 * inclusive, a missing bound being open. An empty slice of a non-frozen collection is null, as
 * non-frozen collections are never empty. Keys are constants or bind markers. On a non-frozen map
 * column, {@code queried} (else null) says which entries keep their values.
 */
record ElementSelector(
    Selector collection, Term from, Term to, boolean slice, QueriedMapCells queried)
    implements Selector {

  /**
   * The value of a map entry whose value was not read: empty, as Cassandra sends it (its drivers
   * show an empty int, for example, as null).
   */
  private static final byte[] UNREAD_VALUE = new byte[0];

  private CqlType keyType() {
    CqlType t = collection.type();
    return t instanceof MapType m ? m.key() : ((SetType) t).element();
  }

  @Override
  public CqlType type() {
    CqlType t = collection.type();
    if (slice) {
      return t;
    }
    return t instanceof MapType m ? m.value() : ((SetType) t).element();
  }

  @Override
  public byte[] compute(RowView row) {
    byte[] value = collection.compute(row);
    if (value == null) {
      return null;
    }
    byte[] lo = from == null ? null : from.bind(row.options());
    byte[] hi = to == null ? null : to.bind(row.options());
    boolean map = collection.type() instanceof MapType;
    List<byte[][]> subselections = queried == null ? null : queried.bind(row.options());
    CqlType keys = keyType();
    ByteBuffer in = ByteBuffer.wrap(value);
    int count = in.getInt();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int kept = 0;
    for (int i = 0; i < count; i++) {
      byte[] key = sized(in);
      byte[] element = map ? sized(in) : key;
      if (queried != null && !queried.isQueried(subselections, key)) {
        element = UNREAD_VALUE;
      }
      if (!slice) {
        if (lo != null && keys.compare(key, lo) == 0) {
          return element;
        }
        continue;
      }
      if ((lo == null || keys.compare(key, lo) >= 0)
          && (hi == null || keys.compare(key, hi) <= 0)) {
        kept++;
        writeSized(out, key);
        if (map) {
          writeSized(out, element);
        }
      }
    }
    if (!slice || (kept == 0 && collection.type().isMultiCell())) {
      return null;
    }
    byte[] elements = out.toByteArray();
    return ByteBuffer.allocate(4 + elements.length).putInt(kept).put(elements).array();
  }

  private static byte[] sized(ByteBuffer in) {
    byte[] b = new byte[in.getInt()];
    in.get(b);
    return b;
  }

  private static void writeSized(ByteArrayOutputStream out, byte[] b) {
    out.writeBytes(ByteBuffer.allocate(4).putInt(b.length).array());
    out.writeBytes(b);
  }
}

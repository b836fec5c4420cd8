package io.wcs.engine.types;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Encodes a table's clustering (its clustering column values) as one byte-comparable key, so the
 * storage layer orders rows with an unsigned byte comparison, descending columns included.
 *
 * <p>Key layout: per column, {@link #COMPONENT} (0x40) then the column type's byte-comparable
 * encoding, inverted for a descending column; an {@link CqlType#isEmptyValue empty value} is the
 * marker alone, 0x3F in an ascending column (before the column's values) and 0x41 in a descending
 * one (after them). A prefix of the key is the encoding of a prefix of the clustering. The static
 * row's key is empty and sorts before every row. A bound is a prefix followed by 0x3F (at or before
 * every longer key with that prefix, all of which continue with 0x3F, 0x40 or 0x41) or 0x42 (just
 * after every key with that prefix). Slices never contain the static row. Markers are on disk:
 * never renumber. (Range tombstones written before empty values existed end prefixes with 0x40 and
 * 0x41, which still bound every key without an empty value.)
 *
 * <p>A key holds a decimal by its numeric value alone, as 1.5 and 1.50 are one clustering in
 * Cassandra; where a column's type holds decimals, {@link #writtenValues} keeps the values as
 * written beside the key, for {@link #decode(byte[], byte[])} to give them back.
 *
 * <p>Immutable and thread-safe.
 */
public final class ClusteringCodec {
  /** Key of the static row: sorts before every clustering. */
  public static final byte[] STATIC_KEY = new byte[0];

  private static final byte[] NO_VALUES = new byte[0];

  static final int COMPONENT = 0x40;
  private static final int EMPTY_ASCENDING = 0x3F;
  private static final int EMPTY_DESCENDING = 0x41;
  private static final int BEFORE_PREFIX = 0x3F;
  private static final int AFTER_PREFIX = 0x42;

  private final List<CqlType> types;
  // Per column, the codec of a fixed-width integer type (a timestamp, an int: the usual clustering
  // columns), called directly where a row read decodes its clustering; null for other types, read
  // through their CqlType. That call goes through two interfaces every type implements.
  private final FixedIntegerCodec[] fixedIntegers;
  private final boolean[] descending;
  private final boolean keyKeepsValues;

  /**
   * @param types the clustering column types, in clustering order
   * @param descending per column, whether it is {@code DESC} in {@code CLUSTERING ORDER BY}
   */
  public ClusteringCodec(List<CqlType> types, List<Boolean> descending) {
    if (types.size() != descending.size()) {
      throw new IllegalArgumentException(
          types.size() + " clustering types but " + descending.size() + " orders");
    }
    for (CqlType t : types) {
      if (!t.isByteComparable() || t.isMultiCell()) {
        throw new InvalidValueException("type " + t.cqlName() + " cannot be a clustering column");
      }
    }
    this.types = List.copyOf(types);
    this.fixedIntegers = new FixedIntegerCodec[types.size()];
    boolean exact = true;
    for (int i = 0; i < fixedIntegers.length; i++) {
      if (types.get(i) instanceof NativeType n && n.codec() instanceof FixedIntegerCodec f) {
        fixedIntegers[i] = f;
      }
      exact &= types.get(i).isComparableFormExact();
    }
    this.keyKeepsValues = exact;
    this.descending = new boolean[descending.size()];
    for (int i = 0; i < this.descending.length; i++) {
      this.descending[i] = descending.get(i);
    }
  }

  public int size() {
    return types.size();
  }

  public List<CqlType> types() {
    return types;
  }

  /** Key of a full clustering: one serialized value per clustering column. */
  public byte[] encode(byte[]... values) {
    if (values.length != types.size()) {
      throw new InvalidValueException(
          "a clustering needs " + types.size() + " values, got " + values.length);
    }
    return encodePrefix(values);
  }

  /** Encoding of the first {@code prefix.length} clustering values (0 to {@link #size()}). */
  public byte[] encodePrefix(byte[]... prefix) {
    return bound(prefix, -1);
  }

  /**
   * What to store beside the key of a full clustering for {@link #decode(byte[], byte[])}: null
   * when the key gives the values back, else the values as written (each as a 4-byte length and its
   * bytes).
   */
  public byte[] writtenValues(byte[][] values) {
    return keyKeepsValues ? null : FieldsLayout.write(Arrays.asList(values));
  }

  /**
   * The clustering values of a row: {@code writtenValues} when the row has them (see {@link
   * #writtenValues}), else those of its key.
   */
  public byte[][] decode(byte[] key, byte[] writtenValues) {
    return decode(key, writtenValues, new ComparableReader(key));
  }

  /**
   * As {@link #decode(byte[], byte[])}, reading the key with {@code reader} (reset here): a caller
   * decoding row after row passes one reader rather than allocating one per row.
   */
  public byte[][] decode(byte[] key, byte[] writtenValues, ComparableReader reader) {
    if (writtenValues != null) {
      return FieldsLayout.read(writtenValues, types, "clustering").toArray(new byte[0][]);
    }
    return decodeKey(key, reader.reset(key));
  }

  /** The serialized clustering values of a key made by {@link #encode} or {@link #encodePrefix}. */
  public byte[][] decode(byte[] key) {
    return decodeKey(key, new ComparableReader(key));
  }

  /**
   * The first clustering value of a row, as {@link #decode(byte[], byte[], ComparableReader)} gives
   * it, without the array of every value: a row of a table with one clustering column is read this
   * way, with no array a row.
   */
  public byte[] decodeFirst(byte[] key, byte[] writtenValues, ComparableReader reader) {
    if (writtenValues != null) {
      return FieldsLayout.read(writtenValues, types, "clustering").get(0);
    }
    ComparableReader in = reader.reset(key);
    if (!in.hasRemaining()) {
      throw malformed(key, 0);
    }
    return readComponent(key, in, 0);
  }

  /** Decodes {@code key} through {@code in}, positioned at its start, into a right-sized array. */
  private byte[][] decodeKey(byte[] key, ComparableReader in) {
    byte[][] values = new byte[types.size()][];
    int count = 0;
    while (in.hasRemaining()) {
      if (count == values.length) {
        throw malformed(key, in.position());
      }
      values[count] = readComponent(key, in, count);
      count++;
    }
    return count == values.length ? values : Arrays.copyOf(values, count);
  }

  /** Reads component {@code index} (its marker and value) where {@code in} is. */
  private byte[] readComponent(byte[] key, ComparableReader in, int index) {
    int at = in.position();
    int marker = in.read();
    if (marker == COMPONENT) {
      in.setInverted(descending[index]);
      FixedIntegerCodec fixed = fixedIntegers[index];
      byte[] value = fixed != null ? fixed.readComparable(in) : types.get(index).readComparable(in);
      in.setInverted(false);
      return value;
    }
    if (marker == emptyMarker(index)) {
      return new byte[0];
    }
    throw malformed(key, at);
  }

  private static InvalidValueException malformed(byte[] key, int at) {
    return new InvalidValueException(
        "malformed clustering key at offset " + at + ": " + ByteRange.hex(key));
  }

  /**
   * Start of a slice in clustering (storage) order: the first row whose clustering starts with
   * {@code prefix} if inclusive, else the first row after all of them.
   */
  public byte[] sliceStart(byte[][] prefix, boolean inclusive) {
    return inclusive ? beforePrefix(prefix) : bound(prefix, AFTER_PREFIX);
  }

  /**
   * End (exclusive, in byte space) of a slice in clustering order: after every row starting with
   * {@code prefix} if inclusive, else before the first of them.
   */
  public byte[] sliceEnd(byte[][] prefix, boolean inclusive) {
    return inclusive ? bound(prefix, AFTER_PREFIX) : beforePrefix(prefix);
  }

  /**
   * The least bound at or below every row starting with {@code prefix}: the full key itself, or the
   * prefix plus 0x3F (which every longer key starting with the prefix continues with or exceeds).
   * Using one bound for both "inclusive start" and "exclusive end" makes adjacent slices share a
   * boundary.
   */
  private byte[] beforePrefix(byte[][] prefix) {
    return bound(prefix, prefix.length == types.size() ? -1 : BEFORE_PREFIX);
  }

  /** Every row of the partition, without the static row. */
  public ByteRange all() {
    return new ByteRange(sliceStart(new byte[0][], true), sliceEnd(new byte[0][], true));
  }

  /**
   * The rows whose clustering lies between two CQL bounds, in CQL (type) order of the tuple of the
   * first columns: {@code (c1..ck) > (v1..vk)} (or {@code >=}) and {@code (c1..cm) < (w1..wm)} (or
   * {@code <=}), as in {@code WHERE (a, b) > (1, 2) AND a <= 5}. A null bound is unbounded.
   *
   * <p>Returns disjoint ranges in byte order: one range when the bounded columns share one
   * direction, several when ascending and descending columns mix (Cassandra splits such slices the
   * same way). An empty list means no row can match.
   */
  public List<ByteRange> cqlSlice(
      byte[][] lower, boolean lowerInclusive, byte[][] upper, boolean upperInclusive) {
    List<ByteRange> above = lower == null ? List.of(all()) : side(lower, lowerInclusive, true);
    List<ByteRange> below = upper == null ? List.of(all()) : side(upper, upperInclusive, false);
    return intersect(above, below);
  }

  /**
   * Rows with {@code (c1..ck)} greater (or smaller) than {@code bound} in CQL order: the union over
   * i of "the first i-1 columns equal, column i greater", plus equality when inclusive, each of
   * which is one byte range.
   */
  private List<ByteRange> side(byte[][] bound, boolean inclusive, boolean greater) {
    List<ByteRange> ranges = new ArrayList<>(bound.length + 1);
    for (int i = 0; i < bound.length; i++) {
      byte[][] equalPart = Arrays.copyOf(bound, i);
      byte[][] withColumn = Arrays.copyOf(bound, i + 1);
      boolean bytesAfter = greater != descending[i];
      ranges.add(
          bytesAfter
              ? new ByteRange(sliceStart(withColumn, false), sliceEnd(equalPart, true))
              : new ByteRange(sliceStart(equalPart, true), sliceEnd(withColumn, false)));
    }
    if (inclusive) {
      ranges.add(new ByteRange(sliceStart(bound, true), sliceEnd(bound, true)));
    }
    return merge(ranges);
  }

  private static List<ByteRange> merge(List<ByteRange> ranges) {
    List<ByteRange> sorted = new ArrayList<>();
    for (ByteRange r : ranges) {
      if (!r.isEmpty()) {
        sorted.add(r);
      }
    }
    sorted.sort(Comparator.comparing(ByteRange::start, Arrays::compareUnsigned));
    List<ByteRange> merged = new ArrayList<>(sorted.size());
    for (ByteRange r : sorted) {
      ByteRange last = merged.isEmpty() ? null : merged.get(merged.size() - 1);
      if (last != null && Arrays.compareUnsigned(r.start(), last.end()) <= 0) {
        byte[] end = Arrays.compareUnsigned(r.end(), last.end()) > 0 ? r.end() : last.end();
        merged.set(merged.size() - 1, new ByteRange(last.start(), end));
      } else {
        merged.add(r);
      }
    }
    return merged;
  }

  private static List<ByteRange> intersect(List<ByteRange> a, List<ByteRange> b) {
    List<ByteRange> out = new ArrayList<>();
    int i = 0;
    int j = 0;
    while (i < a.size() && j < b.size()) {
      ByteRange x = a.get(i);
      ByteRange y = b.get(j);
      byte[] start = Arrays.compareUnsigned(x.start(), y.start()) >= 0 ? x.start() : y.start();
      byte[] end = Arrays.compareUnsigned(x.end(), y.end()) <= 0 ? x.end() : y.end();
      ByteRange r = new ByteRange(start, end);
      if (!r.isEmpty()) {
        out.add(r);
      }
      if (Arrays.compareUnsigned(x.end(), y.end()) <= 0) {
        i++;
      } else {
        j++;
      }
    }
    return out;
  }

  /** Encoding of {@code prefix}, followed by {@code marker} unless it is -1. */
  private byte[] bound(byte[][] prefix, int marker) {
    if (prefix.length == 0 && marker < 0) {
      // The clustering of every row of a table without clustering columns: nothing to encode, and
      // one array for all of them rather than one kept beside each row a memtable holds.
      return NO_VALUES;
    }
    ComparableWriter out = new ComparableWriter();
    writePrefix(prefix, out);
    if (marker >= 0) {
      out.write(marker);
    }
    return out.toByteArray();
  }

  private void writePrefix(byte[][] values, ComparableWriter out) {
    if (values.length > types.size()) {
      throw new InvalidValueException(
          "a clustering has at most " + types.size() + " values, got " + values.length);
    }
    for (int i = 0; i < values.length; i++) {
      if (values[i] == null) {
        throw new InvalidValueException("clustering column " + (i + 1) + " must not be null");
      }
      if (types.get(i).isEmptyValue(values[i])) {
        out.write(emptyMarker(i));
        continue;
      }
      out.write(COMPONENT);
      int start = out.length();
      types.get(i).writeComparable(values[i], out);
      if (descending[i]) {
        out.invertFrom(start);
      }
    }
  }

  /** An empty value sorts first in CQL order: first in an ascending column, last in bytes else. */
  private int emptyMarker(int column) {
    return descending[column] ? EMPTY_DESCENDING : EMPTY_ASCENDING;
  }
}

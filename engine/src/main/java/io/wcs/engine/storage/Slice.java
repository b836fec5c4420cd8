package io.wcs.engine.storage;

import java.util.Arrays;

/**
 * A half-open interval {@code [start, end)} of clustering bytes, compared unsigned. An empty start
 * is the beginning of the partition; a null end is its end. A slice whose end is not after its
 * start selects nothing (contradictory CQL restrictions select no rows, as in Cassandra).
 */
public record Slice(byte[] start, byte[] end) {
  public static final Slice ALL = new Slice(Bytes.EMPTY, null);

  public boolean isEmpty() {
    return end != null && Arrays.compareUnsigned(start, end) >= 0;
  }

  public boolean contains(byte[] clustering) {
    return Arrays.compareUnsigned(clustering, start) >= 0 && isBeforeEnd(clustering);
  }

  public boolean isBeforeEnd(byte[] clustering) {
    return end == null || Arrays.compareUnsigned(clustering, end) < 0;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Slice s && Arrays.equals(start, s.start) && Arrays.equals(end, s.end);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(start) * 31 + Arrays.hashCode(end);
  }

  @Override
  public String toString() {
    return "[" + Bytes.toHex(start) + ", " + (end == null ? "end" : Bytes.toHex(end)) + ")";
  }
}

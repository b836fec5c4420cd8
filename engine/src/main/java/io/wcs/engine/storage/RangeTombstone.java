package io.wcs.engine.storage;

import java.util.Arrays;

/**
 * A deletion of the clustering interval {@code [start, end)} (null end: to the partition's end).
 */
public record RangeTombstone(byte[] start, byte[] end, DeletionTime deletion) {

  public boolean covers(byte[] clustering) {
    return Arrays.compareUnsigned(clustering, start) >= 0
        && (end == null || Arrays.compareUnsigned(clustering, end) < 0);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof RangeTombstone r
        && Arrays.equals(start, r.start)
        && Arrays.equals(end, r.end)
        && deletion.equals(r.deletion);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(start) * 31 + deletion.hashCode();
  }

  @Override
  public String toString() {
    return "RangeTombstone[" + Bytes.toHex(start) + ", " + Bytes.toHex(end) + ") " + deletion;
  }
}

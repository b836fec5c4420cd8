package io.wcs.engine.storage;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Sorted, non-overlapping clustering slices of one read (a CQL multi-slice or a single one). */
public final class Slices {
  public static final Slices ALL = new Slices(List.of(Slice.ALL));

  private final List<Slice> slices;

  private Slices(List<Slice> slices) {
    this.slices = slices;
  }

  /** Sorts the slices and merges the ones that touch or overlap. */
  public static Slices of(List<Slice> input) {
    List<Slice> sorted = new ArrayList<>(input);
    sorted.sort((a, b) -> Arrays.compareUnsigned(a.start(), b.start()));
    List<Slice> merged = new ArrayList<>();
    for (Slice s : sorted) {
      if (s.isEmpty()) {
        continue;
      }
      Slice last = merged.isEmpty() ? null : merged.get(merged.size() - 1);
      if (last != null
          && (last.end() == null || Arrays.compareUnsigned(s.start(), last.end()) <= 0)) {
        byte[] end =
            last.end() == null || s.end() == null
                ? null
                : Arrays.compareUnsigned(last.end(), s.end()) >= 0 ? last.end() : s.end();
        merged.set(merged.size() - 1, new Slice(last.start(), end));
      } else {
        merged.add(s);
      }
    }
    return new Slices(List.copyOf(merged));
  }

  public static Slices of(Slice... slices) {
    return of(List.of(slices));
  }

  public int size() {
    return slices.size();
  }

  public Slice get(int index) {
    return slices.get(index);
  }

  public List<Slice> asList() {
    return slices;
  }

  public boolean contains(byte[] clustering) {
    for (Slice s : slices) {
      if (s.contains(clustering)) {
        return true;
      }
    }
    return false;
  }

  @Override
  public String toString() {
    return slices.toString();
  }
}

package io.wcs.engine.storage;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/** Sorted, non-overlapping clustering slices of one read (a CQL multi-slice or a single one). */
public final class Slices {
  public static final Slices ALL = new Slices(List.of(Slice.ALL));

  // An array for get(): a slice read asks for its slice at every row, and a List's get there is an
  // interface call that sees every List class of the program.
  private final Slice[] slices;
  private final List<Slice> view;

  private Slices(List<Slice> slices) {
    this.slices = slices.toArray(new Slice[0]);
    this.view = Collections.unmodifiableList(Arrays.asList(this.slices));
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
    return new Slices(merged);
  }

  public static Slices of(Slice... slices) {
    return of(List.of(slices));
  }

  public int size() {
    return slices.length;
  }

  public Slice get(int index) {
    return slices[index];
  }

  public List<Slice> asList() {
    return view;
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
    return view.toString();
  }
}

package io.wcs.engine.sstable;

/**
 * The files of one SSTable generation. The ids are written in each file's header: values are on
 * disk, never renumber; the suffixes are file names on disk, never rename.
 */
public enum Component {
  DATA(1, "Data.db"),
  INDEX(2, "Index.db"),
  FILTER(3, "Filter.db"),
  STATISTICS(4, "Statistics.db"),
  /**
   * Every 16th index entry's key and position, read at open instead of the whole index; absent in
   * generations written before it existed, whose opens read the index.
   */
  SUMMARY(6, "Summary.db"),
  /** Written last: its presence is what makes the generation live. */
  TOC(5, "TOC.txt");

  private final int id;
  private final String suffix;

  Component(int id, String suffix) {
    this.id = id;
    this.suffix = suffix;
  }

  public int id() {
    return id;
  }

  public String suffix() {
    return suffix;
  }

  public static Component ofSuffix(String suffix) {
    for (Component c : values()) {
      if (c.suffix.equals(suffix)) {
        return c;
      }
    }
    return null;
  }
}

package io.wcs.bench.sidebyside;

/**
 * How the harness runs WCS: the commit log's {@code sync} mode (a value of its JDBC URL) and the
 * {@code compression} option of the usertable, a CQL map literal, or empty for the table default
 * (LZ4 in 16 KiB blocks, as Cassandra's, with a Huffman stage for the blocks LZ4 cannot shrink).
 * Only the usertable's: its random text is what an entropy coder shrinks and an LZ codec alone
 * cannot, while the series' numbers compress under LZ4 and are read in slices, where a slower
 * decompression shows most.
 *
 * <p>By default ({@link #USERTABLE_COMPRESSION}) the usertable has 4 KiB blocks, the chunk length a
 * Cassandra user picks for a table of small rows read at random, and the unit RocksDB's blocks and
 * SQLite's pages have by default: a point read that misses the block cache decodes 4 KiB instead of
 * 16 (W5's reads missed up to one lookup in five as its updates' files grew).
 */
record WcsSettings(String sync, String compression) {
  /** The usertable's {@code compression} unless {@code --wcs-compression} says otherwise. */
  static final String USERTABLE_COMPRESSION = "{'class': 'LZ4Compressor', 'chunk_length_in_kb': 4}";

  /** The usertable's WITH clause; empty for the defaults. */
  String usertableOptions() {
    return compression.isEmpty() ? "" : " WITH compression = " + compression;
  }

  /** For the report: what differs from the defaults. */
  String describe() {
    return "sync="
        + sync
        + (compression.isEmpty() ? "" : ", usertable WITH compression = " + compression);
  }
}

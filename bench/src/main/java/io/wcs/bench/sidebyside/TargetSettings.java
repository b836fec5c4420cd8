package io.wcs.bench.sidebyside;

/**
 * What the targets need besides their directory: how WCS runs, and where the Cassandra node the
 * optional {@code cassandra} target uses listens ({@code host:port} of its native protocol).
 */
record TargetSettings(WcsSettings wcs, String cassandra) {
  static final String DEFAULT_CASSANDRA = "127.0.0.1:9042";
}

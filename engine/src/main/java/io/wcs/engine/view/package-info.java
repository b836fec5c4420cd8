/**
 * Materialized views, with Cassandra 5.0's semantics. A view is a table of its own (its storage id
 * and metadata come from {@link io.wcs.engine.schema.ViewMetadata}); SELECT reads it like any
 * table, and writes to it are refused at prepare time.
 *
 * <p>Maintenance is a {@link io.wcs.engine.cql.modification.DerivedWrites}: {@link
 * io.wcs.engine.view.ViewMaintenance} is called for every base partition a statement writes, under
 * that partition's lock and before the write is applied. It reads the rows the write touches with
 * their tombstones ({@link io.wcs.engine.view.BaseRowChanges}), computes each row after the write,
 * and derives the view rows ({@link io.wcs.engine.view.ViewEntries}); base and view mutations are
 * applied in one storage write, so after a crash both or neither are there.
 *
 * <p>Liveness. A view keyed by the base key alone mirrors the base row. A view keyed by a base
 * regular column takes that column's cell as its row marker and is read with strict liveness
 * ({@link io.wcs.engine.view.StrictLivenessSource}): a row shows only while its marker lives. When
 * such an entry moves to another key, the old one gets an expired marker instead of a row
 * tombstone, so that if the key comes back, the cells kept there are live again, as in Cassandra
 * 5.0 (a row tombstone would delete them for good). Stored partition and range deletions count as
 * row deletions of the rows they cover, so cells kept at a key do not outlive a base deletion.
 *
 * <p>Building. CREATE MATERIALIZED VIEW scans the base and writes the view rows of each group of
 * partitions under those partitions' locks ({@link io.wcs.engine.view.ViewBuilder}) before it
 * returns. A write that decided it had no views to maintain just before the view was stored, and
 * lands after the build read its partition, is not in the view: the build is not atomic with
 * respect to writes already in flight (Cassandra's builder has the same window). A build
 * interrupted by a crash is not resumed.
 */
package io.wcs.engine.view;

/**
 * The storage engine: partitions of rows on bytes only (no CQL types), Cassandra 3.0+ semantics.
 *
 * <p>Entry point: {@link io.wcs.engine.storage.StorageEngine} ({@code open(dir, options)} or {@code
 * inMemory(options)}), tables addressed by int id, created with a {@link
 * io.wcs.engine.storage.TableLayout} and {@link io.wcs.engine.storage.TableOptions}.
 *
 * <ul>
 *   <li>Keys: {@link io.wcs.engine.storage.DecoratedKey} (Murmur3 token, key bytes). Clusterings
 *       are byte-comparable arrays; the static row is a separate part of a partition.
 *   <li>Writes: {@link io.wcs.engine.storage.Mutation} (one partition: partition deletion, range
 *       tombstones over half-open clustering intervals, static row, rows of {@link
 *       io.wcs.engine.storage.Cell}s with marker and deletions), applied with {@code apply}.
 *   <li>Reads: {@code read(table, key, slices, reversed, now)} and {@code scan(table, range,
 *       slices, now)} return a {@link io.wcs.engine.storage.PartitionIterator} of {@link
 *       io.wcs.engine.storage.LivePartition}s (live static row, lazy live rows with timestamps and
 *       TTLs). Always close it. To page inside a partition, restart the slice just after the last
 *       clustering seen (that clustering with a 0x00 byte appended, or as the exclusive end when
 *       reversed); across partitions use {@link io.wcs.engine.storage.PartitionRange#after}.
 *   <li>Maintenance: {@code flush}, {@code compact}, {@code truncate}, {@code dropTable}, {@code
 *       verify}.
 * </ul>
 */
package io.wcs.engine.storage;

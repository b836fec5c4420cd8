/**
 * SELECT execution. The query handler prepares a statement once with {@link
 * io.wcs.engine.cql.select.SelectStatement#prepare} (every check, with Cassandra 5.0's messages)
 * and runs it page by page with {@link io.wcs.engine.cql.select.SelectStatement#execute} over a
 * {@link io.wcs.engine.cql.select.PartitionSource}: the storage engine for stored tables, {@link
 * io.wcs.engine.cql.select.RowsPartitionSource} for computed ones (system_schema, system.local).
 *
 * <p>A page streams partitions from storage (one read open at a time), so only the page's rows are
 * in memory and a scan of a table larger than the heap works; its paging state names the last
 * partition and clustering returned and the counts LIMIT and PER PARTITION LIMIT need, so any
 * connection can continue the query.
 */
package io.wcs.engine.cql.select;

/**
 * The SELECT clause: {@link io.wcs.engine.cql.selection.Selection#prepare} turns selectors into
 * {@link io.wcs.engine.cql.selection.Selector}s with Cassandra's result column labels (columns,
 * {@code *}, aliases, writetime/maxwritetime/ttl, token, casts, scalar functions, toJson, the
 * collection, data masking and vector similarity functions, element, slice and field selection,
 * count/min/max/sum/avg) and builds result rows, or the single {@code [json]} column of SELECT
 * JSON, from {@link io.wcs.engine.cql.selection.RowView}s.
 */
package io.wcs.engine.cql.selection;

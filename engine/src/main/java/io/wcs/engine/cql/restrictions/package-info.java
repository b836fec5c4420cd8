/**
 * WHERE clauses analysed with Cassandra 5.0's rules and messages, for SELECT, UPDATE and DELETE:
 * {@link io.wcs.engine.cql.restrictions.WhereClause#analyze} gives the partition keys (EQ/IN on
 * every partition key column), the token range or the scan, the clustering slices or full
 * clusterings, and the {@link io.wcs.engine.cql.restrictions.RowFilter} of what only ALLOW
 * FILTERING may check row by row. Secondary indexes (issue 5) will plug in where the analysis now
 * requires filtering.
 */
package io.wcs.engine.cql.restrictions;

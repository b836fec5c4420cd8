package io.wcs.engine.cql.restrictions;

import io.wcs.engine.schema.ColumnMetadata;

/**
 * A SELECT's {@code ORDER BY v ANN OF [...]} as its WHERE clause sees it: Cassandra 5.0 adds the
 * ordering to the restrictions, where it counts as a restriction of {@code column} that its index
 * (if {@code indexed}) answers, and is checked with them.
 *
 * @param orderingFault the refusal of the ORDER BY clause's shape (another ordering beside it, a
 *     second ANN, DESC), which Cassandra reports once the relations are read; null when none
 */
public record AnnRestriction(ColumnMetadata column, boolean indexed, String orderingFault) {}

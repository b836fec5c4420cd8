/**
 * INSERT, INSERT JSON, UPDATE, DELETE and BATCH turned into storage mutations.
 *
 * <p>{@link io.wcs.engine.cql.modification.ModificationPreparer} checks a statement against the
 * schema (the WHERE clause through {@code cql.restrictions}, as UPDATE and DELETE share it with
 * SELECT; an INSERT's key values become equalities of such a clause) and yields a {@link
 * io.wcs.engine.cql.modification.PreparedModification}: a list of column operations run on each row
 * the clause names, into a {@code RowUpdate} (cells, tombstones, collection deletions, counter
 * increments). A {@code MutationCollector} groups the rows of a statement or {@link
 * io.wcs.engine.cql.modification.BatchStatement} into one mutation per partition. Statements and
 * batches with an IF clause run through {@code ConditionalExecution} (see {@code cql.lwt}).
 *
 * <p>Storage conventions: INSERT writes the row marker (on the static row when it writes static
 * columns only), UPDATE does not; assigning a non-frozen collection or UDT first deletes the column
 * at timestamp - 1; cell paths are a time-based id for list elements, the byte-comparable encoding
 * for set elements and map keys (empty value for sets) and the field index for UDT fields; counters
 * are written as their new total, read and summed under the partitions' striped locks.
 */
package io.wcs.engine.cql.modification;

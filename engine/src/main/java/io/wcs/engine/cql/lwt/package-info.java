/**
 * Lightweight transactions: the IF clause of INSERT, UPDATE, DELETE and BATCH, checked and applied
 * as one step per partition.
 *
 * <p>{@link io.wcs.engine.cql.lwt.CasConditions} prepares an IF clause (IF NOT EXISTS, IF EXISTS,
 * or {@link io.wcs.engine.cql.lwt.ColumnCondition}s on whole columns, collection elements and UDT
 * fields). {@code cql.modification.ConditionalExecution} runs a conditional statement or batch:
 * under the partition's {@link io.wcs.engine.cql.lwt.PartitionLocks} stripe it reads a {@link
 * io.wcs.engine.cql.lwt.CurrentPartition}, checks every condition, applies the changes only if all
 * hold, and answers with {@link io.wcs.engine.cql.lwt.CasResult}'s rows ({@code [applied]}, then
 * the current values when not applied). Counter updates hold the same stripes, so a single node's
 * read-modify-writes of a partition are linearizable without a global lock. There is no Paxos: one
 * embedded engine is the only replica. In place of a Paxos ballot, an applied CAS is dated by the
 * database's write clock once the lock is held, whatever timestamp the statement brought, so
 * last-write-wins never undoes an applied CAS.
 */
package io.wcs.engine.cql.lwt;

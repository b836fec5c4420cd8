package io.wcs.engine.cql;

import io.wcs.engine.auth.RoleStore;
import io.wcs.engine.cql.modification.CollectionGuardrails;
import io.wcs.engine.cql.modification.DerivedWrites;
import io.wcs.engine.schema.SchemaStore;
import io.wcs.engine.storage.StorageEngine;
import java.util.function.LongSupplier;

/**
 * What one execution of a statement runs with: the storage, the schema store (DDL goes through it,
 * one change at a time), the client's state, the write timestamp for statements without USING
 * TIMESTAMP (microseconds, unique per execution) and "now" in seconds for TTLs, expiry and
 * tombstones; the writes that base-table writes derive (indexes, views); the guardrails on what
 * writes add to collections; and the database's write clock, which draws a timestamp later than
 * every one drawn before (a compare-and-set draws its own once it holds the partition's lock, as
 * Cassandra dates one by its Paxos ballot rather than by the client's timestamp); and the roles,
 * which role statements change and schema changes grant and revoke permissions in.
 */
public record ExecutionContext(
    StorageEngine storage,
    SchemaStore schemaStore,
    ClientState state,
    long timestamp,
    int nowInSeconds,
    DerivedWrites derivedWrites,
    CollectionGuardrails collectionGuardrails,
    LongSupplier writeClock,
    RoleStore roles) {}

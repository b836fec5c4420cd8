package io.wcs.engine.cql;

import io.wcs.engine.cql.modification.CollectionGuardrails;
import io.wcs.engine.cql.modification.DerivedWrites;
import io.wcs.engine.schema.SchemaStore;
import io.wcs.engine.storage.StorageEngine;

/**
 * What one execution of a statement runs with: the storage, the schema store (DDL goes through it,
 * one change at a time), the client's state, the write timestamp for statements without USING
 * TIMESTAMP (microseconds, unique per execution) and "now" in seconds for TTLs, expiry and
 * tombstones; the writes that base-table writes derive (indexes, views); and the guardrails on what
 * writes add to collections.
 */
public record ExecutionContext(
    StorageEngine storage,
    SchemaStore schemaStore,
    ClientState state,
    long timestamp,
    int nowInSeconds,
    DerivedWrites derivedWrites,
    CollectionGuardrails collectionGuardrails) {}

package io.wcs.engine.storage;

/** A mutation and the id of the table it goes to, one element of a multi-table write. */
public record TableMutation(int tableId, Mutation mutation) {}

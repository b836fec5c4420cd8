package io.wcs.engine.storage;

/**
 * A partition of a table, as a map key: the writes of a statement or batch, and the view writes
 * they derive, are gathered by it.
 *
 * <p>Equality written out, not a record's: a record's first {@code hashCode} links it through
 * {@code ObjectMethods}, which cost a fresh JVM's first write 20 to 35 ms. The hash is kept, as a
 * new partition is looked up and then put.
 */
public final class TablePartitionKey {
  private final int tableId;
  private final DecoratedKey key;
  private final int hash;

  public TablePartitionKey(int tableId, DecoratedKey key) {
    this.tableId = tableId;
    this.key = key;
    hash = tableId * 31 + key.hashCode();
  }

  public int tableId() {
    return tableId;
  }

  public DecoratedKey key() {
    return key;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof TablePartitionKey p && tableId == p.tableId && key.equals(p.key);
  }

  @Override
  public int hashCode() {
    return hash;
  }
}

package io.wcs.engine.cql.restrictions;

import io.wcs.engine.partition.Murmur3Partitioner;
import io.wcs.engine.partition.PartitionKeyCodec;
import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.types.ClusteringCodec;

/**
 * A table's key codecs: serialized partition key values to storage keys and back, and the
 * byte-comparable clustering encoding. Immutable and thread-safe.
 */
public record TableKeys(PartitionKeyCodec partitionKey, ClusteringCodec clustering) {

  public static TableKeys of(TableMetadata table) {
    return new TableKeys(
        new PartitionKeyCodec(table.partitionKey().stream().map(ColumnMetadata::type).toList()),
        new ClusteringCodec(
            table.clustering().stream().map(ColumnMetadata::type).toList(),
            table.clustering().stream().map(ColumnMetadata::descending).toList()));
  }

  /** The storage key of one serialized value per partition key column. */
  public DecoratedKey decoratedKey(byte[]... values) {
    byte[] key = partitionKey.encode(values);
    return new DecoratedKey(Murmur3Partitioner.token(key), key);
  }
}

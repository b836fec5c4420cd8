package io.wcs.engine.cql.restrictions;

import io.wcs.engine.partition.Murmur3Partitioner;
import io.wcs.engine.partition.PartitionKeyCodec;
import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.types.ClusteringCodec;
import io.wcs.engine.types.CqlType;
import java.util.ArrayList;
import java.util.List;

/**
 * A table's key codecs: serialized partition key values to storage keys and back, and the
 * byte-comparable clustering encoding. Immutable and thread-safe.
 */
public record TableKeys(PartitionKeyCodec partitionKey, ClusteringCodec clustering) {

  public static TableKeys of(TableMetadata table) {
    List<CqlType> partitionTypes = new ArrayList<>();
    for (ColumnMetadata c : table.partitionKey()) {
      partitionTypes.add(c.type());
    }
    List<CqlType> clusteringTypes = new ArrayList<>();
    List<Boolean> descending = new ArrayList<>();
    for (ColumnMetadata c : table.clustering()) {
      clusteringTypes.add(c.type());
      descending.add(c.descending());
    }
    return new TableKeys(
        new PartitionKeyCodec(partitionTypes), new ClusteringCodec(clusteringTypes, descending));
  }

  /** The storage key of one serialized value per partition key column. */
  public DecoratedKey decoratedKey(byte[]... values) {
    byte[] key = partitionKey.encode(values);
    return new DecoratedKey(Murmur3Partitioner.token(key), key);
  }
}

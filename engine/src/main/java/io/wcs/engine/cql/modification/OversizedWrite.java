package io.wcs.engine.cql.modification;

import io.wcs.engine.commitlog.RecordTooLargeException;
import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.partition.PartitionKeyCodec;
import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.engine.storage.Mutation;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import java.util.StringJoiner;
import java.util.TreeSet;

/**
 * The refusal of a write too large for one commit log record (half a segment, as Cassandra's
 * default {@code max_mutation_size} is half of {@code commitlog_segment_size}), in Cassandra's
 * words: "Rejected an oversized mutation (size/limit) for keyspace: ks. Top keys are: table.key,
 * ...", the largest partitions first, listed up to about 1 KiB of text. A key is shown as Cassandra
 * shows it: its values, separated by ':' for a composite key. The size is the whole write's, since
 * one record holds the whole write here, where Cassandra counts one partition. Stateless.
 */
final class OversizedWrite {
  private static final int TOP_KEYS_LIMIT = 1024;

  /** One partition the write changes. */
  record Part(TableMetadata table, Mutation mutation) {}

  private OversizedWrite() {}

  static InvalidRequestException refusal(RecordTooLargeException e, List<Part> parts) {
    Set<String> keyspaces = new TreeSet<>();
    parts.forEach(p -> keyspaces.add(p.table().keyspace()));
    List<Part> largestFirst = new ArrayList<>(parts);
    largestFirst.sort(
        Comparator.comparingLong((Part p) -> BatchSize.dataSize(p.mutation())).reversed());
    StringBuilder keys = new StringBuilder();
    for (Part p : largestFirst) {
      String key = p.table().name() + "." + keyText(p);
      if (keys.length() > 0 && keys.length() + 2 + key.length() > TOP_KEYS_LIMIT) {
        break;
      }
      keys.append(keys.length() == 0 ? "" : ", ").append(key);
    }
    InvalidRequestException refusal =
        new InvalidRequestException(
            "Rejected an oversized mutation ("
                + e.size()
                + "/"
                + e.maxSize()
                + ") for keyspace: "
                + String.join(", ", keyspaces)
                + ". Top keys are: "
                + keys);
    refusal.initCause(e);
    return refusal;
  }

  private static String keyText(Part p) {
    List<ColumnMetadata> columns = p.table().partitionKey();
    PartitionKeyCodec codec =
        new PartitionKeyCodec(columns.stream().map(ColumnMetadata::type).toList());
    byte[][] values = codec.decode(p.mutation().key().key());
    StringJoiner text = new StringJoiner(":");
    for (int i = 0; i < values.length; i++) {
      Object value = columns.get(i).type().deserialize(values[i]);
      text.add(value instanceof byte[] b ? HexFormat.of().formatHex(b) : String.valueOf(value));
    }
    return text.toString();
  }
}

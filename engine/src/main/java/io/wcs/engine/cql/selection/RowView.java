package io.wcs.engine.cql.selection;

import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.storage.Cell;
import io.wcs.engine.storage.Row;
import io.wcs.engine.types.ClusteringCodec;
import io.wcs.engine.types.ComparableReader;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.MapType;
import io.wcs.engine.types.SetType;
import io.wcs.engine.types.UserType;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * One CQL row as selectors and filters read it: the partition key values, the clustering values
 * (none for a partition's static-only row), the live static row and the live clustering row. The
 * executor reuses one instance, moving it row by row; clustering values are decoded on demand,
 * through one reused reader.
 *
 * <p>Non-frozen collections and UDTs are assembled from their cells: set cells are keyed by the
 * element's byte-comparable form, map cells by the key's, list cells by time-based ids in element
 * order, UDT cells by {@link UserType#fieldPath}. Threading: one query thread.
 */
public final class RowView {
  private byte[][] partitionKey;
  private long token;
  private byte[][] clustering;
  private Row staticRow;
  private Row row;
  private final ClusteringCodec clusteringCodec;
  private final ComparableReader clusteringReader = new ComparableReader(new byte[0]);
  private final int nowInSeconds;
  private final QueryOptions options;

  public RowView(ClusteringCodec clusteringCodec, int nowInSeconds, QueryOptions options) {
    this.clusteringCodec = clusteringCodec;
    this.nowInSeconds = nowInSeconds;
    this.options = options;
  }

  /** The execution's options, for bind markers inside selectors. */
  public QueryOptions options() {
    return options;
  }

  /** The query's "now", for remaining TTLs. */
  public int nowInSeconds() {
    return nowInSeconds;
  }

  public void setPartition(byte[][] partitionKeyValues, long partitionToken, Row liveStaticRow) {
    this.partitionKey = partitionKeyValues;
    this.token = partitionToken;
    this.staticRow = liveStaticRow;
  }

  /**
   * Moves to a clustering row, or to the static-only row when {@code liveRow} is null. The
   * clustering values are decoded only if something reads them.
   */
  public void setRow(Row liveRow) {
    this.clustering = null;
    this.row = liveRow;
  }

  public long token() {
    return token;
  }

  public byte[][] partitionKey() {
    return partitionKey;
  }

  /** The clustering values, or null on a static-only row. */
  public byte[][] clustering() {
    if (clustering == null && row != null) {
      clustering =
          clusteringCodec.decode(row.clustering(), row.writtenClustering(), clusteringReader);
    }
    return clustering;
  }

  /** The serialized value of a column, or null. */
  public byte[] value(ColumnMetadata c) {
    switch (c.kind()) {
      case PARTITION_KEY:
        return partitionKey[c.position()];
      case CLUSTERING:
        if (clustering == null && row != null && clusteringCodec.size() == 1) {
          // The only clustering value: decoded on its own, without an array a row.
          return clusteringCodec.decodeFirst(
              row.clustering(), row.writtenClustering(), clusteringReader);
        }
        byte[][] values = clustering();
        return values == null ? null : values[c.position()];
      default:
        Row source = rowOf(c);
        if (source == null) {
          return null;
        }
        if (!c.type().isMultiCell()) {
          Cell cell = source.cell(c.storageId(), null);
          return cell == null ? null : cell.value();
        }
        return assemble(c.type(), cells(c));
    }
  }

  /** The live cell of a simple column, or null. */
  public Cell cell(ColumnMetadata c) {
    Row source = rowOf(c);
    return source == null ? null : source.cell(c.storageId(), null);
  }

  /** The live cells of a multi-cell column, in path order. */
  public List<Cell> cells(ColumnMetadata c) {
    Row source = rowOf(c);
    List<Cell> out = new ArrayList<>();
    if (source != null) {
      for (int i = 0; i < source.cellCount(); i++) {
        Cell cell = source.cell(i);
        if (cell.columnId() == c.storageId()) {
          out.add(cell);
        }
      }
    }
    return out;
  }

  private Row rowOf(ColumnMetadata c) {
    return c.kind() == ColumnMetadata.Kind.STATIC ? staticRow : row;
  }

  private static byte[] assemble(CqlType type, List<Cell> cells) {
    if (cells.isEmpty()) {
      return null;
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    if (type instanceof UserType udt) {
      byte[][] fields = new byte[udt.fieldTypes().size()][];
      for (Cell cell : cells) {
        int index = UserType.fieldIndexOfPath(cell.path());
        if (index < fields.length) {
          fields[index] = cell.value();
        }
      }
      int present = fields.length;
      while (present > 0 && fields[present - 1] == null) {
        present--;
      }
      for (int i = 0; i < present; i++) {
        writeSized(out, fields[i]);
      }
      return out.toByteArray();
    }
    writeInt(out, cells.size());
    for (Cell cell : cells) {
      if (type instanceof SetType set) {
        // a set cell holds its element as written when the path cannot (see CollectionValues)
        writeSized(
            out,
            cell.value().length > 0
                ? cell.value()
                : set.element().fromComparableBytes(cell.path()));
      } else if (type instanceof MapType map) {
        writeSized(out, map.key().fromComparableBytes(cell.path()));
        writeSized(out, cell.value());
      } else if (type instanceof ListType) {
        writeSized(out, cell.value());
      } else {
        throw new IllegalStateException(type.cqlName() + " is not a multi-cell type");
      }
    }
    return out.toByteArray();
  }

  private static void writeSized(ByteArrayOutputStream out, byte[] value) {
    if (value == null) {
      writeInt(out, -1);
      return;
    }
    writeInt(out, value.length);
    out.write(value, 0, value.length);
  }

  private static void writeInt(ByteArrayOutputStream out, int v) {
    out.write(v >>> 24);
    out.write(v >>> 16);
    out.write(v >>> 8);
    out.write(v);
  }
}

package io.wcs.engine.index;

import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.engine.storage.Cell;
import io.wcs.engine.storage.Mutation;
import io.wcs.engine.storage.Row;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.Locale;

/**
 * What a storage-attached index on a float vector can take, as Cassandra 5.0's vector graph checks
 * it: finite elements, and not all zeros where it compares by cosine. Cassandra checks a written
 * value as its replica indexes it (its client sees a write failure, and a batch may be half
 * applied) and a query vector as it searches; WCS refuses both as invalid requests, a write before
 * anything of it is stored.
 */
public final class VectorIndexValues {
  private static final String ZERO =
      "Zero vectors cannot be indexed or queried with cosine similarity";

  private VectorIndexValues() {}

  /** Refuses a vector an index of that similarity function cannot search by. */
  public static void check(byte[] vector, String similarityFunction) {
    String fault = fault(vector, similarityFunction);
    if (fault != null) {
      throw new InvalidRequestException(fault);
    }
  }

  /** Refuses a write of a vector that one of the table's vector indexes cannot take. */
  static void checkWritten(TableMetadata table, List<ColumnIndex> indexes, Mutation base) {
    for (ColumnIndex index : indexes) {
      String similarity = similarityFunction(index);
      if (similarity == null) {
        continue;
      }
      int column = index.column().storageId();
      for (Row row : base.rows()) {
        checkCell(row.cell(column, null), similarity, table);
      }
      if (base.staticRow() != null) {
        checkCell(base.staticRow().cell(column, null), similarity, table);
      }
    }
  }

  private static void checkCell(Cell cell, String similarity, TableMetadata table) {
    String fault =
        cell == null || cell.isTombstone() || cell.value() == null
            ? null
            : fault(cell.value(), similarity);
    if (fault != null) {
      throw new InvalidRequestException(
          fault
              + (fault.equals(ZERO)
                  ? " for ks: " + table.keyspace() + ", table: " + table.name()
                  : ""));
    }
  }

  /** The similarity function of a storage-attached index on a vector column, or null. */
  public static String similarityFunction(ColumnIndex index) {
    if (!index.isStorageAttached()
        || !(index.column().type() instanceof io.wcs.engine.types.VectorType)) {
      return null;
    }
    return index
        .metadata()
        .options()
        .getOrDefault("similarity_function", "cosine")
        .toLowerCase(Locale.ROOT);
  }

  private static String fault(byte[] vector, String similarityFunction) {
    ByteBuffer in = ByteBuffer.wrap(vector);
    boolean zero = true;
    for (int i = 0; in.remaining() >= Float.BYTES; i++) {
      float f = in.getFloat();
      if (!Float.isFinite(f)) {
        return "non-finite value at vector[" + i + "]=" + f;
      }
      zero &= f == 0;
    }
    return zero && similarityFunction.equals("cosine") ? ZERO : null;
  }
}

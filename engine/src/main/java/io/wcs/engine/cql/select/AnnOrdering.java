package io.wcs.engine.cql.select;

import io.wcs.engine.cql.ColumnSpec;
import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.cql.restrictions.AnnRestriction;
import io.wcs.engine.cql.term.Term;
import io.wcs.engine.cql.term.TermPreparer;
import io.wcs.engine.cql.term.VectorFunctions;
import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.index.ColumnIndex;
import io.wcs.engine.index.VectorIndexValues;
import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.schema.TableMetadata;

/**
 * {@code ORDER BY v ANN OF [...] LIMIT n}: the n rows whose vector is most similar to the query
 * vector, by the similarity function of v's storage-attached index (cosine unless its options name
 * {@code euclidean} or {@code dot_product}), most similar first. WCS scores every row the query
 * reads, keeping the best few, so its answer is exact where Cassandra's graph search is
 * approximate: Cassandra may answer fewer rows for a search its other restrictions narrow
 * (docs/cassandra-differences.md); the rows both answer come in the same order.
 */
final class AnnOrdering {
  /** Cassandra's largest LIMIT of a vector search. */
  static final int MAX_LIMIT = 1000;

  private final ColumnMetadata column;
  private final Term query;

  /** The similarity function of the column's storage-attached index (cosine, …); null without. */
  private final String similarity;

  /** The function that scores a row: {@code similarity_} and the index's function. */
  private final String scoring;

  private AnnOrdering(ColumnMetadata column, Term query, String similarity) {
    this.column = column;
    this.query = query;
    this.similarity = similarity;
    this.scoring = "similarity_" + similarity;
  }

  /**
   * The ANN ordering of {@code column} by {@code queryVector}, or Cassandra's refusal of the query
   * vector as a value of the column; the restrictions check the column and its index.
   */
  static AnnOrdering prepare(
      ColumnMetadata column,
      io.wcs.parser.ast.Term queryVector,
      TableMetadata table,
      TermPreparer terms) {
    Term query =
        terms.prepare(
            queryVector,
            new ColumnSpec(table.keyspace(), table.name(), column.name(), column.type()));
    String similarity = null;
    for (ColumnIndex i : ColumnIndex.of(table)) {
      String function = VectorIndexValues.similarityFunction(i);
      if (function != null && i.column().equals(column)) {
        similarity = function;
      }
    }
    return new AnnOrdering(column, query, similarity);
  }

  /** The ordering as the restrictions check it, with the fault of the clause's shape (or null). */
  AnnRestriction restriction(String orderingFault) {
    return new AnnRestriction(column, similarity != null, orderingFault);
  }

  /**
   * Cassandra's warning when a search's page is smaller than its LIMIT: it answers in one page of
   * LIMIT rows instead.
   */
  static String pageSizeWarning(int pageSize, int limit) {
    return "Top-K queries do not support paging and the page size is set to "
        + pageSize
        + ", which is less than LIMIT "
        + limit
        + ". The page size has been set to "
        + limit
        + " to match the LIMIT.";
  }

  /** The query vector of one execution, refused when null. */
  byte[] bind(QueryOptions options) {
    byte[] vector = query.bind(options);
    if (vector == null) {
      throw new InvalidRequestException("Unsupported null value for column " + column.name());
    }
    return vector;
  }

  ColumnMetadata column() {
    return column;
  }

  /** How similar a row's vector is to the query's: greater is closer. */
  float score(byte[] vector, byte[] queryVector) {
    return VectorFunctions.searchScore(scoring, vector, queryVector);
  }

  /**
   * Cassandra's checks of a vector search as it executes, in its order: no aggregation or GROUP BY,
   * no PER PARTITION LIMIT, a LIMIT, a query vector, a LIMIT of at most {@link #MAX_LIMIT}, a query
   * vector the index can search by.
   */
  void checkExecution(QueryOptions options, boolean grouped, boolean perPartitionLimit, int limit) {
    if (grouped) {
      throw new InvalidRequestException("Top-K queries can not be run with aggregation");
    }
    if (perPartitionLimit) {
      throw new InvalidRequestException("Top-K queries do not support per-partition limits");
    }
    if (limit == Integer.MAX_VALUE) {
      throw new InvalidRequestException(
          "Top-K queries must have a limit specified and the limit must be less than the query page"
              + " size");
    }
    byte[] vector = bind(options);
    if (limit > MAX_LIMIT) {
      throw new InvalidRequestException(
          "Use of ANN OF in an ORDER BY clause requires a LIMIT that is not greater than "
              + MAX_LIMIT
              + ". LIMIT was "
              + limit);
    }
    // the index refuses it as it searches
    VectorIndexValues.check(vector, similarity);
  }
}

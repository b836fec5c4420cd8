package io.wcs.engine.cql;

import java.util.List;
import java.util.Objects;

/**
 * How to run one statement: bound values (serialized in the native protocol's value format; null
 * for a null value, {@link #UNSET} for a value left unset), optional bind-marker names, the page
 * size and where to resume, consistency levels, a client timestamp, a per-query keyspace, a fixed
 * "now", and when to give up.
 *
 * @param values bound values in bind-marker order, or by {@code names} when those are given
 * @param names the names of {@code values} for {@code :name} markers, or null when positional
 * @param pageSize rows per page; 0 or less means no paging
 * @param pagingState where the previous page stopped, as {@link QueryResult.Rows#pagingState()}
 *     gave it, or null for the first page
 * @param timestamp the write timestamp in microseconds, or {@link #NO_TIMESTAMP}
 * @param keyspace the keyspace for unqualified names instead of the session's, or null
 * @param nowInSeconds the time for TTL and expiry, or {@link #NO_NOW} for the clock
 * @param stop when the statement must stop (cancelled, or past a deadline)
 */
public record QueryOptions(
    List<byte[]> values,
    List<String> names,
    int pageSize,
    byte[] pagingState,
    Consistency consistency,
    Consistency serialConsistency,
    long timestamp,
    String keyspace,
    int nowInSeconds,
    StopCondition stop) {

  /** The bound value that leaves its column untouched; compared by identity. */
  public static final byte[] UNSET = new byte[0];

  public static final long NO_TIMESTAMP = Long.MIN_VALUE;
  public static final int NO_NOW = Integer.MIN_VALUE;
  public static final int DEFAULT_PAGE_SIZE = 5000;

  /** No values, default page size, LOCAL_ONE/SERIAL, server timestamp. */
  public static final QueryOptions DEFAULT = of(List.of());

  public QueryOptions {
    // not List.copyOf: a null element is a null value
    values = BoundValues.copyOf(Objects.requireNonNull(values, "values"));
    names = names == null ? null : List.copyOf(names);
    Objects.requireNonNull(consistency, "consistency");
    Objects.requireNonNull(serialConsistency, "serialConsistency");
    Objects.requireNonNull(stop, "stop");
  }

  /** Options that never stop the statement ({@link StopCondition#NEVER}). */
  public QueryOptions(
      List<byte[]> values,
      List<String> names,
      int pageSize,
      byte[] pagingState,
      Consistency consistency,
      Consistency serialConsistency,
      long timestamp,
      String keyspace,
      int nowInSeconds) {
    this(
        values,
        names,
        pageSize,
        pagingState,
        consistency,
        serialConsistency,
        timestamp,
        keyspace,
        nowInSeconds,
        StopCondition.NEVER);
  }

  public static QueryOptions of(List<byte[]> values) {
    return new QueryOptions(
        values,
        null,
        DEFAULT_PAGE_SIZE,
        null,
        Consistency.LOCAL_ONE,
        Consistency.SERIAL,
        NO_TIMESTAMP,
        null,
        NO_NOW);
  }

  /**
   * Whether the value at {@code index} was serialized by the engine's own codecs for the variable
   * {@code spec} (that very object), so that it needs no validation ({@link
   * BoundValues#serialized}).
   */
  public boolean isSerializedFor(int index, ColumnSpec spec) {
    return values instanceof BoundValues bound && bound.serializedFor(index, spec);
  }

  public static boolean isUnset(byte[] value) {
    return value == UNSET;
  }

  /**
   * These options with {@code newValues} as the positional values, in place of the values and their
   * names: for a statement run on values other than the request's (a batch's statement, an INSERT
   * JSON's columns, named values put in marker order).
   */
  public QueryOptions withValues(List<byte[]> newValues) {
    return new QueryOptions(
        newValues,
        null,
        pageSize,
        pagingState,
        consistency,
        serialConsistency,
        timestamp,
        keyspace,
        nowInSeconds,
        stop);
  }

  public QueryOptions withPaging(int newPageSize, byte[] newPagingState) {
    return new QueryOptions(
        values,
        names,
        newPageSize,
        newPagingState,
        consistency,
        serialConsistency,
        timestamp,
        keyspace,
        nowInSeconds,
        stop);
  }

  public QueryOptions withStop(StopCondition newStop) {
    return new QueryOptions(
        values,
        names,
        pageSize,
        pagingState,
        consistency,
        serialConsistency,
        timestamp,
        keyspace,
        nowInSeconds,
        newStop);
  }

  public QueryOptions withConsistencies(Consistency newConsistency, Consistency newSerial) {
    return new QueryOptions(
        values,
        names,
        pageSize,
        pagingState,
        newConsistency,
        newSerial,
        timestamp,
        keyspace,
        nowInSeconds,
        stop);
  }
}

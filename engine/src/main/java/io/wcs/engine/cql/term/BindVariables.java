package io.wcs.engine.cql.term;

import io.wcs.engine.cql.ColumnSpec;
import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.error.InvalidRequestException;
import io.wcs.parser.ast.Term.BindMarker;
import java.util.ArrayList;
import java.util.List;

/**
 * The bind markers of one statement, in the order they appear, each with the column specification
 * of what receives it (named after the column, or after {@code :name}). Collected while a statement
 * is prepared; not thread-safe until prepared, then only read.
 */
public final class BindVariables {
  private final List<ColumnSpec> specs = new ArrayList<>();
  private final List<String> names = new ArrayList<>();

  /** Registers the marker and returns its term, bound to the value at its position. */
  public Term marker(BindMarker marker, ColumnSpec receiver) {
    int index = specs.size();
    String name = marker.name() == null ? null : marker.name().name();
    specs.add(
        name == null
            ? receiver
            : new ColumnSpec(receiver.keyspace(), receiver.table(), name, receiver.type()));
    names.add(name);
    return new MarkerTerm(index, receiver);
  }

  public List<ColumnSpec> specs() {
    return List.copyOf(specs);
  }

  public int size() {
    return specs.size();
  }

  /**
   * The options with their values in marker order: named values are matched to {@code :name}
   * markers (one value serves every marker of that name); the count must match.
   */
  public QueryOptions positional(QueryOptions options) {
    List<byte[]> values = options.values();
    if (options.names() != null) {
      values = new ArrayList<>(specs.size());
      for (int i = 0; i < specs.size(); i++) {
        String wanted = names.get(i) == null ? specs.get(i).name() : names.get(i);
        int at = options.names().indexOf(wanted);
        if (at < 0) {
          throw new InvalidRequestException(
              "No value has been provided for bind variable " + wanted);
        }
        values.add(options.values().get(at));
      }
      options =
          new QueryOptions(
              values,
              null,
              options.pageSize(),
              options.pagingState(),
              options.consistency(),
              options.serialConsistency(),
              options.timestamp(),
              options.keyspace(),
              options.nowInSeconds());
    }
    if (values.size() != specs.size()) {
      throw new InvalidRequestException(
          "Invalid amount of bind variables: expected " + specs.size() + ", got " + values.size());
    }
    return options;
  }

  /** The value bound to one marker, validated against its receiver's type. */
  private record MarkerTerm(int index, ColumnSpec receiver) implements Term {
    @Override
    public byte[] bind(QueryOptions options) {
      byte[] value = options.values().get(index);
      if (value != null && !QueryOptions.isUnset(value)) {
        Literals.validate(value, receiver);
      }
      return value;
    }
  }
}

package io.wcs.engine.cql.term;

import io.wcs.engine.cql.ColumnSpec;
import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.error.FixHints;
import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.engine.types.CanonicalValues;
import io.wcs.parser.ast.Span;
import io.wcs.parser.ast.Term.BindMarker;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * The bind markers of one statement, each with the column specification of what receives it (named
 * after the column, or after {@code :name}). Markers may be registered in any order while the
 * statement is prepared (a statement's parts are prepared in the order the analysis needs); their
 * variable indexes follow their position in the query text, as the protocol numbers them.
 *
 * <p>Not thread-safe while a statement is prepared; read-only once the prepared statement is
 * published.
 */
public final class BindVariables {
  /**
   * One marker; {@code index} follows the text order of every marker registered so far. Ordered by
   * text position; see {@link #compareTo} for why it is comparable.
   */
  private static final class Variable implements Comparable<Variable> {
    final Span span;
    final ColumnSpec spec;
    final ColumnSpec receiver;
    final String name;
    int index;

    Variable(Span span, ColumnSpec spec, ColumnSpec receiver, String name) {
      this.span = span;
      this.spec = spec;
      this.receiver = receiver;
      this.name = name;
    }

    /**
     * Text order. A natural order rather than a {@code Comparator}: statements whose parts are
     * prepared out of text order (an INSERT's key after its values) sort their markers, and a
     * comparator built of lambdas costs classes spun at an application's first query.
     */
    @Override
    public int compareTo(Variable other) {
      int byLine = Integer.compare(span.beginLine(), other.span.beginLine());
      return byLine != 0 ? byLine : Integer.compare(span.beginColumn(), other.span.beginColumn());
    }
  }

  private final List<Variable> variables = new ArrayList<>();
  private Variable lastInText;

  /** Registers the marker and returns its term, bound to the value at its position. */
  public Term marker(BindMarker marker, ColumnSpec receiver) {
    return marker(marker, receiver, false);
  }

  /**
   * Registers the marker of {@code IN ?}, whose list may hold nulls: its restriction or condition
   * judges them ({@link #marker(BindMarker, ColumnSpec)} otherwise).
   */
  public Term inListMarker(BindMarker marker, ColumnSpec receiver) {
    return marker(marker, receiver, true);
  }

  private Term marker(BindMarker marker, ColumnSpec receiver, boolean nullElements) {
    String name = marker.name() == null ? null : marker.name().name();
    ColumnSpec spec =
        name == null
            ? receiver
            : new ColumnSpec(receiver.keyspace(), receiver.table(), name, receiver.type());
    Variable variable = new Variable(marker.span(), spec, receiver, name);
    boolean inTextOrder = lastInText == null || lastInText.compareTo(variable) <= 0;
    variable.index = variables.size();
    variables.add(variable);
    if (inTextOrder) {
      lastInText = variable;
    } else {
      renumber();
    }
    return new MarkerTerm(
        variable, receiver, nullElements, CanonicalValues.mayDiffer(receiver.type()));
  }

  /**
   * Numbers the variables by text position: for statements that register them out of text order, as
   * an INSERT does (its values are prepared before its key).
   */
  private void renumber() {
    List<Variable> ordered = new ArrayList<>(variables);
    Collections.sort(ordered);
    for (int i = 0; i < ordered.size(); i++) {
      ordered.get(i).index = i;
    }
    lastInText = ordered.get(ordered.size() - 1);
  }

  /** The variables' specifications in marker order. */
  public List<ColumnSpec> specs() {
    List<ColumnSpec> specs = new ArrayList<>(variables.size());
    for (Variable v : ordered()) {
      specs.add(v.spec);
    }
    return List.copyOf(specs);
  }

  /**
   * For each partition key column of {@code table}, the variable whose value it receives (the last
   * one in the text when several do, as Cassandra counts them; named markers count by the column
   * they bind, not their name); empty unless every column has one. Drivers route statements by
   * these.
   */
  public int[] partitionKeyIndexes(TableMetadata table) {
    List<ColumnMetadata> key = table.partitionKey();
    int[] indexes = new int[key.size()];
    Arrays.fill(indexes, -1);
    for (Variable v : ordered()) {
      ColumnSpec receiver = v.receiver;
      if (!receiver.keyspace().equals(table.keyspace()) || !receiver.table().equals(table.name())) {
        continue;
      }
      for (int k = 0; k < indexes.length; k++) {
        if (receiver.name().equals(key.get(k).name())
            && receiver.type().equals(key.get(k).type())) {
          indexes[k] = v.index;
        }
      }
    }
    for (int index : indexes) {
      if (index < 0) {
        return new int[0];
      }
    }
    return indexes;
  }

  public int size() {
    return variables.size();
  }

  /** The variables by index: their indexes are always 0 to {@code size() - 1}. */
  private List<Variable> ordered() {
    Variable[] ordered = new Variable[variables.size()];
    for (Variable v : variables) {
      ordered[v.index] = v;
    }
    return Arrays.asList(ordered);
  }

  /**
   * The options with their values in marker order: named values are matched to {@code :name}
   * markers (one value serves every marker of that name, and a positional marker by its column
   * name); the count must match.
   */
  public QueryOptions positional(QueryOptions options) {
    List<byte[]> values = options.values();
    if (options.names() != null) {
      values = new ArrayList<>(variables.size());
      for (Variable v : ordered()) {
        String wanted = v.name == null ? v.spec.name() : v.name;
        int at = options.names().indexOf(wanted);
        if (at < 0) {
          throw new InvalidRequestException(
              "No value has been provided for bind variable " + wanted);
        }
        values.add(options.values().get(at));
      }
      options = options.withValues(values);
    }
    if (values.size() != variables.size()) {
      throw new InvalidRequestException(
          FixHints.withHint(
              "Invalid amount of bind variables",
              "give one value for each bind marker; bind markers: "
                  + variables.size()
                  + ", values given: "
                  + values.size()));
    }
    return options;
  }

  /**
   * The value bound to one marker, validated against its receiver's type unless the engine's own
   * codecs serialized it for this marker.
   */
  /**
   * A marker's value, checked as its receiver's type unless the engine serialized it for that very
   * type (its own JDBC values), and made canonical where a set or map may come in any order.
   */
  private record MarkerTerm(
      Variable variable, ColumnSpec receiver, boolean nullElements, boolean canonical)
      implements Term {
    @Override
    public byte[] bind(QueryOptions options) {
      byte[] value = options.values().get(variable.index);
      if (value != null
          && !QueryOptions.isUnset(value)
          && !options.isSerializedFor(variable.index, variable.spec)) {
        Literals.validate(value, receiver, nullElements);
        if (canonical) {
          return CanonicalValues.of(receiver.type(), value);
        }
      }
      return value;
    }
  }
}

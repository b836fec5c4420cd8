package io.wcs.engine.cql.selection;

import io.wcs.engine.cql.term.NativeFunction;
import io.wcs.engine.types.CqlType;
import java.util.ArrayList;
import java.util.List;

/** A scalar function (or cast) applied to other selectors' values. */
record FunctionSelector(NativeFunction function, List<Selector> arguments) implements Selector {
  FunctionSelector {
    arguments = List.copyOf(arguments);
  }

  @Override
  public CqlType type() {
    return function.returnType();
  }

  @Override
  public byte[] compute(RowView row) {
    List<byte[]> values = new ArrayList<>(arguments.size());
    for (Selector s : arguments) {
      values.add(s.compute(row));
    }
    return function.body().apply(values);
  }

  @Override
  public boolean isTerminal() {
    for (Selector s : arguments) {
      if (!s.isTerminal()) {
        return false;
      }
    }
    return true;
  }

  @Override
  public void bindTerms(RowView terms) {
    for (Selector s : arguments) {
      s.bindTerms(terms);
    }
    if (isTerminal()) {
      compute(terms);
    }
  }

  /** A function of an aggregate ({@code abs(max(v))}) folds rows as its arguments do. */
  @Override
  public boolean isAggregate() {
    return arguments.stream().anyMatch(Selector::isAggregate);
  }

  /**
   * Over a group of rows, each argument folds them its own way (an aggregate aggregates, any other
   * keeps the first row's value, as Cassandra does) and the function applies to what they give.
   */
  @Override
  public Accumulator newAccumulator() {
    if (!isAggregate()) {
      return Selector.super.newAccumulator();
    }
    List<Accumulator> folds = arguments.stream().map(Selector::newAccumulator).toList();
    return new Accumulator() {
      @Override
      public void add(RowView row) {
        for (Accumulator fold : folds) {
          fold.add(row);
        }
      }

      @Override
      public byte[] result() {
        List<byte[]> values = new ArrayList<>(folds.size());
        for (Accumulator fold : folds) {
          values.add(fold.result());
        }
        return function.body().apply(values);
      }
    };
  }
}

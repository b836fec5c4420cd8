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
}

package io.wcs.engine.cql.select;

import io.wcs.engine.cql.ColumnSpec;
import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.cql.term.NativeFunction;
import io.wcs.engine.cql.term.NativeFunctions;
import io.wcs.engine.cql.term.TermPreparer;
import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.ValueCompatibility;
import io.wcs.parser.ast.Selector;
import io.wcs.parser.ast.Term;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code floor(ts, duration[, start])} that ends a GROUP BY clause: rows whose clustering
 * column {@code ts} floors to the same value form one group. The floor is monotonic, so in
 * clustering order (either way) a group's rows come together.
 */
final class TimeBucket {
  private final NativeFunction floor;
  private final List<byte[]> arguments;

  private TimeBucket(NativeFunction floor, List<byte[]> arguments) {
    this.floor = floor;
    this.arguments = arguments;
  }

  /** The column {@code call} buckets, which must be a clustering column of {@code table}. */
  static ColumnMetadata column(Selector.FunctionCall call, TableMetadata table) {
    String name = call.function().name().name();
    if (!name.equalsIgnoreCase("floor")) {
      throw new InvalidRequestException(
          "Only monotonic functions are supported in the GROUP BY clause, got: system." + name);
    }
    if (call.arguments().isEmpty()
        || !(call.arguments().get(0) instanceof Selector.Column c)
        || table.column(c.name().name()) == null) {
      throw new InvalidRequestException(
          "Group by functions need a column as their first argument, got " + call.toCql());
    }
    ColumnMetadata column = table.column(c.name().name());
    if (column.kind() != ColumnMetadata.Kind.CLUSTERING) {
      throw new InvalidRequestException(
          "Group by functions are only supported on clustering columns, got " + column.name());
    }
    return column;
  }

  /** The floor {@code call} of {@code column}, its other arguments literals. */
  static TimeBucket prepare(
      Selector.FunctionCall call, ColumnMetadata column, TableMetadata table, TermPreparer terms) {
    List<Selector> raw = call.arguments();
    // Cassandra's resolution by the column's type: an overload taking it exactly, else the one
    // taking its values (an int column is read as a date, a bigint as a timestamp or a time)
    NativeFunction floor = null;
    List<NativeFunction> weak = new ArrayList<>();
    for (NativeFunction candidate : NativeFunctions.overloads("floor")) {
      if (candidate.argTypes().size() != raw.size()) {
        continue;
      }
      CqlType first = candidate.argTypes().get(0);
      if (first.equals(column.type())) {
        floor = candidate;
      } else if (ValueCompatibility.readableAs(column.type(), first)) {
        weak.add(candidate);
      }
    }
    if (floor == null && weak.size() > 1) {
      throw NativeFunction.ambiguousCall("floor", weak);
    }
    if (floor == null && weak.size() == 1) {
      floor = weak.get(0);
    }
    if (floor == null) {
      throw NativeFunction.noSignatureMatches("floor", NativeFunctions.overloads("floor"));
    }
    List<byte[]> arguments = new ArrayList<>(raw.size() - 1);
    for (int i = 1; i < raw.size(); i++) {
      if (!(raw.get(i) instanceof Selector.Value v) || !(v.term() instanceof Term.Constant)) {
        throw new InvalidRequestException(
            "Group by functions only support literal arguments besides the column, got "
                + raw.get(i).toCql());
      }
      ColumnSpec spec =
          new ColumnSpec(table.keyspace(), table.name(), v.toCql(), floor.argTypes().get(i));
      arguments.add(terms.prepare(v.term(), spec).bind(QueryOptions.DEFAULT));
    }
    return new TimeBucket(floor, arguments);
  }

  /** The bucket of a serialized clustering value (null stays null). */
  byte[] of(byte[] value) {
    List<byte[]> args = new ArrayList<>(arguments.size() + 1);
    args.add(value);
    args.addAll(arguments);
    return floor.body().apply(args);
  }
}

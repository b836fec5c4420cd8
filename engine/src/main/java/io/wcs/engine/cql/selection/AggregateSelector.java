package io.wcs.engine.cql.selection;

import io.wcs.engine.cql.term.NativeFunction;
import io.wcs.engine.cql.term.NumberSum;
import io.wcs.engine.cql.term.NumericFunctions;
import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.ValueCompatibility;
import java.util.Arrays;
import java.util.List;

/**
 * The native aggregates {@code count(*)}, {@code count(x)}, {@code min}, {@code max}, {@code sum}
 * and {@code avg}, with Cassandra's result types: count is a bigint, the others keep the argument's
 * type (sum and avg of an int are an int, computed as Cassandra does: sum wraps, avg sums in a long
 * then divides). Null inputs are skipped; on no input count, sum and avg give 0, min and max null.
 */
record AggregateSelector(Kind kind, Selector argument) implements Selector {
  /** count(*) has no argument. */
  @Override
  public void bindTerms(RowView terms) {
    if (argument != null) {
      argument.bindTerms(terms);
    }
  }

  enum Kind {
    COUNT_ROWS,
    COUNT,
    MIN,
    MAX,
    SUM,
    AVG
  }

  static AggregateSelector of(Kind kind, Selector argument, String name) {
    boolean numeric = kind == Kind.SUM || kind == Kind.AVG;
    if (numeric && !isNumber(argument.type())) {
      List<NativeType> numbers =
          Arrays.stream(NativeType.values()).filter(AggregateSelector::isNumber).toList();
      // a value readable as several number types (a timestamp: bigint, varint) matches their
      // overloads weakly, and Cassandra finds the call ambiguous; no type reads as just one
      List<NativeType> weak =
          numbers.stream().filter(t -> ValueCompatibility.readableAs(argument.type(), t)).toList();
      List<NativeType> listed = weak.size() > 1 ? weak : numbers;
      List<String> signatures =
          listed.stream().map(t -> NativeFunction.signature(name, List.of(t), t)).toList();
      throw weak.size() > 1
          ? NativeFunction.ambiguousCall(name, signatures)
          : NativeFunction.noSignatureMatches(name, signatures);
    }
    return new AggregateSelector(kind, argument);
  }

  /**
   * Cassandra's refusal of {@code sum} or {@code avg} of a bind marker, which every number type
   * could be, or of a null, which every one but counter could be.
   */
  static InvalidRequestException ambiguousOfUntyped(String name, boolean marker) {
    return NativeFunction.ambiguousCall(name, NumericFunctions.signatures(name, marker));
  }

  static boolean isNumber(CqlType t) {
    return t instanceof NativeType n
        && switch (n) {
          case TINYINT, SMALLINT, INT, BIGINT, COUNTER, FLOAT, DOUBLE, DECIMAL, VARINT -> true;
          default -> false;
        };
  }

  @Override
  public CqlType type() {
    return switch (kind) {
      case COUNT_ROWS, COUNT -> NativeType.BIGINT;
      default -> argument.type() == NativeType.COUNTER ? NativeType.BIGINT : argument.type();
    };
  }

  @Override
  public byte[] compute(RowView row) {
    throw new IllegalStateException("an aggregate has no per-row value");
  }

  @Override
  public boolean isAggregate() {
    return true;
  }

  @Override
  public Accumulator newAccumulator() {
    return switch (kind) {
      case COUNT_ROWS, COUNT -> new Count();
      case MIN, MAX -> new Extreme();
      case SUM, AVG -> new Sum();
    };
  }

  private final class Count implements Accumulator {
    private long count;

    @Override
    public void add(RowView row) {
      if (kind == Kind.COUNT_ROWS || argument.compute(row) != null) {
        count++;
      }
    }

    @Override
    public byte[] result() {
      return NativeType.BIGINT.serialize(count);
    }
  }

  private final class Extreme implements Accumulator {
    private byte[] best;

    @Override
    public void add(RowView row) {
      byte[] v = argument.compute(row);
      if (v == null) {
        return;
      }
      int c = best == null ? 0 : argument.type().compare(v, best);
      if (best == null || (kind == Kind.MIN ? c < 0 : c > 0)) {
        best = v;
      }
    }

    @Override
    public byte[] result() {
      return best;
    }
  }

  private final class Sum implements Accumulator {
    private final NumberSum sum = new NumberSum((NativeType) argument.type(), kind == Kind.AVG);

    @Override
    public void add(RowView row) {
      sum.add(argument.compute(row));
    }

    @Override
    public byte[] result() {
      return sum.result();
    }
  }
}

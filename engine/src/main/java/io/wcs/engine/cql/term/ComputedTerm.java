package io.wcs.engine.cql.term;

import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.types.InvalidValueException;
import java.time.DateTimeException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * A value computed from other terms: a collection, tuple or user type literal, a function call, a
 * cast or an arithmetic operation. Folded into a constant at prepare time when every part is
 * constant and the computation is deterministic.
 */
final class ComputedTerm implements Term {
  private final List<Term> parts;
  private final Function<List<byte[]>, byte[]> compute;
  private final String what;

  private ComputedTerm(List<Term> parts, Function<List<byte[]>, byte[]> compute, String what) {
    this.parts = List.copyOf(parts);
    this.compute = compute;
    this.what = what;
  }

  /**
   * The term computing {@code compute(parts' values)}; {@code what} names it in errors about unset
   * values (e.g. "a list literal").
   */
  static Term of(
      List<Term> parts,
      boolean deterministic,
      Function<List<byte[]>, byte[]> compute,
      String what) {
    ComputedTerm term = new ComputedTerm(parts, compute, what);
    if (deterministic && parts.stream().allMatch(Term::isConstant)) {
      return Term.constant(term.bind(QueryOptions.DEFAULT));
    }
    return term;
  }

  @Override
  public byte[] bind(QueryOptions options) {
    List<byte[]> values = new ArrayList<>(parts.size());
    for (Term part : parts) {
      byte[] value = part.bind(options);
      if (QueryOptions.isUnset(value)) {
        throw new InvalidRequestException("Invalid unset value in " + what);
      }
      values.add(value);
    }
    try {
      return compute.apply(values);
    } catch (InvalidValueException | ArithmeticException | DateTimeException e) {
      throw new InvalidRequestException("Invalid value in " + what + ": " + e.getMessage());
    }
  }
}

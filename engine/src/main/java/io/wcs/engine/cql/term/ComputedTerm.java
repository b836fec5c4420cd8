package io.wcs.engine.cql.term;

import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.types.InvalidValueException;
import java.time.DateTimeException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * A value computed from other terms: a collection, tuple or user type literal, a function call, a
 * cast or an arithmetic operation. Folded into a constant at prepare time when every part is
 * constant and the computation is deterministic.
 */
final class ComputedTerm implements Term {
  private final List<Term> parts;
  private final Function<List<byte[]>, byte[]> compute;
  private final String what;
  private final IntFunction<String> unsetPart;

  private ComputedTerm(
      List<Term> parts,
      Function<List<byte[]>, byte[]> compute,
      String what,
      IntFunction<String> unsetPart) {
    this.parts = List.copyOf(parts);
    this.compute = compute;
    this.what = what;
    this.unsetPart = unsetPart;
  }

  /**
   * The term computing {@code compute(parts' values)}; {@code what} names it in errors about its
   * values (e.g. "the operation ? + 1"), an unset part among them.
   */
  static Term of(
      List<Term> parts,
      boolean deterministic,
      Function<List<byte[]>, byte[]> compute,
      String what) {
    return of(parts, deterministic, compute, what, i -> "Invalid unset value in " + what);
  }

  /**
   * The term computing {@code compute(parts' values)}; {@code what} names it in errors about its
   * values, {@code unsetPart} gives Cassandra's refusal of part i unset.
   */
  static Term of(
      List<Term> parts,
      boolean deterministic,
      Function<List<byte[]>, byte[]> compute,
      String what,
      IntFunction<String> unsetPart) {
    ComputedTerm term = new ComputedTerm(parts, compute, what, unsetPart);
    if (deterministic && parts.stream().allMatch(Term::isConstant)) {
      return Term.constant(term.bind(QueryOptions.DEFAULT));
    }
    return term;
  }

  @Override
  public byte[] bind(QueryOptions options) {
    List<byte[]> values = new ArrayList<>(parts.size());
    for (int i = 0; i < parts.size(); i++) {
      byte[] value = parts.get(i).bind(options);
      if (QueryOptions.isUnset(value)) {
        throw new InvalidRequestException(unsetPart.apply(i));
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

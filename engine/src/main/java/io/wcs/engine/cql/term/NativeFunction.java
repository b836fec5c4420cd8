package io.wcs.engine.cql.term;

import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.types.CqlType;
import java.time.DateTimeException;
import java.util.Collection;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * One overload of a built-in scalar function: its argument and return types and its body on
 * serialized values. Deterministic functions of constant arguments are folded at prepare time.
 */
public record NativeFunction(
    String name, List<CqlType> argTypes, CqlType returnType, boolean deterministic, Body body) {

  /** Computes the result from serialized arguments (any may be null). */
  @FunctionalInterface
  public interface Body {
    byte[] apply(List<byte[]> args);
  }

  public NativeFunction {
    argTypes = List.copyOf(argTypes);
  }

  /**
   * A function written on Java values: arguments are deserialized, a null or {@link
   * CqlType#isEmptyValue empty} argument gives a null result without calling {@code body} (as
   * Cassandra's functions answer an empty int), and the result is serialized.
   */
  static NativeFunction ofJava(
      String name,
      List<CqlType> argTypes,
      CqlType returnType,
      Function<List<Object>, Object> body) {
    return new NativeFunction(
        name,
        argTypes,
        returnType,
        true,
        args -> {
          Object[] values = new Object[args.size()];
          for (int i = 0; i < values.length; i++) {
            if (args.get(i) == null || argTypes.get(i).isEmptyValue(args.get(i))) {
              return null;
            }
            values[i] = argTypes.get(i).deserialize(args.get(i));
          }
          Object result = body.apply(List.of(values));
          return result == null ? null : returnType.serialize(result);
        });
  }

  /**
   * This function, failing with Cassandra's FunctionFailureException ({@code description failed:
   * why}) where its arithmetic or calendar fails on a row's values.
   */
  public NativeFunction failingAs(FailedCall call) {
    return new NativeFunction(name, argTypes, returnType, deterministic, guarded(call, body));
  }

  /** The body, failing as {@code call} where its arithmetic or calendar fails. */
  static Body guarded(FailedCall call, Body body) {
    return args -> {
      try {
        return body.apply(args);
      } catch (ArithmeticException | DateTimeException e) {
        throw call.failed(e.getMessage());
      }
    };
  }

  /** Cassandra's signature spelling: {@code system.totimestamp : (timeuuid) -> timestamp}. */
  public String signature() {
    return signature(name, argTypes, returnType);
  }

  public static String signature(String name, List<CqlType> argTypes, CqlType returnType) {
    return "system."
        + name
        + " : ("
        + argTypes.stream().map(CqlType::cqlName).collect(Collectors.joining(", "))
        + ") -> "
        + returnType.cqlName();
  }

  /**
   * Cassandra's refusal of a call that none of a function's overloads accepts, listing their {@link
   * #signature signatures}; {@code name} is spelled as the call or Cassandra spells it.
   */
  public static InvalidRequestException noSignatureMatches(String name, List<String> signatures) {
    return new InvalidRequestException(
        "Invalid call to function "
            + name
            + ", none of its type signatures match (known type signatures: "
            + String.join(", ", signatures)
            + ")");
  }

  /**
   * Cassandra's refusal of a call to a function of one signature whose argument {@code index}
   * (written {@code argument}) is not of its type.
   */
  public InvalidRequestException typeError(String argument, int index) {
    return new InvalidRequestException(
        "Type error: "
            + argument
            + " cannot be passed as argument "
            + index
            + " of function system."
            + name
            + " of type "
            + argTypes.get(index).cqlName());
  }

  /**
   * Cassandra's refusal of a call to a function of one signature with too many or few arguments.
   */
  public InvalidRequestException wrongArity(int given) {
    return new InvalidRequestException(
        "Invalid number of arguments in call to function system."
            + name
            + ": "
            + argTypes.size()
            + " required but "
            + given
            + " provided");
  }

  /**
   * Cassandra's refusal of a call with too many or few arguments to a function it makes for its
   * arguments' types (toJson, the masks, the similarities), named with its {@code parameters}.
   */
  public static InvalidRequestException wrongArgumentCount(String name, String parameters) {
    return new InvalidRequestException(
        "Invalid number of arguments for function system." + name + "(" + parameters + ")");
  }

  /**
   * Cassandra's refusal of an argument of {@code name} of the wrong kind: {@code requires} says
   * what it takes ("a map argument", "an argument of type text").
   */
  public static InvalidRequestException wrongArgumentKind(
      String name, String requires, String arg, CqlType type) {
    return new InvalidRequestException(
        "Function system."
            + name
            + " requires "
            + requires
            + ", but found argument "
            + arg
            + " of type "
            + type.cqlName());
  }

  /**
   * Cassandra's refusal of an argument {@code arg} with no type of its own, in a call of a function
   * it makes for its arguments' types, named with its {@code parameters}.
   */
  public static InvalidRequestException cannotInferArgument(
      String arg, String name, String parameters) {
    return new InvalidRequestException(
        "Cannot infer type of argument "
            + arg
            + " in call to function system."
            + name
            + "("
            + parameters
            + "): use type casts to disambiguate");
  }

  /** Cassandra's refusal of a call that several overloads (these signatures) match weakly. */
  public static InvalidRequestException ambiguousCall(String name, List<String> signatures) {
    return new InvalidRequestException(
        "Ambiguous call to function "
            + name
            + " (can be matched by following signatures: "
            + String.join(", ", signatures)
            + "): use type casts to disambiguate");
  }

  /** {@link #ambiguousCall} for these overloads. */
  public static InvalidRequestException ambiguousCall(
      String name, Collection<NativeFunction> overloads) {
    return ambiguousCall(name, overloads.stream().map(NativeFunction::signature).toList());
  }

  /** {@link #noSignatureMatches} for these overloads. */
  public static InvalidRequestException noSignatureMatches(
      String name, Collection<NativeFunction> overloads) {
    return noSignatureMatches(name, overloads.stream().map(NativeFunction::signature).toList());
  }
}

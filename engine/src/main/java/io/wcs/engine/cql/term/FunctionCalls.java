package io.wcs.engine.cql.term;

import io.wcs.engine.cql.ColumnSpec;
import io.wcs.engine.error.FunctionFailureException;
import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.partition.PartitionKeyCodec;
import io.wcs.engine.types.CollectionType;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.InvalidValueException;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.MapType;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.SetType;
import io.wcs.engine.types.TupleType;
import io.wcs.engine.types.UserType;
import io.wcs.engine.types.ValueCompatibility;
import io.wcs.parser.ast.Term.BindMarker;
import io.wcs.parser.ast.Term.Cast;
import io.wcs.parser.ast.Term.Constant;
import io.wcs.parser.ast.Term.FunctionCall;
import io.wcs.parser.ast.Term.ListLiteral;
import io.wcs.parser.ast.Term.MapLiteral;
import io.wcs.parser.ast.Term.Null;
import io.wcs.parser.ast.Term.SetLiteral;
import io.wcs.parser.ast.Term.TupleLiteral;
import io.wcs.parser.ast.Term.TypeHint;
import io.wcs.parser.ast.Term.UdtLiteral;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Function calls and casts in terms: picks the overload Cassandra would (arguments assignable,
 * exact matches preferred, ambiguity refused), or makes the function Cassandra makes for the
 * arguments' types (toJson, the masks, the collection and similarity functions), refuses
 * aggregates, checks the result fits the receiver, and prepares the arguments against the
 * signature.
 */
final class FunctionCalls {
  private static final Set<String> AGGREGATES = Set.of("count", "min", "max", "sum", "avg");

  private FunctionCalls() {}

  static Term prepare(TermPreparer preparer, FunctionCall call, ColumnSpec receiver) {
    if (isFromJson(call)) {
      checkFromJson(preparer, call);
      if (receiver != null) {
        return apply(preparer, fromJson(receiver), call.arguments(), receiver);
      }
    }
    NativeFunction function = resolve(preparer, call, receiver);
    if (receiver != null && !fits(function.returnType(), receiver)) {
      throw resultRefused(function, receiver);
    }
    return apply(preparer, function, call.arguments(), receiver);
  }

  private static InvalidRequestException resultRefused(
      NativeFunction function, ColumnSpec receiver) {
    return TermPreparer.invalid(
        "Type error: cannot assign result of function system."
            + function.name()
            + " (type "
            + function.returnType().cqlName()
            + ") to "
            + receiver.name()
            + " (type "
            + receiver.type().cqlName()
            + ")");
  }

  static Term cast(TermPreparer preparer, Cast cast, ColumnSpec receiver) {
    CqlType source = ownTypeOf(preparer, cast.term());
    if (source == null) {
      throw TermPreparer.invalid(
          "Cannot infer the type of "
              + cast.term().toCql()
              + " in "
              + cast.toCql()
              + "; add a type hint such as (int) ?");
    }
    CqlType target = preparer.resolveType(cast.type());
    NativeType to = Casts.target(cast.type().toCql());
    if (receiver != null && to != null && !fits(to, receiver)) {
      // a cast is a call of one of the target's cast functions, none of which returns a value
      // the receiver takes
      throw Casts.refusal(cast.term().toCql(), cast.type().toCql());
    }
    NativeFunction function = to == null ? null : Casts.cast(source, to);
    if (function == null) {
      throw TermPreparer.invalid(
          source.cqlName() + " cannot be cast to " + target.cqlName() + " in " + cast.toCql());
    }
    if (receiver != null && !fits(target, receiver)) {
      throw TermPreparer.invalid(
          "Cannot assign value "
              + cast.toCql()
              + " to "
              + receiver.name()
              + " of type "
              + receiver.type().cqlName());
    }
    return apply(preparer, function, List.of(cast.term()), receiver);
  }

  private static Term apply(
      TermPreparer preparer,
      NativeFunction function,
      List<io.wcs.parser.ast.Term> arguments,
      ColumnSpec receiver) {
    List<Term> args = new ArrayList<>(arguments.size());
    for (int i = 0; i < arguments.size(); i++) {
      ColumnSpec spec =
          new ColumnSpec(
              receiver == null ? null : receiver.keyspace(),
              receiver == null ? null : receiver.table(),
              "arg" + i + "(system." + function.name() + ")",
              function.argTypes().get(i));
      args.add(preparer.prepare(arguments.get(i), spec));
    }
    return ComputedTerm.of(
        args,
        function.deterministic(),
        function.body()::apply,
        "a call to function system." + function.name(),
        i -> "Invalid unset value for argument in call to function " + function.name());
  }

  private static boolean isToJson(FunctionCall call) {
    String name = call.function().name().name().toLowerCase(Locale.ROOT);
    return call.function().keyspace() == null && (name.equals("tojson") || name.equals("to_json"));
  }

  /**
   * {@code toJson(x)} in a term: Cassandra makes it for the type of its one argument, which must
   * have one of its own (a constant's preferred type, a call's result, a cast or type hint).
   */
  private static NativeFunction toJson(TermPreparer preparer, FunctionCall call) {
    String name = call.function().name().name().toLowerCase(Locale.ROOT);
    if (call.arguments().size() != 1) {
      throw NativeFunction.wrongArgumentCount(name, "any");
    }
    io.wcs.parser.ast.Term arg = call.arguments().get(0);
    CqlType type = ownTypeOf(preparer, arg);
    if (arg instanceof SetLiteral set && !set.elements().isEmpty()) {
      CqlType element = ownType(set.elements().get(0));
      type = element == null ? null : new SetType(element, false);
    } else if (arg instanceof MapLiteral map && !map.entries().isEmpty()) {
      CqlType key = ownType(map.entries().get(0).key());
      CqlType value = ownType(map.entries().get(0).value());
      type = key == null || value == null ? null : new MapType(key, value, false);
    }
    if (type == null) {
      throw NativeFunction.cannotInferArgument(TermPreparer.label(arg), name, "any");
    }
    return NativeFunctions.toJson(name, type);
  }

  /**
   * An aggregate in a term, which Cassandra refuses (in words written for the WHERE clause, which
   * it gives everywhere); count's one overload in a term takes a blob, so anything else is a type
   * error first.
   */
  private static InvalidRequestException aggregateRefusal(
      TermPreparer preparer, String name, List<io.wcs.parser.ast.Term> args) {
    if (args.size() != 1 && !name.equals("count")) {
      // the call is checked first, as in a selection
      if (name.equals("min") || name.equals("max")) {
        return NativeFunction.wrongArgumentCount(name, "any");
      }
      return NativeFunction.noSignatureMatches(name, NumericFunctions.signatures(name, true));
    }
    if (name.equals("sum") || name.equals("avg")) {
      // the argument's type is checked where it has one without arithmetic: a constant, a hint,
      // a cast, a call
      io.wcs.parser.ast.Term arg = args.get(0);
      boolean plain =
          arg instanceof Constant
              || arg instanceof TypeHint
              || arg instanceof Cast
              || arg instanceof FunctionCall;
      CqlType type = plain ? ownTypeOf(preparer, arg) : null;
      if (type != null && !isNumber(type)) {
        return NativeFunction.noSignatureMatches(name, NumericFunctions.signatures(name, true));
      }
    }
    if (name.equals("count")
        && args.size() == 1
        && args.get(0) instanceof Constant c
        && c.kind() != io.wcs.parser.ast.Term.ConstantKind.HEX) {
      return TermPreparer.invalid(
          "Type error: "
              + c.toCql()
              + " cannot be passed as argument 0 of function system.count of type blob");
    }
    return TermPreparer.invalid("Aggregation function are not supported in the where clause");
  }

  /**
   * A masking function in a term, made for the type of the value it masks, which must have one of
   * its own (a constant's preferred type, ascii for ASCII text as in Cassandra, a hint's, a
   * call's): Cassandra infers none from the receiver. The arguments must fit the function so made,
   * and a constant algorithm of mask_hash is checked as the call is prepared.
   */
  private static NativeFunction mask(
      TermPreparer preparer, String name, List<io.wcs.parser.ast.Term> args) {
    MaskingFunctions.checkArity(name, args.size());
    io.wcs.parser.ast.Term first = args.get(0);
    CqlType type = preparer.typeOf(first);
    if (type == null && first instanceof Constant c) {
      type =
          c.kind() == io.wcs.parser.ast.Term.ConstantKind.STRING
                  && c.value().chars().allMatch(ch -> ch < 0x80)
              ? NativeType.ASCII
              : Literals.preferredType(c.kind(), c.value());
    }
    if (type == null) {
      throw NativeFunction.cannotInferArgument(
          first instanceof Null ? "NULL" : TermPreparer.label(first),
          name,
          MaskingFunctions.parameters(name));
    }
    NativeFunction function =
        MaskingFunctions.function(name, args.size(), type, TermPreparer.label(first));
    if (match(preparer, function, args) == Match.NONE) {
      throw argumentTypeError(preparer, function, args);
    }
    if (name.equals("mask_hash")
        && args.size() == 2
        && args.get(1) instanceof Constant algorithm
        && algorithm.kind() == io.wcs.parser.ast.Term.ConstantKind.STRING) {
      MaskingFunctions.digest(algorithm.value().getBytes(StandardCharsets.UTF_8));
    }
    return function;
  }

  /**
   * A similarity function in a term: an argument without a type of its own takes the receiver's, as
   * Cassandra infers it here (so a vector literal written to a float is refused as a float).
   */
  private static NativeFunction similarity(
      TermPreparer preparer, String name, List<io.wcs.parser.ast.Term> args, ColumnSpec receiver) {
    List<CqlType> own = new ArrayList<>();
    for (io.wcs.parser.ast.Term arg : args) {
      CqlType type = preparer.typeOf(arg);
      own.add(type == null && receiver != null ? receiver.type() : type);
    }
    NativeFunction similarity =
        VectorFunctions.function(name, own, args.stream().map(TermPreparer::label).toList());
    if (match(preparer, similarity, args) == Match.NONE) {
      throw argumentTypeError(preparer, similarity, args);
    }
    return similarity;
  }

  /**
   * A collection function in a term: its argument needs a type of its own (a type hint, a cast, a
   * call), as Cassandra infers none from the receiver.
   */
  private static NativeFunction collectionFunction(
      TermPreparer preparer, String name, List<io.wcs.parser.ast.Term> args) {
    if (args.size() != 1) {
      throw NativeFunction.wrongArgumentCount(name, CollectionFunctions.parameter(name));
    }
    CqlType type = preparer.typeOf(args.get(0));
    if (type == null) {
      throw NativeFunction.cannotInferArgument(
          TermPreparer.label(args.get(0)), name, CollectionFunctions.parameter(name));
    }
    return CollectionFunctions.function(name, type, TermPreparer.label(args.get(0)));
  }

  /**
   * The type a term has of its own, as Cassandra knows it before it meets a receiver: a constant's
   * preferred type, a hint's, a cast's or a call's, and that of arithmetic on numbers of such types
   * ({@code 1 - 2 * 3} is an int); null for others (markers, nulls, collection literals).
   */
  private static CqlType ownTypeOf(TermPreparer preparer, io.wcs.parser.ast.Term term) {
    if (term instanceof Constant) {
      return ownType(term);
    }
    if (term instanceof TupleLiteral t
        && t.elements().size() == 1
        && (t.elements().get(0) instanceof io.wcs.parser.ast.Term.Operation
            || t.elements().get(0) instanceof io.wcs.parser.ast.Term.Negation)) {
      return ownTypeOf(preparer, t.elements().get(0)); // parentheses that group arithmetic
    }
    if (term instanceof io.wcs.parser.ast.Term.Negation n) {
      CqlType operand = ownTypeOf(preparer, n.operand());
      return isNumber(operand) ? operand : null;
    }
    if (term instanceof io.wcs.parser.ast.Term.Operation op) {
      CqlType left = ownTypeOf(preparer, op.left());
      CqlType right = ownTypeOf(preparer, op.right());
      return isNumber(left) && isNumber(right)
          ? NumericFunctions.resultType((NativeType) left, (NativeType) right)
          : null;
    }
    return preparer.typeOf(term);
  }

  private static boolean isNumber(CqlType type) {
    return type instanceof NativeType n && NumericFunctions.isNumeric(n);
  }

  /** A constant's preferred type; null for any other term (Cassandra's type "if known"). */
  private static CqlType ownType(io.wcs.parser.ast.Term term) {
    return term instanceof Constant c ? Literals.preferredType(c.kind(), c.value()) : null;
  }

  /** Whether Cassandra makes {@code call}'s function for its arguments' types as it prepares it. */
  private static boolean isMadeForItsArguments(FunctionCall call) {
    String name = call.function().name().name().toLowerCase(Locale.ROOT);
    return isToJson(call)
        || MaskingFunctions.isMaskingFunction(name)
        || CollectionFunctions.isCollectionFunction(name)
        || VectorFunctions.isVectorFunction(name);
  }

  /** Whether {@code call} is fromJson, whose type is its receiver's: it has none of its own. */
  static boolean isFromJson(FunctionCall call) {
    String name = call.function().name().name().toLowerCase(Locale.ROOT);
    return name.equals("fromjson") || name.equals("from_json");
  }

  /** Cassandra's checks of a fromJson call, in its order: one argument, of a text type. */
  private static void checkFromJson(TermPreparer preparer, FunctionCall call) {
    String name = call.function().name().name().toLowerCase(Locale.ROOT);
    if (call.arguments().size() != 1) {
      throw NativeFunction.wrongArgumentCount(name, "text");
    }
    io.wcs.parser.ast.Term arg = call.arguments().get(0);
    CqlType type = ownTypeOf(preparer, arg);
    if (type != null && type != NativeType.TEXT && type != NativeType.ASCII) {
      throw NativeFunction.wrongArgumentKind(
          name, "an argument of type text", TermPreparer.label(arg), type);
    }
  }

  /** {@code fromJson(text)}: a JSON value read as a value of the receiver's type. */
  private static NativeFunction fromJson(ColumnSpec receiver) {
    CqlType type = receiver.type();
    return new NativeFunction(
        "fromjson",
        List.of(NativeType.TEXT),
        type,
        true,
        args -> {
          byte[] json = args.get(0);
          if (json == null) {
            return null;
          }
          String text = (String) NativeType.TEXT.deserialize(json);
          List<String> argTypes = List.of(NativeType.TEXT.cqlName());
          Object parsed;
          try {
            parsed = JsonValues.parse(text);
          } catch (JsonValues.SyntaxError e) {
            throw new FunctionFailureException(
                "fromjson",
                argTypes,
                "execution of 'system.fromjson[text]' failed: Could not decode JSON string '"
                    + text
                    + "': "
                    + e.withClass());
          }
          try {
            return JsonValues.toCql(parsed, type);
          } catch (InvalidValueException e) {
            // Cassandra's function fails with its marshalling exception's text, class name included
            throw new FunctionFailureException(
                "fromjson",
                argTypes,
                "org.apache.cassandra.serializers.MarshalException: " + e.getMessage());
          }
        });
  }

  /**
   * The overload a call resolves to; with a {@code receiver} (may be null), among the overloads
   * whose result it takes.
   */
  static NativeFunction resolve(TermPreparer preparer, FunctionCall call, ColumnSpec receiver) {
    if (isToJson(call)) {
      return toJson(preparer, call);
    }
    String name = call.function().name().name().toLowerCase(Locale.ROOT);
    if (call.function().keyspace() != null && !call.function().keyspace().name().equals("system")) {
      throw TermPreparer.invalid("Unknown function " + call.function().toCql() + " called");
    }
    if (AGGREGATES.contains(name)) {
      throw aggregateRefusal(preparer, name, call.arguments());
    }
    if (MaskingFunctions.isMaskingFunction(name)) {
      return mask(preparer, name, call.arguments());
    }
    if (CollectionFunctions.isCollectionFunction(name)) {
      return collectionFunction(preparer, name, call.arguments());
    }
    if (VectorFunctions.isVectorFunction(name)) {
      return similarity(preparer, name, call.arguments(), receiver);
    }
    List<NativeFunction> candidates =
        name.equals("token") ? tokenFunction(preparer) : NativeFunctions.overloads(name);
    if (candidates.isEmpty()) {
      throw TermPreparer.invalid("Unknown function " + call.function().toCql() + " called");
    }
    List<io.wcs.parser.ast.Term> args = call.arguments();
    if (candidates.size() == 1) {
      NativeFunction only = candidates.get(0);
      if (match(preparer, only, args) == Match.NONE) {
        throw argumentTypeError(preparer, only, args);
      }
      return only;
    }
    // Cassandra's resolution: overloads whose result the receiver cannot take are left out, an
    // exact match wins, else the one weak match
    List<NativeFunction> compatible = new ArrayList<>();
    for (NativeFunction f : candidates) {
      if (receiver != null && !fits(f.returnType(), receiver)) {
        continue;
      }
      Match match = match(preparer, f, args);
      if (match == Match.EXACT) {
        return f;
      }
      if (match == Match.WEAK) {
        compatible.add(f);
      }
    }
    if (compatible.isEmpty()) {
      throw NativeFunction.noSignatureMatches(name, candidates);
    }
    if (compatible.size() > 1) {
      throw NativeFunction.ambiguousCall(name, compatible);
    }
    return compatible.get(0);
  }

  /**
   * Whether the receiver takes a value of {@code type}: the same type or one it reads, but for a
   * frozen collection (the result of map_keys, say), which a collection not frozen does not take.
   */
  private static boolean fits(CqlType type, ColumnSpec receiver) {
    if (type instanceof CollectionType result
        && result.frozen()
        && receiver.type() instanceof CollectionType column
        && !column.frozen()) {
      return false;
    }
    return ValueCompatibility.readableAs(type.freeze(), receiver.type().freeze());
  }

  private enum Match {
    NONE,
    WEAK,
    EXACT
  }

  private static Match match(
      TermPreparer preparer, NativeFunction f, List<io.wcs.parser.ast.Term> args) {
    if (f.argTypes().size() != args.size()) {
      return Match.NONE;
    }
    Match result = Match.EXACT;
    for (int i = 0; i < args.size(); i++) {
      Match m = match(preparer, args.get(i), f.argTypes().get(i));
      if (m == Match.NONE) {
        return Match.NONE;
      }
      if (m == Match.WEAK) {
        result = Match.WEAK;
      }
    }
    return result;
  }

  private static Match match(TermPreparer preparer, io.wcs.parser.ast.Term arg, CqlType type) {
    if (arg instanceof Null || arg instanceof BindMarker) {
      return Match.WEAK;
    }
    if (arg instanceof ListLiteral && type instanceof NativeType) {
      // Cassandra's list literal refuses a parameter of another kind outright, not as a mismatch
      throw TermPreparer.invalid(
          "Unexpected receiver type '" + type.cqlName() + "'; only list and vector are expected");
    }
    if (arg instanceof FunctionCall || arg instanceof Cast) {
      return matchCall(preparer, arg, type);
    }
    if (arg instanceof Constant c) {
      if (!Literals.accepts(c.kind(), type)) {
        return Match.NONE;
      }
      return type.equals(Literals.preferredType(c.kind(), c.value())) ? Match.EXACT : Match.WEAK;
    }
    boolean shapeFits =
        arg instanceof ListLiteral
            ? type instanceof ListType
            : arg instanceof SetLiteral
                ? type instanceof SetType
                : arg instanceof MapLiteral
                    ? type instanceof MapType
                    : arg instanceof TupleLiteral
                        ? type instanceof TupleType
                        : !(arg instanceof UdtLiteral) || type instanceof UserType;
    CqlType own = preparer.typeOf(arg);
    if (own != null) {
      return typeMatch(own, type);
    }
    return shapeFits ? Match.WEAK : Match.NONE;
  }

  /**
   * How a nested call (a cast is a call of a cast function) matches a parameter, as Cassandra tests
   * it: resolved for that parameter as its receiver, its result matches exactly or weakly by its
   * type; a call that fails to resolve so counts as a weak match, its error left for later.
   */
  private static Match matchCall(TermPreparer preparer, io.wcs.parser.ast.Term call, CqlType type) {
    CqlType result;
    try {
      result =
          call instanceof FunctionCall f
              ? isFromJson(f)
                  ? type
                  : resolve(preparer, f, new ColumnSpec(null, null, "", type)).returnType()
              : castResult(preparer, (Cast) call, type);
    } catch (InvalidRequestException e) {
      return Match.WEAK;
    }
    return typeMatch(result, type);
  }

  /**
   * How a value of type {@code own} matches a parameter of type {@code type}: exactly when the
   * same, weakly when the parameter reads its values (Cassandra's value compatibility).
   */
  private static Match typeMatch(CqlType own, CqlType type) {
    return own.freeze().equals(type.freeze())
        ? Match.EXACT
        : ValueCompatibility.readableAs(own.freeze(), type.freeze()) ? Match.WEAK : Match.NONE;
  }

  /** The type a cast in a term gives, refused when none of its cast functions fits {@code type}. */
  private static CqlType castResult(TermPreparer preparer, Cast cast, CqlType type) {
    NativeType to = Casts.target(cast.type().toCql());
    if (to == null || !ValueCompatibility.readableAs(to, type.freeze())) {
      throw Casts.refusal(cast.term().toCql(), cast.type().toCql());
    }
    return preparer.resolveType(cast.type());
  }

  private static RuntimeException argumentTypeError(
      TermPreparer preparer, NativeFunction f, List<io.wcs.parser.ast.Term> args) {
    if (args.size() != f.argTypes().size()) {
      return f.wrongArity(args.size());
    }
    for (int i = 0; i < args.size(); i++) {
      if (match(preparer, args.get(i), f.argTypes().get(i)) == Match.NONE) {
        if (args.get(i) instanceof FunctionCall call && isMadeForItsArguments(call)) {
          // a function made for its arguments is prepared for the parameter, which its result
          // does not fit
          ColumnSpec parameter =
              new ColumnSpec(
                  null, null, "arg" + i + "(system." + f.name() + ")", f.argTypes().get(i));
          return resultRefused(resolve(preparer, call, null), parameter);
        }
        return f.typeError(TermPreparer.label(args.get(i)), i);
      }
    }
    return TermPreparer.invalid("Invalid call to function system." + f.name());
  }

  private static List<NativeFunction> tokenFunction(TermPreparer preparer) {
    PartitionKeyCodec codec = preparer.partitionKeyCodec();
    return codec == null ? List.of() : List.of(NativeFunctions.token(codec));
  }
}

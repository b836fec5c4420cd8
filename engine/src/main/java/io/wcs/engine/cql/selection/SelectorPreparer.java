package io.wcs.engine.cql.selection;

import io.wcs.engine.cql.ColumnSpec;
import io.wcs.engine.cql.term.Casts;
import io.wcs.engine.cql.term.CollectionFunctions;
import io.wcs.engine.cql.term.FailedCall;
import io.wcs.engine.cql.term.Literals;
import io.wcs.engine.cql.term.MaskingFunctions;
import io.wcs.engine.cql.term.NativeFunction;
import io.wcs.engine.cql.term.NativeFunctions;
import io.wcs.engine.cql.term.NumericFunctions;
import io.wcs.engine.cql.term.OperationRefusals;
import io.wcs.engine.cql.term.Term;
import io.wcs.engine.cql.term.TermPreparer;
import io.wcs.engine.cql.term.TimeFunctions;
import io.wcs.engine.cql.term.VectorFunctions;
import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.partition.PartitionKeyCodec;
import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.MapType;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.SetType;
import io.wcs.engine.types.UserType;
import io.wcs.engine.types.ValueCompatibility;
import io.wcs.engine.types.VectorType;
import io.wcs.parser.ast.ArithmeticOperator;
import io.wcs.parser.ast.Identifier;
import io.wcs.parser.ast.Selector.CellMetadata;
import io.wcs.parser.ast.Term.BindMarker;
import io.wcs.parser.ast.Term.Constant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Turns the AST of one SELECT clause item into a {@link Selector} and Cassandra's label for it
 * ({@code writetime(v)}, {@code count}, {@code system.max(v)}, {@code cast(v as text)}…), recording
 * the columns it reads. Not thread-safe: one per statement being prepared.
 */
final class SelectorPreparer {
  /** The functions a selection knows beside the native ones: aggregates, token, JSON. */
  private static final Set<String> SPECIAL_FUNCTIONS =
      Set.of(
          "count",
          "min",
          "max",
          "sum",
          "avg",
          "token",
          "tojson",
          "to_json",
          "fromjson",
          "from_json");

  private final TableMetadata table;
  private final TermPreparer terms;
  private final Set<ColumnMetadata> columnsRead = new LinkedHashSet<>();
  private final Map<ColumnMetadata, QueriedMapCells> queriedMapCells = new HashMap<>();

  /**
   * The selectors {@link #value} prepared, by node: a composite's type is read from an element
   * before all its elements are typed, and a bind marker prepared twice would be two variables.
   */
  private final Map<io.wcs.parser.ast.Selector, Labelled> values = new IdentityHashMap<>();

  SelectorPreparer(TableMetadata table, TermPreparer terms) {
    this.table = table;
    this.terms = terms;
  }

  Set<ColumnMetadata> columnsRead() {
    return columnsRead;
  }

  /** A prepared selector and its label. */
  record Labelled(Selector selector, String label) {}

  /**
   * The first fault Cassandra finds only as it builds a selector from its prepared form (an
   * element, field, cast or type hint that does not apply to its value): after it has resolved the
   * functions of the selection item, and in a table with static columns after the WHERE clause.
   */
  private InvalidRequestException deferredFault;

  /**
   * Keeps {@code fault} for {@link #takeDeferredFault} and stands in for the faulty selector with a
   * value of the type Cassandra gives it while it resolves functions.
   */
  Labelled deferred(InvalidRequestException fault, CqlType standIn, String label) {
    if (deferredFault == null) {
      deferredFault = fault;
    }
    return new Labelled(new ConstantSelector(standIn, null), label);
  }

  /** The fault {@link #deferred} kept, or null; kept no longer. */
  InvalidRequestException takeDeferredFault() {
    InvalidRequestException fault = deferredFault;
    deferredFault = null;
    return fault;
  }

  /**
   * An item of the selection: as {@link #prepare}, but a constant alone has no type to take there,
   * as in Cassandra ({@code SELECT 1} is refused; {@code SELECT 1 + 2} and {@code (int) 1} are
   * not).
   */
  Labelled item(io.wcs.parser.ast.Selector s) {
    if (literal(s) != null
        || s instanceof io.wcs.parser.ast.Selector.Value v && v.term() instanceof BindMarker) {
      throw CompositeSelectors.cannotInfer(s);
    }
    return prepare(s);
  }

  Labelled prepare(io.wcs.parser.ast.Selector s) {
    if (s instanceof io.wcs.parser.ast.Selector.Column c) {
      ColumnMetadata column = column(c.name());
      return new Labelled(new ColumnSelector(column), column.name());
    }
    if (s instanceof io.wcs.parser.ast.Selector.CountRows) {
      return new Labelled(new AggregateSelector(AggregateSelector.Kind.COUNT_ROWS, null), "count");
    }
    if (s instanceof CellMetadata m) {
      return cellMetadata(m);
    }
    if (s instanceof io.wcs.parser.ast.Selector.FunctionCall f) {
      return function(f);
    }
    if (s instanceof io.wcs.parser.ast.Selector.Cast c) {
      if (markerOf(c.selector()) != null) {
        throw CompositeSelectors.cannotInfer(c.selector());
      }
      if (literal(c.selector()) != null || isNull(c.selector())) {
        // A literal has no type to convert from until a hint gives it one: (int) 1.
        throw CompositeSelectors.cannotInfer(c.selector());
      }
      Labelled arg = value(c.selector());
      String target = c.type().toCql();
      if (NativeType.byName(target) == arg.selector().type()) {
        return arg; // a cast to the value's own type is the value, label and all, as in Cassandra
      }
      NativeType to = Casts.target(target);
      NativeFunction cast = to == null ? null : Casts.cast(arg.selector().type(), to);
      String label = "cast(" + arg.label() + " as " + target + ")";
      if (cast == null) {
        // Cassandra names the first column the selection reads, not always the cast's own
        // argument: SELECT k, CAST(ip AS boolean) is refused as "k cannot be cast to boolean"
        String named = columnsRead.isEmpty() ? arg.label() : columnsRead.iterator().next().name();
        // typed as its target meanwhile, even one no cast reaches (a duration)
        NativeType standIn = to != null ? to : NativeType.byName(target);
        if (standIn == null) {
          throw Casts.refusal(named, target);
        }
        return deferred(Casts.refusal(named, target), standIn, label);
      }
      return new Labelled(new FunctionSelector(cast, List.of(arg.selector())), label);
    }
    if (isNull(s)) {
      throw CompositeSelectors.cannotInfer(s);
    }
    Constant literal = literal(s);
    if (literal != null) {
      return constant(literal, Literals.preferredType(literal.kind(), literal.value()));
    }
    if (s instanceof io.wcs.parser.ast.Selector.Field f) {
      return field(f);
    }
    if (s instanceof io.wcs.parser.ast.Selector.Tuple t && t.elements().size() == 1) {
      // parentheses group an operand; around a whole selector Cassandra refuses them
      throw CompositeSelectors.cannotInfer(s);
    }
    if (CompositeSelectors.isComposite(s)) {
      return new CompositeSelectors(this).composite(s);
    }
    if (s instanceof io.wcs.parser.ast.Selector.TypeHint h) {
      return new CompositeSelectors(this).typeHint(h);
    }
    if (s instanceof io.wcs.parser.ast.Selector.Operation op) {
      return operation(op);
    }
    if (s instanceof io.wcs.parser.ast.Selector.Negation n) {
      Labelled operand = operand(n.operand());
      return new Labelled(
          new FunctionSelector(
              NumericFunctions.negation(operand.selector().type()), List.of(operand.selector())),
          "-" + operand.label());
    }
    if (s instanceof io.wcs.parser.ast.Selector.Element e) {
      Labelled c = collection(e.receiver());
      InvalidRequestException fault = elementFault(c, "Element");
      if (fault != null) {
        return deferred(fault, elementStandIn(c), s.toCql());
      }
      Term key = terms.prepare(e.element(), keySpec(c));
      QueriedMapCells queried = subselect(c, key, key);
      return new Labelled(new ElementSelector(c.selector(), key, null, false, queried), s.toCql());
    }
    if (s instanceof io.wcs.parser.ast.Selector.Slice sl) {
      Labelled c = collection(sl.receiver());
      InvalidRequestException fault = elementFault(c, "Slice");
      if (fault != null) {
        return deferred(fault, c.selector().type(), s.toCql());
      }
      Term from = sl.from() == null ? null : terms.prepare(sl.from(), keySpec(c));
      Term to = sl.to() == null ? null : terms.prepare(sl.to(), keySpec(c));
      QueriedMapCells queried = subselect(c, from, to);
      return new Labelled(new ElementSelector(c.selector(), from, to, true, queried), s.toCql());
    }
    throw new InvalidRequestException("Unsupported selector in the SELECT clause: " + s.toCql());
  }

  /**
   * {@code a + b}, {@code a % b}…: computed in the wider of the operands' numeric types. An operand
   * without a type of its own (a bind marker, null) takes the type of the one operation the other
   * operand allows, as in Cassandra: a duration added to or subtracted from a date.
   */
  private Labelled operation(io.wcs.parser.ast.Selector.Operation op) {
    ArithmeticOperator operator = op.operator();
    String symbol = operator.symbol();
    Labelled left;
    Labelled right;
    if (isUntyped(op.left()) || isUntyped(op.right())) {
      left = dateBeforeUntypedDuration(op);
      right = untyped(op.right(), NativeType.DURATION, operator.functionName());
    } else {
      left = asArgument(operand(op.left()), operator.functionName());
      right = asArgument(operand(op.right()), operator.functionName());
    }
    Constant leftLiteral = literal(op.left());
    if (leftLiteral != null
        && right.selector().type() == NativeType.DURATION
        && (operator == ArithmeticOperator.ADD || operator == ArithmeticOperator.SUBTRACT)
        && Literals.accepts(leftLiteral.kind(), NativeType.DATE)
        && Literals.accepts(leftLiteral.kind(), NativeType.TIMESTAMP)) {
      // a constant that could be a date or a timestamp, moved by a duration: Cassandra cannot
      // tell which of the two operations is meant
      throw OperationRefusals.ambiguous(operator, op.left().quoted(), op.right().quoted());
    }
    Constant rightLiteral = literal(op.right());
    if (left.selector().type() == NativeType.DATE
        && (operator == ArithmeticOperator.ADD || operator == ArithmeticOperator.SUBTRACT)
        && rightLiteral != null
        && rightLiteral.kind() == io.wcs.parser.ast.Term.ConstantKind.INTEGER) {
      // Only a duration is added to a date, and Cassandra reads an integer given for one as one
      throw new InvalidRequestException(
          Literals.unableToMake(rightLiteral.kind(), NativeType.DURATION, rightLiteral.value()));
    }
    NativeFunction timeOrText =
        TimeFunctions.operation(
            op.operator(),
            left.selector().type(),
            right.selector().type(),
            left.label(),
            right.label());
    NativeFunction operation =
        timeOrText != null
            ? timeOrText
            : NumericFunctions.operation(
                op.operator(),
                numeric(left, operator, left, right),
                numeric(right, operator, left, right));
    NativeFunction function =
        operation.failingAs(
            // named by the types it takes, as Cassandra names it: an int moved by a duration is
            // "the operation 'date + duration'"
            FailedCall.operation(
                operation.argTypes().get(0), operator, operation.argTypes().get(1)));
    return new Labelled(
        new FunctionSelector(function, List.of(left.selector(), right.selector())),
        left.label() + " " + symbol + " " + right.label());
  }

  /**
   * An operand of an operation or negation: parentheses around it group it and stay in labels. A
   * blob constant is a tinyint there, its first byte (none: null), as Cassandra reads it: {@code i
   * + 0x0102} is {@code i + 1}.
   */
  private Labelled operand(io.wcs.parser.ast.Selector s) {
    if (s instanceof io.wcs.parser.ast.Selector.Tuple t && t.elements().size() == 1) {
      Labelled grouped = operand(t.elements().get(0));
      return new Labelled(grouped.selector(), "(" + grouped.label() + ")");
    }
    Constant literal = literal(s);
    if (literal != null && literal.kind() == io.wcs.parser.ast.Term.ConstantKind.HEX) {
      byte[] blob =
          Literals.serialize(
              literal.kind(),
              literal.value(),
              new ColumnSpec(table.keyspace(), table.name(), literal.toCql(), NativeType.BLOB));
      byte[] firstByte = blob.length == 0 ? null : new byte[] {blob[0]};
      return new Labelled(new ConstantSelector(NativeType.TINYINT, firstByte), literal.toCql());
    }
    return value(s);
  }

  /**
   * The left operand of an operation with an untyped operand when it is a date added to or
   * subtracted by an untyped right one, the only such operation Cassandra types; its refusal of any
   * other: ambiguous when several operations take the typed operand, unsupported when none does.
   */
  private Labelled dateBeforeUntypedDuration(io.wcs.parser.ast.Selector.Operation op) {
    ArithmeticOperator operator = op.operator();
    boolean leftUntyped = isUntyped(op.left());
    if (leftUntyped && isUntyped(op.right())) {
      throw OperationRefusals.ambiguous(operator, op.left().quoted(), op.right().quoted());
    }
    Labelled typed = operand(leftUntyped ? op.right() : op.left());
    CqlType type = typed.selector().type();
    boolean additive =
        operator == ArithmeticOperator.ADD || operator == ArithmeticOperator.SUBTRACT;
    if (leftUntyped || type != NativeType.DATE || !additive) {
      throw OperationRefusals.takenBySeveral(operator, type, !leftUntyped)
          ? OperationRefusals.ambiguous(operator, op.left().quoted(), op.right().quoted())
          : OperationRefusals.notSupported(operator, op.left().quoted(), op.right().quoted());
    }
    return typed;
  }

  /** A bind marker or null: an operand with no type of its own. */
  private static boolean isUntyped(io.wcs.parser.ast.Selector s) {
    return isNull(s) || markerOf(s) != null;
  }

  /** A bind marker or null as a value of {@code type}, an argument of {@code function}. */
  private Labelled untyped(io.wcs.parser.ast.Selector s, CqlType type, String function) {
    BindMarker marker = markerOf(s);
    return marker != null
        ? marker(marker, type, "?", function)
        : constant(((io.wcs.parser.ast.Selector.Value) s).term(), type);
  }

  private static boolean isNull(io.wcs.parser.ast.Selector s) {
    return s instanceof io.wcs.parser.ast.Selector.Value v
        && v.term() instanceof io.wcs.parser.ast.Term.Null;
  }

  /**
   * The numeric type of an operand of {@code left operator right}, which Cassandra's refusal names.
   */
  private static NativeType numeric(
      Labelled operand, ArithmeticOperator operator, Labelled left, Labelled right) {
    if (operand.selector().type() instanceof NativeType t && NumericFunctions.isNumeric(t)) {
      return t;
    }
    throw OperationRefusals.notSupported(operator, left.label(), right.label());
  }

  /** A bind marker as a value of {@code type}, the variable Cassandra names {@code [selection]}. */
  Labelled marker(BindMarker marker, CqlType type, String label, String function) {
    return new Labelled(
        new MarkerSelector(type, selectionVariable(marker, type), function, false), label);
  }

  /** A bind marker as an element of {@code type} of a list, set, map, tuple or user type. */
  Labelled elementMarker(BindMarker marker, CqlType type) {
    return new Labelled(new MarkerSelector(type, selectionVariable(marker, type), null, true), "?");
  }

  private Term selectionVariable(BindMarker marker, CqlType type) {
    return terms.prepare(
        marker, new ColumnSpec(table.keyspace(), table.name(), "[selection]", type));
  }

  /**
   * A selector with no type of its own (a literal, or a list, set, map or tuple of literals and
   * bind markers) as a value of {@code type}: folded into a constant unless it holds a marker.
   */
  Labelled typed(io.wcs.parser.ast.Selector s, CqlType type) {
    return SelectorLiterals.hasMarker(s)
        ? new CompositeSelectors(this).composite(s, type)
        : constant(SelectorLiterals.term(s), type);
  }

  /** A literal as a value of {@code type}, labelled as written. */
  Labelled constant(io.wcs.parser.ast.Term literal, CqlType type) {
    return constant(literal, type, literal.toCql());
  }

  /** A literal as a value of {@code type}, named {@code receiver} in the messages it may cause. */
  Labelled constant(io.wcs.parser.ast.Term literal, CqlType type, String receiver) {
    Term term =
        terms.prepare(literal, new ColumnSpec(table.keyspace(), table.name(), receiver, type));
    return new Labelled(
        new ConstantSelector(type, term.bind(io.wcs.engine.cql.QueryOptions.DEFAULT)),
        literal.toCql());
  }

  private Labelled field(io.wcs.parser.ast.Selector.Field f) {
    Labelled receiver = scalar(f.receiver());
    // a field Cassandra cannot select has no type while it resolves functions (a blob stands in)
    if (!(receiver.selector().type() instanceof UserType udt)) {
      return deferred(
          new InvalidRequestException(
              "Invalid field selection: "
                  + receiver.label()
                  + " of type "
                  + receiver.selector().type().cqlName()
                  + " is not a user type"),
          NativeType.BLOB,
          f.toCql());
    }
    int index = udt.fieldIndex(f.field().name());
    if (index < 0) {
      return deferred(
          new InvalidRequestException(
              receiver.label()
                  + " of type "
                  + udt.cqlName()
                  + " has no field "
                  + f.field().toCql()),
          NativeType.BLOB,
          f.toCql());
    }
    return new Labelled(new FieldSelector(receiver.selector(), index), f.toCql());
  }

  /**
   * Records an element or slice of a non-frozen map column among the column's subselections and
   * returns them; null for anything else (frozen values are read whole).
   */
  private QueriedMapCells subselect(Labelled collection, Term from, Term to) {
    if (!(collection.selector() instanceof ColumnSelector cs)
        || !(cs.column().type() instanceof MapType map)
        || !map.isMultiCell()) {
      return null;
    }
    QueriedMapCells queried = queriedCells(cs.column());
    queried.add(from, to);
    return queried;
  }

  /** A column read through its subselections rather than in full. */
  private Labelled subselectedColumn(Identifier name) {
    ColumnMetadata column = lookUp(name);
    return new Labelled(new ColumnSelector(column), column.name());
  }

  private QueriedMapCells queriedCells(ColumnMetadata column) {
    return queriedMapCells.computeIfAbsent(
        column, c -> new QueriedMapCells(((MapType) c.type()).key()));
  }

  /** The value an element or slice is selected from. */
  private Labelled collection(io.wcs.parser.ast.Selector receiver) {
    return receiver instanceof io.wcs.parser.ast.Selector.Column name
        ? subselectedColumn(name.name())
        : scalar(receiver);
  }

  /**
   * Cassandra's refusal of an element or slice of anything but a set or map (naming what was
   * selected: "Element" or "Slice"), or null.
   */
  private static InvalidRequestException elementFault(Labelled c, String selected) {
    CqlType type = c.selector().type();
    if (type instanceof ListType) {
      return new InvalidRequestException(
          selected
              + " selection is only allowed on sets and maps, but "
              + c.label()
              + " is a list");
    }
    if (!(type instanceof SetType) && !(type instanceof MapType)) {
      return new InvalidRequestException(
          "Invalid element selection: "
              + c.label()
              + " is of type "
              + type.cqlName()
              + " is not a collection");
    }
    return null;
  }

  /**
   * The type Cassandra gives an element of what it cannot select one from while it resolves
   * functions: a list's cell names are time UUIDs; anything else has no type, which no parameter
   * takes (a blob stands in).
   */
  private static CqlType elementStandIn(Labelled c) {
    return c.selector().type() instanceof ListType ? NativeType.TIMEUUID : NativeType.BLOB;
  }

  private ColumnSpec keySpec(Labelled collection) {
    CqlType type = collection.selector().type();
    // Cassandra names a map's key key(m) and a set's element value(s)
    return type instanceof MapType m
        ? new ColumnSpec(table.keyspace(), table.name(), "key(" + collection.label() + ")", m.key())
        : new ColumnSpec(
            table.keyspace(),
            table.name(),
            "value(" + collection.label() + ")",
            ((SetType) type).element());
  }

  /**
   * A selector whose value a function, an operation, a cast or a composite takes: an aggregate too
   * ({@code abs(max(v))}), the taker then folding rows as the aggregate does.
   */
  Labelled value(io.wcs.parser.ast.Selector s) {
    Labelled prepared = values.get(s);
    if (prepared == null) {
      prepared = prepare(s);
      values.put(s, prepared);
    }
    return prepared;
  }

  /** The selector {@link #value} prepared of this node, or null if it has not. */
  Labelled prepared(io.wcs.parser.ast.Selector s) {
    return values.get(s);
  }

  /** A selector read row by row (a field's or an element's receiver): no aggregate. */
  Labelled scalar(io.wcs.parser.ast.Selector s) {
    Labelled l = prepare(s);
    if (l.selector().isAggregate()) {
      throw new InvalidRequestException(
          "Aggregate functions cannot be used as arguments of other functions: " + s.toCql());
    }
    return l;
  }

  private Labelled cellMetadata(CellMetadata m) {
    String name = m.kind().name().toLowerCase(Locale.ROOT);
    if (!(m.column() instanceof io.wcs.parser.ast.Selector.Column c)) {
      return cellMetadataOfPart(m, name);
    }
    ColumnMetadata column = column(c.name());
    CellMetadataSelector selector = new CellMetadataSelector(m.kind(), column);
    String label = name + "(" + column.name() + ")";
    if (column.isPrimaryKey()) {
      return deferred(
          new InvalidRequestException(
              "Cannot use selection function " + name + " on PRIMARY KEY part " + column.name()),
          selector.type(),
          label);
    }
    return new Labelled(selector, label);
  }

  /**
   * {@code writetime(m['k'])}, {@code ttl(u.f)}…: of an element, a slice or a field of a column,
   * prepared as its plain selection is (with its refusals).
   */
  private Labelled cellMetadataOfPart(CellMetadata m, String name) {
    Labelled part = prepare(m.column());
    String label = name + "(" + part.label() + ")";
    if (deferredFault != null) {
      // the part's own fault comes first: Cassandra builds the part before the write time of it
      return new Labelled(
          new ConstantSelector(
              m.kind() == io.wcs.parser.ast.Selector.MetadataKind.TTL
                  ? NativeType.INT
                  : NativeType.BIGINT,
              null),
          label);
    }
    Selector of =
        part.selector() instanceof ElementSelector e
            ? e.collection()
            : part.selector() instanceof FieldSelector f ? f.udt() : null;
    if (!(of instanceof ColumnSelector column)) {
      throw new InvalidRequestException(
          "Invalid selection: " + name + "() on an element or field is not supported");
    }
    return new Labelled(
        new CellMetadataSelector(m.kind(), column.column(), part.selector()), label);
  }

  /**
   * {@code count(1)} counts rows; {@code count(null)} none; {@code count(?)} the rows, or none when
   * the value bound (a blob, as Cassandra types it) is null.
   */
  private Labelled countOfValue(io.wcs.parser.ast.Selector value) {
    BindMarker marker = markerOf(value);
    Selector counted;
    if (marker != null) {
      counted = marker(marker, NativeType.BLOB, "?", "count").selector();
    } else if (isNull(value)) {
      counted = new ConstantSelector(NativeType.BLOB, null);
    } else {
      return new Labelled(new AggregateSelector(AggregateSelector.Kind.COUNT_ROWS, null), "count");
    }
    return new Labelled(
        AggregateSelector.of(AggregateSelector.Kind.COUNT, counted, "count"),
        "system.count(" + (marker != null ? "?" : "NULL") + ")");
  }

  /**
   * Refuses a call of a function that does not exist anywhere in {@code s}, arguments first, as
   * Cassandra does before it checks what the functions are applied to ({@code nofunc(writetime(c))}
   * is an unknown function, not a write time of a key column).
   */
  void checkFunctionsExist(io.wcs.parser.ast.Selector s) {
    for (io.wcs.parser.ast.Selector part : parts(s)) {
      checkFunctionsExist(part);
    }
    if (s instanceof io.wcs.parser.ast.Selector.FunctionCall f && !exists(f)) {
      throw new InvalidRequestException("Unknown function '" + f.function().toCql() + "'");
    }
  }

  /** The selectors {@code s} is made of. */
  static List<io.wcs.parser.ast.Selector> parts(io.wcs.parser.ast.Selector s) {
    if (s instanceof io.wcs.parser.ast.Selector.FunctionCall f) {
      return f.arguments();
    }
    if (s instanceof CellMetadata m) {
      return List.of(m.column());
    }
    if (s instanceof io.wcs.parser.ast.Selector.Cast c) {
      return List.of(c.selector());
    }
    if (s instanceof io.wcs.parser.ast.Selector.Field f) {
      return List.of(f.receiver());
    }
    if (s instanceof io.wcs.parser.ast.Selector.Element e) {
      return List.of(e.receiver());
    }
    if (s instanceof io.wcs.parser.ast.Selector.Slice sl) {
      return List.of(sl.receiver());
    }
    if (s instanceof io.wcs.parser.ast.Selector.Operation o) {
      return List.of(o.left(), o.right());
    }
    if (s instanceof io.wcs.parser.ast.Selector.Negation n) {
      return List.of(n.operand());
    }
    if (s instanceof io.wcs.parser.ast.Selector.TypeHint h) {
      return List.of(h.selector());
    }
    if (s instanceof io.wcs.parser.ast.Selector.Tuple t) {
      return t.elements();
    }
    if (s instanceof io.wcs.parser.ast.Selector.ListOf l) {
      return l.elements();
    }
    if (s instanceof io.wcs.parser.ast.Selector.SetOf set) {
      return set.elements();
    }
    if (s instanceof io.wcs.parser.ast.Selector.MapOf m) {
      List<io.wcs.parser.ast.Selector> out = new ArrayList<>();
      for (io.wcs.parser.ast.Selector.Entry e : m.entries()) {
        out.add(e.key());
        out.add(e.value());
      }
      return out;
    }
    return List.of();
  }

  /** Whether a selection can call {@code f}: a native function, an aggregate or a special one. */
  private static boolean exists(io.wcs.parser.ast.Selector.FunctionCall f) {
    if (f.function().keyspace() != null && !f.function().keyspace().name().equals("system")) {
      return false;
    }
    String name = f.function().name().name().toLowerCase(Locale.ROOT);
    return SPECIAL_FUNCTIONS.contains(name)
        || CollectionFunctions.isCollectionFunction(name)
        || MaskingFunctions.isMaskingFunction(name)
        || VectorFunctions.isVectorFunction(name)
        || !NativeFunctions.overloads(name).isEmpty();
  }

  private Labelled function(io.wcs.parser.ast.Selector.FunctionCall f) {
    String name = f.function().name().name().toLowerCase(Locale.ROOT);
    if (name.equals("fromjson") || name.equals("from_json")) {
      throw fromJsonRefusal(name, f.arguments());
    }
    if (f.function().keyspace() != null && !f.function().keyspace().name().equals("system")) {
      throw new InvalidRequestException("Unknown function '" + f.function().toCql() + "'");
    }
    List<Labelled> args = new ArrayList<>();
    if (name.equals("count")
        && f.arguments().size() == 1
        && f.arguments().get(0) instanceof io.wcs.parser.ast.Selector.Value) {
      return countOfValue(f.arguments().get(0));
    }
    for (io.wcs.parser.ast.Selector a : f.arguments()) {
      if (CollectionFunctions.isCollectionFunction(name) && untyped(a) == null) {
        checkInferable(name, a);
      }
      // A null or a collection literal has no type of its own: it takes its parameter's once the
      // function is known.
      // (Cassandra's label spells a null NULL)
      args.add(
          untyped(a) != null
              ? new Labelled(
                  new ConstantSelector(NativeType.BLOB, null), isNull(a) ? "NULL" : a.toCql())
              : value(a));
    }
    String label =
        "system."
            + name
            + "("
            + args.stream().map(Labelled::label).collect(Collectors.joining(", "))
            + ")";
    AggregateSelector.Kind aggregate =
        switch (name) {
          case "count" -> AggregateSelector.Kind.COUNT;
          case "min" -> AggregateSelector.Kind.MIN;
          case "max" -> AggregateSelector.Kind.MAX;
          case "sum" -> AggregateSelector.Kind.SUM;
          case "avg" -> AggregateSelector.Kind.AVG;
          default -> null;
        };
    if (aggregate != null) {
      requireOneArgument(name, args);
      io.wcs.parser.ast.Selector raw = f.arguments().get(0);
      boolean marker = markerOf(raw) != null;
      if (marker || isNull(raw)) {
        // min and max take any type, which nothing here gives; sum and avg take numbers, each
        // of which a marker (or, counters aside, a null) could be
        throw aggregate == AggregateSelector.Kind.SUM || aggregate == AggregateSelector.Kind.AVG
            ? AggregateSelector.ambiguousOfUntyped(name, marker)
            : cannotInferArgument(name, raw);
      }
      if (args.get(0).selector().isAggregate()) {
        throw new InvalidRequestException(
            "aggregate functions cannot be used as arguments of aggregate functions");
      }
      return new Labelled(AggregateSelector.of(aggregate, args.get(0).selector(), name), label);
    }
    if (name.equals("token")) {
      List<ColumnMetadata> pk = table.partitionKey();
      boolean onKey = args.size() == pk.size();
      for (int i = 0; onKey && i < args.size(); i++) {
        onKey =
            args.get(i).selector() instanceof ColumnSelector cs && cs.column().equals(pk.get(i));
      }
      if (onKey) {
        return new Labelled(new TokenSelector(), label);
      }
    }
    if (name.equals("tojson") || name.equals("to_json")) {
      if (args.size() != 1) {
        throw NativeFunction.wrongArgumentCount(name, "any");
      }
      io.wcs.parser.ast.Selector raw = f.arguments().get(0);
      if (markerOf(raw) != null || isNull(raw)) {
        throw cannotInferArgument(name, raw);
      }
      NativeFunction toJson = NativeFunctions.toJson(name, args.get(0).selector().type());
      return new Labelled(new FunctionSelector(toJson, selectors(args)), label);
    }
    if (CollectionFunctions.isCollectionFunction(name)) {
      requireOneArgument(name, args);
      io.wcs.parser.ast.Term literal = SelectorLiterals.term(f.arguments().get(0));
      if (literal != null) {
        return collectionFunctionOfLiteral(
            name, f.arguments().get(0), literal, args.get(0).label(), label);
      }
      Labelled arg = args.get(0);
      NativeFunction function =
          CollectionFunctions.function(name, arg.selector().type(), arg.label());
      return new Labelled(new FunctionSelector(function, selectors(args)), label);
    }
    if (MaskingFunctions.isMaskingFunction(name)) {
      return typedByFirst(name, f.arguments(), args, label);
    }
    if (VectorFunctions.isVectorFunction(name)) {
      return similarity(name, f.arguments(), args, label);
    }
    NativeFunction function = overload(name, candidates(name), f.arguments(), args);
    return new Labelled(
        new FunctionSelector(function, arguments(function, f.arguments(), args)), label);
  }

  /**
   * A map, list or set written in the selection and given to a collection function: Cassandra
   * infers its type only for a list or set whose elements with a type of their own are all of one
   * type, which its literals' types can be read as, and otherwise refuses it as an argument it
   * cannot type.
   */
  private void checkInferable(String name, io.wcs.parser.ast.Selector arg) {
    List<io.wcs.parser.ast.Selector> elements;
    if (arg instanceof io.wcs.parser.ast.Selector.ListOf l) {
      elements = l.elements();
    } else if (arg instanceof io.wcs.parser.ast.Selector.SetOf set) {
      elements = set.elements();
    } else if (arg instanceof io.wcs.parser.ast.Selector.MapOf) {
      throw uninferableArgument(name, arg.toCql());
    } else {
      return;
    }
    CqlType first = null;
    List<CqlType> literals = new ArrayList<>();
    for (io.wcs.parser.ast.Selector e : elements) {
      io.wcs.parser.ast.Term literal = SelectorLiterals.term(e);
      if (literal != null) {
        CqlType type = LiteralTypes.of(literal);
        if (type != null) {
          literals.add(type);
        }
        continue;
      }
      if (markerOf(e) != null) {
        continue;
      }
      CqlType type = value(e).selector().type().freeze();
      if (first != null && !first.equals(type)) {
        throw uninferableArgument(name, arg.toCql());
      }
      first = type;
    }
    for (CqlType literal : literals) {
      if (!ValueCompatibility.readableAs(literal, first)) {
        throw uninferableArgument(name, arg.toCql());
      }
    }
  }

  private static InvalidRequestException uninferableArgument(String name, String arg) {
    return NativeFunction.cannotInferArgument(arg, name, CollectionFunctions.parameter(name));
  }

  /** A collection function of a literal argument, typed as Cassandra infers the literal. */
  private Labelled collectionFunctionOfLiteral(
      String name,
      io.wcs.parser.ast.Selector raw,
      io.wcs.parser.ast.Term literal,
      String arg,
      String label) {
    CqlType type = LiteralTypes.of(literal);
    if (type == null) {
      throw uninferableArgument(name, arg);
    }
    NativeFunction function = CollectionFunctions.function(name, type, arg);
    return new Labelled(
        new FunctionSelector(function, List.of(typed(raw, type).selector())), label);
  }

  /** A data masking function, typed by its first argument. */
  private Labelled typedByFirst(
      String name, List<io.wcs.parser.ast.Selector> raw, List<Labelled> args, String label) {
    MaskingFunctions.checkArity(name, args.size());
    Labelled first = args.get(0);
    // the type comes from the first argument with a type of its own
    Labelled typed = first;
    for (int i = 0; i < args.size(); i++) {
      if (untyped(raw.get(i)) == null) {
        typed = args.get(i);
        break;
      }
    }
    // no argument has a type of its own: a bind marker cannot take one from the others
    boolean noneTyped = typed == null || (typed == first && untyped(raw.get(0)) != null);
    if (noneTyped && markerOf(raw.get(0)) != null) {
      throw cannotInferArgument(name, raw.get(0));
    }
    CqlType type = typed == null ? null : typed.selector().type();
    String arg = typed == null ? null : typed.label();
    NativeFunction function = MaskingFunctions.function(name, args.size(), type, arg);
    for (int i = 0; i < args.size(); i++) {
      if (!matches(
          function.argTypes().subList(i, i + 1), raw.subList(i, i + 1), args.subList(i, i + 1))) {
        throw typeError(args.get(i), i, name, function.argTypes().get(i));
      }
    }
    List<Selector> selectors = arguments(function, raw, args);
    if (name.equals("mask_hash")
        && selectors.size() == 2
        && selectors.get(1) instanceof ConstantSelector algorithm) {
      // Cassandra refuses an unknown algorithm given as a constant when it prepares the call
      MaskingFunctions.digest(algorithm.value());
    }
    return new Labelled(new FunctionSelector(function, selectors), label);
  }

  /**
   * fromJson in a selection, which Cassandra refuses once it has checked the call: one argument, of
   * a text type. The function takes its type from the column it writes, and a selection has none.
   */
  private InvalidRequestException fromJsonRefusal(
      String name, List<io.wcs.parser.ast.Selector> raw) {
    if (raw.size() != 1) {
      return NativeFunction.wrongArgumentCount(name, "text");
    }
    if (untyped(raw.get(0)) == null && markerOf(raw.get(0)) == null) {
      Labelled arg = value(raw.get(0));
      CqlType type = arg.selector().type();
      if (type != NativeType.TEXT && type != NativeType.ASCII) {
        return NativeFunction.wrongArgumentKind(
            name, "an argument of type text", arg.label(), type);
      }
    }
    return new InvalidRequestException(
        name + "() cannot be used in the selection clause of a SELECT statement");
  }

  /** Cassandra's refusal of an argument its parameter's type does not take. */
  private static InvalidRequestException typeError(
      Labelled arg, int position, String function, CqlType parameter) {
    return new InvalidRequestException(
        "Type error: "
            + arg.label()
            + " cannot be passed as argument "
            + position
            + " of function system."
            + function
            + " of type "
            + parameter.cqlName());
  }

  /**
   * A vector similarity function. Each argument has the type Cassandra 5.0 infers for it: a list
   * literal is a {@code vector<float, n>} of its size, any other value its own type, and a null or
   * bind marker the other argument's; then a list literal's constants must be floats.
   */
  private Labelled similarity(
      String name, List<io.wcs.parser.ast.Selector> raw, List<Labelled> args, String label) {
    List<CqlType> own = new ArrayList<>(args.size());
    for (int i = 0; i < args.size(); i++) {
      own.add(vectorArgumentType(raw.get(i), args.get(i)));
    }
    NativeFunction function =
        VectorFunctions.function(name, own, args.stream().map(Labelled::label).toList());
    for (int i = 0; i < args.size(); i++) {
      if (untyped(raw.get(i)) instanceof io.wcs.parser.ast.Term.ListLiteral list
          && !list.elements().stream()
              .allMatch(
                  e ->
                      !(e instanceof Constant c) || Literals.accepts(c.kind(), NativeType.FLOAT))) {
        throw typeError(args.get(i), i, name, function.argTypes().get(i));
      }
    }
    return new Labelled(new FunctionSelector(function, arguments(function, raw, args)), label);
  }

  /** The type a similarity function's argument has of its own, or null (a null, a bind marker). */
  private static CqlType vectorArgumentType(io.wcs.parser.ast.Selector raw, Labelled arg) {
    io.wcs.parser.ast.Term value = SelectorLiterals.term(raw);
    if (value instanceof io.wcs.parser.ast.Term.ListLiteral list) {
      if (list.elements().isEmpty()) {
        throw new InvalidRequestException("vectors may only have positive dimensions; given 0");
      }
      return new VectorType(NativeType.FLOAT, list.elements().size());
    }
    if (value != null) {
      return LiteralTypes.of(value);
    }
    return markerOf(raw) != null ? null : arg.selector().type();
  }

  /**
   * The selectors of a call's arguments, a literal one made a constant of its parameter's type and
   * a bind marker a variable of it.
   */
  private List<Selector> arguments(
      NativeFunction function, List<io.wcs.parser.ast.Selector> raw, List<Labelled> args) {
    List<Selector> selectors = new ArrayList<>(args.size());
    for (int i = 0; i < args.size(); i++) {
      CqlType parameter = function.argTypes().get(i);
      if (markerOf(raw.get(i)) != null) {
        selectors.add(marker(markerOf(raw.get(i)), parameter, "?", function.name()).selector());
      } else {
        selectors.add(
            SelectorLiterals.term(raw.get(i)) == null
                ? asArgument(args.get(i), function.name()).selector()
                : typed(raw.get(i), parameter).selector());
      }
    }
    return selectors;
  }

  /**
   * A bind marker with a type hint, given to {@code function}: as any marker given to a function,
   * it refuses an unset value in Cassandra's words, which name the function.
   */
  private static Labelled asArgument(Labelled operand, String function) {
    return operand.selector() instanceof MarkerSelector m && m.function() == null
        ? new Labelled(new MarkerSelector(m.type(), m.term(), function, false), operand.label())
        : operand;
  }

  /** The bind marker a selector is, or null. */
  static BindMarker markerOf(io.wcs.parser.ast.Selector s) {
    return s instanceof io.wcs.parser.ast.Selector.Value v && v.term() instanceof BindMarker m
        ? m
        : null;
  }

  /** Cassandra's refusal of an argument with no type of its own, its parameter taking any. */
  private static InvalidRequestException cannotInferArgument(
      String name, io.wcs.parser.ast.Selector arg) {
    return NativeFunction.cannotInferArgument(isNull(arg) ? "NULL" : arg.toCql(), name, "any");
  }

  /**
   * Refuses an aggregate or collection function called with other than one argument, in the words
   * Cassandra has for each: count's one signature, the overloads of sum and avg, the parameter of
   * the functions it makes for their argument's type.
   */
  private static void requireOneArgument(String name, List<Labelled> args) {
    if (args.size() == 1) {
      return;
    }
    throw switch (name) {
      case "count" ->
          new InvalidRequestException(
              "Invalid number of arguments in call to function system.count: 1 required but "
                  + args.size()
                  + " provided");
      case "sum", "avg" ->
          NativeFunction.noSignatureMatches(name, NumericFunctions.signatures(name, true));
      case "min", "max" -> NativeFunction.wrongArgumentCount(name, "any");
      default -> NativeFunction.wrongArgumentCount(name, CollectionFunctions.parameter(name));
    };
  }

  /**
   * The overload Cassandra picks: other selectors must have the parameter's type, a literal only
   * needs to be assignable to it ({@code '2013-06-13'} to a timestamp, {@code -1} to a varint); of
   * several candidates the one where every literal has its preferred type wins.
   */
  private static NativeFunction overload(
      String name,
      List<NativeFunction> candidates,
      List<io.wcs.parser.ast.Selector> raw,
      List<Labelled> args) {
    if (candidates.isEmpty()) {
      throw new InvalidRequestException("Unknown function '" + name + "'");
    }
    List<NativeFunction> matching = new ArrayList<>();
    List<NativeFunction> exact = new ArrayList<>();
    for (NativeFunction f : candidates) {
      if (f.argTypes().size() == args.size() && matches(f.argTypes(), raw, args)) {
        matching.add(f);
        if (matchesExactly(f.argTypes(), args)) {
          exact.add(f);
        }
      }
    }
    if (matching.size() == 1) {
      return matching.get(0);
    }
    if (exact.size() == 1) {
      return exact.get(0);
    }
    if (matching.isEmpty()) {
      throw candidates.size() == 1
          ? argumentTypeError(candidates.get(0), raw, args)
          : NativeFunction.noSignatureMatches(name, candidates);
    }
    throw NativeFunction.ambiguousCall(name, matching);
  }

  /** Cassandra's refusal of a call to a function of one signature: the first argument refused. */
  private static InvalidRequestException argumentTypeError(
      NativeFunction f, List<io.wcs.parser.ast.Selector> raw, List<Labelled> args) {
    if (f.argTypes().size() != args.size()) {
      return f.wrongArity(args.size());
    }
    for (int i = 0; i < args.size(); i++) {
      if (!matches(f.argTypes().subList(i, i + 1), raw.subList(i, i + 1), args.subList(i, i + 1))) {
        return f.typeError(args.get(i).label(), i);
      }
    }
    return NativeFunction.noSignatureMatches(f.name(), List.of(f));
  }

  /**
   * The functions a name may call; {@code token} takes values of the partition key's types,
   * whichever columns or literals give them.
   */
  private List<NativeFunction> candidates(String name) {
    if (!name.equals("token")) {
      return NativeFunctions.overloads(name);
    }
    List<CqlType> types = table.partitionKey().stream().map(ColumnMetadata::type).toList();
    return List.of(NativeFunctions.token(new PartitionKeyCodec(types)));
  }

  private static boolean matches(
      List<CqlType> types, List<io.wcs.parser.ast.Selector> raw, List<Labelled> args) {
    for (int i = 0; i < types.size(); i++) {
      if (untyped(raw.get(i)) != null) {
        continue;
      }
      Constant literal = literal(raw.get(i));
      boolean fits =
          literal == null
              ? sameType(types.get(i), args.get(i).selector().type())
                  // a value whose bytes the parameter's type reads matches weakly (any value as a
                  // blob, a bigint as a timestamp), as in Cassandra
                  || ValueCompatibility.readableAs(
                      args.get(i).selector().type().freeze(), types.get(i).freeze())
              : Literals.accepts(literal.kind(), types.get(i));
      if (!fits) {
        return false;
      }
    }
    return true;
  }

  private static boolean matchesExactly(List<CqlType> types, List<Labelled> args) {
    for (int i = 0; i < types.size(); i++) {
      if (!sameType(types.get(i), args.get(i).selector().type())) {
        return false;
      }
    }
    return true;
  }

  private static boolean sameType(CqlType parameter, CqlType actual) {
    return parameter.equals(actual) || parameter.equals(actual.freeze());
  }

  /**
   * The null, the collection or tuple literal or the bind marker a selector is, as a term, or null:
   * such a value has no type of its own and takes its parameter's.
   */
  private static io.wcs.parser.ast.Term untyped(io.wcs.parser.ast.Selector s) {
    if (markerOf(s) != null) {
      return markerOf(s);
    }
    return literal(s) == null ? SelectorLiterals.term(s) : null;
  }

  /** The literal a selector is, or null. */
  private static Constant literal(io.wcs.parser.ast.Selector s) {
    return s instanceof io.wcs.parser.ast.Selector.Value v && v.term() instanceof Constant c
        ? c
        : null;
  }

  private static List<Selector> selectors(List<Labelled> args) {
    return args.stream().map(Labelled::selector).toList();
  }

  /** A type as written in the statement, user types looked up in its keyspace. */
  CqlType resolveType(io.wcs.parser.ast.CqlType written) {
    return terms.resolveType(written);
  }

  /** A column selected in full (its value, writetime or ttl). */
  ColumnMetadata column(Identifier name) {
    ColumnMetadata c = lookUp(name);
    if (c.type() instanceof MapType map && map.isMultiCell()) {
      queriedCells(c).selectWholeColumn();
    }
    return c;
  }

  private ColumnMetadata lookUp(Identifier name) {
    ColumnMetadata c = table.column(name.name());
    if (c == null) {
      throw new InvalidRequestException(
          "Undefined column name " + name.toCql() + " in table " + table);
    }
    columnsRead.add(c);
    return c;
  }
}

package io.wcs.engine.cql.selection;

import io.wcs.engine.cql.ColumnSpec;
import io.wcs.engine.cql.term.Casts;
import io.wcs.engine.cql.term.NativeFunction;
import io.wcs.engine.cql.term.NativeFunctions;
import io.wcs.engine.cql.term.Term;
import io.wcs.engine.cql.term.TermPreparer;
import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.MapType;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.SetType;
import io.wcs.engine.types.UserType;
import io.wcs.parser.ast.Identifier;
import io.wcs.parser.ast.Selector.CellMetadata;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Turns the AST of one SELECT clause item into a {@link Selector} and Cassandra's label for it
 * ({@code writetime(v)}, {@code count}, {@code system.max(v)}, {@code cast(v as text)}…), recording
 * the columns it reads. Not thread-safe: one per statement being prepared.
 */
final class SelectorPreparer {
  private final TableMetadata table;
  private final TermPreparer terms;
  private final Set<ColumnMetadata> columnsRead = new LinkedHashSet<>();

  SelectorPreparer(TableMetadata table, TermPreparer terms) {
    this.table = table;
    this.terms = terms;
  }

  Set<ColumnMetadata> columnsRead() {
    return columnsRead;
  }

  /** A prepared selector and its label. */
  record Labelled(Selector selector, String label) {}

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
      Labelled arg = scalar(c.selector());
      String target = c.type().toCql();
      NativeType to =
          c.type() instanceof io.wcs.parser.ast.CqlType.Native ? NativeType.byName(target) : null;
      NativeFunction cast = to == null ? null : Casts.cast(arg.selector().type(), to);
      if (cast == null) {
        throw new InvalidRequestException(
            "Cannot cast "
                + arg.label()
                + " of type "
                + arg.selector().type().cqlName()
                + " to "
                + target);
      }
      return new Labelled(
          new FunctionSelector(cast, List.of(arg.selector())),
          "cast(" + arg.label() + " as " + target + ")");
    }
    if (s instanceof io.wcs.parser.ast.Selector.Value v
        && v.term() instanceof io.wcs.parser.ast.Term.Constant constant) {
      CqlType type = literalType(constant.kind());
      Term term =
          terms.prepare(
              constant, new ColumnSpec(table.keyspace(), table.name(), constant.toCql(), type));
      return new Labelled(
          new ConstantSelector(type, term.bind(io.wcs.engine.cql.QueryOptions.DEFAULT)),
          constant.toCql());
    }
    if (s instanceof io.wcs.parser.ast.Selector.Field f) {
      return field(f);
    }
    if (s instanceof io.wcs.parser.ast.Selector.Element e) {
      Labelled c = elementReceiver(e.receiver());
      Term key = terms.prepare(e.element(), keySpec(c));
      return new Labelled(new ElementSelector(c.selector(), key, null, false), s.toCql());
    }
    if (s instanceof io.wcs.parser.ast.Selector.Slice sl) {
      Labelled c = elementReceiver(sl.receiver());
      Term from = sl.from() == null ? null : terms.prepare(sl.from(), keySpec(c));
      Term to = sl.to() == null ? null : terms.prepare(sl.to(), keySpec(c));
      return new Labelled(new ElementSelector(c.selector(), from, to, true), s.toCql());
    }
    throw new InvalidRequestException("Unsupported selector in the SELECT clause: " + s.toCql());
  }

  private Labelled field(io.wcs.parser.ast.Selector.Field f) {
    Labelled receiver = scalar(f.receiver());
    if (!(receiver.selector().type() instanceof UserType udt)) {
      throw new InvalidRequestException(
          "Invalid field selection: "
              + receiver.label()
              + " of type "
              + receiver.selector().type().cqlName()
              + " is not a user type");
    }
    int index = udt.fieldIndex(f.field().name());
    if (index < 0) {
      throw new InvalidRequestException(udt.name() + " has no field named " + f.field().toCql());
    }
    return new Labelled(new FieldSelector(receiver.selector(), index), f.toCql());
  }

  /** The set or map an element or slice is selected from (Cassandra refuses lists). */
  private Labelled elementReceiver(io.wcs.parser.ast.Selector receiver) {
    Labelled c = scalar(receiver);
    CqlType type = c.selector().type();
    if (type instanceof ListType) {
      throw new InvalidRequestException(
          "Element selection is only allowed on sets and maps, but " + c.label() + " is a list");
    }
    if (!(type instanceof SetType) && !(type instanceof MapType)) {
      throw new InvalidRequestException(
          "Invalid element selection: "
              + c.label()
              + " is of type "
              + type.cqlName()
              + " is not a collection");
    }
    return c;
  }

  private ColumnSpec keySpec(Labelled collection) {
    CqlType type = collection.selector().type();
    CqlType key = type instanceof MapType m ? m.key() : ((SetType) type).element();
    return new ColumnSpec(table.keyspace(), table.name(), "key(" + collection.label() + ")", key);
  }

  private static CqlType literalType(io.wcs.parser.ast.Term.ConstantKind kind) {
    return switch (kind) {
      case STRING -> NativeType.TEXT;
      case INTEGER -> NativeType.INT;
      case FLOAT -> NativeType.DOUBLE;
      case BOOLEAN -> NativeType.BOOLEAN;
      case DURATION -> NativeType.DURATION;
      case UUID -> NativeType.UUID;
      case HEX -> NativeType.BLOB;
    };
  }

  private Labelled scalar(io.wcs.parser.ast.Selector s) {
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
      throw new InvalidRequestException(
          "Invalid selection: " + name + "() on an element or field is not supported");
    }
    ColumnMetadata column = column(c.name());
    if (column.isPrimaryKey()) {
      throw new InvalidRequestException(
          "Cannot use selection function " + name + " on PRIMARY KEY part " + column.name());
    }
    return new Labelled(
        new CellMetadataSelector(m.kind(), column), name + "(" + column.name() + ")");
  }

  private Labelled function(io.wcs.parser.ast.Selector.FunctionCall f) {
    String name = f.function().name().name().toLowerCase(Locale.ROOT);
    if (f.function().keyspace() != null && !f.function().keyspace().name().equals("system")) {
      throw new InvalidRequestException("Unknown function '" + f.function().toCql() + "'");
    }
    List<Labelled> args = new ArrayList<>();
    if (name.equals("count")
        && f.arguments().size() == 1
        && f.arguments().get(0) instanceof io.wcs.parser.ast.Selector.Value) {
      return new Labelled(new AggregateSelector(AggregateSelector.Kind.COUNT_ROWS, null), "count");
    }
    for (io.wcs.parser.ast.Selector a : f.arguments()) {
      args.add(scalar(a));
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
      if (args.size() != 1) {
        throw new InvalidRequestException(
            "Invalid number of arguments in call to function system."
                + name
                + ": 1 required but "
                + args.size()
                + " provided");
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
      if (!onKey) {
        throw new InvalidRequestException(
            "The token function arguments must be in the partition key order: "
                + pk.stream().map(ColumnMetadata::name).collect(Collectors.joining(", ")));
      }
      return new Labelled(new TokenSelector(), label);
    }
    if (name.equals("tojson") && args.size() == 1) {
      CqlType type = args.get(0).selector().type();
      NativeFunction toJson =
          new NativeFunction(
              "tojson",
              List.of(type),
              NativeType.TEXT,
              true,
              values -> JsonFormatter.format(type, values.get(0)).getBytes(StandardCharsets.UTF_8));
      return new Labelled(new FunctionSelector(toJson, selectors(args)), label);
    }
    return new Labelled(new FunctionSelector(overload(name, args), selectors(args)), label);
  }

  private static NativeFunction overload(String name, List<Labelled> args) {
    List<NativeFunction> candidates = NativeFunctions.overloads(name);
    if (candidates.isEmpty()) {
      throw new InvalidRequestException("Unknown function '" + name + "'");
    }
    for (NativeFunction f : candidates) {
      if (f.argTypes().size() == args.size() && matches(f.argTypes(), args)) {
        return f;
      }
    }
    throw new InvalidRequestException(
        "Invalid call to function "
            + name
            + ", none of its type signatures match (known type signatures: "
            + candidates.stream().map(NativeFunction::signature).collect(Collectors.joining(", "))
            + ")");
  }

  private static boolean matches(List<CqlType> types, List<Labelled> args) {
    for (int i = 0; i < types.size(); i++) {
      CqlType actual = args.get(i).selector().type();
      if (!types.get(i).equals(actual) && !types.get(i).equals(actual.freeze())) {
        return false;
      }
    }
    return true;
  }

  private static List<Selector> selectors(List<Labelled> args) {
    return args.stream().map(Labelled::selector).toList();
  }

  ColumnMetadata column(Identifier name) {
    ColumnMetadata c = table.column(name.name());
    if (c == null) {
      throw new InvalidRequestException(
          "Undefined column name " + name.toCql() + " in table " + table);
    }
    columnsRead.add(c);
    return c;
  }
}

package io.wcs.engine.cql.modification;

import io.wcs.engine.cql.ColumnSpec;
import io.wcs.engine.cql.term.NumericFunctions;
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
import io.wcs.engine.types.TupleType;
import io.wcs.engine.types.UserType;
import io.wcs.parser.ast.ColumnRef;
import io.wcs.parser.ast.Identifier;
import io.wcs.parser.ast.Operation;

/**
 * Prepares the SET operations of UPDATE and the targets of DELETE, refusing what Cassandra refuses
 * for the column's kind and type, with its messages.
 */
final class Operations {
  private final TableMetadata table;
  private final TermPreparer terms;

  /**
   * Whether the statement has an IF clause, so reads the row it changes: Cassandra 5.0 then lets
   * {@code c = c + v} add to a number or join to a text.
   */
  private final boolean conditional;

  Operations(TableMetadata table, TermPreparer terms, boolean conditional) {
    this.table = table;
    this.terms = terms;
    this.conditional = conditional;
  }

  /** The table's column, which must exist and not be part of the primary key. */
  ColumnMetadata column(Identifier name, String partName) {
    ColumnMetadata column = table.column(name.name());
    if (column == null) {
      throw invalid("Undefined column name " + name.toCql() + " in table " + table);
    }
    if (column.isPrimaryKey()) {
      throw invalid("PRIMARY KEY part " + name.toCql() + " found in " + partName + " part");
    }
    return column;
  }

  /**
   * A counter's increment or decrement. A null written in the statement is refused as it is
   * prepared, in Cassandra's words for it; a null bound to a marker when the statement runs, in
   * other words (see {@link ColumnOperation}).
   */
  private Term counterDelta(io.wcs.parser.ast.Term value, ColumnMetadata c) {
    if (value instanceof io.wcs.parser.ast.Term.Null) {
      throw invalid("Invalid null value for counter increment/decrement");
    }
    return terms.prepare(value, spec(c));
  }

  ColumnOperation prepare(Operation operation) {
    if (operation instanceof Operation.Assign a) {
      return assign(a, a.target());
    }
    if (operation instanceof Operation.Add a) {
      ColumnMetadata c = column(a.column(), "SET");
      if (c.type() == NativeType.COUNTER) {
        return new ColumnOperation.Add(c, counterDelta(a.value(), c));
      }
      if (isTuple(c.type())) {
        throw invalid(
            "Invalid operation (" + operation.quoted() + ") for tuple column " + c.name());
      }
      if (conditional && !isCollection(c.type())) {
        if (!(c.type() instanceof NativeType n
            && (NumericFunctions.isNumeric(n) || n == NativeType.TEXT || n == NativeType.ASCII))) {
          throw invalid(
              "Invalid operation ("
                  + operation.quoted()
                  + ") for non-numeric and non-text type "
                  + c.name());
        }
        return new ColumnOperation.AddToCurrent(c, terms.prepare(a.value(), spec(c)));
      }
      requireCollection(c, operation, false);
      return new ColumnOperation.Add(
          c,
          c.type() instanceof MapType
              ? prepareOperand(a.value(), spec(c), "a map addition has to be a map")
              : terms.prepare(a.value(), spec(c)));
    }
    if (operation instanceof Operation.Subtract s) {
      ColumnMetadata c = column(s.column(), "SET");
      if (c.type() == NativeType.COUNTER) {
        return new ColumnOperation.Remove(c, counterDelta(s.value(), c));
      }
      requireCollection(c, operation, false);
      if (c.type() instanceof MapType m) {
        ColumnSpec keys = TermPreparer.derived(spec(c), c.name(), new SetType(m.key(), true));
        return new ColumnOperation.Remove(
            c, prepareOperand(s.value(), keys, "a map substraction has to be a set"));
      }
      return new ColumnOperation.Remove(c, terms.prepare(s.value(), spec(c)));
    }
    Operation.Prepend p = (Operation.Prepend) operation;
    ColumnMetadata c = column(p.column(), "SET");
    // Cassandra prepares the value first, and spells a prepend "c = v - c" in this message.
    Term value = terms.prepare(p.value(), spec(c));
    if (!(c.type() instanceof ListType)) {
      throw invalid(
          "Invalid operation ("
              + c.name()
              + " = "
              + p.value().quoted()
              + " - "
              + c.name()
              + ") for non list column "
              + c.name());
    }
    requireCollection(c, operation, false);
    return new ColumnOperation.Prepend(c, value);
  }

  /** A map operation's operand, refused as Cassandra words it when it does not fit. */
  private Term prepareOperand(io.wcs.parser.ast.Term value, ColumnSpec spec, String rule) {
    try {
      return terms.prepare(value, spec);
    } catch (InvalidRequestException e) {
      throw invalid("Value for " + rule + ", but was: '" + value.quoted() + "'");
    }
  }

  private ColumnOperation assign(Operation operation, ColumnRef target) {
    ColumnMetadata c = column(target.column(), "SET");
    if (c.type() == NativeType.COUNTER) {
      throw invalid(
          "Cannot set the value of counter column "
              + c.name()
              + " (counters can only be incremented/decremented, not set)");
    }
    if (target instanceof ColumnRef.Column) {
      return new ColumnOperation.Assign(
          c, terms.prepare(((Operation.Assign) operation).value(), spec(c)));
    }
    io.wcs.parser.ast.Term value = ((Operation.Assign) operation).value();
    if (target instanceof ColumnRef.Element e) {
      requireCollection(c, operation, true);
      if (c.type() instanceof MapType m) {
        return new ColumnOperation.SetElement(
            c,
            terms.prepare(e.key(), TermPreparer.derived(spec(c), "key(" + c.name() + ")", m.key())),
            terms.prepare(
                value, TermPreparer.derived(spec(c), "value(" + c.name() + ")", m.value())));
      }
      ListType l = (ListType) c.type();
      return new ColumnOperation.SetElement(
          c,
          terms.prepare(
              e.key(), TermPreparer.derived(spec(c), "idx(" + c.name() + ")", NativeType.INT)),
          terms.prepare(
              value, TermPreparer.derived(spec(c), "value(" + c.name() + ")", l.element())));
    }
    ColumnRef.Field f = (ColumnRef.Field) target;
    String refused = "Invalid operation (" + operation.quoted() + ") for ";
    int field =
        field(
            c,
            f,
            refused + "non-UDT column " + c.name(),
            refused + "frozen UDT column " + c.name());
    UserType udt = (UserType) c.type();
    return new ColumnOperation.SetField(
        c,
        field,
        terms.prepare(
            value,
            TermPreparer.derived(
                spec(c), c.name() + "." + f.field().name(), udt.fieldTypes().get(field))));
  }

  /** What {@code DELETE target} removes. */
  ColumnOperation deletion(ColumnRef target) {
    ColumnMetadata key = table.column(target.column().name());
    if (key != null && key.isPrimaryKey()) {
      throw invalid(
          "Invalid identifier "
              + target.column().toCql()
              + " for deletion (should not be a PRIMARY KEY part)");
    }
    ColumnMetadata c = column(target.column(), "DELETE");
    if (target instanceof ColumnRef.Column) {
      return new ColumnOperation.DeleteColumn(c);
    }
    if (target instanceof ColumnRef.Element e) {
      CqlType type = c.type();
      if (!(type instanceof ListType || type instanceof SetType || type instanceof MapType)) {
        throw invalid("Invalid deletion operation for non collection column " + c.name());
      }
      if (!type.isMultiCell()) {
        throw invalid("Invalid deletion operation for frozen collection column " + c.name());
      }
      CqlType keyType =
          type instanceof MapType m
              ? m.key()
              : type instanceof SetType s ? s.element() : NativeType.INT;
      String name = (type instanceof ListType ? "idx(" : "key(") + c.name() + ")";
      return new ColumnOperation.DeleteElement(
          c, terms.prepare(e.key(), TermPreparer.derived(spec(c), name, keyType)));
    }
    return new ColumnOperation.DeleteField(
        c,
        field(
            c,
            (ColumnRef.Field) target,
            "Invalid field deletion operation for non-UDT column " + c.name(),
            "Frozen UDT column " + c.name() + " does not support field deletions"));
  }

  /** The field's index in a non-frozen UDT column; Cassandra's refusals given otherwise. */
  private int field(ColumnMetadata c, ColumnRef.Field f, String notUdt, String frozen) {
    if (!(c.type() instanceof UserType udt)) {
      throw invalid(notUdt);
    }
    if (!udt.isMultiCell()) {
      throw invalid(frozen);
    }
    int index = udt.fieldIndex(f.field().name());
    if (index < 0) {
      throw invalid("UDT column " + c.name() + " does not have a field named " + f.field().toCql());
    }
    return index;
  }

  private static boolean isCollection(CqlType type) {
    return type instanceof ListType || type instanceof SetType || type instanceof MapType;
  }

  /** A tuple or user type: Cassandra's user types are tuples with names. */
  private static boolean isTuple(CqlType type) {
    return type instanceof TupleType || type instanceof UserType;
  }

  /** Collections only; frozen ones refused; sets refused for element assignment. */
  private static void requireCollection(ColumnMetadata c, Operation op, boolean elementAccess) {
    CqlType type = c.type();
    if (!isCollection(type)) {
      throw invalid(
          "Invalid operation ("
              + op.quoted()
              + ") for non "
              + (elementAccess ? "collection" : "counter")
              + " column "
              + c.name());
    }
    if (!type.isMultiCell()) {
      throw invalid(
          "Invalid operation (" + op.quoted() + ") for frozen collection column " + c.name());
    }
    if (elementAccess && type instanceof SetType) {
      throw invalid("Invalid operation (" + op.quoted() + ") for set column " + c.name());
    }
  }

  private ColumnSpec spec(ColumnMetadata c) {
    return terms.specOf(c);
  }

  private static InvalidRequestException invalid(String message) {
    return new InvalidRequestException(message);
  }
}

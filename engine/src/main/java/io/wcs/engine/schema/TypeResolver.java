package io.wcs.engine.schema;

import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.error.SyntaxException;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.MapType;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.SetType;
import io.wcs.engine.types.TupleType;
import io.wcs.engine.types.UserType;
import io.wcs.engine.types.VectorType;
import java.util.Map;

/**
 * Turns a type as written in DDL, a type hint or a cast into an engine type, resolving user types
 * in the statement's keyspace and refusing what Cassandra refuses (CQL3Type.Raw.prepare), with its
 * messages.
 */
public final class TypeResolver {
  private final String keyspace;
  private final Map<String, UserType> types;

  /**
   * @param keyspace the statement's keyspace, or null for a statement of none (a batch's own
   *     timestamp), where no user type is known
   */
  public TypeResolver(String keyspace, Map<String, UserType> types) {
    this.keyspace = keyspace;
    this.types = types;
  }

  public CqlType resolve(io.wcs.parser.ast.CqlType written) {
    return resolve(written, false);
  }

  private CqlType resolve(io.wcs.parser.ast.CqlType written, boolean frozen) {
    if (written instanceof io.wcs.parser.ast.CqlType.Native n) {
      return NativeType.byName(n.type().toCql());
    }
    if (written instanceof io.wcs.parser.ast.CqlType.Frozen f) {
      return frozen(f);
    }
    if (written instanceof io.wcs.parser.ast.CqlType.ListOf l) {
      return new ListType(element(written, l.element(), frozen), frozen);
    }
    if (written instanceof io.wcs.parser.ast.CqlType.SetOf s) {
      CqlType element = element(written, s.element(), frozen);
      if (TypeReferences.mentionsDuration(element)) {
        throw invalid("Durations are not allowed inside sets: " + written.toCql());
      }
      return new SetType(element, frozen);
    }
    if (written instanceof io.wcs.parser.ast.CqlType.MapOf m) {
      CqlType key = element(written, m.key(), frozen);
      if (TypeReferences.mentionsDuration(key)) {
        throw invalid("Durations are not allowed as map keys: " + written.toCql());
      }
      return new MapType(key, element(written, m.value(), frozen), frozen);
    }
    if (written instanceof io.wcs.parser.ast.CqlType.TupleOf t) {
      return new TupleType(
          t.elements().stream().map(e -> inner(written.toCql(), e).freeze()).toList());
    }
    if (written instanceof io.wcs.parser.ast.CqlType.VectorOf v) {
      if (v.dimension() <= 0) {
        throw invalid("vectors may only have positive dimensions; given " + v.dimension());
      }
      return new VectorType(inner(written.toCql(), v.element()).freeze(), v.dimension());
    }
    if (written instanceof io.wcs.parser.ast.CqlType.UserDefined u) {
      return userType(u, frozen);
    }
    throw invalid("Custom types are not supported: " + written.toCql());
  }

  private CqlType frozen(io.wcs.parser.ast.CqlType.Frozen f) {
    if (f.type() instanceof io.wcs.parser.ast.CqlType.Native) {
      // Cassandra's grammar refuses it
      throw new SyntaxException(
          "frozen<> is only allowed on collections, tuples, and user-defined types (got "
              + f.type().toCql()
              + ")");
    }
    return resolve(f.type(), true).freeze();
  }

  /** An element of a collection: never a counter, frozen unless the collection says so. */
  private CqlType element(
      io.wcs.parser.ast.CqlType collection, io.wcs.parser.ast.CqlType element, boolean frozen) {
    CqlType type =
        inner(frozen ? "frozen<" + collection.toCql() + ">" : collection.toCql(), element);
    if (type.isMultiCell() && !frozen) {
      throw invalid(
          (type instanceof UserType ? "Non-frozen UDTs" : "Non-frozen collections")
              + " are not allowed inside collections: "
              + collection.toCql());
    }
    return type.freeze();
  }

  /**
   * @param outer the containing type as written, which the refusal of a counter names
   */
  private CqlType inner(String outer, io.wcs.parser.ast.CqlType element) {
    CqlType type = resolve(element, false);
    if (type == NativeType.COUNTER) {
      throw invalid("Counters are not allowed inside collections: " + outer);
    }
    return type;
  }

  private CqlType userType(io.wcs.parser.ast.CqlType.UserDefined u, boolean frozen) {
    String typeKeyspace = u.name().keyspace() == null ? keyspace : u.name().keyspace().name();
    if (keyspace == null) {
      throw invalid("Unknown type " + u.name().toCql());
    }
    if (!typeKeyspace.equals(keyspace)) {
      throw invalid(
          "Statement on keyspace "
              + keyspace
              + " cannot refer to a user type in keyspace "
              + typeKeyspace
              + "; user types can only be used in the keyspace they are defined in");
    }
    UserType type = types.get(u.name().name().name());
    if (type == null) {
      throw invalid("Unknown type " + Names.qualified(keyspace, u.name().name().name()));
    }
    return frozen ? type.freeze() : type;
  }

  private static InvalidRequestException invalid(String message) {
    return new InvalidRequestException(message);
  }
}

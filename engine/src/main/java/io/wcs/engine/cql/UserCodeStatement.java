package io.wcs.engine.cql;

import io.wcs.engine.cql.term.BindVariables;
import io.wcs.engine.error.ConfigurationException;
import io.wcs.engine.error.FixHints;
import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.schema.KeyspaceNames;
import io.wcs.engine.schema.Schema;
import io.wcs.engine.schema.SystemKeyspaces;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.parser.ast.CqlType;
import io.wcs.parser.ast.CreateAggregate;
import io.wcs.parser.ast.CreateFunction;
import io.wcs.parser.ast.CreateTrigger;
import io.wcs.parser.ast.DropFunction;
import io.wcs.parser.ast.DropTrigger;
import io.wcs.parser.ast.QualifiedName;
import io.wcs.parser.ast.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The statements that install user code, {@code CREATE FUNCTION}, {@code CREATE AGGREGATE}, {@code
 * CREATE TRIGGER} and their {@code DROP}s, answered as a Cassandra 5.0 node answers them with its
 * default configuration: user-defined functions are disabled, so no aggregate finds its state
 * function, and no trigger class is on its class path, so there is never a function, aggregate or
 * trigger to drop. WCS runs no user code and has no setting to enable it; each refusal says so in a
 * hint.
 */
record UserCodeStatement(Statement statement, String keyspace, BindVariables variables)
    implements CqlStatement {

  UserCodeStatement(Statement statement, String keyspace) {
    this(statement, keyspace, new BindVariables());
  }

  static boolean isUserCodeStatement(Statement statement) {
    return statement instanceof CreateFunction
        || statement instanceof CreateAggregate
        || statement instanceof DropFunction
        || statement instanceof CreateTrigger
        || statement instanceof DropTrigger;
  }

  @Override
  public QueryResult execute(QueryOptions options, ExecutionContext context) {
    if (statement instanceof CreateFunction) {
      throw refused(
          "User-defined functions are disabled in cassandra.yaml - set"
              + " user_defined_functions_enabled=true to enable");
    }
    if (statement instanceof CreateAggregate a) {
      return createAggregate(a, context.schemaStore().schema());
    }
    if (statement instanceof CreateTrigger t) {
      Tables.resolve(context.schemaStore().schema(), t.table(), keyspace);
      throw refused("Trigger class '" + t.className() + "' couldn't be loaded");
    }
    if (statement instanceof DropTrigger t) {
      TableMetadata table = Tables.resolve(context.schemaStore().schema(), t.table(), keyspace);
      if (t.ifExists()) {
        return QueryResult.Void.EMPTY;
      }
      throw refused(
          "Trigger '"
              + t.name().name()
              + "' on '"
              + table.keyspace()
              + "."
              + table.name()
              + "' doesn't exist");
    }
    DropFunction drop = (DropFunction) statement;
    String ks = keyspaceOf(drop.name());
    if (SystemKeyspaces.isSystem(ks)) {
      throw new InvalidRequestException("System keyspace '" + ks + "' is not user-modifiable");
    }
    if (drop.ifExists()) {
      return QueryResult.Void.EMPTY;
    }
    String signature =
        drop.argumentTypes() == null ? "" : "(" + typeNames(drop.argumentTypes()) + ")";
    throw refused(
        (drop.aggregate() ? "Aggregate '" : "Function '")
            + ks
            + "."
            + drop.name().name().name()
            + signature
            + "' doesn't exist");
  }

  /** The aggregate's state function, taking its state then its arguments, cannot exist. */
  private QueryResult createAggregate(CreateAggregate a, Schema schema) {
    String ks = keyspaceOf(a.name());
    if (schema.keyspace(ks) == null) {
      throw new ConfigurationException("Keyspace " + ks + " doesn't exist");
    }
    for (CqlType argument : a.argumentTypes()) {
      if (argument instanceof CqlType.Frozen) {
        throw new InvalidRequestException(
            "Argument '"
                + argument.toCql()
                + "' cannot be frozen; remove frozen<> modifier from '"
                + argument.toCql()
                + "'");
      }
    }
    List<CqlType> stateArguments = new ArrayList<>(a.argumentTypes().size() + 1);
    stateArguments.add(a.stateType());
    stateArguments.addAll(a.argumentTypes());
    throw refused(
        "State function "
            + ks
            + "."
            + a.stateFunction().name()
            + "("
            + typeNames(stateArguments)
            + ") doesn't exist");
  }

  private String keyspaceOf(QualifiedName name) {
    return KeyspaceNames.of(name, keyspace);
  }

  private static String typeNames(List<CqlType> types) {
    return types.stream().map(CqlType::toCql).collect(Collectors.joining(", "));
  }

  private static InvalidRequestException refused(String message) {
    return new InvalidRequestException(
        FixHints.withHint(
            message,
            "WCS runs no user code (functions, aggregates, triggers) and has no setting to enable"
                + " it: compute values with the native functions, and act on writes, in the"
                + " application"));
  }
}

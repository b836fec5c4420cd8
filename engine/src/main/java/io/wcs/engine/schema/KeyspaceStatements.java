package io.wcs.engine.schema;

import static io.wcs.engine.schema.DdlContext.invalid;

import io.wcs.engine.error.AlreadyExistsException;
import io.wcs.engine.error.ConfigurationException;
import io.wcs.parser.ast.AlterKeyspace;
import io.wcs.parser.ast.CreateKeyspace;
import io.wcs.parser.ast.Property;
import io.wcs.parser.ast.Use;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** CREATE / ALTER / DROP KEYSPACE and USE, as Cassandra 5.0 validates them. */
final class KeyspaceStatements {
  static final int MAX_KEYSPACE_NAME_LENGTH = 48;
  private static final Set<String> PROPERTIES = Set.of("replication", "durable_writes");

  private KeyspaceStatements() {}

  static SchemaChange create(DdlContext ctx, CreateKeyspace stmt) {
    String name = stmt.name().name();
    if (!Names.isValid(name, MAX_KEYSPACE_NAME_LENGTH)) {
      throw invalid(
          "Keyspace name must not be empty, more than "
              + MAX_KEYSPACE_NAME_LENGTH
              + " characters long, or contain non-alphanumeric-underscore characters (got '"
              + name
              + "')");
    }
    PropertyValues values = new PropertyValues(stmt.properties(), PROPERTIES);
    if (!values.has("replication")) {
      throw invalid("Missing mandatory option 'replication'");
    }
    KeyspaceMetadata existing = ctx.keyspaceOutsideSystem(name);
    Replication.checkHasClass(values.map("replication"));
    if (existing != null) {
      if (stmt.ifNotExists()) {
        return SchemaChange.none(ctx.schema(), SchemaChange.Target.KEYSPACE, name, "");
      }
      throw AlreadyExistsException.keyspace(name);
    }
    // checked after the keyspace's existence, as Cassandra checks the strategy and its options
    Map<String, String> replication =
        Replication.normalize(name, values.map("replication"), Map.of());
    KeyspaceMetadata ks =
        KeyspaceMetadata.create(name, replication, values.bool("durable_writes", true));
    return SchemaChange.of(
            ctx.schema().withKeyspace(ks),
            SchemaChange.Change.CREATED,
            SchemaChange.Target.KEYSPACE,
            name,
            "")
        .withWarnings(Replication.warnings(name, replication));
  }

  static SchemaChange alter(DdlContext ctx, AlterKeyspace stmt) {
    String name = stmt.name().name();
    // Cassandra's order: a system keyspace, the options' names, a strategy class, the keyspace
    KeyspaceMetadata ks = ctx.modifiableKeyspace(name);
    List<Property> properties = stmt.properties();
    PropertyValues values = new PropertyValues(properties, PROPERTIES);
    if (values.has("replication")) {
      Replication.checkHasClass(values.map("replication"));
    }
    if (ks == null) {
      if (stmt.ifExists()) {
        return SchemaChange.none(ctx.schema(), SchemaChange.Target.KEYSPACE, name, "");
      }
      throw invalid("Keyspace '" + name + "' doesn't exist");
    }
    Map<String, String> replication =
        values.has("replication")
            ? Replication.normalize(name, values.map("replication"), ks.replication())
            : ks.replication();
    if (values.has("replication") && replication.size() == 1) {
      // a NetworkTopologyStrategy whose every data centre was given a factor of 0
      throw new ConfigurationException("Configuration for at least one datacenter must be present");
    }
    KeyspaceMetadata after =
        ks.withParams(replication, values.bool("durable_writes", ks.durableWrites()));
    List<String> warnings = new ArrayList<>(Replication.warnings(name, replication));
    if (Replication.replicas(replication) > Replication.replicas(ks.replication())) {
      warnings.add(
          "When increasing replication factor you need to run a full (-full) repair to"
              + " distribute the data.");
    }
    return SchemaChange.of(
            ctx.schema().withKeyspace(after),
            SchemaChange.Change.UPDATED,
            SchemaChange.Target.KEYSPACE,
            name,
            "")
        .withWarnings(warnings);
  }

  static SchemaChange drop(DdlContext ctx, String name, boolean ifExists) {
    KeyspaceMetadata ks = ctx.modifiableKeyspace(name);
    if (ks == null) {
      if (ifExists) {
        return SchemaChange.none(ctx.schema(), SchemaChange.Target.KEYSPACE, name, "");
      }
      throw invalid("Keyspace '" + name + "' doesn't exist");
    }
    return SchemaChange.of(
        ctx.schema().withoutKeyspace(name),
        SchemaChange.Change.DROPPED,
        SchemaChange.Target.KEYSPACE,
        name,
        "");
  }

  /** The keyspace USE switches to. */
  static String use(Schema schema, Use stmt) {
    String name = stmt.keyspace().name();
    if (schema.keyspace(name) == null) {
      throw invalid("Keyspace '" + name + "' does not exist");
    }
    return name;
  }
}

package io.wcs.engine.schema;

import java.util.List;

/**
 * What a DDL statement did: the schema after it and the native protocol's SCHEMA_CHANGE event
 * (change, target, keyspace, name), plus client warnings. {@code change} is NONE when nothing
 * changed (IF [NOT] EXISTS found the object as wished); then {@code schema} is the input schema.
 */
public record SchemaChange(
    Schema schema,
    Change change,
    Target target,
    String keyspace,
    String name,
    List<String> warnings) {

  /** The event's change type; NONE means no event. */
  public enum Change {
    CREATED,
    UPDATED,
    DROPPED,
    NONE
  }

  /** The event's target kind. */
  public enum Target {
    KEYSPACE,
    TABLE,
    TYPE,
    FUNCTION,
    AGGREGATE
  }

  public SchemaChange {
    warnings = List.copyOf(warnings);
  }

  static SchemaChange of(
      Schema schema, Change change, Target target, String keyspace, String name) {
    return new SchemaChange(schema, change, target, keyspace, name, List.of());
  }

  static SchemaChange none(Schema schema, Target target, String keyspace, String name) {
    return of(schema, Change.NONE, target, keyspace, name);
  }

  SchemaChange withWarnings(List<String> newWarnings) {
    return new SchemaChange(schema, change, target, keyspace, name, newWarnings);
  }
}

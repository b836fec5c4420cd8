package io.wcs.parser.ast;

import java.util.List;

/** What an ALTER TYPE does. */
public sealed interface AlterTypeAction extends Node {

  /** {@code ALTER f TYPE t} (parsed; Cassandra rejects it when executed) */
  record AlterFieldType(Identifier field, CqlType type) implements AlterTypeAction {
    @Override
    public String toCql() {
      return "ALTER " + field.toCql() + " TYPE " + type.toCql();
    }
  }

  /** {@code ADD [IF NOT EXISTS] f t} */
  record AddField(boolean ifNotExists, TypedName field) implements AlterTypeAction {
    @Override
    public String toCql() {
      return "ADD" + Cql.ifNotExists(ifNotExists) + " " + field.toCql();
    }
  }

  /** {@code RENAME [IF EXISTS] a TO b AND …} */
  record RenameFields(boolean ifExists, List<Rename> renames) implements AlterTypeAction {
    public RenameFields {
      renames = List.copyOf(renames);
    }

    @Override
    public String toCql() {
      return "RENAME" + Cql.ifExists(ifExists) + " " + Cql.join(renames, " AND ");
    }
  }
}

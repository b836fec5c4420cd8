package io.wcs.parser.ast;

import java.util.List;

/** What an ALTER TABLE does. */
public sealed interface AlterTableAction extends Node {

  /** {@code ALTER c TYPE t} (parsed; Cassandra rejects it when executed) */
  record AlterColumnType(Identifier column, CqlType type) implements AlterTableAction {
    @Override
    public String toCql() {
      return "ALTER " + column.toCql() + " TYPE " + type.toCql();
    }
  }

  /** {@code ALTER [IF EXISTS] c MASKED WITH …}, or {@code … DROP MASKED} when mask is null. */
  record SetMask(boolean ifExists, Identifier column, ColumnMask mask) implements AlterTableAction {
    @Override
    public String toCql() {
      return "ALTER"
          + Cql.ifExists(ifExists)
          + " "
          + column.toCql()
          + (mask == null ? " DROP MASKED" : " " + mask.toCql());
    }
  }

  /** {@code ADD [IF NOT EXISTS] c t} or {@code ADD [IF NOT EXISTS] (c t, …)} */
  record AddColumns(boolean ifNotExists, List<ColumnDefinition> columns)
      implements AlterTableAction {
    public AddColumns {
      columns = List.copyOf(columns);
    }

    @Override
    public String toCql() {
      String list = columns.size() == 1 ? columns.get(0).toCql() : "(" + Cql.join(columns) + ")";
      return "ADD" + Cql.ifNotExists(ifNotExists) + " " + list;
    }
  }

  /**
   * {@code DROP [IF EXISTS] c} or {@code DROP (c, …)} {@code [USING TIMESTAMP t]}; t may be null.
   */
  record DropColumns(boolean ifExists, List<Identifier> columns, Term timestamp)
      implements AlterTableAction {
    public DropColumns {
      columns = List.copyOf(columns);
    }

    @Override
    public String toCql() {
      String list = columns.size() == 1 ? columns.get(0).toCql() : "(" + Cql.join(columns) + ")";
      return "DROP"
          + Cql.ifExists(ifExists)
          + " "
          + list
          + (timestamp == null ? "" : " USING TIMESTAMP " + timestamp.toCql());
    }
  }

  /** {@code RENAME [IF EXISTS] a TO b AND c TO d} */
  record RenameColumns(boolean ifExists, List<Rename> renames) implements AlterTableAction {
    public RenameColumns {
      renames = List.copyOf(renames);
    }

    @Override
    public String toCql() {
      return "RENAME" + Cql.ifExists(ifExists) + " " + Cql.join(renames, " AND ");
    }
  }

  /** {@code WITH p = v AND …} */
  record SetProperties(List<Property> properties) implements AlterTableAction {
    public SetProperties {
      properties = List.copyOf(properties);
    }

    @Override
    public String toCql() {
      return "WITH " + Cql.join(properties, " AND ");
    }
  }

  /** {@code DROP COMPACT STORAGE} */
  record DropCompactStorage() implements AlterTableAction {
    @Override
    public String toCql() {
      return "DROP COMPACT STORAGE";
    }
  }
}

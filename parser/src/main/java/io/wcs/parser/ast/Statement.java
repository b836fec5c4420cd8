package io.wcs.parser.ast;

/** A CQL statement, as parsed: no schema knowledge, nothing validated beyond the syntax. */
public sealed interface Statement extends Node
    permits ModificationStatement,
        Select,
        Batch,
        Use,
        Truncate,
        CreateKeyspace,
        AlterKeyspace,
        CreateTable,
        AlterTable,
        CreateType,
        AlterType,
        CreateIndex,
        CreateMaterializedView,
        AlterMaterializedView,
        CreateFunction,
        CreateAggregate,
        CreateTrigger,
        Drop,
        DropFunction,
        DropTrigger,
        CreateRole,
        AlterRole,
        CreateUser,
        AlterUser,
        DropUser,
        GrantRole,
        RevokeRole,
        GrantPermissions,
        RevokePermissions,
        ListRoles,
        ListUsers,
        ListPermissions,
        Describe {

  /** Where the statement was written, from its first keyword to its last token. */
  Span span();
}

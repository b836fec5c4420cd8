package io.wcs.parser.ast;

/** The statements a BATCH may hold. */
public sealed interface ModificationStatement extends Statement
    permits Insert, InsertJson, Update, Delete {

  QualifiedName table();

  Using using();
}

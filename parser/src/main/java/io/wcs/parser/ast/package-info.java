/**
 * The CQL syntax tree: records in sealed hierarchies that look like the language. {@link
 * io.wcs.parser.ast.Statement} is the root, with one record per statement kind; values are {@link
 * io.wcs.parser.ast.Term}s, SELECT items {@link io.wcs.parser.ast.Selector}s, WHERE clauses lists
 * of {@link io.wcs.parser.ast.Relation}s (ANDed), IF clauses lists of {@link
 * io.wcs.parser.ast.Condition}s, types {@link io.wcs.parser.ast.CqlType}s as written.
 *
 * <p>Conventions: names are {@link io.wcs.parser.ast.Identifier}s in internal form (unquoted names
 * folded to lower case); optional parts are null when absent; lists are empty rather than null,
 * except the few whose null means "not written" (each record says so); {@code toCql()} prints
 * canonical CQL that parses back to an equal tree; nodes parsed from text carry a {@link
 * io.wcs.parser.ast.Span}, which never takes part in equality.
 */
package io.wcs.parser.ast;

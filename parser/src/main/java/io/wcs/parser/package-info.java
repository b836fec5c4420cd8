/**
 * CQL parsing: {@link io.wcs.parser.CqlParser} turns CQL text (Apache Cassandra 5.0 syntax) into
 * the immutable trees of {@link io.wcs.parser.ast}, or throws a {@link
 * io.wcs.parser.CqlSyntaxException} with Cassandra-style wording, a position and a caret snippet.
 *
 * <p>The grammar is {@code src/main/javacc/Cql.jj}; JavaCC generates the parser into {@code
 * io.wcs.parser.generated}, which is internal: no generated type appears in this package's API.
 * {@link io.wcs.parser.CqlGrammarBase} holds the helpers the grammar calls, so the grammar file
 * holds grammar only.
 *
 * <p>The parser checks syntax only. Everything that needs a schema (does the column exist, is it a
 * list, is this the partition key) is the engine's job; so are rules Cassandra checks after
 * parsing, such as a single PRIMARY KEY per table or option names.
 */
package io.wcs.parser;

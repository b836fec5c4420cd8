/**
 * Values in CQL statements, prepared against the type that receives them.
 *
 * <pre>{@code
 * BindVariables variables = new BindVariables();
 * TermPreparer terms = new TermPreparer(table, keyspace.types(), variables);
 * Term value = terms.prepare(astTerm, terms.specOf(column));   // Cassandra's checks and messages
 * ...
 * QueryOptions positional = variables.positional(options);     // names resolved, count checked
 * byte[] bytes = value.bind(positional);                       // null, QueryOptions.UNSET or bytes
 * }</pre>
 *
 * <ul>
 *   <li>{@link io.wcs.engine.cql.term.Literals}: constants of every native type, which constant
 *       kinds a type accepts, and the CQL text form of values ({@code parse}).
 *   <li>{@link io.wcs.engine.cql.term.BindVariables}: {@code ?} and {@code :name} markers with
 *       their column specifications, numbered by position in the text whatever the order in which
 *       they are prepared; bound values are validated against the receiver's type.
 *   <li>Collection, tuple and UDT literals, type hints, arithmetic on numbers, casts ({@link
 *       io.wcs.engine.cql.term.Casts}, also for selectors) and the built-in functions ({@link
 *       io.wcs.engine.cql.term.NativeFunctions}: now, uuid, current*, toTimestamp, toDate,
 *       toUnixTimestamp, min/maxTimeuuid, blob conversions; token and fromJson need a receiver),
 *       and the functions Cassandra makes for their arguments' types, here and in selections:
 *       {@link io.wcs.engine.cql.term.MaskingFunctions}, {@link
 *       io.wcs.engine.cql.term.CollectionFunctions}, {@link
 *       io.wcs.engine.cql.term.VectorFunctions}.
 *   <li>{@link io.wcs.engine.cql.term.JsonValues}: JSON text to CQL values, for INSERT JSON and
 *       fromJson.
 * </ul>
 *
 * <p>Deterministic terms whose parts are all constant are folded into constants when prepared.
 */
package io.wcs.engine.cql.term;

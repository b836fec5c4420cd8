package io.wcs.engine.cql.modification;

import io.wcs.engine.cql.ColumnSpec;
import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.cql.term.BindVariables;
import io.wcs.engine.cql.term.JsonValues;
import io.wcs.engine.cql.term.Term;
import io.wcs.engine.cql.term.TermPreparer;
import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.engine.types.InvalidValueException;
import io.wcs.engine.types.NativeType;
import io.wcs.parser.ast.ColumnRef;
import io.wcs.parser.ast.Identifier;
import io.wcs.parser.ast.InsertJson;
import io.wcs.parser.ast.Operator;
import io.wcs.parser.ast.Relation;
import io.wcs.parser.ast.Span;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.DateTimeException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * {@code INSERT INTO t JSON '…'}: prepared as an INSERT of every column whose values are markers of
 * an internal variable set (one per column, in table order), filled at each execution from the JSON
 * document. Columns the document leaves out are set to null, or left untouched with {@code DEFAULT
 * UNSET}.
 */
final class JsonInsert {
  private JsonInsert() {}

  static PreparedModification prepare(
      InsertJson insert, TableMetadata table, TermPreparer terms, Term ttl, Term timestamp) {
    ModificationPreparer.refuseCounterTable(table);
    Term json =
        terms.prepare(
            insert.json(),
            new ColumnSpec(table.keyspace(), table.name(), "[json]", NativeType.TEXT));
    BindVariables columnValues = new BindVariables();
    TermPreparer columnTerms = new TermPreparer(table, Map.of(), columnValues);
    List<Relation> keyRelations = new ArrayList<>();
    List<ColumnOperation> operations = new ArrayList<>();
    for (ColumnMetadata column : table.columns()) {
      io.wcs.parser.ast.Term.BindMarker marker =
          new io.wcs.parser.ast.Term.BindMarker(Span.NONE, null);
      Identifier name = new Identifier(column.name());
      if (column.isPrimaryKey()) {
        keyRelations.add(
            new Relation.Compare(Span.NONE, new ColumnRef.Column(name), Operator.EQ, marker));
      } else {
        operations.add(
            new ColumnOperation.Assign(
                column, columnTerms.prepare(marker, columnTerms.specOf(column))));
      }
    }
    // The key markers are registered while the INSERT is analysed: read the order at execution.
    List<ColumnMetadata> decoding = decodingOrder(table);
    return ModificationPreparer.insertOf(
        table,
        keyRelations,
        operations,
        columnTerms,
        terms.variables(),
        ttl,
        timestamp,
        options ->
            rowValues(
                json.bind(options),
                columnValues.specs(),
                decoding,
                insert.defaultUnset(),
                options));
  }

  /** The column values of one execution, in the internal markers' order. */
  private static QueryOptions rowValues(
      byte[] document,
      List<ColumnSpec> order,
      List<ColumnMetadata> decoding,
      boolean defaultUnset,
      QueryOptions options) {
    if (document == null || QueryOptions.isUnset(document)) {
      throw new InvalidRequestException("Got null for INSERT JSON values");
    }
    Map<String, Object> byColumn = columns(new String(document, StandardCharsets.UTF_8));
    int documentSize = byColumn.size();
    Map<String, byte[]> decoded = new HashMap<>();
    for (ColumnMetadata column : decoding) {
      if (byColumn.containsKey(column.name())) {
        Object json = byColumn.remove(column.name());
        try {
          decoded.put(column.name(), JsonValues.toCql(json, column.type()));
        } catch (InvalidValueException | DateTimeException | ArithmeticException e) {
          throw new InvalidRequestException(
              "Error decoding JSON value for " + column.name() + ": " + e.getMessage());
        }
      }
    }
    if (!byColumn.isEmpty()) {
      // Cassandra names the first left in its hash map of the document's columns
      List<String> unknown = new ArrayList<>(byColumn.keySet());
      inHashMapOrder(unknown, Function.identity(), documentSize);
      throw new InvalidRequestException(
          "JSON values map contains unrecognized column: " + unknown.get(0));
    }
    List<byte[]> values = new ArrayList<>(order.size());
    for (ColumnSpec spec : order) {
      values.add(
          decoded.containsKey(spec.name())
              ? decoded.get(spec.name())
              : defaultUnset ? QueryOptions.UNSET : null);
    }
    return options.withValues(values);
  }

  /**
   * The columns in the order Cassandra decodes a document's values, which decides the value a
   * document with several bad ones is refused for: its table metadata keeps them in a hash map by
   * name ({@link #inHashMapOrder}).
   */
  private static List<ColumnMetadata> decodingOrder(TableMetadata table) {
    List<ColumnMetadata> columns = new ArrayList<>(table.columns());
    inHashMapOrder(columns, ColumnMetadata::name, columns.size());
    return columns;
  }

  /**
   * Sorts {@code items} in the order a java.util.HashMap that held {@code size} entries keyed by
   * their names iterates them, as Cassandra's maps of columns do: a name's hash is its UTF-8 bytes'
   * hash as a ByteBuffer computes it, the map has grown to the smallest power of two, 16 at least,
   * that holds its entries at a load factor of 3/4, and items in one bucket keep their order.
   */
  private static <T> void inHashMapOrder(List<T> items, Function<T, String> name, int size) {
    int capacity = 16;
    while (size > capacity * 3 / 4) {
      capacity *= 2;
    }
    int mask = capacity - 1;
    items.sort(Comparator.comparingInt(item -> bucket(name.apply(item)) & mask));
  }

  private static int bucket(String name) {
    int h = ByteBuffer.wrap(name.getBytes(StandardCharsets.UTF_8)).hashCode();
    return h ^ (h >>> 16);
  }

  /**
   * The document's values by the column names its keys give, in the order Cassandra renames them.
   */
  private static Map<String, Object> columns(String document) {
    Object parsed;
    try {
      parsed = JsonValues.parse(document);
    } catch (JsonValues.SyntaxError e) {
      // Cassandra passes on its JSON library's exception, class name included
      throw new InvalidRequestException(
          "Could not decode JSON string as a map: "
              + e.withClass()
              + ". (String was: "
              + document
              + ")");
    }
    if (parsed instanceof List) {
      // the JSON library's words when an array is read as a map, the position of its '['
      throw new InvalidRequestException(
          "Could not decode JSON string as a map:"
              + " com.fasterxml.jackson.databind.exc.MismatchedInputException: Cannot deserialize"
              + " value of type `java.util.LinkedHashMap<java.lang.Object,java.lang.Object>` from"
              + " Array value (token `JsonToken.START_ARRAY`)\n at [Source: (String)\""
              + document
              + "\"; line: 1, column: "
              + (document.indexOf('[') + 1)
              + "]. (String was: "
              + document
              + ")");
    }
    if (!(parsed instanceof Map<?, ?> map)) {
      throw new InvalidRequestException(
          "Could not decode JSON string as a map: not a JSON object: " + document);
    }
    @SuppressWarnings("unchecked") // the JSON reader's objects are keyed by their strings
    Map<String, Object> object = (Map<String, Object>) map;
    return JsonValues.namesFolded(object);
  }
}
